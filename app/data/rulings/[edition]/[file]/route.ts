import type { RulingBrief } from "@/app/_components/as-of-view";
import {
  EDITIONS,
  getCurrentEntry,
  getTopicBySlugs,
  listRulings,
  listTopics,
  toAsOfFacts,
  toEntryKey,
  toExcerpt,
  toRulingName,
  getDocument,
} from "@/lib/content";

export const dynamic = "force-static";
export const dynamicParams = false;

type Params = { edition: string; file: string };

/** One file per topic: `/data/rulings/1e/cloaking-device.json`. */
export function generateStaticParams(): Params[] {
  return EDITIONS.flatMap((e) => listTopics(e.edition).map((t) => ({ edition: e.slug, file: `${t.slug}.json` })));
}

/**
 * A topic's rulings, oldest first, as the as-of view previews a reference to it on a past date: name, document, date,
 * first words, and when each was in force; `current` is the permalink segment of the ruling the topic shows now.
 * Fetched only for the topics a page in an as-of view references, rather than bundled with every page.
 */
export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const p = await params;
  const { topic } = getTopicBySlugs(p.edition, p.file.replace(/\.json$/, ""))!;
  const rulings: RulingBrief[] = listRulings(topic).map((e) => ({
    key: toEntryKey(e),
    name: toRulingName(e),
    document: getDocument(e.documentId)!.title,
    date: e.date,
    excerpt: toExcerpt(e.text, 160),
    facts: toAsOfFacts(e),
  }));
  const body = { current: toEntryKey(getCurrentEntry(topic)), rulings };
  return new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json; charset=utf-8" } });
}
