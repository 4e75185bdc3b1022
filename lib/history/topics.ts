import { createNameAllocator, toSlug, toTopicKey } from "../model";
import type { DocumentId, DocumentKind, Edition, EntryId, EntryKind, Topic, TopicId, TopicVersion } from "../model";
import { toVersionDiff } from "./diff";

/** What topic building needs of an entry. */
export interface TopicInput {
  id: EntryId;
  documentId: DocumentId;
  edition: Edition;
  date: string;
  title: string;
  parent?: string;
  kind: EntryKind;
  text: string;
  order: number;
  amendment?: { instruction: string; action: string; part?: { whole: boolean; key?: string } };
}

/** What topic building needs of a document. */
export interface TopicDocInput {
  id: DocumentId;
  edition: Edition;
  kind: DocumentKind;
  date: string;
  family: string;
  restatesFamily: boolean;
}

/** One subject known by several titles in the sources (content/editorial/aliases.json). */
export interface TopicAlias {
  edition: Edition;
  /** The title the topic is shown by. */
  title: string;
  /** Other titles of entries that belong to it (matched as topic keys: case, dashes and quotes do not matter). */
  variants: string[];
  reason: string;
}

/** The title a topic is known by: a sub-entry is named by its parent's path. */
export function toTopicTitle(e: { title: string; parent?: string }): string {
  return e.parent ? `${e.parent} – ${e.title}` : e.title;
}

/** Whether an entry is a pointer ("See X."): a link to another topic, never a ruling or a version of one. */
export function isPointer(e: { kind: EntryKind }): boolean {
  return e.kind === "redirect";
}

/** The words of an entry that state its ruling: an amendment's instruction ("replace the entry with:") is not part of it. */
export function toRulingText(e: { text: string; amendment?: { instruction: string } }): string {
  const instruction = e.amendment?.instruction.trim();
  if (!instruction) return e.text;
  const text = e.text.trimStart();
  return text.startsWith(instruction) ? text.slice(instruction.length).trim() || e.text : e.text;
}

/**
 * Groups entries into topics: one subject of one edition, whatever the document, title spelling (aliases) or number of
 * questions a document asks about it. Within a topic, an entry re-issued by a later document of the same family is a
 * new version of that ruling; every other entry opens a ruling of its own; pointers are kept apart.
 */
export function buildTopics(
  entries: TopicInput[],
  docs: TopicDocInput[],
  aliases: TopicAlias[] = [],
): { topics: Topic[]; topicOf: Map<EntryId, TopicId>; renames: TopicRename[] } {
  const docById = new Map(docs.map((d) => [d.id, d]));
  const aliasOf = toAliasMap(aliases);
  const renames = findRenames(entries, docs, aliasOf);
  const renamedTo = new Map(renames.map((r) => [r.newKey, r.oldKey]));
  const groupOf = (key: string): string => {
    const seen = new Set<string>();
    while (renamedTo.has(key) && !seen.has(key)) {
      seen.add(key);
      key = renamedTo.get(key)!;
    }
    return key;
  };
  const groups = new Map<string, TopicInput[]>();
  for (const e of [...entries].sort(byDateAndOrder)) {
    const own = `${e.edition}|${toTopicKey(toTopicTitle(e))}`;
    const key = groupOf(aliasOf.get(own)?.key ?? own);
    const g = groups.get(key) ?? [];
    g.push(e);
    groups.set(key, g);
  }

  const topics: Topic[] = [];
  const topicOf = new Map<EntryId, TopicId>();
  const allocateId = createNameAllocator();
  for (const [key, members] of groups) {
    const edition = members[0]!.edition;
    const statements = members.filter((m) => !isPointer(m));
    const pointers = members.filter(isPointer);
    const alias = aliasOf.get(key);
    const latest = statements[statements.length - 1] ?? members[members.length - 1]!;
    const title = alias?.title ?? toTopicTitle(latest);
    const id = allocateId(`${edition.toLowerCase()}/${toSlug(title)}`) as TopicId;
    const slug = id.slice(id.indexOf("/") + 1);
    for (const m of members) topicOf.set(m.id, id);
    // Entries filed under the topic's own title take the plain date first, so merging an alias in keeps old permalinks.
    const native = (m: TopicInput) => Number(`${edition}|${toTopicKey(toTopicTitle(m))}` !== key);
    const keys = toStatementKeys([...[...statements].sort((a, b) => native(a) - native(b)), ...pointers]);
    const titles = new Set(members.map((m) => toTopicTitle(m)).filter((t) => toTopicKey(t) !== toTopicKey(title)));
    topics.push({
      id,
      edition,
      title,
      slug,
      aliases: [...titles].sort(),
      versions: toVersions(statements, docById, keys),
      pointers: pointers.map((p) => ({ entryId: p.id, key: keys.get(p.id)! })),
      entryIds: members.map((m) => m.id),
    });
  }
  topics.sort((a, b) => a.id.localeCompare(b.id));
  for (const r of renames) r.topicId = topicOf.get(r.entryId)!;
  return { topics, topicOf, renames };
}

