import type { z } from "zod";
import type * as schema from "./schema";

/** A branded string, so ids of different kinds cannot be mixed up. */
export type Brand<T, B extends string> = T & { readonly __brand: B };
/** Id of a document, e.g. "1e-cr-2000-07-31". */
export type DocumentId = Brand<string, "DocumentId">;
/** Id of an entry, e.g. "1e-cr-2000-07-31/cumulative". */
export type EntryId = Brand<string, "EntryId">;
/** Id of a topic, e.g. "1e/cumulative". */
export type TopicId = Brand<string, "TopicId">;

/** The two editions of the game; they never share topics. */
export type Edition = z.infer<typeof schema.editionSchema>;
/** What kind of text a document is. */
export type DocumentKind = z.infer<typeof schema.documentKindSchema>;
/** The shape of a source text, which picks its parser. */
export type SourceFormat = z.infer<typeof schema.sourceFormatSchema>;
/** Kind of an entry (see DESIGN.md). */
export type EntryKind = z.infer<typeof schema.entryKindSchema>;
/** How a version compares with the previous version of its topic. */
export type VersionChange = z.infer<typeof schema.versionChangeSchema>;
/** Status of a reference after resolution. */
export type RefStatus = z.infer<typeof schema.refStatusSchema>;

/** A character-level replacement rule: every match of `pattern` (a RegExp source, flag "g") becomes `to`. */
export interface ReplaceRule {
  /** Stable kebab-case rule id, logged with each repair. */
  rule: string;
  /** RegExp source; the whole match is replaced. Use lookarounds for context. */
  pattern: string;
  /** Replacement (RegExp replacement syntax, $1 etc. allowed). */
  to: string;
  /** Only on these 1-based lines (default: every line). */
  lines?: number[];
  /** The replacement is a best guess that stays uncertain; the reader is told so. */
  uncertain?: boolean;
  /** Why: shown to the reader with the repair. */
  note?: string;
}

/** A block of source lines moved to another place in reading order. */
export interface MoveRule {
  rule: string;
  /** Inclusive 1-based range of original lines to move. */
  from: [number, number];
  /** Put the block right after this original line (0 = start of file). */
  after: number;
  /** Anchors, so that stale line numbers cannot silently move the wrong text: the first words of the block's first line with text, and of the line with text it is put before (both required; the ingest proposes them). */
  starts?: string;
  before?: string;
  note?: string;
}

/** Two paragraphs split by a page break or blank line that are one paragraph. */
export interface JoinRule {
  rule: string;
  /** Last original line of the first part; it is joined with the next non-blank line in reading order. */
  after: number;
  /** Joined with a space (default) or with nothing (a word cut in two). */
  glue?: " " | "";
  /**
   * Anchors, so that a stale line number cannot silently join the wrong lines: the last words of line `after` and the
   * first words of the line it continues with (both required; the ingest proposes them when they are missing).
   */
  ends?: string;
  continues?: string;
  note?: string;
}

/** Lines that are not rulings text and land nowhere else (page footers, logo text). */
export interface SkipRule {
  rule: string;
  lines: [number, number];
  note?: string;
}

/** Corrections a source file needs, declared as data and applied by lib/ingest. */
export interface Corrections {
  replace?: ReplaceRule[];
  /** Reading order as a list of inclusive original line ranges covering the whole file once. */
  readingOrder?: [number, number][];
  move?: MoveRule[];
  join?: JoinRule[];
  skip?: SkipRule[];
  /** Parser-specific hints (e.g. lines that look like entry starts but are not), each with a reason. */
  hints?: Record<string, unknown>;
}

/** Metadata of one source document, as kept in content/sources/documents.json. */
export interface DocumentMeta {
  id: DocumentId;
  edition: Edition;
  kind: DocumentKind;
  issuer: string;
  /** Whether the issuer is printed in the text or only implied. */
  issuerPrinted: boolean;
  title: string;
  date: string;
  sourceFile: string;
  sha256: string;
  format: SourceFormat;
  /** The text this document amends or supplements, e.g. "Glossary v1.9.3". */
  baseText?: string;
  /**
   * The family of documents this one belongs to, e.g. "1e-current-rulings": a ruling re-issued by a later document of
   * the same family is a new version of it; a ruling on the same subject in another family is a different ruling.
   */
  family: string;
  /**
   * Whether this document restates every ruling of its family still in force (a complete CRD): a ruling of an earlier
   * document of the family that it leaves out was dropped on its date. False for a supplement that lists only what changed.
   */
  restatesFamily: boolean;
  corrections: Corrections;
  /** How this document's references read (declared as data). */
  xref?: XrefHints;
}

/** Per-document facts about its cross-references. */
export interface XrefHints {
  /** Where references without an entry in the corpus point, when the document says so, e.g. "Glossary v1.6". */
  unmatched?: string;
  /** The document's own sentence that says so (quoted for the reader). */
  unmatchedSource?: string;
  /** Bold phrases that are emphasis, not links. */
  emphasis?: string[];
  /** "See …" phrases that point nowhere (e.g. "the following listings"). */
  notRefs?: string[];
  /** Labels that name a topic by another name, label → title (e.g. an OCR-misspelt title). */
  aliases?: Record<string, string>;
}

