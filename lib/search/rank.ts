import { toShownOrder, type Corpus, type Doc, type SearchOptions } from "./corpus";
import { addInherited, handOn } from "./handoffs";
import type { Positions } from "./positions";
import type { Reading } from "./query";
import type { Shards } from "./shards";
import type { Spelling } from "./spelling";
import { TextScores } from "./text-scores";
import { toPhrase } from "./terms";
import type { Ranking } from "./weights";

/** How many of the best candidates get the (costlier) proximity and phrase measures. */
const CLOSE_LOOK = 40;

/** What matching found of one text: its score so far, how many of the query's places it matched and their weight, how many in its title. */
interface Match {
  score: number;
  matched: number;
  matchedWeight: number;
  inTitle: number;
}

/** What matching the query's places against the term shards found: the first half of ranking. */
export interface Matches {
  /** Per text that matched a place of the query, what it matched. */
  scores: Map<number, Match>;
  /** The sum of the places' weights (each the rarity of its rarest word). */
  totalWeight: number;
  /** The terms found in some title, text or question (the words a snippet marks). */
  hitTerms: Set<string>;
  /** Per place of the query, the terms searched for it. */
  spellings: Set<string>[];
  /** Per text, the share of the query its players' question that holds the most of it holds, and which question that is. */
  askedCover: Map<number, number>;
  bestQuestion: Map<number, number>;
  /** The years of documents the query names ("what did the 2011 CRD say"): a topic's result leads with that document's ruling. */
  namedYears: Set<string>;
  /**
   * The years of documents the query quotes while asking whether they still hold ("the 1995 FAQ said …, still true?"),
   * or every document's when it asks so of the rules with none named ("is it overcome under current rules").
   */
  quotedYears: ReadonlySet<string>;
}

/** A topic ranked, with its score and the text that scored best in it (the ruling that answers; none when the topic only inherited its score). */
export type RankedTopic = [topicId: string, score: number, lead?: number];

/**
 * Ranks the texts for a read query: matching (each place of the query against titles, texts and players' questions,
 * BM25 for texts), then ordering (coverage of the query, title bonuses, quoted phrases, proximity, hand-offs to
 * successors, recency), the texts' scores gathered by topic.
 */
export class Ranker {
  /** A zeroed slot per question players ask, kept between searches (each search zeroes what it touched). */
  private readonly questionHeld: Float64Array;

  /** Per topic (by its index), kept between searches: its best score, its leading text and that text's score before recency. */
  private readonly topicBest: TextScores;
  private readonly topicLead: Int32Array;
  private readonly topicLeadScore: Float64Array;

  /** One word's scores per text, what the players' questions add, and how many of a text's questions hold a term (kept between searches). */
  private readonly wordScores: TextScores;
  private readonly askedScores: TextScores;
  private readonly askedCount: TextScores;
  /** A slot's best score per text, of its alternatives; an alternative's (two, in turns) and how many of its words each text holds. */
  private readonly slotScores: TextScores;
  private readonly altScores: [TextScores, TextScores];
  private readonly altFound: TextScores;

  /** A ranker over the texts of `corpus`, their terms read from `shards`, with the ranking's `weights`. */
  constructor(
    private readonly corpus: Corpus,
    private readonly shards: Shards,
    private readonly positions: Positions,
    private readonly weights: Ranking,
  ) {
    this.questionHeld = new Float64Array(corpus.n * corpus.meta.askedStride);
    this.wordScores = new TextScores(corpus.n);
    this.askedScores = new TextScores(corpus.n);
    this.askedCount = new TextScores(corpus.n);
    this.slotScores = new TextScores(corpus.n);
    this.altScores = [new TextScores(corpus.n), new TextScores(corpus.n)];
    this.altFound = new TextScores(corpus.n);
    const topics = corpus.meta.topics.length;
    this.topicBest = new TextScores(topics);
    this.topicLead = new Int32Array(topics);
    this.topicLeadScore = new Float64Array(topics);
  }

  /** The terms whose term shards matching reads: every term searched for the query (a rules' phrase's other words aside). */
  termsLookedUp(reading: Reading): string[] {
    return reading.spellings.flat(3).map((x) => x.term);
  }

