import { toAsOfIndex } from "@/lib/content";

export const dynamic = "force-static";

/** The rulings in force on each document date, per topic: what the as-of view reads in the browser. */
export function GET() {
  return new Response(JSON.stringify(toAsOfIndex()), { headers: { "Content-Type": "application/json; charset=utf-8" } });
}
