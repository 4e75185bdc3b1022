import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { EntryArticle } from "@/app/_components/entry-article";
import { RelationList } from "@/app/_components/relation-list";
import { createAsOfLinker, getDocument, getInForce, getLatestEntry, getTopicBySlugs, listAsOfDates, listInForce, listRelations, toTopicHref, toVersionHref } from "@/lib/content";
import { EDITIONS } from "@/lib/content/editions";
import { Breadcrumb } from "@/app/_components/breadcrumb";

type Params = { edition: string; date: string; topic: string };

export const dynamicParams = false;

/** Every topic in force on every document date of its edition. */
export function generateStaticParams(): Params[] {
  return EDITIONS.flatMap((e) =>
    listAsOfDates(e.edition).flatMap((date) => listInForce(e.edition, date).map(({ topic }) => ({ edition: e.slug, date, topic: topic.slug }))),
  );
}

function load(p: Params) {
  const found = getTopicBySlugs(p.edition, p.topic);
  const entry = found ? getInForce(found.topic, p.date) : null;
  if (!found || !entry) notFound();
  return { ...found, entry };
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const p = await params;
  const { ed, topic } = load(p);
  return { title: `${topic.title} (${ed.edition}) as of ${p.date}`, description: `The ruling on ${topic.title} in force on ${p.date}.` };
}

/** A ruling as in force on a date; its references lead to the versions in force on that same date. */
export default async function AsOfTopicPage({ params }: { params: Promise<Params> }) {
  const p = await params;
  const { ed, topic, entry } = load(p);
  const latest = getLatestEntry(topic);
  return (
    <>
      <Breadcrumb items={[{ href: `/as-of/${ed.slug}/${p.date}`, label: `${ed.edition} rulings as of ${p.date}` }, { label: topic.title }]} />
      <p role="note" className="mt-4 rounded border-l-4 border-sky-500 bg-sky-50 px-3 py-2 text-sky-950 dark:bg-sky-950 dark:text-sky-100" data-testid="asof-banner">
        As in force on {p.date}: stated by the {getDocument(entry.documentId)!.title} of {entry.date}. References below lead to the rulings in force on {p.date}.
        {latest.id !== entry.id && (
          <>
            {" "}
            A later version exists:{" "}
            <Link className="font-semibold underline" href={toTopicHref(topic.id)}>
              {latest.date}
            </Link>
            .
          </>
        )}
      </p>
      <div className="mt-4">
        <EntryArticle entry={entry} heading="h1" permalink={toVersionHref(topic.id, entry.date)} linker={createAsOfLinker(p.date)} />
      </div>
      <RelationList relations={listRelations(topic)} />
    </>
  );
}