  /** Matches each place of the query: per text, the best of its alternatives (every word of one must be found). */
  match(reading: Reading): Matches {
    const { slots } = reading;
    const scores = new Map<number, Match>();
    // A slot weighs by the rarity of its words: missing "any" or "way" costs less than missing "unstop".
    const slotWeights = slots.map((slot) => Math.max(...slot.alts[0]!.terms.map((term) => this.shards.idf(term)), 0.1));
    const totalWeight = slotWeights.reduce((a, b) => a + b, 0);
    const hitTerms = new Set<string>();
    /** Per question players ask, the weight of the query's slots it holds. */
    // (A buffer kept between searches, with the questions it touched, instead of a map: the hottest loop of a search.)
    const questionHeld = this.questionHeld;
    const heldTouched: number[] = [];
    const spellings: Set<string>[] = [];
    slots.forEach((slot, slotIndex) => {
      const best = this.slotScores;
      best.clear();
      const titleSeen = new Set<number>();
      const spelled = new Set<string>();
      // The questions players ask that hold a word of this slot.
      const slotQuestions = new Set<number>();
      slot.alts.forEach((alt, altIndex) => {
        // Each word of an alternative must be found; but a player's phrase of three words or more, as typed, counts where
        // two of its words are, by the square of the share found (less than the rules' phrase found whole): "more than one
        // copy" is the vocabulary's "universal", and said apart its words still ask of a text saying "only one copy of
        // that Outpost". (By the share itself, "more than one copy in play" went to that text before "universal".)
        let altScores: TextScores | null = null;
        const altTitle = new Set<number>();
        const loose = altIndex === 0 && slot.alts.length > 1 && alt.terms.length >= 3;
        const found = loose ? this.altFound : null;
        found?.clear();
        for (const expansions of reading.spellings[slotIndex]![altIndex]!) {
          const wordScores = this.matchWord(expansions, { spelled, hitTerms, altTitle, slotQuestions });
          const prev: TextScores | null = altScores;
          if (found) {
            if (!prev) (altScores = this.altScores[0]!).clear();
            for (const id of wordScores.ids) {
              altScores!.add(id, wordScores.get(id));
              found.add(id, 1);
            }
            continue;
          }
          // (Two lists in turns: the texts holding every word so far, and those of them holding the next.)
          const next = prev === this.altScores[0] ? this.altScores[1]! : this.altScores[0]!;
          next.clear();
          for (const id of wordScores.ids) if (!prev || prev.has(id)) next.add(id, prev ? prev.get(id) + wordScores.get(id) : wordScores.get(id));
          altScores = next;
        }
        for (const id of altScores?.ids ?? []) {
          let score = altScores!.get(id);
          if (found) {
            if (found.get(id) < 2) continue;
            const share = found.get(id) / alt.terms.length;
            score = score * share * share;
          }
          if (alt.phrase && !this.positions.hasPhrase(id, alt.phrase, true)) continue;
          best.max(id, score * alt.weight);
          if (altTitle.has(id)) titleSeen.add(id);
        }
      });
      spellings.push(spelled);
      for (const question of slotQuestions) {
        if (!questionHeld[question]) heldTouched.push(question);
        questionHeld[question] = questionHeld[question]! + slotWeights[slotIndex]!;
      }
      for (const id of best.ids) {
        const score = best.get(id);
        const match = scores.get(id) ?? { score: 0, matched: 0, matchedWeight: 0, inTitle: 0 };
        match.score += score;
        match.matched += 1;
        match.matchedWeight += slotWeights[slotIndex]!;
        if (titleSeen.has(id)) match.inTitle += 1;
        scores.set(id, match);
      }
    });

    // How much of the query one question players ask of a text holds, at best: a question asked the way the query is.
    // That question is the one a result shows when its text lacks the query's words (the first of equals).
    const stride = this.corpus.meta.askedStride;
    const askedCover = new Map<number, number>();
    const bestQuestion = new Map<number, number>();
    // (In the order touched, not sorted: of equal questions the first of the text is kept by comparing their places.)
    for (const question of heldTouched) {
      const id = Math.floor(question / stride);
      const held = questionHeld[question]! / totalWeight;
      const cover = askedCover.get(id) ?? 0;
      if (held > cover || (held === cover && held > 0 && question - id * stride < bestQuestion.get(id)!)) {
        askedCover.set(id, held);
        bestQuestion.set(id, question - id * stride);
      }
      questionHeld[question] = 0;
    }
    // A document the query names (by its year, "95", "FAQ") leads with its rulings, unless the query asks whether they
    // still hold; asked so with no document named ("under current rules"), of every document.
    const years = new Set(slots.flatMap((slot) => this.corpus.yearOfDocumentName.get(slot.text) ?? []));
    const namedYears = reading.asksNow ? new Set<string>() : years;
    const quotedYears = reading.asksNow && years.size ? years : reading.asksCurrent ? this.corpus.years : new Set<string>();
    return { scores, totalWeight, hitTerms, spellings, askedCover, bestQuestion, namedYears, quotedYears };
  }

