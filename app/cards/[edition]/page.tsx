import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Breadcrumb } from "@/app/_components/breadcrumb";
import { CardIndex, type CardRow } from "@/app/cards/_components/card-index";
import { EDITIONS, getEditionBySlug, listCards, toCardSummary, toSortKey } from "@/lib/content";

type Params = { edition: string };

export const dynamicParams = false;

/** Both editions. */
export function generateStaticParams(): Params[] {
  return EDITIONS.map((e) => ({ edition: e.slug }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const ed = getEditionBySlug((await params).edition);
  if (!ed) return {};
  return { title: `${ed.name} (${ed.edition}) cards A–Z`, description: `Every ${ed.name} card the rulings name, A to Z, with how many rulings name it.` };
}

/** The A–Z index of the cards the rulings of an edition name, each with its count of rulings. */
export default async function CardIndexPage({ params }: { params: Promise<Params> }) {
  const ed = getEditionBySlug((await params).edition);
  if (!ed) notFound();
  const rows: CardRow[] = listCards(ed.edition).map((c) => {
    const first = toSortKey(c.title).charAt(0).toUpperCase();
    return { id: c.id, title: c.title, letter: /[A-Z]/.test(first) ? first : "#", ...(c.type ? { type: c.type } : {}), rulings: toCardSummary(c).rulings };
  });
  return (
    <>
      <Breadcrumb items={[{ href: `/${ed.slug}`, label: ed.name }, { label: "Cards" }]} />
      <h1 className="mt-3 text-2xl font-bold sm:text-3xl">
        {ed.name} ({ed.edition}) cards A–Z
      </h1>
      <p className="mt-1 text-slate-700 dark:text-slate-300">
        {rows.length} cards named in the rulings. Each card’s page lists every ruling that names it. Card names are read from the rulings themselves, not from a
        card database.
      </p>
      <CardIndex rows={rows} />
    </>
  );
}
