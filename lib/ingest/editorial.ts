import { isRelationType, quoteStandsIn, RELATION_TYPES, type TopicAlias } from "../history";
import { toTopicKey } from "../model";
import type { Entry, EntryId, MovedTopic, RejectedCandidate, Relation, Topic, TopicId } from "../model";
import { toQuoted } from "./columns";
import { IngestError, parseJson, type Diagnosis } from "./errors";
import { createFieldLocator, type JsonPath } from "./json-places";

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
  questions?: EditorialFile;
  /** content/editorial/second-pass.json: a document read answer by answer against later rulings (see second-pass.ts). */
  secondPass?: EditorialFile;
  /** content/editorial/cards.json: the reviewed card titles (see card-list.ts). */
  cards?: EditorialFile;
}

/** A problem at a field of an editorial file, placed when the file's problems are thrown. */
export type FieldProblem = Diagnosis & { field: JsonPath };

/** The list under `key` of an editorial file (parsed here unless the caller already has it); a syntax error names file, line and column. */
export function listOf(f: EditorialFile, key: string, json = parseJson(f.file, f.text) as Record<string, unknown> | null): Record<string, unknown>[] {
  const list = json?.[key];
  if (!Array.isArray(list)) {
    throw IngestError.inJson(f.file, f.text, [
      {
        field: [key],
        rule: "editorial-shape",
        problem: `the file does not hold a list "${key}"`,
        expected: `{ "${key}": [ … ] }`,
        found: list === undefined ? `no "${key}"` : JSON.stringify(list).slice(0, 40),
        hint: "content/editorial/README.md says what each editorial file holds",
      },
    ]);
  }
  return list as Record<string, unknown>[];
}

/** What a value is, for a message: its JSON (cut short), or "no such field". */
export function toFound(v: unknown): string {
  return v === undefined ? "no such field" : JSON.stringify(v).slice(0, 60);
}

/** An entry id that names no entry, with the ids it may have meant. */
export function toUnknownEntry(field: JsonPath, id: unknown, byId: ReadonlyMap<string, Entry>): FieldProblem {
  const near =
    typeof id === "string"
      ? [...byId.keys()].filter((k) => k.split("/")[0] === id.split("/")[0] && k.includes(id.split("/")[1]?.slice(0, 6) ?? "")).slice(0, 3)
      : [];
  return {
    field,
    rule: "entry-id-unknown",
    problem: "no entry has this id",
    expected: 'an entry id such as "1e-cr-2000-07-31/cumulative"',
    found: toFound(id),
    hint: near.length ? `did you mean ${near.join(", ")}?` : "content/data/entries/DOCUMENT-ID.json lists the ids of a document's entries",
  };
}

/** The alias table: each subject's title and the other titles its entries carry; every title must name some entry. */
export function parseAliases(f: EditorialFile, entries: readonly Entry[]): TopicAlias[] {
  const titles = new Set(entries.map((e) => `${e.edition}|${toTopicKey(e.parent ? `${e.parent} – ${e.title}` : e.title)}`));
  const seen = new Map<string, number>();
  const problems: FieldProblem[] = [];
  const out: TopicAlias[] = [];
  listOf(f, "aliases").forEach((a, i) => {
    const at = (...field: (string | number)[]): JsonPath => ["aliases", i, ...field];
    const name = typeof a.title === "string" && a.title ? `alias "${a.title}"` : `alias ${i + 1}`;
    const before = problems.length;
    const edition = a.edition;
    if (edition !== "1E" && edition !== "2E")
      problems.push({
        field: at("edition"),
        rule: "alias-edition-invalid",
        problem: `${name} names no edition`,
        expected: '"1E" or "2E"',
        found: toFound(edition),
        hint: "write the edition of the topic's entries",
      });
    if (typeof a.title !== "string" || !a.title)
      problems.push({
        field: at("title"),
        rule: "alias-title-missing",
        problem: `${name} has no title`,
        expected: "the title the topic is shown by",
        found: toFound(a.title),
        hint: 'write "title", as one of its entries is titled',
      });
    if (!Array.isArray(a.variants) || !a.variants.length || a.variants.some((v) => typeof v !== "string" || !v)) {
      problems.push({
        field: at("variants"),
        rule: "alias-variants-invalid",
        problem: `${name} lists no other titles`,
        expected: "a list of the subject's other titles",
        found: toFound(a.variants),
        hint: 'write "variants": the titles its other entries carry',
      });
    }
    if (typeof a.reason !== "string" || !a.reason)
      problems.push({
        field: at("reason"),
        rule: "alias-reason-missing",
        problem: `${name} does not say why its titles are one subject`,
        expected: "a reason",
        found: toFound(a.reason),
        hint: 'write "reason"',
      });
    if (problems.length > before) return;
    const names = [a.title as string, ...(a.variants as string[])];
    names.forEach((n, k) => {
      const key = `${edition}|${toTopicKey(n)}`;
      const other = seen.get(key);
      if (other !== undefined && other !== i) {
        problems.push({
          field: k ? at("variants", k - 1) : at("title"),
          rule: "alias-duplicate",
          problem: `"${n}" is in two aliases`,
          expected: "each title in one alias",
          found: `alias ${other + 1} holds it too`,
          hint: "merge the two aliases, or take the title out of one",
        });
      }
      seen.set(key, i);
    });
    const unknown = names.filter((n) => !titles.has(`${edition}|${toTopicKey(n)}`));
    if (unknown.length === names.length) {
      problems.push({
        field: at("title"),
        rule: "alias-matches-nothing",
        problem: `no ${edition} entry has any title of ${name}`,
        expected: `an entry titled ${names.map((n) => JSON.stringify(n)).join(" or ")}`,
        found: "none",
        hint: "fix the titles as the entries print them, or remove the alias",
      });
    } else {
      (a.variants as string[]).forEach((v, k) => {
        if (!titles.has(`${edition}|${toTopicKey(v)}`))
          problems.push({
            field: at("variants", k),
            rule: "alias-variant-unknown",
            problem: `no ${edition} entry is titled "${v}"`,
            expected: "the title of an entry",
            found: JSON.stringify(v),
            hint: "fix its spelling as the entry prints it, or remove the variant",
          });
      });
    }
    out.push({ edition: edition as TopicAlias["edition"], title: a.title as string, variants: a.variants as string[], reason: a.reason as string });
  });
  if (problems.length) throw IngestError.inJson(f.file, f.text, problems);
  return out;
}

