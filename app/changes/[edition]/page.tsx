import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { listAsOfDates, listDocuments, EDITIONS, getEditionBySlug } from "@/lib/content";
import { Breadcrumb } from "@/app/_components/breadcrumb";
import { Link } from "@/app/_components/link";
import { ChangesView } from "./changes-view";

type Params = { edition: string };

export const dynamicParams = false;

/** One page per edition; the dates come from the address (?from=…&to=…), read in the browser. */
export function generateStaticParams(): Params[] {
  return EDITIONS.map((e) => ({ edition: e.slug }));
}

function load(params: Params) {
  return getEditionBySlug(params.edition) ?? notFound();
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const ed = load(await params);
  return {
    title: `${ed.name} rulings: changes between two dates`,
    description: `The ${ed.name} rulings that began, ended (and by what) and were amended between two dates, with links to each ruling and to compare versions.`,
  };
}

/** What began, ended and was amended between two dates, as a reader compares the rulings in force on each. */
export default async function ChangesPage({ params }: { params: Promise<Params> }) {
  const ed = load(await params);
  const dates = listAsOfDates(ed.edition);
  const documents: Record<string, string> = {};
  for (const d of listDocuments().filter((x) => x.edition === ed.edition)) documents[d.date] = documents[d.date] ? `${documents[d.date]}, ${d.title}` : d.title;
  const other = EDITIONS.find((e) => e.slug !== ed.slug)!;
  return (
    <>
      <Breadcrumb items={[{ href: "/as-of", label: "Rulings as of a date" }, { label: `Changes (${ed.edition})` }]} />
      <h1 className="mt-2 text-2xl font-bold sm:text-3xl">{ed.name} rulings: changes between two dates</h1>
      <p className="mt-2 max-w-prose text-slate-700 dark:text-slate-300">
        Rulings change only when a document is issued ({dates.join(", ")}), so this compares the rulings in force on the first date with those in force on the
        second. Also:{" "}
        <Link className="underline" href={`/changes/${other.slug}`}>
          {other.name}
        </Link>
        .
      </p>
      <ChangesView slug={ed.slug} name={ed.name} dates={dates} documents={documents} />
    </>
  );
}
