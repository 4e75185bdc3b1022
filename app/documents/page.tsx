import type { Metadata } from "next";
import { Link } from "@/app/_components/link";
import { listDocuments } from "@/lib/content";

const docs = listDocuments();

export const metadata: Metadata = {
  title: "Documents",
  description: `The ${docs.length} official Star Trek CCG rulings documents, by year, with their issuers and dates.`,
};

/** Every source document, oldest first, under its year (with a jump list of years when there are several). */
export default function DocumentsPage() {
  const years = [...new Set(docs.map((d) => d.date.slice(0, 4)))];
  return (
    <>
      <h1 className="text-2xl font-bold sm:text-3xl">Documents</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        {docs.length} documents from {years[0]}
        {years.length > 1 ? ` to ${years[years.length - 1]}` : ""}, oldest first.
      </p>
      {years.length > 3 && (
        <nav aria-label="Years" className="mt-3 flex flex-wrap gap-1">
          {years.map((y) => (
            <a key={y} href={`#y${y}`} className="inline-flex min-h-6 min-w-6 items-center justify-center rounded px-2 underline">
              {y}
            </a>
          ))}
        </nav>
      )}
      {years.map((y) => (
        <section key={y} aria-labelledby={`y${y}`} className="mt-6">
          <h2 id={`y${y}`} className="text-xl font-semibold">
            {y}
          </h2>
          <ul className="mt-2 space-y-3">
            {docs
              .filter((d) => d.date.startsWith(y))
              .map((d) => (
                <li key={d.id} className="rounded border border-slate-200 p-3 dark:border-slate-700">
                  <Link prefetch={false} href={`/documents/${d.id}`} className="font-semibold underline">
                    {d.title}
                  </Link>
                  <div className="text-sm text-slate-700 dark:text-slate-300">
                    {d.edition} · {d.issuer}
                    {d.issuerPrinted ? "" : " (implied)"} · <time dateTime={d.date}>{d.date}</time> · {d.entryCount} entries
                  </div>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </>
  );
}
