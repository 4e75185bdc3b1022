import type { Metadata } from "next";
import { Link } from "@/app/_components/link";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import {
  getDocument,
  listAsOfDates,
  listDocuments,
  listInForce,
  toAsOfHref,
  toEntryHref,
  toEntryKey,
  toShortName,
  toSortKey,
  toYearsOld,
  EDITIONS,
  getEditionBySlug,
} from "@/lib/content";
import { ChosenDate } from "./chosen-date";
import { Breadcrumb } from "@/app/_components/breadcrumb";
import { ChangeList } from "@/app/changes/_components/change-list";
import { getChangesFile, listEditionChanges } from "@/app/changes/_lib/changes-data";

type Params = { edition: string; date: string };

export const dynamicParams = false;

/** One as-of view per edition and document date: the only dates on which rulings changed. */
export function generateStaticParams(): Params[] {
  return EDITIONS.flatMap((e) => listAsOfDates(e.edition).map((date) => ({ edition: e.slug, date })));
}

function load(params: Params) {
  const ed = getEditionBySlug(params.edition);
  if (!ed || !listAsOfDates(ed.edition).includes(params.date)) notFound();
  return ed;
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const p = await params;
  const ed = load(p);
  return {
    title: `${ed.name} rulings as of ${p.date}`,
    description: `Every ${ed.name} ruling in force on ${p.date}, with the document and date that state it.`,
  };
}

/** The rulings of an edition in force from a document date until the next one. */
export default async function AsOfPage({ params }: { params: Promise<Params> }) {
  const p = await params;
  const ed = load(p);
  const dates = listAsOfDates(ed.edition);
  const next = dates.find((d) => d > p.date);
  const rows = listInForce(ed.edition, p.date);
  const rulings = rows.reduce((n, r) => n + r.entries.length, 0);
  const topics = rows.filter((r) => r.entries.length > 0).length;
  const docs = listDocuments().filter((d) => d.edition === ed.edition && d.date === p.date);
  const previous = [...dates].reverse().find((d) => d < p.date);
  const since = previous ? toShortName(listDocuments().find((d) => d.edition === ed.edition && d.date === previous)!) : "";
  // What began or ended since the previous document: each new ruling (or new version) marked, and the ended ones listed.
  const changes = previous ? listEditionChanges(ed.edition, previous, p.date) : null;
  const began = new Set<string>(changes?.began);
  const newVersions = new Set<string>(changes?.amended.filter((a) => a.how === "new-version").map((a) => a.id));
  const ended = previous ? getChangesFile(ed.edition, previous, p.date, changes!).ended : [];
  const changesHref = previous ? `/changes/${ed.slug}?from=${previous}&to=${p.date}` : null;
  return (
    <>
      <Breadcrumb items={[{ href: "/as-of", label: "Rulings as of a date" }, { label: ed.edition }, { label: p.date }]} />
      <h1 className="mt-2 text-2xl font-bold sm:text-3xl">
        {ed.name} rulings as of {p.date}
      </h1>
      <Suspense fallback={null}>
        <ChosenDate documentDate={p.date} />
      </Suspense>
      <p className="mt-2 text-slate-700 dark:text-slate-300" data-testid="asof-range">
        In force from {p.date} ({docs.map((d) => d.title).join(", ")})
        {next ? ` until ${next}, when the next document was issued` : " to the latest document in these sources"}. {rulings} rulings on {topics} topics: every
        ruling stated on or before {p.date} that no later ruling had reversed or superseded and no document had dropped by then, old ones included (marked with
        their age).
      </p>
      <p className="mt-1 text-sm">
        Other dates:{" "}
        {dates.map((d, i) => (
          <span key={d}>
            {i > 0 && " · "}
            {d === p.date ? (
              <strong>{d}</strong>
            ) : (
              <Link className="underline" href={`/as-of/${ed.slug}/${d}`}>
                {d}
              </Link>
            )}
          </span>
        ))}
      </p>
      {changes && changesHref && (
        <section className="mt-4" aria-labelledby="asof-since" data-testid="asof-since">
          <h2 id="asof-since" className="text-lg font-semibold">
            Since the {since}
          </h2>
          <p className="text-sm">
            {toCounts(began.size, newVersions.size, ended.length)}{" "}
            <Link className="underline" href={changesHref} data-testid="asof-changes-link">
              Everything that began, ended or was amended since the {since}
            </Link>
            .
          </p>
          {ended.length > 0 && (
            <details className="mt-1" data-testid="asof-ended">
              <summary className="cursor-pointer text-sm">
                Ended since the {since} ({ended.length})
              </summary>
              <ChangeList items={ended} />
            </details>
          )}
        </section>
      )}
      {/* Up to ~370 rows: styled by .asof-list in globals.css rather than per row, and plain links (no prefetch of each). */}
      <ul className="asof-list" data-testid="asof-topics">
        {rows
          .sort((a, b) => toSortKey(a.topic.title).localeCompare(toSortKey(b.topic.title)))
          .map(({ topic, entries, pointers }) => (
            <li key={topic.id}>
              <a href={toAsOfHref(topic.id, p.date, entries.map(toEntryKey))}>{topic.title}</a>
              {entries.map((entry) => (
                <span key={entry.id} data-testid="asof-ruling" data-entry={entry.id}>
                  <a href={toEntryHref(entry)}>
                    {toShortName(getDocument(entry.documentId)!)}
                    {entries.length > 1 || entry.title !== topic.title ? ` “${entry.title}”` : ""}
                  </a>
                  {toAge(entry.date, p.date)}
                  {began.has(entry.id) && <em data-testid="asof-new"> New since the {since}</em>}
                  {newVersions.has(entry.id) && <em data-testid="asof-new"> New version since the {since}</em>}
                </span>
              ))}
              {entries.length === 0 && pointers.length > 0 && <span>pointer</span>}
            </li>
          ))}
      </ul>
    </>
  );
}

/** How old a ruling is on the date viewed, when it is a year or more: "(5 years old)". */
function toAge(from: string, on: string): string {
  const years = toYearsOld(from, on);
  return years >= 1 ? ` (${years} ${years === 1 ? "year" : "years"} old)` : "";
}

/** What changed since the previous document, in one sentence: "148 rulings began and 7 ended." */
function toCounts(began: number, newVersions: number, ended: number): string {
  const rulings = (n: number) => `${n} ${n === 1 ? "ruling" : "rulings"}`;
  const parts = [`${rulings(began)} began`, ...(newVersions ? [`${rulings(newVersions)} have a new version`] : []), `${ended} ended`];
  return `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}.`;
}
