import { getEditionBySlug, EDITIONS } from "@/lib/content";
import { getChangesFile, listChangesPairs, toChangesFileName } from "@/app/changes/_lib/changes-data";

export const dynamic = "force-static";
export const dynamicParams = false;

type Params = { edition: string; pair: string };

/** One file per edition and pair of its document dates: `/data/changes/1e/1995-02-11_2000-07-31.json`. */
export function generateStaticParams(): Params[] {
  return EDITIONS.flatMap((e) => listChangesPairs(e.edition).map(({ from, to }) => ({ edition: e.slug, pair: toChangesFileName(from, to) })));
}

/**
 * What began, ended and was amended between two document dates, worded and linked, for the changes page to fetch: the
 * rulings in force change only on document dates, so a few small files answer every pair of dates a reader can ask.
 */
export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const p = await params;
  const [from, to] = p.pair.replace(/\.json$/, "").split("_");
  const file = getChangesFile(getEditionBySlug(p.edition)!.edition, from!, to!);
  return new Response(JSON.stringify(file), { headers: { "Content-Type": "application/json; charset=utf-8" } });
}
