import { isRelationType, quoteStandsIn, RELATION_TYPES, type TopicAlias } from "../history";
import { toTopicKey } from "../model/topic-key";
import type { Entry, EntryId, MovedTopic, RejectedCandidate, Relation, Topic, TopicId, VocabularyEntry } from "../model/types";
import { STOPWORDS, toStem, toWords } from "../search/terms";
import { IngestError, parseJson } from "./errors";
import { toLineOf } from "./metadata";

/** One editorial file as read: its display path and text. */
export interface EditorialFile {
  file: string;
  text: string;
}

/** The editors' decisions kept beside the sources (content/editorial/): aliases, relations, moved topics. */
export interface EditorialInput {
  aliases?: EditorialFile;
  relations?: EditorialFile;
  moved?: EditorialFile;
  vocabulary?: EditorialFile;
}

/** The list under `key` of an editorial file (parsed here unless the caller already has it); a syntax error names file, line and column. */
function listOf(f: EditorialFile, key: string, json = parseJson(f.file, f.text) as Record<string, unknown> | null): Record<string, unknown>[] {
  const list = json?.[key];
  if (!Array.isArray(list)) throw new IngestError(f.file, 1, `expected { "${key}": [ … ] }`);
  return list as Record<string, unknown>[];
}

/** Finds the line of the n-th record of a list by the first string field it holds. */
function lineOf(f: EditorialFile, value: unknown, cursor: { line: number }): number {
  if (typeof value !== "string") return cursor.line;
  const line = toLineOf(f.text, JSON.stringify(value).slice(0, -1), cursor.line);
  cursor.line = line;
  return line;
}

/** The alias table: each subject's title and the other titles its entries carry; every title must name some entry. */
export function parseAliases(f: EditorialFile, entries: readonly Entry[]): TopicAlias[] {
  const cursor = { line: 1 };
  const titles = new Set(entries.map((e) => `${e.edition}|${toTopicKey(e.parent ? `${e.parent} – ${e.title}` : e.title)}`));
  const seen = new Map<string, number>();
  return listOf(f, "aliases").map((a, i) => {
    const line = lineOf(f, a.title, cursor);
    const edition = a.edition;
    if (edition !== "1E" && edition !== "2E") throw new IngestError(f.file, line, `alias ${i + 1}: "edition" must be "1E" or "2E"`);
    if (typeof a.title !== "string" || !a.title) throw new IngestError(f.file, line, `alias ${i + 1}: "title" must be the title the topic is shown by`);
    if (!Array.isArray(a.variants) || !a.variants.length || a.variants.some((v) => typeof v !== "string" || !v)) {
      throw new IngestError(f.file, line, `alias "${a.title}": "variants" must list the other titles of the subject`);
    }
    if (typeof a.reason !== "string" || !a.reason) throw new IngestError(f.file, line, `alias "${a.title}": "reason" must say why these titles are one subject`);
    const names = [a.title, ...(a.variants as string[])];
    for (const n of names) {
      const key = `${edition}|${toTopicKey(n)}`;
      if (seen.has(key) && seen.get(key) !== i) throw new IngestError(f.file, toLineOf(f.text, JSON.stringify(n), line), `"${n}" is already an alias of another topic`);
      seen.set(key, i);
    }
    const unknown = names.filter((n) => !titles.has(`${edition}|${toTopicKey(n)}`));
    if (unknown.length === names.length) {
      throw new IngestError(f.file, line, `alias "${a.title}": no ${edition} entry has any of these titles (${names.map((n) => `"${n}"`).join(", ")})`);
    }
    for (const v of a.variants as string[]) {
      if (!titles.has(`${edition}|${toTopicKey(v)}`)) throw new IngestError(f.file, toLineOf(f.text, JSON.stringify(v), line), `alias "${a.title}": no ${edition} entry is titled "${v}" (remove the variant or fix its spelling)`);
    }
    return { edition, title: a.title, variants: a.variants as string[], reason: a.reason };
  });
}

