/** Sent on the document when the page has rewritten its links' previews (the as-of view): an open one is shown anew. */
export const PREVIEWS_CHANGED = "xref-previews-changed";
