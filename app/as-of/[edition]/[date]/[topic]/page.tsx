import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { EntryArticle } from "@/app/_components/entry-article";
import { RelationList } from "@/app/_components/relation-list";
import { StatusBadge, StatusDetail } from "@/app/_components/ruling-status";
import {
  createAsOfLinker,
  getDocument,
  getStatus,
  getTopicBySlugs,
  listAsOfDates,
  listInForce,
  listPointersInForce,
  listRelations,
  listRulings,
  listRulingsInForce,
  toEntryHref,
  toTopicHref,
} from "@/lib/content";
import { EDITIONS } from "@/lib/content/editions";
import { Breadcrumb } from "@/app/_components/breadcrumb";

type Params = { edition: string; date: string; topic: string };

export const dynamicParams = false;

/** Every topic with a ruling in force on every document date of its edition. */
export function generateStaticParams(): Params[] {
  return EDITIONS.flatMap((e) =>
    listAsOfDates(e.edition).flatMap((date) => listInForce(e.edition, date).map(({ topic }) => ({ edition: e.slug, date, topic: topic.slug }))),
  );
}

function load(p: Params) {
  const found = getTopicBySlugs(p.edition, p.topic);
  const entries = found ? listRulingsInForce(found.topic, p.date) : [];
  const pointers = found ? listPointersInForce(found.topic, p.date) : [];
  if (!found || (!entries.length && !pointers.length)) notFound();
  return { ...found, entries, pointers };
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const p = await params;
  const { ed, topic } = load(p);
  return { title: `${topic.title} (${ed.edition}) as of ${p.date}`, description: `The rulings on ${topic.title} in force on ${p.date}.` };
}

/** The rulings of a topic in force on a date; their references lead to the rulings in force on that same date. */
export default async function AsOfTopicPage({ params }: { params: Promise<Params> }) {
  const p = await params;
  const { ed, topic, entries, pointers } = load(p);
  const notInForce = listRulings(topic).filter((e) => e.date <= p.date && !entries.includes(e));
  const later = listRulings(topic).filter((e) => e.date > p.date);
  return (
    <>
      <Breadcrumb items={[{ href: `/as-of/${ed.slug}/${p.date}`, label: `${ed.edition} rulings as of ${p.date}` }, { label: topic.title }]} />
      <h1 className="mt-3 text-2xl font-bold sm:text-3xl">{topic.title}</h1>
      <p role="note" className="mt-4 rounded border-l-4 border-sky-500 bg-sky-50 px-3 py-2 text-sky-950 dark:bg-sky-950 dark:text-sky-100" data-testid="asof-banner">
        As in force on {p.date}: {entries.length} {entries.length === 1 ? "ruling" : "rulings"}{pointers.length ? `, ${pointers.length} ${pointers.length === 1 ? "pointer" : "pointers"}` : ""}. References below lead to the rulings in force on {p.date}.
        {later.length > 0 && (
          <>
            {" "}
            Later documents state {later.length} more:{" "}
            <Link className="font-semibold underline" href={toTopicHref(topic.id)}>
              the topic today
            </Link>
            .
          </>
        )}
      </p>
      {entries.map((entry) => {
        const status = getStatus(entry, p.date);
        return (
          <div key={entry.id} className="mt-4" data-testid="asof-ruling">
            <StatusBadge status={status} />
            <EntryArticle entry={entry} heading="h2" permalink={toEntryHref(entry)} linker={createAsOfLinker(p.date)} />
            <StatusDetail entry={entry} status={status} asOf={p.date} />
          </div>
        );
      })}
      {pointers.map((entry) => (
        <div key={entry.id} className="mt-4" data-testid="asof-pointer">
          <p className="text-sm text-slate-600 dark:text-slate-300">A pointer, not a ruling:</p>
          <EntryArticle entry={entry} heading="h2" permalink={toEntryHref(entry)} linker={createAsOfLinker(p.date)} />
        </div>
      ))}
      {notInForce.length > 0 && (
        <section aria-labelledby="not-in-force" className="mt-8">
          <h2 id="not-in-force" className="text-lg font-semibold">
            No longer in force on {p.date}
          </h2>
          <ul className="mt-2 space-y-2">
            {notInForce.map((e) => {
              const status = getStatus(e, p.date);
              return (
                <li key={e.id}>
                  <Link className="underline" href={toEntryHref(e)}>
                    {e.title}
                  </Link>{" "}
                  <span className="text-sm text-slate-600 dark:text-slate-300">({getDocument(e.documentId)!.title}, {e.date})</span> <StatusBadge status={status} />
                  <StatusDetail entry={e} status={status} asOf={p.date} />
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <RelationList relations={listRelations(topic).filter((r) => r.entry.date <= p.date && r.other.date <= p.date)} />
    </>
  );
}