/** Relations and rejected candidates, checked against the entries: both ends exist, the later is later, every quote stands in its entry. */
export function parseRelations(f: EditorialFile, entries: readonly Entry[]): { relations: Relation[]; rejected: RejectedCandidate[] } {
  const byId = new Map(entries.map((e) => [e.id, e]));
  const cursor = { line: 1 };
  const problems: { line: number; problem: string }[] = [];
  const entryAt = (id: unknown, line: number, what: string): Entry | null => {
    const e = typeof id === "string" ? byId.get(id as EntryId) : undefined;
    if (!e) {
      const near = typeof id === "string" ? [...byId.keys()].filter((k) => k.split("/")[0] === id.split("/")[0] && k.includes(id.split("/")[1]?.slice(0, 6) ?? "")).slice(0, 3) : [];
      problems.push({ line, problem: `${what} "${String(id)}" is not an entry id${near.length ? ` (did you mean ${near.join(", ")}?)` : ""}` });
      return null;
    }
    return e;
  };
  const seenPairs = new Map<string, number>();
  const relations: Relation[] = [];
  const json = parseJson(f.file, f.text) as { relations?: unknown; rejected?: unknown } | null;
  for (const r of listOf(f, "relations", json)) {
    const line = lineOf(f, r.type, cursor);
    const from = entryAt(r.from, toLineOf(f.text, `"from"`, line), "relation \"from\"");
    const to = entryAt(r.to, toLineOf(f.text, `"to"`, line), "relation \"to\"");
    if (!isRelationType(r.type)) problems.push({ line, problem: `relation type "${String(r.type)}" must be one of ${RELATION_TYPES.join(", ")}` });
    const quotes = r.quotes as { from?: unknown; to?: unknown } | undefined;
    if (typeof r.note !== "string" || !r.note) problems.push({ line, problem: `relation ${String(r.from)} → ${String(r.to)} needs a "note" saying what changed` });
    if (!from || !to || !isRelationType(r.type)) continue;
    if (from.edition !== to.edition) problems.push({ line, problem: `relation ${from.id} → ${to.id} joins two editions` });
    if (r.type === "related" ? from.date < to.date : from.date <= to.date) {
      problems.push({ line, problem: `relation ${from.id} (${from.date}) → ${to.id} (${to.date}): "from" must be the later ruling` });
    }
    for (const side of ["from", "to"] as const) {
      const q = quotes?.[side];
      const e = side === "from" ? from : to;
      if (typeof q !== "string" || !q.trim()) problems.push({ line, problem: `relation ${from.id} → ${to.id} needs quotes.${side}: the deciding sentence of ${e.id}` });
      else if (!quoteStandsIn(q, e.text)) {
        problems.push({ line: toLineOf(f.text, `"${side}": ${JSON.stringify(q).slice(0, 20)}`, line), problem: `quotes.${side} does not stand in the text of ${e.id}: ${JSON.stringify(q.slice(0, 80))}` });
      }
    }
    const pair = `${from.id}|${to.id}`;
    if (seenPairs.has(pair)) problems.push({ line, problem: `relation ${from.id} → ${to.id} is listed twice (first at line ${seenPairs.get(pair)})` });
    seenPairs.set(pair, line);
    relations.push({ type: r.type, from: from.id, to: to.id, quotes: { from: String(quotes!.from), to: String(quotes!.to) }, note: String(r.note) });
  }
  const rejected: RejectedCandidate[] = [];
  if (json?.rejected !== undefined && !Array.isArray(json.rejected)) problems.push({ line: toLineOf(f.text, `"rejected"`), problem: `"rejected" must be a list` });
  for (const r of (Array.isArray(json?.rejected) ? json.rejected : []) as Record<string, unknown>[]) {
    const line = lineOf(f, r.later, cursor);
    const later = entryAt(r.later, line, "rejected \"later\"");
    const earlier = entryAt(r.earlier, line, "rejected \"earlier\"");
    if (typeof r.reason !== "string" || !r.reason) problems.push({ line, problem: `rejected ${String(r.later)} → ${String(r.earlier)} needs a "reason"` });
    if (!later || !earlier) continue;
    const pair = `${later.id}|${earlier.id}`;
    if (seenPairs.has(pair)) problems.push({ line, problem: `${later.id} → ${earlier.id} is both a relation and rejected (or rejected twice; first at line ${seenPairs.get(pair)})` });
    seenPairs.set(pair, line);
    rejected.push({ later: later.id, earlier: earlier.id, reason: String(r.reason) });
  }
  if (problems.length) throw IngestError.many(f.file, problems);
  return { relations, rejected };
}

