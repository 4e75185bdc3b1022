// Edition words in a query, apart from the rest of the words of search (terms.ts), so that a page that only removes
// them from a query (the search page's edition chip) does not load the stemmer and stop words with them.

/** Edition words in a query: "1e", "2e", "first edition", "2nd ed.". */
export const EDITION_WORDS = /(?<![\w-])(?:(1st|first)\s+ed(?:ition|\.)?|(2nd|second)\s+ed(?:ition|\.)?|(1e)|(2e))(?![\w-])/gi;

/** The query without its edition words, for the "remove this filter" chip. */
export function withoutEditionWords(query: string): string {
  return query.replace(EDITION_WORDS, " ").replace(/\s+/g, " ").trim();
}
