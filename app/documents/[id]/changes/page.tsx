import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getDocumentChanges, listDocuments, toCompareHref, toTopicHref, toVersionHref } from "@/lib/content";
import { Breadcrumb } from "@/app/_components/breadcrumb";

type Params = { id: string };

export const dynamicParams = false;

/** Every document. */
export function generateStaticParams(): Params[] {
  return listDocuments().map((d) => ({ id: d.id }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const c = getDocumentChanges((await params).id);
  if (!c) return {};
  return { title: `What changed in ${c.document.title} (${c.document.date})`, description: `Topics new, changed, unchanged and removed in the ${c.document.title} of ${c.document.date}.` };
}

const GROUPS = [
  ["new", "New topics"],
  ["changed", "Changed topics"],
  ["removed", "Removed topics"],
  ["unchanged", "Unchanged topics"],
] as const;

/** What a document changed against the previous document of its edition and kind, and what it marks itself. */
export default async function DocumentChangesPage({ params }: { params: Promise<Params> }) {
  const c = getDocumentChanges((await params).id);
  if (!c) notFound();
  const { document: doc, predecessor } = c;
  return (
    <>
      <Breadcrumb items={[{ href: `/documents/${doc.id}`, label: `${doc.title} (${doc.date})` }, { label: "what changed" }]} />
      <h1 className="mt-2 text-2xl font-bold sm:text-3xl">
        What changed in the {doc.title} of {doc.date}
      </h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300" data-testid="changes-basis">
        {predecessor ? (
          <>
            Compared with the previous {doc.edition} document of the same kind:{" "}
            <Link className="underline" href={`/documents/${predecessor.id}`}>
              {predecessor.title} of {predecessor.date}
            </Link>
            .
          </>
        ) : (
          <>
            These sources hold no earlier {doc.edition} document of this kind, so each topic is compared with its previous version in any earlier {doc.edition}{" "}
            document, where there is one.
          </>
        )}
      </p>
      <div className="mt-4 flex flex-wrap gap-2 text-sm" data-testid="changes-counts">
        {GROUPS.map(([status, label]) => (
          <a key={status} href={`#${status}`} className="rounded border border-slate-300 px-2 py-1 dark:border-slate-600">
            {label}: {c.rows.filter((r) => r.status === status).length}
          </a>
        ))}
      </div>
      {GROUPS.map(([status, label]) => {
        const rows = c.rows.filter((r) => r.status === status);
        return (
          <section key={status} aria-labelledby={status} className="mt-8">
            <h2 id={status} className="text-lg font-semibold">
              {label} ({rows.length})
            </h2>
            {rows.length === 0 ? (
              <p className="text-sm text-slate-600 dark:text-slate-300">None.</p>
            ) : (
              <ul className="mt-2 space-y-1" data-testid={`changes-${status}`}>
                {rows.map((r) => (
                  <li key={r.topic.id} className="flex flex-wrap items-baseline gap-x-2">
                    <Link className="underline" href={r.entry ? toVersionHref(r.topic.id, r.entry.date) : toTopicHref(r.topic.id)}>
                      {r.topic.title}
                    </Link>
                    {r.status === "changed" && r.previous && r.entry && (
                      <>
                        <span className="text-xs text-slate-600 dark:text-slate-300">{r.substantive ? "in substance" : "editorial only"}</span>
                        <Link className="text-sm underline" href={toCompareHref(r.topic.id, r.previous.date, r.entry.date)}>
                          compare {r.previous.date} → {r.entry.date}
                        </Link>
                      </>
                    )}
                    {(r.status === "unchanged" || r.status === "removed") && r.previous && (
                      <span className="text-xs text-slate-600 dark:text-slate-300">last stated {r.previous.date}</span>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
      <section aria-labelledby="marked" className="mt-8">
        <h2 id="marked" className="text-lg font-semibold">
          Marked new or changed by the document itself ({c.marked.length})
        </h2>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          The document's own asterisks compare it with its own predecessor, which these sources may not hold; they can differ from the comparison above.
        </p>
        <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1" data-testid="changes-marked">
          {c.marked.map((e) => (
            <li key={e.id}>
              <Link className="underline" href={toVersionHref(e.topicId, e.date)}>
                {e.title}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
