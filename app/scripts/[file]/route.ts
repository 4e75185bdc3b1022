import { EARLY_SCRIPTS, type EarlyScript, toEarlyScriptFile } from "@/app/_components/early-scripts";

export const dynamic = "force-static";
export const dynamicParams = false;

const NAMES = Object.keys(EARLY_SCRIPTS) as EarlyScript[];

/** One file per script, named by its content. */
export function generateStaticParams() {
  return NAMES.map((name) => ({ file: toEarlyScriptFile(name) }));
}

/** out/scripts/NAME.HASH.js: a script the pages run before React hydrates them (see early-scripts.ts). */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const name = NAMES.find((n) => toEarlyScriptFile(n) === file);
  if (!name) return new Response("Not found\n", { status: 404 });
  return new Response(EARLY_SCRIPTS[name], { headers: { "Content-Type": "text/javascript; charset=utf-8" } });
}
