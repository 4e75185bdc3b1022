export { SEARCH_FORMAT, SearchEngine, createSearchPayload, type SearchDoc, type SearchOptions, type SearchPayload, type SearchResponse, type SearchResult, type VocabularyMapping } from "./engine";
export { toSearchDocs } from "./docs";
export { toResultHref } from "./links";
export { withoutEditionWords } from "./terms";
export type { Segment } from "./snippet";
