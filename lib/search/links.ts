import type { SearchResult } from "./engine";

/**
 * Where a result leads: a document introduction to its document; another section of a document to its place on the
 * document's page; a topic with one ruling to the topic; a topic with several to the permalink of the ruling the result
 * leads with (the one that answers, which the topic page may not show first).
 */
export function toResultHref(r: Pick<SearchResult, "kind" | "documentId" | "topicId"> & Partial<Pick<SearchResult, "key" | "more" | "part">>): string {
  if (r.kind === "section") return `/documents/${r.documentId}` + (r.part ? "#" + r.part : "");
  return r.key && r.more ? `/${r.topicId}/${r.key}` : `/${r.topicId}`;
}
