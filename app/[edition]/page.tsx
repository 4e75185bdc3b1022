import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TopicIndex, type TopicRow } from "@/app/_components/topic-index";
import { Link } from "@/app/_components/link";
import {
  listCards,
  getDroppedBy,
  getEntry,
  listDocuments,
  listRulingsInForce,
  listTopics,
  toShortName,
  toSortKey,
  EDITIONS,
  getEditionBySlug,
} from "@/lib/content";
import type { Topic } from "@/lib/model";

type Params = { edition: string };

export const dynamicParams = false;

/** Both editions. */
export function generateStaticParams(): Params[] {
  return EDITIONS.map((e) => ({ edition: e.slug }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const ed = getEditionBySlug((await params).edition);
  if (!ed) return {};
  return { title: `${ed.name} (${ed.edition}) topics A–Z`, description: `Every ${ed.name} ruling topic, A to Z, with the documents and dates that state it.` };
}

/** The A–Z index of an edition's topics. */
export default async function EditionPage({ params }: { params: Promise<Params> }) {
  const ed = getEditionBySlug((await params).edition);
  if (!ed) notFound();
  const rows: TopicRow[] = listTopics(ed.edition).map((t) => {
    const entries = t.entryIds.map((id) => getEntry(id)!);
    const first = toSortKey(t.title).charAt(0).toUpperCase();
    return {
      id: t.id,
      title: t.title,
      aliases: t.aliases,
      letter: /[A-Z]/.test(first) ? first : "#",
      kinds: [...new Set(entries.map((e) => e.kind))],
      ...toDates([...new Set(t.versions.filter((v) => v.entryId).map((v) => v.date))]),
      inForce: listRulingsInForce(t).length,
      rulings: t.versions.filter((v) => v.entryId).length,
      ...droppedOf(t),
    };
  });
  const documents = listDocuments()
    .filter((d) => d.edition === ed.edition)
    .map((d) => ({ id: d.id, label: `${d.title} (${d.date})` }));
  return (
    <>
      <h1 className="text-2xl font-bold sm:text-3xl">
        {ed.name} ({ed.edition}) topics A–Z
      </h1>
      <p className="mt-1 text-slate-700 dark:text-slate-300">
        {rows.length} topics from {documents.length} documents. Dates list the documents that state each topic.{" "}
        <Link prefetch={false} href={`/cards/${ed.slug}`} className="underline" data-testid="card-index-link">
          Rulings by card ({listCards(ed.edition).length} cards)
        </Link>
      </p>
      <TopicIndex rows={rows} documents={documents} />
    </>
  );
}

/** Up to four dates shown whole; more as the first and the last and how many (the page must not grow with every ruling). */
function toDates(dates: string[]): Pick<TopicRow, "dates" | "dateCount"> {
  return { dates: dates.length > 4 ? [dates[0]!, dates[dates.length - 1]!] : dates, dateCount: dates.length };
}

/** A topic whose last ruling a document dropped (no ruling in force): that document and date, for the A–Z flag. */
function droppedOf(t: Topic): { dropped?: { by: string; date: string } } {
  const dropped = getDroppedBy(t);
  return dropped ? { dropped: { by: toShortName(dropped.document), date: dropped.date } } : {};
}
