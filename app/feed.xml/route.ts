import { getTopic, listDocuments } from "@/lib/content";
import type { DocumentRecord, TopicId } from "@/lib/model";

export const dynamic = "force-static";

const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** One line per class of change, with the topics' titles: what a subscriber reads in the feed entry. */
function toSummary(doc: DocumentRecord): string {
  const title = (id: TopicId) => getTopic(id)?.title ?? id;
  const line = (label: string, ids: TopicId[]) => (ids.length ? `${label} (${ids.length}): ${ids.map(title).join("; ")}` : "");
  return [
    `${doc.edition} ${doc.title}, ${doc.date}: ${doc.entryCount} entries.`,
    line("Changed in substance", doc.changes.substantive),
    line("Changed in wording only", doc.changes.editorial),
    line("New topics", doc.changes.new),
    line("Dropped", doc.changes.removed),
    doc.changes.renamed.length ? `Renamed (${doc.changes.renamed.length}): ${doc.changes.renamed.map((r) => `${r.from} → ${title(r.to)}`).join("; ")}` : "",
  ]
    .filter(Boolean)
    .join("\n");
}

/** An Atom feed announcing each rulings document and what it changed, newest first (SITE_URL sets the origin). */
export function GET() {
  const origin = (process.env.SITE_URL ?? "http://localhost:3000").replace(/\/$/, "");
  const docs = [...listDocuments()].sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
  const updated = `${docs[0]?.date ?? "1970-01-01"}T00:00:00Z`;
  const entries = docs
    .map(
      (d) => `  <entry>
    <id>${origin}/documents/${d.id}</id>
    <title>${escape(`${d.title} (${d.edition}, ${d.date})`)}</title>
    <updated>${d.date}T00:00:00Z</updated>
    <link rel="alternate" type="text/html" href="${origin}/documents/${d.id}/changes"/>
    <author><name>${escape(d.issuer)}</name></author>
    <summary type="text">${escape(toSummary(d))}</summary>
  </entry>`,
    )
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>${origin}/feed.xml</id>
  <title>STCCG Rulings: new rulings documents</title>
  <subtitle>Each official Star Trek CCG rulings document, with what it changed.</subtitle>
  <link rel="self" type="application/atom+xml" href="${origin}/feed.xml"/>
  <link rel="alternate" type="text/html" href="${origin}/documents"/>
  <updated>${updated}</updated>
${entries}
</feed>
`;
  return new Response(xml, { headers: { "Content-Type": "application/atom+xml" } });
}
