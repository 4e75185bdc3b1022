import { toTopicKey } from "../model";
import type { Edition, EntryId, Ref, Topic, TopicId } from "../model";
import type { RefCandidate } from "./collect";

/** Topics of the corpus indexed by edition and normalised title (and their sub-entry aliases). */
export interface TopicIndex {
  byKey: Map<string, Topic>;
  /** Extra names a topic answers to: a sub-entry's own title ("Scouting Dual-Icon Locations"). */
  aliases: Map<string, Topic>;
}

/** Builds the index resolution looks topics up in. */
export function createTopicIndex(topics: Topic[], subEntryTitles: { topicId: TopicId; title: string; edition: Edition }[]): TopicIndex {
  const byKey = new Map<string, Topic>();
  const byId = new Map(topics.map((t) => [t.id, t]));
  for (const t of topics) byKey.set(`${t.edition}|${toTopicKey(t.title)}`, t);
  const aliases = new Map<string, Topic>();
  for (const s of subEntryTitles) {
    const t = byId.get(s.topicId);
    if (t) aliases.set(`${s.edition}|${toTopicKey(s.title)}`, t);
  }
  return { byKey, aliases };
}

/** Finds the topic a label names in an edition, trying the spellings the sources use for one subject. */
export function findTopic(index: TopicIndex, edition: Edition, label: string): Topic | null {
  for (const v of toVariants(toTopicKey(label))) {
    const t = index.byKey.get(`${edition}|${v}`) ?? index.aliases.get(`${edition}|${v}`);
    if (t) return t;
  }
  return null;
}

function toVariants(key: string): string[] {
  const out = [key];
  const noArticle = key.replace(/^(the|a|an) /, "");
  out.push(noArticle, `the ${noArticle}`);
  out.push(key.replace(/s$/, ""), `${key}s`, key.replace(/ies$/, "y"), key.replace(/y$/, "ies"));
  out.push(key.replace(/ - /g, " "), key.replace(/ /g, " - "));
  return [...new Set(out)];
}

/** What resolution needs to know about the citing entry. */
export interface ResolveContext {
  edition: Edition;
  date: string;
  /** Where unmatched references of this document point, when the document says so (e.g. "Glossary v1.6"). */
  defaultExternal?: string;
  /** Topics of the entries before and after the citing one, in reading order. */
  previous?: TopicId;
  next?: TopicId;
  /** The topic of the nearest earlier entry whose title is what a relative reference says it is about, if any. */
  previousAbout?: (about: string) => TopicId | null;
  /** The ruling of a topic a reference from this entry leads to: the one in force on the citing entry's date. */
  chooseEntry: (topic: Topic) => EntryId | null;
}

/** Resolves a written reference to a topic and the version in force, or marks it external or unresolved. */
export function resolveRef(c: RefCandidate, index: TopicIndex, topicsById: Map<TopicId, Topic>, ctx: ResolveContext): Ref {
  const base = { label: c.label, form: c.form };
  if (c.relative) {
    const id = c.relative === "next" ? ctx.next : ((c.about ? ctx.previousAbout?.(c.about) : null) ?? ctx.previous);
    const t = id ? topicsById.get(id) : undefined;
    if (t) return { ...base, topicId: t.id, entryId: ctx.chooseEntry(t), status: "resolved" };
    return { ...base, topicId: null, entryId: null, status: "unresolved" };
  }
  if (c.externalDoc) return { ...base, topicId: null, entryId: null, status: "external", externalDoc: c.externalDoc };
  const t = findTopic(index, ctx.edition, c.label);
  if (t) return { ...base, topicId: t.id, entryId: ctx.chooseEntry(t), status: "resolved" };
  if (ctx.defaultExternal) {
    return { ...base, topicId: null, entryId: null, status: "external", externalDoc: ctx.defaultExternal };
  }
  return { ...base, topicId: null, entryId: null, status: "unresolved" };
}
