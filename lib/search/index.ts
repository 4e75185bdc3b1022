export { RANKING, SearchEngine, type FetchFile, type Ranking, type SearchOptions, type SearchResponse, type SearchResult } from "./engine";
export {
  SEARCH_FORMAT,
  META_FILE,
  createSearchPayload,
  type SearchDoc,
  type SearchFiles,
  type SearchFiles as SearchPayload,
  type SearchMeta,
  type VocabularyMapping,
} from "./files";
export { toSearchDocs } from "./docs";
export { parseGoldenQueries, rankOf, toEntryKeys, toRefKey, toReplacementKeys, toVersionsHolding, type GoldenQuery } from "./golden";
export { toResultHref } from "./links";
export { withoutEditionWords } from "./edition-words";
export type { IconReading, Segment } from "./snippet";
export { findCardOffers, toCardKey, toCardOfferText, type CardName, type CardOffer } from "./cards";
