/**
 * One page of every kind the site has, as the page budgets and Lighthouse measure them. The FAQ is the largest
 * document; a long document is read in parts, so its contents page and its largest part are kinds of their own.
 */
export const PAGE_KINDS: readonly { kind: string; path: string; lighthouse?: false }[] = [
  { kind: "home", path: "/" },
  { kind: "A–Z index", path: "/1e" },
  { kind: "topic", path: "/1e/cumulative" },
  { kind: "version", path: "/1e/cumulative/2000-07-31" },
  { kind: "compare", path: "/compare/1e/cytherians" },
  { kind: "documents", path: "/documents" },
  { kind: "document", path: "/documents/2e-crd-2014-07-07" },
  { kind: "FAQ document (contents)", path: "/documents/1e-faq-1995-02-11" },
  { kind: "FAQ document (largest part)", path: "/documents/1e-faq-1995-02-11/5-dilemmas" },
  { kind: "A–Z document (a letter)", path: "/documents/1e-cr-2000-07-31/c" },
  { kind: "changes", path: "/documents/1e-cr-2000-07-31/changes" },
  { kind: "changes between dates", path: "/changes/1e" },
  { kind: "as-of picker", path: "/as-of" },
  { kind: "as-of", path: "/as-of/1e/2017-12-04" },
  { kind: "card index", path: "/cards/1e" },
  // The card named by the most rulings: the largest card page.
  { kind: "card", path: "/cards/1e/borg-ship" },
  { kind: "search", path: "/search" },
  { kind: "examples", path: "/examples" },
  { kind: "example", path: "/examples/2e-mission-attempt" },
  // Not judged by Lighthouse: a not-found page says "noindex" to search engines on purpose, which its SEO score counts against it.
  { kind: "not found", path: "/404", lighthouse: false },
];

/** The file of out/ a page path is served from: "/" → index.html, "/1e" → 1e.html. */
export function toHtmlFile(path: string): string {
  return path === "/" ? "index.html" : `${path.slice(1)}.html`;
}