/** A correction applied to the source text, logged for the reader. */
export type Repair = z.infer<typeof schema.repairSchema>;

/** One line of a source after text repairs, in reading order. */
export interface SourceLine {
  /** 1-based line number in the original file. */
  n: number;
  text: string;
  /** The line as printed in the source. */
  original: string;
}

/** A paragraph: consecutive non-blank lines, possibly joined across a declared split. */
export interface Paragraph {
  lines: SourceLine[];
  /** The lines' texts joined with "\n" (joins across splits use the rule's glue instead). */
  text: string;
}

/** FAQ fields of an entry. */
export type FaqInfo = z.infer<typeof schema.faqInfoSchema>;

/** What an amendment does and to which text. */
export type AmendmentInfo = z.infer<typeof schema.amendmentInfoSchema>;
export type AmendmentPart = z.infer<typeof schema.amendmentPartSchema>;

/**
 * An entry as a parser produces it, before ids, refs and topics. The document's title block and
 * intro is an entry too (kind "section", the first one in reading order), titled as printed.
 */
export interface ParsedEntry {
  title: string;
  changed: boolean;
  kind: EntryKind;
  /** Markdown. */
  body: string;
  /** Every original line this entry consumed (non-blank ones at least). */
  lines: number[];
  /** Section of the document the entry sits in, e.g. "General", "Card-Specific", "RULINGS". */
  section?: string;
  /** Title of the entry this one is a sub-entry of. */
  parent?: string;
  faq?: FaqInfo;
  /** The ingest reads the part it touches from the instruction (lib/ingest/amendment-part.ts). */
  amendment?: ParsedAmendment;
}

/** An amendment as a parser reads it: the part it touches is added by the ingest. */
export type ParsedAmendment = Omit<AmendmentInfo, "part">;

/** What a parser returns for one document. */
export interface ParseResult {
  /** Section headings and logo lines: structural lines that are no entry's text. */
  headings: { line: number; text: string }[];
  entries: ParsedEntry[];
  /** Repairs the parser itself made (structural joins etc.); text repairs come from prepare. */
  repairs: Repair[];
  /** Lines deliberately left out, with a reason. */
  skipped: { line: number; rule: string }[];
}

/** A reference from an entry to a topic. */
export type Ref = z.infer<typeof schema.refSchema>;

/** An entry in the data contract. */
export type Entry = z.infer<typeof schema.entrySchema>;

/** How a ruling stopped being in force. "restates" and "amends" name a later version of the same ruling. */
export type EndRelation = z.infer<typeof schema.endRelationSchema>;

/** An entry's time in force: from its document's date until (exclusive) the date a later ruling or document ended it. */
export type InForce = z.infer<typeof schema.inForceSchema>;

/** A document in the data contract. */
export type DocumentRecord = z.infer<typeof schema.documentRecordSchema>;

/** A document's changes: topic ids by class; a renamed topic as its old and new address. */
export type DocumentChanges = z.infer<typeof schema.documentChangesSchema>;

/**
 * One statement of a ruling on a topic's timeline. "new" opens a ruling; "changed" and "unchanged" re-issue the
 * ruling of `previous` (a later document of the same family); "removed" marks the document of the family that dropped it.
 */
export type TopicVersion = z.infer<typeof schema.topicVersionSchema>;

/** A topic in the data contract: one subject of one edition, with every ruling on it. */
export type Topic = z.infer<typeof schema.topicSchema>;

/** Kinds of relation between two different rulings (see DESIGN.md). */
export type RelationType = z.infer<typeof schema.relationTypeSchema>;

/** A reviewed relation between two different rulings: `from` is the later ruling, `to` the earlier one. */
export type Relation = z.infer<typeof schema.relationSchema>;

/** A candidate pair of rulings reviewed and found not to be related. */
export interface RejectedCandidate {
  later: EntryId;
  earlier: EntryId;
  reason: string;
}

/** An old topic URL that now leads to another topic (topics merged or renamed). */
export type MovedTopic = z.infer<typeof schema.movedTopicSchema>;

/**
 * A reviewed mapping from the words players use to the rules' words, searched together ("frozen" → "stasis"),
 * with the source sentence that shows the rules' word in that sense (content/editorial/vocabulary.json).
 */
export type VocabularyEntry = z.infer<typeof schema.vocabularyEntrySchema>;

/**
 * A question players ask, in their words, that an entry answers, with the entry's sentence that answers it
 * (content/editorial/questions.json): search finds the entry by it when the player's words are not the ruling's.
 */
export type AskedQuestion = z.infer<typeof schema.askedQuestionSchema>;

/** The whole export, public/data/rulings.json. */
export type RulingsData = z.infer<typeof schema.rulingsDataSchema>;

/** A card named in the rulings, with its mentions. */
export type Card = z.infer<typeof schema.cardSchema>;
/** One ruling naming a card. */
export type CardMention = z.infer<typeof schema.cardMentionSchema>;
/** A phrase holding a card title that is not the card. */
export type NotCard = z.infer<typeof schema.notCardSchema>;
/** Where in a ruling a card is named. */
export type CardMentionPlace = z.infer<typeof schema.cardMentionPlaceSchema>;
