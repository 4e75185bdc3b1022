/**
 * The weights of the ranking. One object so that `bench/tune-search.ts` can try others on the development lists
 * (and check, list by list, that what it learns holds on a list it did not learn from); the site uses these.
 * Tuned 2026-11-25 on the public list and held-out lists 1–8 (development lists by then), keeping a change only when
 * it helped more lists than it hurt; in a 3-fold check the left-out lists gained 1.4 points of top-1 on average. The
 * card-name bonuses went to 0: the title-word coverage bonus says as much without putting a card's own entry before
 * the general ruling that answers a question naming it. Also tried and left out (the tuner kept their neutral values):
 * title bonuses scaled by how much of the query matched, a word in both title and text counting for both, and a
 * word's rarity raised to a power.
 * Retuned 2026-11-27 on the public list and lists 1–18 (3,511 queries) with 2,426 players' questions, in a 4-fold check
 * first (`--folds 4 --rounds 1`): only the changes that the folds learnt alike were kept (stem matches, the shares a
 * reversed, restated or amended ruling hands on, askedCover, askedK1); dev top-1 3,298 → 3,329. A reversed or
 * superseded ruling still ranks below its successor: the tuner keeps successorShare above supersededShare.
 */
export const RANKING = {
  /** A title match counts this much more than a body match. */
  titleWeight: 3.99,
  /** A word the typed one begins (while typing). */
  prefixWeight: 0.8,
  /** A rules' word searched for a player's word ("stasis" for "frozen") counts nearly as much as the word itself. */
  synonymWeight: 0.9,
  /** Words that share a long beginning with a query term are often its other forms ("duplicate", "duplicatable"). */
  stemWeight: 0.599,
  /** Title length normalisation: a match in a two-word title says more than one in a ten-word title. */
  titleB: 0.3,
  /** The query is the topic's title; the query begins it; every query word is in the title. */
  exactTitle: 30,
  prefixTitle: 12,
  allInTitle: 6,
  /** Every word of a topic's title found in the query, in any order ("borg ship stuck in q-net" for BORG SHIP & Q-NET), per word. */
  titleCovered: 2,
  /** A card's name of two words or more found whole, in order, in a longer query ("kevin uxbridge convergence on an artifact"), per word. */
  titleInQuery: 0,
  /** The same for a title that is not a card's name ("end of turn"): a weaker sign, per word. */
  topicInQuery: 0,
  /** The score scales with the share of the query matched to this power. */
  coveragePower: 2,
  /** Two query words that stand side by side in the text, in the query's order, form a phrase. */
  phraseWeight: 1.125,
  /** A reversed or superseded ruling hands most of its score to its successor and sinks below it. */
  successorShare: 0.675,
  supersededShare: 0.333,
  /** A ruling restated by a later one (both in force) hands it this share of its score (and keeps its own). */
  restatedShare: 0,
  /**
   * A ruling amended in part by a later one hands it this share of its score (and keeps its own). 0.6 until 2026-11-29:
   * broad 2017 Glossary amendments then rose above the 1995 answers they amend in a part the query did not ask about;
   * 0.4 on the 20 development lists: top-1 3,527 → 3,538 of 3,852 (0.2: 3,535), before blind list 22 was run.
   */
  amendedShare: 0.4,
  /**
   * When at least this share of the query's words an amended ruling holds lie in the part a later ruling changes (each
   * word by the share of its places there, its title's words aside), that later ruling ranks at least just above it: the
   * question is about what changed ("do two telepathic alien kidnappers let me guess twice?": the 2000 "cumulative" ruling
   * that changed that answer, above the 1995 FAQ). 0.5 lifted rulings for words a text shares across its parts ("hand",
   * "turn"): 3,529; 0.7: 3,540 of 3,852 on the development lists. 0.6 since 2026-11-29 (each word counted by the share
   * of its places in the part, its title's words aside): 3,552 → 3,554 ("is data still immune to tarellian plague": the
   * 1995 answer's lead-in names Data twice outside the part the 2000 "android" ruling changed); 0.5: 3,547.
   */
  amendedPartAt: 0.6,
  /** Query words close together in a text say more than the same words far apart. */
  proximityWeight: 2,
  /** How much more the newest ruling's score counts than the oldest's (linear in its year). */
  recency: 0.532,
  /** How much of a match's coverage of the query counts its words by rarity (the rest counts them alike). */
  coverageRarityShare: 0.665,
  /** The share of the query's words one paragraph of an introduction that states a rule must hold for it to be a result. */
  sectionRuleCover: 0.6,
  /** That share, squared, times this: one paragraph holding the query answers it as a players' question would (askedCover). */
  sectionPartCover: 26.6,
  /** A word of an FAQ entry's question counts this much more than a word of its answer. */
  questionWeight: 2,
  /**
   * A word of a question players ask that the entry answers (content/editorial/questions.json), added to its title or
   * text match. Chosen 2026-11-25 on the development lists (1–14 and the public one), where 1 to 3 gave top-1 93.3 to
   * 93.8% (0.5: 92.8%), before blind list 15 was run once.
   */
  askedWeight: 1.5,
  /**
   * The share of the query one of those questions holds (by its words' rarity), squared, times this: a question asked the
   * way the query is. Chosen first as 20 on lists 1–14 and the public one (top-1 2580 → 2587 of 2752, 9 lists up, 4 down;
   * 0 to 80 tried); 26.6 since the 2026-11-27 retune above.
   */
  askedCover: 26.6,
  /** Saturation of the count of a text's questions that hold a word (BM25's k1): 0 counts one question as many. */
  askedK1: 0.9,
  /**
   * A ruling without players' questions (a new document's, until they are written) counts its own title and text as
   * its questions, at this share: without it such a ruling lost to rulings that have questions for that alone.
   */
  unaskedShare: 1,
  /** BM25 constants: term-frequency saturation and length normalisation of body matches. */
  k1: 1.2,
  b: 0.998,
};
/** A set of ranking weights (the site's, or one `bench/tune-search.ts` tries). */
export type Ranking = typeof RANKING;