/** An entry re-issued under a new heading with (nearly) the same text: the same ruling, renamed. */
export interface TopicRename {
  /** The renamed statement and the one it re-issues. */
  entryId: EntryId;
  previous: EntryId;
  documentId: DocumentId;
  date: string;
  fromTitle: string;
  toTitle: string;
  /** The topic id the old title had (its address before the rename) and the topic both now share. */
  fromTopicId: TopicId;
  topicId: TopicId;
  /** Share of words the two texts have in common (1: the same words). */
  similarity: number;
  oldKey: string;
  newKey: string;
}

/** Word overlap from which a re-headed entry of a restating document is the old one renamed, not a new ruling. */
const RENAME_SIMILARITY = 0.8;

/**
 * Renames: in a document that restates its whole family, an entry under a heading the family's previous document
 * did not have, whose text is (nearly) that of an entry the previous document had and this one drops.
 */
function findRenames(entries: TopicInput[], docs: TopicDocInput[], aliasOf: Map<string, { key: string; title: string }>): TopicRename[] {
  const keyOf = (e: TopicInput) => {
    const own = `${e.edition}|${toTopicKey(toTopicTitle(e))}`;
    return aliasOf.get(own)?.key ?? own;
  };
  const statements = (docId: DocumentId) => entries.filter((e) => e.documentId === docId && e.kind !== "section" && !isPointer(e));
  const out: TopicRename[] = [];
  for (const doc of docs.filter((d) => d.restatesFamily)) {
    const previous = docs
      .filter((d) => d.family === doc.family && d.edition === doc.edition && d.date < doc.date)
      .sort((a, b) => a.date.localeCompare(b.date))
      .pop();
    if (!previous) continue;
    const now = statements(doc.id);
    const before = statements(previous.id);
    const nowKeys = new Set(now.map(keyOf));
    const beforeKeys = new Set(before.map(keyOf));
    const gone = before.filter((e) => !nowKeys.has(keyOf(e)));
    const used = new Set<EntryId>();
    for (const e of now.filter((x) => !beforeKeys.has(keyOf(x)))) {
      const words = toWordSet(toRulingText(e));
      const best = gone
        .filter((g) => !used.has(g.id))
        .map((g) => ({ g, similarity: toJaccard(words, toWordSet(toRulingText(g))) }))
        .sort((a, b) => b.similarity - a.similarity)[0];
      if (!best || best.similarity < RENAME_SIMILARITY) continue;
      used.add(best.g.id);
      out.push({
        entryId: e.id,
        previous: best.g.id,
        documentId: doc.id,
        date: doc.date,
        fromTitle: toTopicTitle(best.g),
        toTitle: toTopicTitle(e),
        fromTopicId: `${e.edition.toLowerCase()}/${toSlug(toTopicTitle(best.g))}` as TopicId,
        topicId: "" as TopicId,
        similarity: Math.round(best.similarity * 1000) / 1000,
        oldKey: keyOf(best.g),
        newKey: keyOf(e),
      });
    }
  }
  return out;
}

function toWordSet(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/[a-z0-9]+/g) ?? []);
}

function toJaccard(a: Set<string>, b: Set<string>): number {
  let common = 0;
  for (const w of a) if (b.has(w)) common++;
  const union = a.size + b.size - common;
  return union ? common / union : 1;
}

function byDateAndOrder(a: { date: string; order: number; documentId: string }, b: { date: string; order: number; documentId: string }): number {
  return a.date.localeCompare(b.date) || a.documentId.localeCompare(b.documentId) || a.order - b.order;
}

function toAliasMap(aliases: TopicAlias[]): Map<string, { key: string; title: string }> {
  const map = new Map<string, { key: string; title: string }>();
  for (const a of aliases) {
    const key = `${a.edition}|${toTopicKey(a.title)}`;
    const target = { key, title: a.title };
    map.set(key, target);
    for (const v of a.variants) map.set(`${a.edition}|${toTopicKey(v)}`, target);
  }
  return map;
}

/** The permalink segment of each statement: its date, or date-2, date-3 … for further statements of that day (rulings before pointers). */
function toStatementKeys(ordered: TopicInput[]): Map<EntryId, string> {
  const allocate = createNameAllocator();
  return new Map(ordered.map((e) => [e.id, allocate(e.date)]));
}

