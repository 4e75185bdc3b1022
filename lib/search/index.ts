export { SEARCH_FORMAT, SearchEngine, createSearchPayload, type SearchDoc, type SearchOptions, type SearchPayload, type SearchResponse, type SearchResult } from "./engine";
export { toSearchDocs } from "./docs";
export type { Segment } from "./snippet";
