import { documentFile, titleTextOf, type DocRow, type SearchMeta } from "./files";
import { toHandOffs, type HandOffs } from "./handoffs";
import type { FileStore } from "./load";
import { toContentTerms, toPhrase, toTerms } from "./terms";

/** What ranking reads of a text: its row, with its topic's id, title and edition, and the topics it hands its match to. */
export interface Doc extends DocRow, HandOffs {
  /** Its document's date. */
  date: string;
  topicId: string;
  topicTitle: string;
  edition: "1E" | "2E";
  /** Its own heading (its topic's title when the row names none). */
  heading: string;
}

/** Filters and limits of one search. */
export interface SearchOptions {
  edition?: "1E" | "2E";
  documentId?: string;
  kind?: string;
  limit?: number;
}

/**
 * The searched texts as the meta file tells them (every text's row, its topic and document), with what ranking and
 * results ask of them: which pass a search's filters, a topic's rulings in the order a result shows them, title words.
 */
export class Corpus {
  readonly docs: Doc[];
  /** The number of texts. */
  readonly n: number;
  /** Per text, whether it is a ruling without players' questions (its own words stand in for them), and whether any is. */
  readonly unasked: boolean[];
  readonly anyUnasked: boolean;
  /** The average number of terms of a text, and of a text's title. */
  readonly avgLength: number;
  readonly avgTitleLength: number;
  /** Per text, the number of terms of its title (one at least). */
  readonly titleLengths: number[];
  readonly docTitles: Map<string, string>;
  /**
   * The words that name a document, each with its date's year: the year ("2011"), as players shorten it ("95") and
   * an acronym of its title ("FAQ"), the last two when no other document shares them.
   */
  readonly yearOfDocumentName: Map<string, string>;
  /** The years of the documents. */
  readonly years: ReadonlySet<string>;
  readonly docsByTopic = new Map<string, number[]>();
  /** Per document (its index in the meta file), its introduction: its first section. */
  private readonly introductionOf = new Map<number, number>();
  readonly topicIndex = new Map<string, number>();
  private readonly documentSets = new Map<string, Set<number>>();
  private readonly titlePhrases = new Map<number, string>();
  private readonly titleTerms = new Map<number, string[]>();
  private readonly titleTermLines = new Map<number, string>();
  private readonly ages: Float64Array;
  private readonly documentNames = new Map<number, ReadonlySet<string>>();

  /** The documents (indexes in the meta file) that state a text: its own, and those of the earlier versions it stands for. */
  documentsOf(doc: number): number[] {
    const d = this.docs[doc]!;
    return d.earlier ? [d.document, ...d.earlier] : [d.document];
  }

  /** The dates of the documents that state a text (`documentsOf`). */
  datesOf(doc: number): string[] {
    return this.documentsOf(doc).map((i) => this.meta.documents[i]!.date);
  }

  /** The texts of the meta file; a document filter's list of texts is read from `store`. */
  constructor(
    readonly meta: SearchMeta,
    private readonly store: FileStore,
  ) {
    meta.topics.forEach((t, i) => this.topicIndex.set(t.id, i));
    this.docs = meta.docs.map((row) => {
      const topic = meta.topics[row.topic]!;
      return {
        ...row,
        date: meta.documents[row.document]!.date,
        topicId: topic.id,
        topicTitle: topic.title,
        edition: topic.edition,
        heading: row.title ?? topic.title,
        ...toHandOffs(row, meta.topics),
      };
    });
    this.n = this.docs.length;
    // A ruling without players' questions (not a document's introduction, nor a cross-reference: they have none by nature).
    this.unasked = this.docs.map((d) => !d.asked && d.kind !== "section" && d.kind !== "redirect" && !d.pointsTo);
    this.anyUnasked = this.unasked.some(Boolean);
    this.avgLength = this.docs.reduce((n, d) => n + d.length, 0) / Math.max(1, this.n) || 1;
    this.docTitles = new Map(meta.documents.map((d) => [d.id, d.title]));
    this.yearOfDocumentName = toYearOfDocumentName(meta.documents);
    this.years = new Set(meta.documents.map((d) => d.date.slice(0, 4)));
    this.docs.forEach((d, i) => {
      if (d.kind === "section" && !this.introductionOf.has(d.document)) this.introductionOf.set(d.document, i);
      const list = this.docsByTopic.get(d.topicId) ?? [];
      list.push(i);
      this.docsByTopic.set(d.topicId, list);
    });
    this.ages = Float64Array.from(this.docs, (d) => Math.max(0, Math.min(1, (Number(d.date.slice(0, 4)) - 1995) / 22)));
    this.titleLengths = this.docs.map((d) => toTerms(titleOf(d)).length || 1);
    this.avgTitleLength = this.titleLengths.reduce((a, b) => a + b, 0) / Math.max(1, this.n) || 1;
  }

  /** The file that lists the texts of a document filter, if the document exists (its texts are then read from it). */
  documentFilterFile(documentId: string | undefined): string | undefined {
    const i = documentId ? this.meta.documents.findIndex((x) => x.id === documentId) : -1;
    return i < 0 ? undefined : documentFile(i);
  }

