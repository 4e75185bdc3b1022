import { toEarlyScriptSrc } from "@/app/_components/early-scripts";

/**
 * Before a long document was read in parts, each of its entries had an anchor on the document's page
 * (/documents/1e-faq-1995-02-11#counting-seeded-cards), and such links live on in bookmarks and posts. The contents
 * page keeps each of those anchors on the entry's line, which links to the entry in its part; this script, placed after
 * the contents, follows that link at once. A fragment never reaches a server, so no redirect rule can do it. Without
 * JavaScript the anchor still lands on the entry's line, highlighted.
 */
export function MovedAnchors() {
  // It must run where it stands, before the page is hydrated (next/script would run it later): a plain script.
  // eslint-disable-next-line @next/next/no-sync-scripts
  return <script src={toEarlyScriptSrc("moved-anchors")} />;
}