  /**
   * Per text, the score of one word of an alternative: the best of its spellings' title and text matches, plus what
   * the players' questions that hold it add. Notes the terms searched, the texts matched by title and the questions.
   */
  private matchWord(
    expansions: Spelling[],
    seen: { spelled: Set<string>; hitTerms: Set<string>; altTitle: Set<number>; slotQuestions: Set<number> },
  ): TextScores {
    const { weights, corpus, shards } = this;
    const { wordScores, askedScores, askedCount } = this;
    wordScores.clear();
    // A word of a question players ask that the entry answers counts beside its title and text.
    askedScores.clear();
    for (const { term, weight } of expansions) {
      seen.spelled.add(term);
      const idf = shards.idf(term);
      const titleIds = shards.idsOf(term, "title");
      const bodyIds = shards.idsOf(term, "body");
      if (titleIds.length || bodyIds.length) seen.hitTerms.add(term);
      for (const id of titleIds) {
        seen.altTitle.add(id);
        wordScores.max(id, weight * idf * this.titleWeight(id));
      }
      const byText = shards.positionsByText(term);
      for (const id of bodyIds) wordScores.max(id, weight * idf * this.bodyWeight(id, byText?.get(id)));
      // A ruling no one has written players' questions for yet (a new document's) is not to lose to the rulings
      // that have them for that alone: its own title and text stand in for its questions.
      if (weights.unaskedShare && corpus.anyUnasked) {
        const score = weight * idf * weights.askedWeight * weights.unaskedShare;
        for (const ids of [titleIds, bodyIds]) for (const id of ids) if (corpus.unasked[id]) askedScores.max(id, score);
      }
      const askedIds = shards.idsOf(term, "asked");
      if (askedIds.length) seen.hitTerms.add(term);
      askedCount.clear();
      for (const question of askedIds) {
        askedCount.add(Math.floor(question / corpus.meta.askedStride), 1);
        seen.slotQuestions.add(question);
      }
      // The more of a text's questions hold the word, the more the word is what the text is asked about (saturating, as BM25's tf).
      for (const id of askedCount.ids) {
        const tf = askedCount.get(id);
        askedScores.max(id, weight * idf * weights.askedWeight * ((tf * (weights.askedK1 + 1)) / (tf + weights.askedK1)));
      }
    }
    for (const id of askedScores.ids) wordScores.add(id, askedScores.get(id));
    return wordScores;
  }

