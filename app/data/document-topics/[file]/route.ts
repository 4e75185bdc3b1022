import { listDocuments, listEntries } from "@/lib/content";

export const dynamic = "force-static";
export const dynamicParams = false;

type Params = { file: string };

/** One file per document: `/data/document-topics/ID.json`. */
export function generateStaticParams(): Params[] {
  return listDocuments().map((d) => ({ file: `${d.id}.json` }));
}

/**
 * The topics a document states, for the A–Z index's document filter, fetched when a document is chosen. Written into
 * the index page, every topic's documents made that page grow with every ruling (90 KB gzip at a hundredfold archive).
 */
export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const id = (await params).file.replace(/\.json$/, "");
  const topics = [...new Set(listEntries(id).map((e) => e.topicId))].sort();
  return new Response(JSON.stringify(topics), { headers: { "Content-Type": "application/json; charset=utf-8" } });
}