/** Relations and rejected candidates, checked against the entries: both ends exist, the later is later, every quote stands in its entry. */
export function parseRelations(f: EditorialFile, entries: readonly Entry[]): { relations: Relation[]; rejected: RejectedCandidate[] } {
  const byId = new Map<string, Entry>(entries.map((e) => [e.id, e]));
  const problems: FieldProblem[] = [];
  const locate = createFieldLocator(f.text);
  const entryAt = (id: unknown, field: JsonPath): Entry | null => {
    const e = typeof id === "string" ? byId.get(id) : undefined;
    if (!e) problems.push(toUnknownEntry(field, id, byId));
    return e ?? null;
  };
  const seenPairs = new Map<string, JsonPath>();
  const twice = (pair: string, field: JsonPath, d: Omit<FieldProblem, "field" | "found">) => {
    const first = seenPairs.get(pair);
    if (first) problems.push({ ...d, field, found: `the same pair at line ${locate(first).line}` });
    else seenPairs.set(pair, field);
  };
  const relations: Relation[] = [];
  const json = parseJson(f.file, f.text) as { relations?: unknown; rejected?: unknown } | null;
  listOf(f, "relations", json).forEach((r, i) => {
    const at = (...field: (string | number)[]): JsonPath => ["relations", i, ...field];
    const from = entryAt(r.from, at("from"));
    const to = entryAt(r.to, at("to"));
    if (!isRelationType(r.type))
      problems.push({
        field: at("type"),
        rule: "relation-type-unknown",
        problem: "the relation's type is not one the history knows",
        expected: `one of ${RELATION_TYPES.join(", ")}`,
        found: toFound(r.type),
        hint: "content/editorial/README.md says what each type means",
      });
    const quotes = r.quotes as { from?: unknown; to?: unknown } | undefined;
    if (typeof r.note !== "string" || !r.note)
      problems.push({
        field: at("note"),
        rule: "relation-note-missing",
        problem: `relation ${String(r.from)} → ${String(r.to)} has no note`,
        expected: "a note saying what changed",
        found: toFound(r.note),
        hint: 'write "note"',
      });
    if (!from || !to || !isRelationType(r.type)) return;
    if (from.edition !== to.edition)
      problems.push({
        field: at("to"),
        rule: "relation-editions-differ",
        problem: `relation ${from.id} → ${to.id} joins two editions`,
        expected: `a ${from.edition} entry`,
        found: `a ${to.edition} entry`,
        hint: "relations stay within one edition: remove it, or fix the entry id",
      });
    if (r.type === "related" ? from.date < to.date : from.date <= to.date) {
      problems.push({
        field: at("from"),
        rule: "relation-order",
        problem: `"from" of relation ${from.id} → ${to.id} is not the later ruling`,
        expected: `a ruling dated after ${to.date}${r.type === "related" ? ", or on it" : ""}`,
        found: from.date,
        hint: 'swap "from" and "to" (and their quotes)',
      });
    }
    for (const side of ["from", "to"] as const) {
      const q = quotes?.[side];
      const e = side === "from" ? from : to;
      if (typeof q !== "string" || !q.trim())
        problems.push({
          field: at("quotes", side),
          rule: "relation-quote-missing",
          problem: `relation ${from.id} → ${to.id} has no quotes.${side}`,
          expected: `the deciding sentence of ${e.id}, word for word`,
          found: toFound(q),
          hint: `copy the sentence from ${e.id}`,
        });
      else if (!quoteStandsIn(q, e.text))
        problems.push({
          field: at("quotes", side),
          rule: "quote-not-in-entry",
          problem: `quotes.${side} does not stand in the text of ${e.id}`,
          expected: "a sentence of the entry, word for word",
          found: toQuoted(q, 80),
          hint: `copy the sentence from ${e.id} as the entry prints it`,
        });
    }
    twice(`${from.id}|${to.id}`, at(), {
      rule: "relation-duplicate",
      problem: `relation ${from.id} → ${to.id} is listed twice`,
      expected: "each pair once",
      hint: "keep one of the two",
    });
    relations.push({ type: r.type, from: from.id, to: to.id, quotes: { from: String(quotes!.from), to: String(quotes!.to) }, note: String(r.note) });
  });
  const rejected: RejectedCandidate[] = [];
  if (json?.rejected !== undefined && !Array.isArray(json.rejected))
    problems.push({
      field: ["rejected"],
      rule: "rejected-not-list",
      problem: '"rejected" is not a list',
      expected: "a list of { later, earlier, reason }",
      found: toFound(json.rejected),
      hint: "content/editorial/README.md says how to reject a candidate",
    });
  ((Array.isArray(json?.rejected) ? json.rejected : []) as Record<string, unknown>[]).forEach((r, i) => {
    const at = (...field: (string | number)[]): JsonPath => ["rejected", i, ...field];
    const later = entryAt(r.later, at("later"));
    const earlier = entryAt(r.earlier, at("earlier"));
    if (typeof r.reason !== "string" || !r.reason)
      problems.push({
        field: at("reason"),
        rule: "rejected-reason-missing",
        problem: `rejected ${String(r.later)} → ${String(r.earlier)} gives no reason`,
        expected: "why the two rulings are not related",
        found: toFound(r.reason),
        hint: 'write "reason"',
      });
    if (!later || !earlier) return;
    twice(`${later.id}|${earlier.id}`, at(), {
      rule: "rejected-duplicate",
      problem: `${later.id} → ${earlier.id} is decided twice (as a relation and rejected, or rejected twice)`,
      expected: "one decision for each pair",
      hint: "keep one decision",
    });
    rejected.push({ later: later.id, earlier: earlier.id, reason: String(r.reason) });
  });
  if (problems.length) throw IngestError.inJson(f.file, f.text, problems);
  return { relations, rejected };
}

