import type { Metadata } from "next";
import { Link } from "@/app/_components/link";
import { notFound } from "next/navigation";
import {
  getDocument,
  getDocumentChanges,
  getTopic,
  listDocuments,
  toCompareHref,
  toEntryHref,
  toEntryKey,
  toShortName,
  toTopicHref,
  toDayBefore,
  RELATION_ACTIVE,
} from "@/lib/content";
import type { DocumentRecord, TopicId } from "@/lib/model";
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
  return {
    title: `What changed in ${c.document.title} (${c.document.date})`,
    description: `Rulings new, changed, restated and dropped in the ${c.document.title} of ${c.document.date}, and the earlier rulings it overturned.`,
  };
}

const GROUPS = [
  ["new", "New rulings"],
  ["changed", "New versions of earlier rulings"],
  ["removed", "Dropped rulings"],
  ["unchanged", "Restated unchanged"],
] as const;

/** What a document changed: its rulings against their versions in the family before it, what it overturned, and what it marks itself. */
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
            Each ruling is compared with its version in the previous document of the same family:{" "}
            <Link className="underline" href={`/documents/${predecessor.id}`}>
              {predecessor.title} of {predecessor.date}
            </Link>
            .
          </>
        ) : (
          <>
            These sources hold no earlier document of this family, so each of its rulings is new here. Earlier rulings of other documents that it reverses,
            supersedes, amends, clarifies or restates are named beside it.
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
      <TopicChanges doc={doc} />
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
              // Up to ~170 rows of several links: plain links styled by .changes-list (globals.css), not a hydrated,
              // prefetching Next.js Link and a row of classes each, both of which the page would carry twice over.
              <ul className="changes-list" data-testid={`changes-${status}`}>
                {rows.map((r) => (
                  <li key={(r.entry ?? r.previous)!.id}>
                    <a href={r.entry ? toEntryHref(r.entry) : toTopicHref(r.topic.id)}>{r.topic.title}</a>
                    {r.entry && r.entry.title !== r.topic.title && <span className="note">“{r.entry.title}”</span>}
                    {r.status === "changed" && r.previous && r.entry && (
                      <>
                        <span className="note">{r.partial ? "amends part of it" : r.substantive ? "in substance" : "editorial only"}</span>
                        <a className="text-sm" href={toCompareHref(r.topic.id, toEntryKey(r.previous), toEntryKey(r.entry))}>
                          compare {r.previous.date} → {r.entry.date}
                        </a>
                      </>
                    )}
                    {r.relations.map((v) => (
                      <span key={v.relation.to} className="text-sm" data-testid="changes-relation">
                        {RELATION_ACTIVE[v.relation.type].toLowerCase()} <a href={toEntryHref(v.other)}>{v.other.title}</a> (
                        {toShortName(getDocument(v.other.documentId)!)})
                      </span>
                    ))}
                    {(r.status === "unchanged" || r.status === "removed") && r.previous && <span className="note">last stated {r.previous.date}</span>}
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
        <ul className="changes-marked" data-testid="changes-marked">
          {c.marked.map((e) => (
            <li key={e.id}>
              <a href={toEntryHref(e)}>{e.title}</a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

const CLASSES = [
  ["substantive", "Changed in substance"],
  ["editorial", "Changed in wording only"],
  ["new", "New topics"],
  ["removed", "Dropped"],
] as const;

/**
 * The document's changes by topic, as the export gives them: against every ruling of its edition in force the day
 * before, whatever document it came from (a 2000 ruling amended by a 2017 document is a change, not a new topic).
 */
function TopicChanges({ doc }: { doc: DocumentRecord }) {
  const link = (id: TopicId) => (
    <a className="underline" href={toTopicHref(id)}>
      {getTopic(id)?.title ?? id}
    </a>
  );
  return (
    <section aria-labelledby="by-topic" className="mt-6 rounded border border-slate-200 p-3 dark:border-slate-700" data-testid="changes-summary">
      <h2 id="by-topic" className="text-lg font-semibold">
        By topic, against the {doc.edition} rulings in force on {toDayBefore(doc.date)}
      </h2>
      <dl className="mt-2 space-y-2 text-sm">
        {CLASSES.map(([cls, label]) => (
          <div key={cls} data-testid={`changes-class-${cls}`}>
            <dt className="font-medium">
              {label} ({doc.changes[cls].length})
            </dt>
            <dd>
              {doc.changes[cls].length
                ? doc.changes[cls].map((id, i) => (
                    <span key={id}>
                      {i > 0 && ", "}
                      {link(id)}
                    </span>
                  ))
                : "None."}
            </dd>
          </div>
        ))}
        <div data-testid="changes-class-renamed">
          <dt className="font-medium">Renamed ({doc.changes.renamed.length})</dt>
          <dd>
            {doc.changes.renamed.length
              ? doc.changes.renamed.map((r, i) => (
                  <span key={r.from}>
                    {i > 0 && ", "}
                    <code>{r.from}</code> → {link(r.to)}
                  </span>
                ))
              : "None."}
          </dd>
        </div>
      </dl>
    </section>
  );
}