/** Old topic URLs that lead to other topics now; checked once the topics are built. */
export function parseMoved(f: EditorialFile, topics: readonly Topic[], entries: readonly Entry[]): MovedTopic[] {
  const topicById = new Map(topics.map((t) => [t.id, t]));
  const byId = new Map(entries.map((e) => [e.id, e]));
  const cursor = { line: 1 };
  const problems: { line: number; problem: string }[] = [];
  const out: MovedTopic[] = [];
  for (const m of listOf(f, "moved")) {
    const line = lineOf(f, m.from, cursor);
    const from = String(m.from ?? "");
    const to = topicById.get(String(m.to ?? "") as TopicId);
    if (!/^(1e|2e)\/[a-z0-9-]+$/.test(from)) problems.push({ line, problem: `moved "from" must be an old topic id such as "1e/cythrians", not ${JSON.stringify(m.from)}` });
    else if (topicById.has(from as TopicId)) problems.push({ line, problem: `moved "from" ${from} is a topic again: remove this line or rename the topic` });
    if (!to) {
      problems.push({ line, problem: `moved "to" ${JSON.stringify(m.to)} is not a topic` });
      continue;
    }
    if (typeof m.reason !== "string" || !m.reason) problems.push({ line, problem: `moved ${from} needs a "reason"` });
    const keys: Record<string, string> = {};
    for (const id of Array.isArray(m.entries) ? (m.entries as string[]) : []) {
      const e = byId.get(id as EntryId);
      const key = e ? [...to.versions.map((v) => ({ entryId: v.entryId, key: v.key })), ...to.pointers].find((v) => v.entryId === e.id)?.key : undefined;
      if (!e || !key) problems.push({ line: toLineOf(f.text, `"${id}"`, line), problem: `moved ${from}: entry "${id}" is not a statement of ${to.id}` });
      else keys[e.date] ??= key;
    }
    out.push({ from: from as TopicId, to: to.id, keys, reason: String(m.reason ?? "") });
  }
  if (problems.length) throw IngestError.many(f.file, problems);
  return out.sort((a, b) => a.from.localeCompare(b.from));
}

/**
 * The search vocabulary: players' phrases and the rules' phrase searched with them, each justified by a sentence that
 * stands in an entry and uses the rules' words (or by the entry's title). All problems at once, with their lines.
 */
export function parseVocabulary(f: EditorialFile, entries: readonly Entry[]): VocabularyEntry[] {
  const byId = new Map(entries.map((e) => [e.id, e]));
  const cursor = { line: 1 };
  const problems: { line: number; problem: string }[] = [];
  const stems = (s: string) => toWords(s).filter((w) => !STOPWORDS.has(w)).map(toStem);
  const out: VocabularyEntry[] = [];
  for (const [i, v] of listOf(f, "vocabulary").entries()) {
    const line = lineOf(f, Array.isArray(v.player) ? v.player[0] : v.rules, cursor);
    const name = typeof v.rules === "string" ? `"${v.rules}"` : `mapping ${i + 1}`;
    if (typeof v.rules !== "string" || !stems(v.rules).length) problems.push({ line, problem: `${name}: "rules" must be the rules' words to search` });
    if (!Array.isArray(v.player) || !v.player.length || v.player.some((p) => typeof p !== "string" || !stems(p).length)) {
      problems.push({ line, problem: `${name}: "player" must list the players' words (not only stop words)` });
    }
    if (typeof v.note !== "string" || !v.note) problems.push({ line, problem: `${name}: needs a "note" saying what the words mean` });
    const source = v.source as { entry?: unknown; quote?: unknown } | undefined;
    const entry = typeof source?.entry === "string" ? byId.get(source.entry as EntryId) : undefined;
    if (!entry) problems.push({ line, problem: `${name}: source.entry ${JSON.stringify(source?.entry)} is not an entry id` });
    else if (typeof source?.quote !== "string" || !quoteStandsIn(source.quote, entry.text)) {
      problems.push({ line, problem: `${name}: source.quote does not stand in the text of ${entry.id}` });
    } else if (typeof v.rules === "string") {
      const have = new Set(stems(`${source.quote} ${entry.title}`));
      const missing = stems(v.rules).filter((w) => !have.has(w));
      if (missing.length) problems.push({ line, problem: `${name}: the quote (or the entry's title) does not use the rules' word(s) ${missing.join(", ")}` });
    }
    if (typeof v.rules === "string" && Array.isArray(v.player)) {
      for (const p of v.player) if (typeof p === "string" && stems(p).join(" ") === stems(v.rules).join(" ")) problems.push({ line, problem: `${name}: player phrase "${p}" is the rules' phrase itself` });
    }
    if (!problems.length) out.push({ player: v.player as string[], rules: v.rules as string, source: { entry: entry!.id, quote: source!.quote as string }, note: v.note as string });
  }
  if (problems.length) throw IngestError.many(f.file, problems);
  return out;
}
