/**
 * Before a long document was read in parts, each of its entries had an anchor on the document's page
 * (/documents/1e-faq-1995-02-11#counting-seeded-cards), and such links live on in bookmarks and posts. The contents
 * page keeps each of those anchors on the entry's line, which links to the entry in its part; this script, placed after
 * the contents, follows that link at once. A fragment never reaches a server, so no redirect rule can do it. Without
 * JavaScript the anchor still lands on the entry's line, highlighted.
 */
export function MovedAnchors() {
  return <script dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}

const SCRIPT = `(function(){function go(){var id;try{id=decodeURIComponent(location.hash.slice(1))}catch(e){return}var li=id&&document.getElementById(id),a=li&&li.hasAttribute("data-moved")&&li.querySelector("a[href]");if(a)location.replace(a.href)}go();addEventListener("hashchange",go)})()`;
