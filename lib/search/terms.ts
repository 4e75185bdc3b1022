// The words of search: the site's language (lib/text), and what only queries have: edition words, content terms, phrases.
export { NO_ONE, STOPWORDS, toEditDistance, toStem, toTerms, toWords } from "../text";
import { STOPWORDS, toStem, toWords } from "../text";

/** Edition words in a query: "1e", "2e", "first edition", "2nd ed.". */
export const EDITION_WORDS = /(?<![\w-])(?:(1st|first)\s+ed(?:ition|\.)?|(2nd|second)\s+ed(?:ition|\.)?|(1e)|(2e))(?![\w-])/gi;

/** The query without its edition words, for the "remove this filter" chip. */
export function withoutEditionWords(query: string): string {
  return query.replace(EDITION_WORDS, " ").replace(/\s+/g, " ").trim();
}

/** The stemmed content words of a phrase (a query's stop words left out; a hyphenated word is one: "qnet"). */
export function toContentTerms(s: string): string[] {
  return toWords(s, true)
    .filter((w) => !STOPWORDS.has(w))
    .map(toStem);
}

/** A text's content words, stemmed, as one string: how a query and a topic's title are compared whole. */
export function toPhrase(s: string): string {
  return toWords(s)
    .filter((w) => !STOPWORDS.has(w))
    .map(toStem)
    .join(" ");
}
