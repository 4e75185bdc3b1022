export const dynamic = "force-static";

/** The OpenSearch description, so a browser can add the site as a search engine (SITE_URL sets the origin). */
export function GET() {
  const origin = (process.env.SITE_URL ?? "http://localhost:3000").replace(/\/$/, "");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">
  <ShortName>STCCG Rulings</ShortName>
  <Description>Search the official Star Trek CCG rulings</Description>
  <InputEncoding>UTF-8</InputEncoding>
  <Url type="text/html" method="get" template="${origin}/search?q={searchTerms}"/>
</OpenSearchDescription>
`;
  return new Response(xml, { headers: { "Content-Type": "application/opensearchdescription+xml" } });
}
