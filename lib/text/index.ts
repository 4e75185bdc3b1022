// The language of the rulings as every part of the site reads it: one tokenizer (toWords), one stemmer (toStem), one
// list of stop words and one edit distance, shared by the ingest (editorial checks), search (index and queries) and
// the pages (the not-found page's closest topic). Pure: the browser runs it too.

export { NO_ONE, STOPWORDS, toWords } from "./words";
export { toStem, toTerms } from "./stem";
export { toEditDistance } from "./edit-distance";
export { createTitleMatcher, toSentenceAround, type TitleForm, type TitleMatch } from "./titles";
