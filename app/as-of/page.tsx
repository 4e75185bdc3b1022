import type { Metadata } from "next";
import { listAsOfDates, listDocuments, EDITIONS } from "@/lib/content";
import { AsOfPicker } from "./as-of-picker";
import { Link } from "@/app/_components/link";

export const metadata: Metadata = {
  title: "Rulings as of a date",
  description: "Browse the Star Trek CCG rulings of an edition as they stood on any date.",
};

/** Choose an edition and a date (or a document) to browse the rulings in force then. */
export default function AsOfIndexPage() {
  const editions = EDITIONS.map((e) => ({
    slug: e.slug,
    name: `${e.name} (${e.edition})`,
    dates: listAsOfDates(e.edition),
    documents: listDocuments()
      .filter((d) => d.edition === e.edition)
      .map((d) => ({ date: d.date, label: `${d.title} (${d.date})` })),
  }));
  return (
    <>
      <h1 className="text-2xl font-bold sm:text-3xl">Rulings as of a date</h1>
      <p className="mt-2 max-w-prose text-slate-700 dark:text-slate-300">
        Rulings change only when a new document is issued, so the rulings in force on a date are those of the latest version of each topic dated on or before
        it. Choose a date or a document.
      </p>
      <AsOfPicker editions={editions} />
      <h2 className="mt-8 text-xl font-semibold">Changes between two dates</h2>
      <p className="mt-1 max-w-prose text-slate-700 dark:text-slate-300">
        What began, ended (and by what) and was amended between two dates:{" "}
        {EDITIONS.map((e, i) => (
          <span key={e.slug}>
            {i > 0 && " · "}
            <Link className="underline" href={`/changes/${e.slug}`}>
              {e.name}
            </Link>
          </span>
        ))}
        .
      </p>
    </>
  );
}
