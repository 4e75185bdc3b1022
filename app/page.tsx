import { Link } from "@/app/_components/link";
import { listCards, listDocuments, listMarkedChanged, listTopics, toTopicHref, EDITIONS } from "@/lib/content";

// No link here prefetches: the home page is the first paint of most visits, often on a phone, and fetching the pages
// it links to (their code and data) would compete with it; Next.js still prefetches a link a pointer rests on.

/** How many of the newest documents the home page shows (the rest are on /documents): the page stays small as the archive grows. */
const NEWEST = 6;

/** Home: what this is, the two editions, the newest documents with their dates and what each marks as new or changed. */
export default function HomePage() {
  const docs = listDocuments();
  const newest = [...docs].reverse().slice(0, NEWEST);
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">Star Trek CCG Rulings Reference</h1>
      <p className="mt-2 max-w-prose text-slate-700 dark:text-slate-300">
        Every ruling of the official Star Trek Customizable Card Game rulings documents, First and Second Edition: which document states it, as of which date,
        what it said before, and what it refers to.
      </p>
      <p className="mt-4">
        <Link
          prefetch={false}
          href="/1e"
          className="inline-block rounded border border-slate-300 px-4 py-2 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-900"
        >
          Find a ruling in the A–Z index…
        </Link>
      </p>

      <section aria-labelledby="editions" className="mt-8">
        <h2 id="editions" className="text-xl font-semibold">
          Editions
        </h2>
        <ul className="mt-2 grid gap-3 sm:grid-cols-2">
          {EDITIONS.map((e) => (
            <li key={e.edition}>
              <Link prefetch={false} href={`/${e.slug}`} className="block rounded border border-slate-200 p-4 hover:border-slate-400 dark:border-slate-700">
                <span className="text-lg font-semibold">
                  {e.name} ({e.edition})
                </span>
                <span className="block text-sm text-slate-600 dark:text-slate-300">
                  {listTopics(e.edition).length} topics from {docs.filter((d) => d.edition === e.edition).length} documents
                </span>
              </Link>
              <Link prefetch={false} href={`/cards/${e.slug}`} className="mt-1 inline-block text-sm underline" data-testid="card-index-link">
                Rulings by card: {listCards(e.edition).length} {e.edition} cards A–Z
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="documents" className="mt-8">
        <h2 id="documents" className="text-xl font-semibold">
          {newest.length < docs.length ? "Newest documents" : "Documents"}
        </h2>
        <ul className="mt-2 space-y-3">
          {newest.map((d) => {
            const marked = listMarkedChanged(d.id);
            return (
              <li key={d.id} data-testid="document" className="rounded border border-slate-200 p-3 dark:border-slate-700">
                <Link prefetch={false} href={`/documents/${d.id}`} className="font-semibold underline">
                  {d.title}
                </Link>{" "}
                <span className="text-slate-700 dark:text-slate-300">
                  ({d.edition}) · <time dateTime={d.date}>{d.date}</time>
                </span>
                <div className="text-sm text-slate-600 dark:text-slate-300">
                  {d.issuer}
                  {d.issuerPrinted ? "" : " (implied)"} · {d.entryCount} entries
                </div>
                {marked.length > 0 && (
                  <details className="mt-1 text-sm">
                    <summary className="cursor-pointer">{marked.length} entries this document marks as new or changed</summary>
                    <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
                      {marked.map((e) => (
                        <li key={e.id}>
                          <Link prefetch={false} href={toTopicHref(e.topicId)} className="underline">
                            {e.title}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </details>
                )}
              </li>
            );
          })}
        </ul>
        {newest.length < docs.length && (
          <p className="mt-3">
            <Link prefetch={false} href="/documents" className="underline">
              All {docs.length} documents, by year
            </Link>
          </p>
        )}
      </section>
      <p className="mt-8 text-sm text-slate-600 dark:text-slate-300">
        Data export for other tools:{" "}
        <a className="underline" href="/data/rulings.json">
          /data/rulings.json
        </a>
      </p>
    </>
  );
}