/** Old topic URLs that lead to other topics now; checked once the topics are built. */
export function parseMoved(f: EditorialFile, topics: readonly Topic[], entries: readonly Entry[]): MovedTopic[] {
  const topicById = new Map(topics.map((t) => [t.id, t]));
  const byId = new Map(entries.map((e) => [e.id, e]));
  const problems: FieldProblem[] = [];
  const out: MovedTopic[] = [];
  listOf(f, "moved").forEach((m, i) => {
    const at = (...field: (string | number)[]): JsonPath => ["moved", i, ...field];
    const from = String(m.from ?? "");
    const to = topicById.get(String(m.to ?? "") as TopicId);
    if (!/^(1e|2e)\/[a-z0-9-]+$/.test(from))
      problems.push({
        field: at("from"),
        rule: "moved-from-invalid",
        problem: '"from" is not a topic id',
        expected: 'an old topic id such as "1e/cythrians"',
        found: toFound(m.from),
        hint: "write the old address's topic id",
      });
    else if (topicById.has(from as TopicId))
      problems.push({
        field: at("from"),
        rule: "moved-from-is-topic",
        problem: `${from} is a topic again, so its address does not move`,
        expected: "an id no topic has",
        found: from,
        hint: "remove this line, or rename the topic",
      });
    if (!to) {
      problems.push({
        field: at("to"),
        rule: "moved-to-unknown",
        problem: '"to" is not a topic',
        expected: 'a topic id such as "1e/cythrian"',
        found: toFound(m.to),
        hint: "content/data/topics.json lists the topic ids",
      });
      return;
    }
    if (typeof m.reason !== "string" || !m.reason)
      problems.push({
        field: at("reason"),
        rule: "moved-reason-missing",
        problem: `moved ${from} gives no reason`,
        expected: "why the old address leads to the new topic",
        found: toFound(m.reason),
        hint: 'write "reason"',
      });
    const keys: Record<string, string> = {};
    (Array.isArray(m.entries) ? (m.entries as string[]) : []).forEach((id, k) => {
      const e = byId.get(id as EntryId);
      const key = e ? [...to.versions.map((v) => ({ entryId: v.entryId, key: v.key })), ...to.pointers].find((v) => v.entryId === e.id)?.key : undefined;
      if (!e || !key)
        problems.push({
          field: at("entries", k),
          rule: "moved-entry-not-in-topic",
          problem: `entry "${id}" is not a statement of ${to.id}`,
          expected: `an entry id of ${to.id}`,
          found: JSON.stringify(id),
          hint: `content/data/topics.json lists the versions of ${to.id}`,
        });
      else keys[e.date] ??= key;
    });
    out.push({ from: from as TopicId, to: to.id, keys, reason: String(m.reason ?? "") });
  });
  if (problems.length) throw IngestError.inJson(f.file, f.text, problems);
  return out.sort((a, b) => a.from.localeCompare(b.from));
}
