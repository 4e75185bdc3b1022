import { toLongStatusLine } from "../history";
import { toShownOrder, type Corpus, type SearchOptions } from "./corpus";
import { fragmentFile, type TopicFragment } from "./files";
import type { FileStore } from "./load";
import { toDidYouMean, type Reading } from "./query";
import type { RankedTopic } from "./rank";
import { own } from "./shards";
import { toSnippet, toWordMap, type Segment, type WordMap } from "./snippet";
import { toEditDistance, toTerms } from "./terms";

/** One result: a topic, shown by its newest ruling in force that passes the filters, its other rulings folded under it. */
export interface SearchResult {
  topicId: string;
  entryId: string;
  /** The permalink segment of the entry shown. */
  key: string;
  /**
   * The status of the entry shown, first result included (lib/history's wording): "In force since 2000", "In force,
   * amended in 2000 by “android”", or why it ended (every ruling of the topic that passes the filters has): "Reversed in
   * 2000 by the 2000 Current Rulings". Absent while a result told from the meta file alone has any other than "In force
   * since …" (its wording comes with the fragment).
   */
  status?: string;
  /** Whether the entry shown is no longer in force. */
  ended?: boolean;
  /** Whether the entry shown is in force with part of it amended by a later ruling. */
  amended?: boolean;
  title: string;
  topicTitle: string;
  edition: "1E" | "2E";
  documentId: string;
  documentTitle: string;
  date: string;
  kind: string;
  /**
   * A section that is not its document's introduction ("Card-Specific"): its place on the document's page (the anchor),
   * where the result opens; it is shown by its own title.
   */
  part?: string;
  score: number;
  snippet: Segment[];
  /**
   * The question players ask that the entry answers and that holds more of the query's words than the snippet does
   * (content/editorial/questions.json), with those words marked: why a result whose text words it otherwise is found.
   */
  asked?: Segment[];
  /** The topic's other rulings and versions that pass the filters, in force first, newest first. */
  others: { entryId: string; documentId: string; date: string; key: string; status: string }[];
  /** How many they are: known, unlike `others`, while the result is told from the meta file alone. */
  more: number;
}

/** The answer to one query. */
export interface SearchResponse {
  query: string;
  edition: "1E" | "2E" | null;
  terms: string[];
  results: SearchResult[];
  /** Topic titles close to the query, offered when nothing matched. */
  suggestions: { topicId: string; title: string }[];
  /** The rules' words also searched for players' words of the query ("frozen" → "stasis"). */
  expansions: { from: string; to: string }[];
  /** Misspelt words read as corpus words ("andriod" → "android"), and the query so corrected. */
  corrections: { from: string; to: string }[];
  didYouMean: string | null;
  /** Words of the query read as the edition filter ("1e", "second edition"), as typed. */
  editionWords: string[];
  /** Quoted phrases the results must contain (when some entry does). */
  phrases: string[];
}

/** What ranking hands the results: the terms found (marked in snippets) and, per text, the players' question that held the most of the query. */
export interface Found {
  hitTerms: Set<string>;
  bestQuestion: Map<number, number>;
  /** The years of documents the query names: their rulings lead, even one no longer in force (its status says so). */
  namedYears?: Set<string>;
}

/**
 * Builds the answer to a query from its ranked topics: each topic's result from its fragment (the entry shown, its
 * snippet, status and players' question, the rulings folded under it), or from the meta file alone while the fragment
 * is not at hand; close topic titles when nothing matched.
 */
export class Results {
  private readonly topicTitles: { topicId: string; title: string; edition: "1E" | "2E"; words: string[] }[];
  private readonly wordMaps = new Map<number, WordMap>();
  private readonly askedMaps = new Map<number, { map: WordMap; terms: string[] }[]>();

  /** Results over the texts of `corpus`, their fragments read from `store`. */
  constructor(
    private readonly corpus: Corpus,
    private readonly store: FileStore,
  ) {
    this.topicTitles = corpus.meta.topics.map((t) => ({ topicId: t.id, title: t.title, edition: t.edition, words: toTerms(t.title) }));
  }

  /** The fragments the results of these topics are built from. */
  fragmentFiles(ranked: RankedTopic[]): string[] {
    return ranked.map(([topicId]) => fragmentFile(this.corpus.topicIndex.get(topicId)!));
  }

