import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { EntryArticle } from "@/app/_components/entry-article";
import { RelationList } from "@/app/_components/relation-list";
import { getDocument, getLatestEntry, getTopicBySlugs, getVersionEntry, listRelations, listTopics, toExcerpt, toTopicHref, toVersionHref } from "@/lib/content";
import { EDITIONS } from "@/lib/content/editions";
import { Breadcrumb } from "@/app/_components/breadcrumb";

type Params = { edition: string; topic: string; date: string };

export const dynamicParams = false;

/** Every stated version of every topic. */
export function generateStaticParams(): Params[] {
  return EDITIONS.flatMap((e) =>
    listTopics(e.edition).flatMap((t) => t.versions.filter((v) => v.entryId).map((v) => ({ edition: e.slug, topic: t.slug, date: v.date }))),
  );
}

function load(params: Params) {
  const found = getTopicBySlugs(params.edition, params.topic);
  const entry = found ? getVersionEntry(found.topic, params.date) : null;
  if (!found || !entry) notFound();
  return { ...found, entry };
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { ed, topic, entry } = load(await params);
  const doc = getDocument(entry.documentId)!;
  return { title: `${topic.title} (${ed.edition}, ${entry.date})`, description: `As stated in ${doc.title} of ${entry.date}: ${toExcerpt(entry.text, 120)}` };
}

/** A citable permalink: the ruling exactly as one document stated it. */
export default async function VersionPage({ params }: { params: Promise<Params> }) {
  const { ed, topic, entry } = load(await params);
  const latest = getLatestEntry(topic);
  const newer = latest.date > entry.date ? latest : null;
  const removed = topic.versions.find((v) => v.change === "removed" && v.date > entry.date);
  return (
    <>
      <Breadcrumb items={[{ href: `/${ed.slug}`, label: ed.name }, { href: toTopicHref(topic.id), label: topic.title }, { label: entry.date }]} />
      {newer && (
        <p role="note" className="mt-4 rounded border-l-4 border-amber-500 bg-amber-50 px-3 py-2 text-amber-950 dark:bg-amber-950 dark:text-amber-100" data-testid="newer-banner">
          This is the {entry.date} version. A newer version exists:{" "}
          <Link href={toTopicHref(topic.id)} className="font-semibold underline">
            {getDocument(newer.documentId)!.title} of {newer.date}
          </Link>
          .
        </p>
      )}
      {!newer && removed && (
        <p role="note" className="mt-4 rounded border-l-4 border-slate-500 bg-slate-100 px-3 py-2 dark:bg-slate-800" data-testid="removed-banner">
          This ruling is not listed in the next {getDocument(removed.documentId)!.title} ({removed.date}).
        </p>
      )}
      <div className="mt-4">
        <EntryArticle entry={entry} heading="h1" permalink={toVersionHref(topic.id, entry.date)} />
      </div>
      <p className="mt-4 text-sm print:hidden">
        <Link className="underline" href={toTopicHref(topic.id)}>
          All versions of {topic.title}
        </Link>
      </p>
      <RelationList relations={listRelations(topic)} />
    </>
  );
}
