import type { Metadata } from "next";
import { Link } from "@/app/_components/link";
import { notFound } from "next/navigation";
import { AsOfView } from "@/app/_components/as-of-view";
import { EntryArticle } from "@/app/_components/entry-article";
import { RelationList } from "@/app/_components/relation-list";
import { RulingChanges, StatusBadge, StatusDetail } from "@/app/_components/ruling-status";
import {
  getDocument,
  getEntryByKey,
  getMovedTopic,
  getStatus,
  getTopic,
  getTopicBySlugs,
  listEntryKeys,
  listEntryRelations,
  listRulings,
  toEntryKey,
  toRulingName,
  listMovedTopics,
  listTopics,
  toVersionHref,
  toEntryHref,
  toExcerpt,
  toTopicHref,
  isPointer,
  EDITIONS,
} from "@/lib/content";
import { Breadcrumb } from "@/app/_components/breadcrumb";
import { MovedNotice, toMovedMetadata } from "@/app/_components/moved-notice";

type Params = { edition: string; topic: string; date: string };

export const dynamicParams = false;

/** Every statement of every topic (its date, or date-2 … when the topic has several that day), and the old permalinks of moved topics. */
export function generateStaticParams(): Params[] {
  return EDITIONS.flatMap((e) => [
    ...listTopics(e.edition).flatMap((t) => listEntryKeys(t).map((key) => ({ edition: e.slug, topic: t.slug, date: key }))),
    ...listMovedTopics(e.edition).flatMap((m) => Object.keys(m.keys).map((date) => ({ edition: e.slug, topic: m.from.split("/")[1]!, date }))),
  ]);
}

/** Where an old permalink of a moved topic leads now, or null. */
function loadMoved(params: Params) {
  const moved = getMovedTopic(params.edition, params.topic);
  const topic = moved ? getTopic(moved.to) : null;
  const key = moved?.keys[params.date];
  return moved && topic && key ? { moved, topic, href: toVersionHref(topic.id, key) } : null;
}

function load(params: Params) {
  const found = getTopicBySlugs(params.edition, params.topic);
  const entry = found ? getEntryByKey(found.topic, params.date) : null;
  if (!found || !entry) notFound();
  return { ...found, entry };
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const p = await params;
  const gone = loadMoved(p);
  if (gone) return toMovedMetadata(gone.topic.title, gone.href);
  const { ed, topic, entry } = load(p);
  const doc = getDocument(entry.documentId)!;
  return { title: `${topic.title} (${ed.edition}, ${entry.date})`, description: `As stated in ${doc.title} of ${entry.date}: ${toExcerpt(entry.text, 120)}` };
}

/** A citable permalink: one ruling exactly as one document stated it, with whether it is still in force and why not. */
export default async function VersionPage({ params }: { params: Promise<Params> }) {
  const p = await params;
  const gone = loadMoved(p);
  if (gone) return <MovedNotice href={gone.href} title={`${gone.topic.title}, ${p.date}`} reason={gone.moved.reason} />;
  const { ed, topic, entry } = load(p);
  const status = getStatus(entry);
  const pointer = isPointer(entry);
  const newer = status.ended?.by && (status.ended.relation === "amends" || status.ended.relation === "restates") ? status.ended.by : null;
  return (
    <>
      <Breadcrumb items={[{ href: `/${ed.slug}`, label: ed.name }, { href: toTopicHref(topic.id), label: topic.title }, { label: entry.date }]} />
      <AsOfView topicId={topic.id} entryKey={p.date} names={Object.fromEntries(listRulings(topic).map((e) => [toEntryKey(e), toRulingName(e)]))} />
      {pointer ? (
        <p role="note" className="mt-4 rounded border-l-4 border-slate-500 bg-slate-100 px-3 py-2 dark:bg-slate-800 print:hidden" data-testid="pointer-banner">
          A pointer, not a ruling: the {getDocument(entry.documentId)!.title} files “{entry.title}” here only to send the reader to another entry.
        </p>
      ) : (
        <div
          role="note"
          className={`mt-4 rounded border-l-4 px-3 py-2 print:hidden ${status.inForce ? "border-emerald-600 bg-emerald-50 dark:bg-emerald-950" : "border-amber-500 bg-amber-50 dark:bg-amber-950"}`}
          data-testid={status.inForce ? "in-force-banner" : newer ? "newer-banner" : "ended-banner"}
        >
          <StatusBadge status={status} entry={entry} />
          {newer && (
            <p className="mt-1">
              This is the {entry.date} version. A newer version of this ruling exists:{" "}
              <Link href={toEntryHref(newer)} className="font-semibold underline">
                {getDocument(newer.documentId)!.title} of {newer.date}
              </Link>
              .
            </p>
          )}
          <StatusDetail entry={entry} status={status} />
        </div>
      )}
      {!pointer && (
        <div className="print:hidden">
          <RulingChanges entry={entry} />
        </div>
      )}
      <div className="mt-4">
        <EntryArticle entry={entry} heading="h1" permalink={toEntryHref(entry)} />
      </div>
      <p className="mt-4 text-sm print:hidden">
        <Link className="underline" href={toTopicHref(topic.id)}>
          All rulings on {topic.title}
        </Link>
      </p>
      <RelationList relations={listEntryRelations(entry)} />
    </>
  );
}