  /**
   * Orders the matched texts that pass the filters and gathers them by topic: each text's score scaled by its coverage
   * of the query, with its title bonuses; quoted phrases, when some text holds them all, keep only those texts; the best
   * get the proximity and phrase measures; hand-offs to successors; recency. The first `options.limit` topics (20, at
   * most 100), best first.
   */
  order(reading: Reading, matches: Matches, options: SearchOptions): RankedTopic[] {
    const { edition } = reading;
    const { weights, corpus } = this;
    const { scores, spellings } = matches;
    let texts = this.scoreTexts(reading, matches, options);
    if (reading.phrases.length) {
      const exact = texts.filter((text) => reading.phrases.every((phrase) => this.positions.hasPhrase(text.id, phrase)));
      if (exact.length) texts = exact;
    }
    // Per topic (by its index): its best score, and its best-scoring text before recency, the ruling its result leads with
    // (of a document the query names, if it has one). Kept between searches.
    const { topicBest, topicLead, topicLeadScore } = this;
    topicBest.clear();
    const namedLeadOf = new Map<string, [text: number, score: number]>();
    const { namedYears } = matches;
    const inherited = new Map<string, number>();
    /** Later rulings to rank just above a text whose match lies in the part they change: [later, the text's topic, the text, its score]. */
    const above: [string, string, number, number][] = [];
    // Word order and distance are only worth measuring where they can change the top of the list: only the texts that
    // can be among the first CLOSE_LOOK are sorted (stably, the rest kept in their order: ties fall as a whole sort's would).
    if (texts.length > CLOSE_LOOK) {
      const floor = toKthLargest(
        texts.map((text) => text.score),
        CLOSE_LOOK,
      );
      texts = [...texts.filter((text) => text.score >= floor).sort((a, b) => b.score - a.score), ...texts.filter((text) => text.score < floor)];
    } else texts.sort((a, b) => b.score - a.score);
    // A query names documents or quotes them asking whether they still hold, never both (`match`): the texts of those it asks of.
    const askedYears = namedYears.size ? namedYears : matches.quotedYears;
    const askedAs = namedYears.size ? "named" : "quoted";
    /** The later rulings to rank just above the text at hand (one list, emptied for each text). */
    const later: string[] = [];
    texts.forEach((text, rank) => {
      if (rank < CLOSE_LOOK && scores.get(text.id)!.matched >= 2) {
        text.score += weights.proximityWeight * this.positions.proximity(text.id, spellings) + weights.phraseWeight * this.positions.pairs(text.id, spellings);
      }
      const doc = corpus.docs[text.id]!;
      later.length = 0;
      const asked = askedYears.size > 0 && corpus.datesOf(text.id).some((date) => askedYears.has(date.slice(0, 4))) ? askedAs : undefined;
      if (doc.handsOn)
        text.score = handOn(
          doc,
          text.score,
          inherited,
          weights,
          (ranges) => this.positions.shareWithin(text.id, spellings, ranges, doc.numberedParts),
          later,
          asked,
        );
      // The ruling a topic's result leads with is its best text before recency: recency settles near-ties between
      // topics, and within one a later ruling that does not answer ("Horga'hn: you 'use' it each time you take a double
      // turn") is not to hide the earlier one that does ("you are allowed to, not that you must").
      const unaged = text.score;
      // Near-ties go to the newer ruling in force: a later document states the rules as they became (1995 → 2017 is the whole range).
      if (!doc.ended) text.score *= 1 + weights.recency * corpus.ageOf(text.id);
      for (const topicId of later) above.push([topicId, doc.topicId, text.id, text.score]);
      const t = doc.topic;
      if (!topicBest.has(t) || unaged > topicLeadScore[t]!) {
        topicLead[t] = text.id;
        topicLeadScore[t] = unaged;
      }
      topicBest.max(t, text.score);
      if (asked === "named" && text.score > (namedLeadOf.get(doc.topicId)?.[1] ?? -1)) namedLeadOf.set(doc.topicId, [text.id, text.score]);
    });
    const byTopic = new Map<string, number>(topicBest.ids.map((t) => [corpus.meta.topics[t]!.id, topicBest.get(t)]));
    const leadOf = (topicId: string): number | undefined => {
      const t = corpus.topicIndex.get(topicId)!;
      return topicBest.has(t) ? topicLead[t] : undefined;
    };
    addInherited(
      byTopic,
      inherited,
      (topicId) => !!corpus.docsByTopic.get(topicId)?.some((i) => corpus.passes(i, edition, options)),
      above.map(([later, topicId, id, score]) => [later, leadOf(topicId) === id ? topicId : score]),
    );

    const limit = Math.max(1, Math.min(options.limit ?? 20, 100));
    // Ties: a topic with a ruling in force before one without, then the newest ruling, then the title.
    // (Looked up only for topics whose scores tie: most never do.)
    const tie = new Map<string, Doc>();
    const tieOf = (topicId: string) => tie.get(topicId) ?? tie.set(topicId, corpus.shownOf(topicId, edition, options)).get(topicId)!;
    // Only the topics that can be among the first `limit` are sorted whole: those scoring at least the limit-th score.
    const floor = byTopic.size > limit ? toKthLargest(byTopic.values(), limit) : -Infinity;
    return [...byTopic.entries()]
      .filter(([, score]) => score >= floor)
      .sort((a, b) => {
        if (b[1] !== a[1]) return b[1] - a[1];
        const shownA = tieOf(a[0]);
        const shownB = tieOf(b[0]);
        return toShownOrder(shownA, shownB) || shownA.topicTitle.localeCompare(shownB.topicTitle);
      })
      .slice(0, limit)
      .map(([topicId, score]): RankedTopic => {
        const lead = namedLeadOf.get(topicId)?.[0] ?? leadOf(topicId);
        return lead === undefined ? [topicId, score] : [topicId, score, lead];
      });
  }

