import type { SearchResult } from "./engine";

/** Where a result leads: a document's introduction to the document, any other entry to its topic. */
export function toResultHref(r: Pick<SearchResult, "kind" | "documentId" | "topicId">): string {
  return r.kind === "section" ? `/documents/${r.documentId}` : `/${r.topicId}`;
}
