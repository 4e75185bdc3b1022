import { z } from "zod";
import type { DocumentId, EntryId, TopicId } from "./types";

// The data contract of the export (public/data/rulings.json, and content/data/ split into files) as one schema: the
// types in types.ts are inferred from it, the ingest checks what it writes against it and every reader checks what it
// reads (lib/corpus). A change to the contract is a change here, and SCHEMA_VERSION says which contract a file keeps.

/** Version of the public data contract in public/data/rulings.json. */
export const SCHEMA_VERSION = 4;

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date YYYY-MM-DD");
/** An id: a non-empty string, branded so that ids of different kinds cannot be mixed up. */
const documentId = z.custom<DocumentId>((v) => typeof v === "string" && /^[a-z0-9-]+$/.test(v), "a document id such as 1e-cr-2000-07-31");
const entryId = z.custom<EntryId>((v) => typeof v === "string" && /^[a-z0-9-]+\/\S+$/.test(v), "an entry id such as 1e-cr-2000-07-31/cumulative");
const topicId = z.custom<TopicId>((v) => typeof v === "string" && /^[12]e\/\S+$/.test(v), "a topic id such as 1e/cumulative");

/** The two editions of the game; they never share topics. */
export const editionSchema = z.enum(["1E", "2E"]);
/** What kind of text a document is. */
export const documentKindSchema = z.enum(["crd", "glossary-amendments", "faq"]);
/** The shape of a source text, which picks its parser. */
export const sourceFormatSchema = z.enum(["markdown-crd", "glossary-amendment-crd", "pdf-crd", "plain-crd", "qa-faq"]);
/** Kind of an entry (see DESIGN.md). */
export const entryKindSchema = z.enum(["general", "card", "faq", "amendment", "redirect", "section"]);
/** How a version compares with the previous version of its topic. */
export const versionChangeSchema = z.enum(["new", "changed", "unchanged", "removed"]);
/** Status of a reference after resolution. */
export const refStatusSchema = z.enum(["resolved", "external", "unresolved"]);
/** How a ruling stopped being in force. "restates" and "amends" name a later version of the same ruling. */
export const endRelationSchema = z.enum(["reverses", "supersedes", "amends", "restates", "dropped"]);
/** Kinds of relation between two different rulings (see DESIGN.md). */
export const relationTypeSchema = z.enum(["reverses", "supersedes", "amends", "clarifies", "restates", "related"]);

/** A correction applied to the source text, logged for the reader. */
export const repairSchema = z.strictObject({
  id: z.string(),
  file: z.string(),
  line: z.number().int(),
  from: z.string(),
  to: z.string(),
  rule: z.string(),
  uncertain: z.boolean().optional(),
  note: z.string().optional(),
});

/** FAQ fields of an entry. */
export const faqInfoSchema = z.strictObject({
  category: z.string(),
  subcategory: z.string().optional(),
  question: z.string(),
  answer: z.string(),
  answered: z.boolean(),
});

/** The part of its base entry an amendment touches (read from its instruction by lib/ingest/amendment-part.ts). */
export const amendmentPartSchema = z.strictObject({
  /** It replaces, deletes, revises or overturns the whole entry: it ends every earlier amendment of that entry. */
  whole: z.boolean(),
  /** The part in readers' words: "the second paragraph", "the whole entry". */
  label: z.string(),
  /** The part as compared across amendments ("paragraph 2"); none when the instruction does not say where. */
  key: z.string().optional(),
});

/** What an amendment does and to which text. */
export const amendmentInfoSchema = z.strictObject({
  action: z.string(),
  /** The base text amended, e.g. "Glossary v1.6" (the entry amended is the one of the amendment's title). */
  target: z.string(),
  /** The instruction as printed, e.g. "replace the 4th paragraph with". */
  instruction: z.string(),
  paragraph: z.number().int().optional(),
  /** Which part of the entry it touches. */
  part: amendmentPartSchema,
});

/** A reference from an entry to a topic. */
export const refSchema = z.strictObject({
  label: z.string(),
  topicId: topicId.nullable(),
  entryId: entryId.nullable(),
  status: refStatusSchema,
  /** For external refs: the document the target lives in, when the text says. */
  externalDoc: z.string().optional(),
  /** How the reference was written: see, bold, link. */
  form: z.enum(["see", "bold", "link", "prose"]),
});

/** An entry's time in force: from its document's date until (exclusive) the date a later ruling or document ended it. */
export const inForceSchema = z.strictObject({
  from: date,
  until: date.optional(),
  endedBy: z.strictObject({ entryId: entryId.optional(), documentId: documentId.optional(), relation: endRelationSchema }).optional(),
});