  /** Whether a text passes the filters: its edition, its kind, an entry in the document asked for. */
  passes(doc: number, edition: "1E" | "2E" | null, options: SearchOptions): boolean {
    const text = this.docs[doc]!;
    if ((edition && text.edition !== edition) || (options.kind && text.kind !== options.kind)) return false;
    if (!options.documentId) return true;
    let set = this.documentSets.get(options.documentId);
    if (!set) {
      const file = this.documentFilterFile(options.documentId);
      const list = file === undefined ? [] : this.store.get<number[]>(file);
      if (!list) return false;
      set = new Set(list);
      this.documentSets.set(options.documentId, set);
    }
    return set.has(doc);
  }

  /** A topic's entries that pass the filters, in force first, newest first: the first is the one a result shows. */
  rulingsOf(topicId: string, edition: "1E" | "2E" | null, options: SearchOptions): number[] {
    const docs = this.docs;
    return this.docsByTopic
      .get(topicId)!
      .filter((i) => this.passes(i, edition, options))
      .sort((a, b) => toShownOrder(docs[a]!, docs[b]!));
  }

  /** The entry a topic is shown by under these filters (in force first, newest first). */
  shownOf(topicId: string, edition: "1E" | "2E" | null, options: SearchOptions): Doc {
    return this.docs[this.rulingsOf(topicId, edition, options)[0]!]!;
  }

  /** A text's topic title as a query phrase: its content words, stemmed. */
  titlePhraseOf(doc: number): string {
    let phrase = this.titlePhrases.get(doc);
    if (phrase === undefined) {
      phrase = toPhrase(this.docs[doc]!.topicTitle);
      this.titlePhrases.set(doc, phrase);
    }
    return phrase;
  }

  /** Whether a text is a section of its document other than its introduction ("Card-Specific"): a part of the document's page. */
  isPart(doc: number): boolean {
    return this.docs[doc]!.kind === "section" && !this.isIntroduction(doc);
  }

  /** Whether a text is its document's introduction. */
  isIntroduction(doc: number): boolean {
    return this.introductionOf.get(this.docs[doc]!.document) === doc;
  }

  /**
   * The words that name a text's document (its introduction's keywords: title, kind, month, year, edition): "the 2000
   * current rulings" names the document of each of its sections.
   */
  documentNameOf(doc: number): ReadonlySet<string> {
    const document = this.docs[doc]!.document;
    let terms = this.documentNames.get(document);
    if (terms === undefined) {
      const intro = this.introductionOf.get(document);
      terms = new Set(toContentTerms(intro === undefined ? "" : (this.docs[intro]!.keywords ?? "")));
      this.documentNames.set(document, terms);
    }
    return terms;
  }

  /** How late a text is in the range of the documents' years, 1995 (0) to 2017 (1): near-ties go to the newer ruling. */
  ageOf(doc: number): number {
    return this.ages[doc]!;
  }

  /** Every term of a text's title as indexed (its heading and keywords too, stop words kept), space-separated and padded: " a b c ". */
  titleTermsLineOf(doc: number): string {
    let line = this.titleTermLines.get(doc);
    if (line === undefined) {
      line = ` ${toTerms(titleOf(this.docs[doc]!)).join(" ")} `;
      this.titleTermLines.set(doc, line);
    }
    return line;
  }

  /** A topic title's content words as a query would spell them (a hyphenated word is one: "qnet"). */
  titleTermsOf(doc: number): string[] {
    let terms = this.titleTerms.get(doc);
    if (terms === undefined) {
      terms = toContentTerms(this.docs[doc]!.topicTitle);
      this.titleTerms.set(doc, terms);
    }
    return terms;
  }
}

/** The words a text's title is indexed under. */
export function titleOf(d: Doc): string {
  return titleTextOf({ topicTitle: d.topicTitle, title: d.heading, keywords: d.keywords });
}

/** The words naming a document, each with its year (see `Corpus.yearOfDocumentName`). */
function toYearOfDocumentName(documents: SearchMeta["documents"]): Map<string, string> {
  const years = new Map<string, string>();
  const shared = new Map<string, Set<string>>();
  for (const d of documents) {
    const year = d.date.slice(0, 4);
    years.set(year, year);
    for (const word of [year.slice(2), ...(d.title.match(/\b[A-Z]{2,}\b/g) ?? []).map((w) => w.toLowerCase())])
      shared.set(word, (shared.get(word) ?? new Set()).add(year));
  }
  for (const [word, of] of shared) if (of.size === 1 && !years.has(word)) years.set(word, [...of][0]!);
  return years;
}

/**
 * The order a topic's rulings are shown in: in force first, newest first (ISO dates compared as strings: localeCompare
 * goes through the locale's collation for nothing).
 */
export function toShownOrder(a: { ended?: unknown; date: string }, b: { ended?: unknown; date: string }): number {
  return Number(!!a.ended) - Number(!!b.ended) || (a.date > b.date ? -1 : a.date < b.date ? 1 : 0);
}