  /**
   * The answer to a read query: its words, and its ranked topics' results, or close topic titles when none matched
   * (`ranked` absent: a query without words, answered as read).
   */
  respond(reading: Reading, options: SearchOptions, ranked?: RankedTopic[], found?: Found): SearchResponse {
    const { query, edition, slots } = reading;
    const terms = [...new Set(slots.flatMap((slot) => slot.alts[0]!.terms))];
    const results = ranked && found ? ranked.flatMap(([topicId, score, lead]) => this.toResult(topicId, score, edition, options, found, lead) ?? []) : [];
    return {
      query,
      edition,
      terms,
      results,
      suggestions: ranked && !results.length ? this.suggest(terms, edition) : [],
      expansions: slots.flatMap((slot) => slot.alts.slice(1).map((a) => ({ from: slot.text, to: a.text }))),
      corrections: reading.corrections,
      didYouMean: toDidYouMean(query, reading.corrections),
      editionWords: reading.editionWords,
      phrases: reading.phrases.map((p) => p.join(" ")),
    };
  }

  /**
   * A topic as a result, led by the ruling that answers: the text that scored best in it, when it passes the filters and
   * is in force (an ended one hands its place to the ruling in force) or is of a document the query names; else the
   * newest in force. Its other entries that
   * pass the filters are folded under it, in force first, newest first. From the meta file alone while its fragment is
   * not at hand.
   */
  private toResult(topicId: string, score: number, edition: "1E" | "2E" | null, options: SearchOptions, found: Found, lead?: number): SearchResult | undefined {
    const fragment = this.fragmentOf(topicId);
    if (!fragment) return this.rankedOnly(topicId, score, edition, options, found, lead);
    const docs = new Set(this.corpus.rulingsOf(topicId, edition, options));
    const passing = fragment.entries
      .filter((e) => docs.has(e.doc) && (!options.documentId || e.documentId === options.documentId) && (!options.kind || e.kind === options.kind))
      .sort(toShownOrder);
    // The ruling that answers: of the document the query names ("what did the 2011 CRD say"), else one in force.
    const named = found.namedYears?.size ? passing.find((e) => e.doc === lead && found.namedYears!.has(e.date.slice(0, 4))) : undefined;
    const answering = named ?? passing.find((e) => e.doc === lead && !e.ended);
    const entries = answering ? [answering, ...passing.filter((e) => e !== answering)] : passing;
    const shown = entries[0];
    if (!shown) return undefined;
    const doc = this.corpus.docs[shown.doc]!;
    const snippet = toSnippet(this.wordMapOf(shown.doc), found.hitTerms);
    const best = found.bestQuestion.get(shown.doc);
    const asked = best === undefined ? undefined : this.askedOf(fragment, shown.doc, best, found.hitTerms, snippet);
    return {
      topicId,
      entryId: shown.entryId,
      key: shown.key,
      status: toResultStatus(shown),
      ...(shown.ended ? { ended: true } : shown.status ? { amended: true } : {}),
      title: doc.heading,
      topicTitle: doc.topicTitle,
      edition: doc.edition,
      documentId: shown.documentId,
      documentTitle: this.corpus.docTitles.get(shown.documentId) ?? shown.documentId,
      date: shown.date,
      kind: shown.kind,
      ...(this.corpus.isPart(shown.doc) ? { part: doc.anchor! } : {}),
      score: Math.round(score * 1000) / 1000,
      snippet,
      ...(asked ? { asked } : {}),
      others: entries.slice(1).map((e) => ({ entryId: e.entryId, documentId: e.documentId, date: e.date, key: e.key, status: toResultStatus(e) })),
      more: entries.length - 1,
    };
  }