/** An entry in the data contract. */
export const entrySchema = z.strictObject({
  id: entryId,
  documentId,
  edition: editionSchema,
  date,
  title: z.string(),
  topicId,
  kind: entryKindSchema,
  changed: z.boolean(),
  body: z.string(),
  text: z.string(),
  refs: z.array(refSchema),
  source: z.strictObject({ file: z.string(), startLine: z.number().int(), endLine: z.number().int(), lines: z.array(z.number().int()) }),
  section: z.string().optional(),
  parent: z.string().optional(),
  order: z.number().int(),
  repairIds: z.array(z.string()),
  faq: faqInfoSchema.optional(),
  amendment: amendmentInfoSchema.optional(),
  /** From when until when this entry is in force, and what ended it (see lib/history/in-force.ts). */
  inForce: inForceSchema,
});

/** A document's changes: topic ids by class; a renamed topic as its old and new address. */
export const documentChangesSchema = z.strictObject({
  substantive: z.array(topicId),
  editorial: z.array(topicId),
  new: z.array(topicId),
  removed: z.array(topicId),
  renamed: z.array(z.strictObject({ from: topicId, to: topicId })),
});

/** A document in the data contract. */
export const documentRecordSchema = z.strictObject({
  id: documentId,
  edition: editionSchema,
  kind: documentKindSchema,
  issuer: z.string(),
  issuerPrinted: z.boolean(),
  title: z.string(),
  date,
  sourceFile: z.string(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/, "a SHA-256 in hex"),
  format: sourceFormatSchema,
  baseText: z.string().optional(),
  family: z.string(),
  restatesFamily: z.boolean(),
  intro: z.string(),
  entryCount: z.number().int(),
  /** What the document changed, against the rulings of its edition in force the day before (topic ids by class). */
  changes: documentChangesSchema,
});

/**
 * One statement of a ruling on a topic's timeline. "new" opens a ruling; "changed" and "unchanged" re-issue the
 * ruling of `previous` (a later document of the same family); "removed" marks the document of the family that dropped it.
 */
export const topicVersionSchema = z.strictObject({
  /** Null for a "removed" marker. */
  entryId: entryId.nullable(),
  documentId,
  date,
  change: versionChangeSchema,
  /** For a changed version: whether the wording change alters the ruling (false: editorial only). */
  substantive: z.boolean().optional(),
  /** The version amends only part of the ruling ("replace the 4th paragraph with:"): shown as an amendment, never word-diffed. */
  partial: z.boolean().optional(),
  /** The earlier version of the same ruling this one re-issues (or, for "removed", the version that was dropped). */
  previous: entryId.optional(),
  /** The URL segment of this statement's permalink: its date, with "-2", "-3" … when the topic has several that day. */
  key: z.string().optional(),
  /** The heading the ruling had before this version renamed it. */
  renamedFrom: z.string().optional(),
});

/** A topic in the data contract: one subject of one edition, with every ruling on it. */
export const topicSchema = z.strictObject({
  id: topicId,
  edition: editionSchema,
  title: z.string(),
  slug: z.string(),
  /** Other titles the sources give this subject (spelling variants, singular/plural), from the alias table. */
  aliases: z.array(z.string()),
  /** Every ruling statement of the topic by date (pointers excluded); versions of one ruling are linked by `previous`. */
  versions: z.array(topicVersionSchema),
  /** Pure "See X" pointer entries filed under this topic: links, never versions. */
  pointers: z.array(z.strictObject({ entryId, key: z.string() })),
  /** Every entry of the topic, rulings and pointers. */
  entryIds: z.array(entryId),
});

/** A reviewed relation between two different rulings: `from` is the later ruling, `to` the earlier one. */
export const relationSchema = z.strictObject({
  type: relationTypeSchema,
  from: entryId,
  to: entryId,
  /** The deciding sentence of each side, quoted verbatim from its entry's text. */
  quotes: z.strictObject({ from: z.string(), to: z.string() }),
  note: z.string(),
});

/** An old topic URL that now leads to another topic (topics merged or renamed). */
export const movedTopicSchema = z.strictObject({
  from: topicId,
  to: topicId,
  /** Old version permalinks: the date segment under the old topic → the statement key under the new one. */
  keys: z.record(z.string(), z.string()),
  reason: z.string(),
});

/**
 * A reviewed mapping from the words players use to the rules' words, searched together ("frozen" → "stasis"),
 * with the source sentence that shows the rules' word in that sense (content/editorial/vocabulary.json).
 */