  /**
   * The matched texts that pass the filters, each scored: its match scaled by its coverage of the query (by its words'
   * rarity, and by their count), raised to a power, plus its title bonuses and its players' questions' coverage.
   */
  private scoreTexts(reading: Reading, matches: Matches, options: SearchOptions): { id: number; score: number }[] {
    const { edition, slots } = reading;
    const { weights, corpus } = this;
    const { scores, totalWeight, spellings, askedCover } = matches;
    const content = slots.map((slot) => slot.text).join(" ");
    const spelledAll = new Set(spellings.flatMap((set) => [...set]));
    const phrases = [toPhrase(content), reading.corrected.join(" ")];
    const queryPhrase = ` ${toPhrase(content)} `;
    const texts: { id: number; score: number }[] = [];
    const known = spellings.filter((set) => set.size);
    for (const [id, match] of scores) {
      const doc = corpus.docs[id]!;
      if (!corpus.passes(id, edition, options)) continue;
      // A document's introduction is a result only when the query names the document itself, or when one of its
      // paragraphs that state a rule (what is official, who decides) holds most of the query's words.
      let partShare = 0;
      if (doc.kind === "section" && match.inTitle < slots.length) {
        if (slots.length < 2) continue;
        // The words naming the section (its title, its document's name) count as held by each of its paragraphs; a
        // query's word that no text holds ("summary") tells no section from another and counts for none.
        const named = new Set([...corpus.documentNameOf(id), ...corpus.titleTermsOf(id)]);
        if (doc.ruleParts) partShare = this.positions.bestRangeShare(id, known, doc.ruleParts, named);
        // Or the query names the section by its title and its document ("summary of rulings changes july 2000").
        const byName = known.filter((set) => [...set].some((term) => named.has(term))).length / Math.max(known.length, 1);
        if (Math.max(partShare, byName) < weights.sectionRuleCover) continue;
      }
      const coverage = weights.coverageRarityShare * (match.matchedWeight / totalWeight) + (1 - weights.coverageRarityShare) * (match.matched / slots.length);
      let score = match.score * coverage ** weights.coveragePower;
      const title = corpus.titlePhraseOf(id);
      let bonus = 0;
      // Naming a document by any of its names ("1995 faq", "2000 current rulings") is asking for it, as its exact title is.
      if (
        phrases.includes(title) ||
        (corpus.isIntroduction(id) && known.length && known.every((set) => [...set].some((term) => corpus.documentNameOf(id).has(term))))
      )
        bonus += weights.exactTitle;
      else if (phrases.some((phrase) => phrase.length >= 3 && title.startsWith(phrase))) bonus += weights.prefixTitle;
      else if (title.includes(" ") && queryPhrase.includes(` ${title} `))
        bonus += (doc.kind === "card" ? weights.titleInQuery : weights.topicInQuery) * title.split(" ").length;
      else if (corpus.titleTermsOf(id).every((term) => spelledAll.has(term))) bonus += weights.titleCovered * corpus.titleTermsOf(id).length;
      if (match.inTitle === slots.length) bonus += weights.allInTitle;
      // (A one-word query is held whole by every question with the word: that says nothing more than the word itself.)
      // (For a ruling without questions, the share of the query its title and text hold stands in.)
      const cover = corpus.unasked[id] ? weights.unaskedShare * (match.matchedWeight / totalWeight) : (askedCover.get(id) ?? 0);
      if (slots.length > 1) bonus += weights.askedCover * cover ** 2;
      // One paragraph of a section holding the query is asked the way a question is: its share counts as a question's.
      bonus += weights.sectionPartCover * partShare ** 2;
      score += bonus;
      texts.push({ id, score });
    }
    return texts;
  }

  /** Weight of a title match, normalised by the title's length: a short title that matches says more. */
  private titleWeight(doc: number): number {
    const { weights, corpus } = this;
    return weights.titleWeight / (1 - weights.titleB + (weights.titleB * corpus.titleLengths[doc]!) / corpus.avgTitleLength);
  }

  /** BM25 weight of a term in an entry's text: more occurrences count, with saturation; long texts count less. */
  private bodyWeight(doc: number, positions: number[] | undefined): number {
    const { weights, corpus } = this;
    const tf = positions?.length ?? 1;
    const text = corpus.docs[doc]!;
    const length = text.length;
    const inQuestion = text.questionLength !== undefined && positions !== undefined && positions[0]! < text.questionLength;
    return (
      ((tf * (weights.k1 + 1)) / (tf + weights.k1 * (1 - weights.b + (weights.b * length) / corpus.avgLength))) * (inQuestion ? weights.questionWeight : 1)
    );
  }
}

/** The k-th largest of `values` (k ≥ 1; the smallest of them when there are fewer; -Infinity when there are none). */
export function toKthLargest(values: Iterable<number>, k: number): number {
  // (A typed array sorts numbers natively, in place: cheaper than keeping the k largest in order as they come.)
  const sorted = Float64Array.from(values).sort();
  return sorted.length ? sorted[Math.max(0, sorted.length - k)]! : -Infinity;
}
