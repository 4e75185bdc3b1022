import { listCards, toCardSummary } from "@/lib/content";
import type { CardName } from "@/lib/search";

export const dynamic = "force-static";

/** Every card with a page, as the search page matches a query against it (title, spellings, count): fetched only when a query is typed. */
export function GET() {
  const cards: CardName[] = (["1E", "2E"] as const).flatMap((edition) =>
    listCards(edition).map((c) => ({
      id: c.id,
      title: c.title,
      edition: c.edition,
      ...(c.variants?.length ? { variants: c.variants } : {}),
      ...(c.doubtfulNames?.includes(c.title) ? { doubtful: true } : {}),
      rulings: toCardSummary(c).rulings,
    })),
  );
  return new Response(JSON.stringify(cards), { headers: { "Content-Type": "application/json; charset=utf-8" } });
}