export const vocabularyEntrySchema = z.strictObject({
  player: z.array(z.string()),
  rules: z.string(),
  source: z.strictObject({ entry: entryId, quote: z.string() }),
  note: z.string(),
});

/**
 * A question players ask, in their words, that an entry answers, with the entry's sentence that answers it
 * (content/editorial/questions.json): search finds the entry by it when the player's words are not the ruling's.
 */
export const askedQuestionSchema = z.strictObject({
  entry: entryId,
  question: z.string(),
  quote: z.string(),
});

/** Where a ruling names a card: its title, its text (an FAQ entry's answer), or its FAQ question. */
export const cardMentionPlaceSchema = z.enum(["title", "text", "question"]);

/** One ruling naming a card: the entry, where in it, and the sentence that names it. */
export const cardMentionSchema = z.strictObject({
  entryId,
  where: cardMentionPlaceSchema,
  sentence: z.string(),
  /** The spelling the ruling uses, when it is not the card's title (a variant of content/editorial/cards.json). */
  form: z.string().optional(),
  /** A doubtful name (a plain word, a persona) that the editors read as this card in this ruling: listed, never linked in the text. */
  doubtful: z.literal(true).optional(),
});

/** A card named in the rulings (content/editorial/cards.json), with every ruling that names it. */
export const cardSchema = z.strictObject({
  /** "1e/elim-garak": the edition and the slug of its title; its page is /cards/1e/elim-garak. */
  id: z.custom<string>((v) => typeof v === "string" && /^[12]e\/[a-z0-9-]+$/.test(v), "a card id such as 1e/elim-garak"),
  edition: editionSchema,
  title: z.string(),
  type: z.string().optional(),
  /** Other spellings the rulings use for it, linked like the title (cards.json's variants). */
  variants: z.array(z.string()).optional(),
  /** Its spellings that are also plain words or personas: never linked in a ruling's text (the title itself when it is one). */
  doubtfulNames: z.array(z.string()).optional(),
  mentions: z.array(cardMentionSchema),
});

/** A phrase that holds a card's title but is not the card ("Long-Range Scan Shielding"): never a mention, never a link. */
export const notCardSchema = z.strictObject({ edition: editionSchema, phrase: z.string(), reason: z.string() });

/** The whole export, public/data/rulings.json. */
export const rulingsDataSchema = z.strictObject({
  schemaVersion: z.number().int(),
  documents: z.array(documentRecordSchema),
  entries: z.array(entrySchema),
  topics: z.array(topicSchema),
  repairs: z.array(repairSchema),
  relations: z.array(relationSchema),
  /** Old topic URLs and where they lead now. */
  moved: z.array(movedTopicSchema),
  /** Players' words and the rules' words search reads them as. */
  vocabulary: z.array(vocabularyEntrySchema),
  /** Questions players ask and the entries that answer them. */
  questions: z.array(askedQuestionSchema).optional(),
  /** Cards named in the rulings and where (schema 4). */
  cards: z.array(cardSchema).optional(),
  /** Phrases holding a card title that are not the card (schema 4). */
  notCards: z.array(notCardSchema).optional(),
});

/** A problem with data checked against the contract: where (a file, and the path of the field in it) and what. */
export class ContractError extends Error {
  constructor(
    readonly where: string,
    readonly problems: string[],
  ) {
    super(`${where}: does not keep the data contract (schema ${SCHEMA_VERSION}):\n${problems.map((p) => `  ${p}`).join("\n")}`);
    this.name = "ContractError";
  }
}

/** Checks a value against one schema of the contract; a problem names `where` and each field's path (at most 10). */
export function checkContract<T>(schema: z.ZodType<T>, value: unknown, where: string): T {
  const result = schema.safeParse(value);
  // The value itself, not zod's copy: the schema's objects are strict, so the two hold the same fields, and the value
  // keeps its own key order (what is written from it stays byte for byte what was read).
  if (result.success) return value as T;
  const problems = result.error.issues.slice(0, 10).map((issue) => `${toFieldPath(issue.path)}: ${issue.message}`);
  if (result.error.issues.length > 10) problems.push(`… and ${result.error.issues.length - 10} more`);
  throw new ContractError(where, problems);
}

/** A field's path as a reader writes it: `entries[12].inForce.from`. */
function toFieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((s, key) => (typeof key === "number" ? `${s}[${key}]` : s ? `${s}.${String(key)}` : String(key)), "") || "(the whole value)";
}