/** Amendments that change part of an entry ("replace the 4th paragraph with:"): their text is not the whole ruling. */
const PARTIAL_ACTIONS = new Set([
  "replace-paragraph",
  "replace-sentence",
  "replace-line",
  "replace-section",
  "replace-bullet",
  "replace-words",
  "revise-paragraph",
  "add-text",
  "delete-text",
  "delete-and-revise",
  "delete-and-replace",
  "retitle",
]);

/** Whether a version changes only part of the ruling it re-issues, so that a word diff against the whole would mislead. */
export function isPartialAmendment(e: { amendment?: { action: string } }, previous: { amendment?: { action: string } }): boolean {
  return !!e.amendment && PARTIAL_ACTIONS.has(e.amendment.action) && previous.amendment?.action !== e.amendment.action;
}

/** Chains the statements of one topic into rulings (versions within a family) and marks rulings a complete document dropped. */
function toVersions(statements: TopicInput[], docById: Map<DocumentId, TopicDocInput>, keys: Map<EntryId, string>): TopicVersion[] {
  const familyOf = (e: TopicInput) => docById.get(e.documentId)!.family;
  const chains: TopicInput[][] = [];
  const versions: { v: TopicVersion; order: number }[] = [];
  for (const s of statements) {
    const chain = findChain(chains, s, familyOf);
    const prev = chain?.[chain.length - 1];
    if (!chain || !prev || touchesAnotherPart(s, prev, docById.get(s.documentId)!)) {
      chains.push([s]);
      versions.push({ v: { entryId: s.id, documentId: s.documentId, date: s.date, change: "new", key: keys.get(s.id)! }, order: s.order });
      continue;
    }
    chain.push(s);
    const partial = isPartialAmendment(s, prev);
    const diff = partial ? null : toVersionDiff(toRulingText(prev), toRulingText(s));
    versions.push({
      v: {
        entryId: s.id,
        documentId: s.documentId,
        date: s.date,
        change: !diff || diff.changes.length ? "changed" : "unchanged",
        ...(!diff ? { substantive: true, partial: true } : diff.changes.length ? { substantive: diff.substantive } : {}),
        previous: prev.id,
        key: keys.get(s.id)!,
        ...(toTopicKey(toTopicTitle(prev)) !== toTopicKey(toTopicTitle(s)) ? { renamedFrom: toTopicTitle(prev) } : {}),
      },
      order: s.order,
    });
  }
  for (const chain of chains) {
    const last = chain[chain.length - 1]!;
    if (last.kind === "section") continue;
    const dropper = findDroppingDocument(docById.get(last.documentId)!, [...docById.values()]);
    if (dropper)
      versions.push({ v: { entryId: null, documentId: dropper.id, date: dropper.date, change: "removed", previous: last.id }, order: Number.MAX_SAFE_INTEGER });
  }
  return versions.sort((a, b) => a.v.date.localeCompare(b.v.date) || a.order - b.order).map((x) => x.v);
}

/**
 * Whether an amendment touches another part of the entry than the earlier amendment it would re-issue, so that both
 * stay in force: an amendment ends an earlier one only where it touches the same part or the whole entry. (A ruling
 * that is no amendment is re-issued by a later amendment of its entry, as the Glossary took the Current Rulings in;
 * a document that restates its whole family re-issues each ruling whatever its instruction says.)
 */
function touchesAnotherPart(s: TopicInput, prev: TopicInput, doc: TopicDocInput): boolean {
  const part = s.amendment?.part;
  const before = prev.amendment?.part;
  if (!part || !before || part.whole || doc.restatesFamily) return false;
  return !before.key || before.key !== part.key;
}

/** The ruling a statement re-issues: the latest of its family from an earlier document, the same title preferred. */
function findChain(chains: TopicInput[][], s: TopicInput, familyOf: (e: TopicInput) => string): TopicInput[] | undefined {
  const open = chains.filter((c) => {
    const last = c[c.length - 1]!;
    return familyOf(last) === familyOf(s) && last.date < s.date && last.documentId !== s.documentId && !c.some((x) => x.documentId === s.documentId);
  });
  const key = toTopicKey(toTopicTitle(s));
  return open.find((c) => toTopicKey(toTopicTitle(c[c.length - 1]!)) === key) ?? open[open.length - 1];
}

/**
 * The first later document of the same family that restates its whole family, when it does not restate this ruling.
 * (Called only for the last version of a ruling: a document that restated it would have made a later version.)
 */
export function findDroppingDocument(doc: TopicDocInput, docs: TopicDocInput[]): TopicDocInput | null {
  return (
    docs
      .filter((d) => d.family === doc.family && d.edition === doc.edition && d.restatesFamily && d.date > doc.date)
      .sort((a, b) => a.date.localeCompare(b.date))[0] ?? null
  );
}