  /**
   * A result as the meta file alone tells it, while its topic's fragment is still on its way (`find` shows these only
   * through `onRanked`, and answers with the whole result): no entry id, snippet or folded rulings yet, but the entry,
   * document, date and link the whole result has (the text's own entry, or the earlier version it stands for of the
   * document filtered on or of a year the query names), and its status when it is simply in force.
   */
  private rankedOnly(
    topicId: string,
    score: number,
    edition: "1E" | "2E" | null,
    options: SearchOptions,
    found?: Found,
    lead?: number,
  ): SearchResult | undefined {
    const rulings = this.corpus.rulingsOf(topicId, edition, options);
    const documents = this.corpus.meta.documents;
    const filtered = options.documentId ? documents.findIndex((d) => d.id === options.documentId) : undefined;
    // As `toResult` chooses: the lead's version of a document the query names, else the lead in force, else the first.
    const leading = lead !== undefined && rulings.includes(lead) ? this.corpus.docs[lead]! : undefined;
    const named = leading && this.corpus.documentsOf(lead!).find((d) => found?.namedYears?.has(documents[d]!.date.slice(0, 4)));
    const i = named !== undefined || (leading && !leading.ended) ? lead! : rulings[0];
    if (i === undefined) return undefined;
    const doc = this.corpus.docs[i]!;
    const shown = filtered ?? (i === lead ? named : undefined) ?? doc.document;
    const own = shown === doc.document;
    const document = documents[shown]!;
    const key = own ? (doc.key ?? doc.date) : (doc.earlierKeys?.[doc.earlier!.indexOf(shown)] ?? document.date);
    // The topic's entries that pass the filters: each text's own and the earlier versions it stands for.
    const versions = rulings.reduce((n, r) => n + this.corpus.documentsOf(r).filter((d) => filtered === undefined || d === filtered).length, 0);
    return {
      topicId,
      entryId: "",
      key,
      // A status other than "In force since …" comes with the fragment: none is said until then.
      ...(!own ? {} : doc.ended ? { ended: true } : doc.amended ? { amended: true } : { status: toResultStatus(doc) }),
      title: doc.heading,
      topicTitle: doc.topicTitle,
      edition: doc.edition,
      documentId: document.id,
      documentTitle: document.title,
      date: document.date,
      kind: doc.kind,
      ...(this.corpus.isPart(i) ? { part: doc.anchor! } : {}),
      score: Math.round(score * 1000) / 1000,
      snippet: [],
      others: [],
      more: versions - 1,
    };
  }

  /** A topic's entries and texts, or nothing while its fragment is not at hand. */
  private fragmentOf(topicId: string): TopicFragment | undefined {
    return this.store.get<TopicFragment>(fragmentFile(this.corpus.topicIndex.get(topicId)!));
  }

  /** A text's words for its snippet, from its topic's fragment (none while the fragment is not at hand). */
  private wordMapOf(doc: number): WordMap {
    let map = this.wordMaps.get(doc);
    if (!map) {
      const text = own(this.fragmentOf(this.corpus.docs[doc]!.topicId)?.texts, String(doc));
      if (text === undefined) return { flat: "", words: [] };
      map = toWordMap(text, this.corpus.meta.icons);
      this.wordMaps.set(doc, map);
    }
    return map;
  }

  /**
   * The players' question of a text that holds the most of the query (question k, found while ranking), marked, when it
   * holds more of the query's words than the snippet does.
   */
  private askedOf(fragment: TopicFragment, doc: number, k: number, hitTerms: Set<string>, snippet: Segment[]): Segment[] | undefined {
    let maps = this.askedMaps.get(doc);
    if (!maps) {
      maps = (own(fragment.asked, String(doc)) ?? []).map((q) => {
        const map = toWordMap(q);
        return { map, terms: [...new Set(map.words.flatMap((w) => w.terms))] };
      });
      this.askedMaps.set(doc, maps);
    }
    const best = maps[k];
    if (!best) return undefined;
    let most = 0;
    for (const term of best.terms) if (hitTerms.has(term)) most++;
    // (The snippet's marked words counted as written: a cheap bound, "card" and "cards" counting twice.)
    if (most <= new Set(snippet.filter((x) => x.hit).map((x) => x.text.toLowerCase())).size) return undefined;
    return toSnippet(best.map, hitTerms, best.map.flat.length);
  }

  /** Up to five topic titles close to the query's terms (the same word, its first three letters, two edits away), for a query that matched nothing. */
  private suggest(terms: string[], edition: "1E" | "2E" | null): { topicId: string; title: string }[] {
    const scored = this.topicTitles
      .filter((topic) => !edition || topic.edition === edition)
      .map((topic) => {
        let score = 0;
        for (const term of terms) {
          let best = 0;
          for (const word of topic.words) {
            if (word === term) best = Math.max(best, 3);
            else if (word.startsWith(term.slice(0, 3)) && term.length >= 3) best = Math.max(best, 1);
            else if (term.length >= 4 && toEditDistance(term, word, 2) <= 2) best = Math.max(best, 2);
          }
          score += best;
        }
        return { topic, score };
      })
      .filter((x) => x.score > 0)
      .sort((a, b) => b.score - a.score || a.topic.title.localeCompare(b.topic.title));
    return scored.slice(0, 5).map(({ topic }) => ({ topicId: topic.topicId, title: topic.title }));
  }
}

/** An entry's status as a result says it: the index's line when it is not simply in force, else "In force since 2000". */
function toResultStatus(row: { date: string; status?: string }): string {
  return row.status ?? toLongStatusLine({ inForce: { from: row.date }, amendedBy: [] });
}
