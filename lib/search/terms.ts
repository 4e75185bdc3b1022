// The words of search: the site's language (lib/text), and what only queries have: edition words, content terms, phrases.
export { NO_ONE, STOPWORDS, toEditDistance, toStem, toTerms, toWords } from "../text";
import { STOPWORDS, toStem, toWords } from "../text";

export { EDITION_WORDS, withoutEditionWords } from "./edition-words";

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
