import { EDITIONS } from "@/lib/content";
import { getChangesData } from "@/app/changes/_lib/changes-data";

export const dynamic = "force-static";
export const dynamicParams = false;

type Params = { file: string };

/** One file per edition: `/data/changes/1e.json`. */
export function generateStaticParams(): Params[] {
  return EDITIONS.map((e) => ({ file: `${e.slug}.json` }));
}

/**
 * An edition's rulings with their dates, endings and names, from which the changes page computes what began, ended and
 * was amended between any two dates: one file, whose size grows with the rulings and not with the pairs of dates.
 */
export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const { file } = await params;
  const edition = EDITIONS.find((e) => `${e.slug}.json` === file)!.edition;
  return new Response(JSON.stringify(getChangesData(edition)), { headers: { "Content-Type": "application/json; charset=utf-8" } });
}
