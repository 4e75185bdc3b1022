import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { EntryArticle } from "@/app/_components/entry-article";
import {
  getDocument,
  getEntry,
  getLatestEntry,
  getTopic,
  listBacklinks,
  listRelations,
  listTopics,
  toExcerpt,
  toRefHref,
  toTopicHref,
  toVersionHref,
} from "@/lib/content";
import { EDITIONS, getEditionBySlug } from "@/lib/content/editions";

type Params = { edition: string; topic: string };

export const dynamicParams = false;

/** Every topic of both editions. */
export function generateStaticParams(): Params[] {
  return EDITIONS.flatMap((e) => listTopics(e.edition).map((t) => ({ edition: e.slug, topic: t.slug })));
}

function load(params: Params) {
  const ed = getEditionBySlug(params.edition);
  const topic = ed ? getTopic(`${ed.slug}/${params.topic}`) : null;
  if (!ed || !topic) notFound();
  return { ed, topic };
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { ed, topic } = load(await params);
  const latest = getLatestEntry(topic);
  return { title: `${topic.title} (${ed.edition})`, description: toExcerpt(latest.text, 155) };
}

const CHANGE_LABEL = { new: "first stated", changed: "changed", unchanged: "unchanged", removed: "no longer listed" } as const;

/** A topic: the ruling now, its other versions by date, what it references and what references it. */
export default async function TopicPage({ params }: { params: Promise<Params> }) {
  const { ed, topic } = load(await params);
  const latest = getLatestEntry(topic);
  const backlinks = listBacklinks(topic.id);
  const relations = listRelations(topic);
  const versions = [...topic.versions].reverse();
  const refs = latest.refs;
  return (
    <>
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600 dark:text-slate-300 print:hidden">
        <Link href={`/${ed.slug}`} className="underline">
          {ed.name}
        </Link>{" "}
        › {topic.title}
      </nav>
      <p className="mt-4 text-sm font-medium uppercase tracking-wide text-slate-600 dark:text-slate-300">Latest ruling</p>
      <EntryArticle entry={latest} heading="h1" permalink={toVersionHref(topic.id, latest.date)} />

      <section aria-labelledby="versions" className="mt-8">
        <h2 id="versions" className="text-lg font-semibold">
          Versions by date
        </h2>
        <ol className="mt-2 space-y-1" data-testid="versions">
          {versions.map((v) => {
            const doc = getDocument(v.documentId)!;
            const label = `${v.date} · ${doc.title}`;
            return (
              <li key={`${v.documentId}-${v.change}`} className="flex flex-wrap items-baseline gap-2">
                {v.entryId ? (
                  <Link href={toVersionHref(topic.id, v.date)} className="underline">
                    {label}
                  </Link>
                ) : (
                  <span>{label}</span>
                )}
                <span className="rounded bg-slate-100 px-1.5 text-xs dark:bg-slate-800">{CHANGE_LABEL[v.change]}</span>
                {v.entryId === latest.id && <span className="text-xs text-slate-600 dark:text-slate-300">(shown above)</span>}
              </li>
            );
          })}
        </ol>
      </section>

      {relations.length > 0 && (
        <section aria-labelledby="related" className="mt-8">
          <h2 id="related" className="text-lg font-semibold">
            Related rulings
          </h2>
          <ul className="mt-2 space-y-2">
            {relations.map(({ relation, other, direction }) => (
              <li key={`${relation.from.entryId}-${relation.to.entryId}`}>
                <span className="font-medium">{toRelationLabel(relation.type, direction)}</span>{" "}
                <Link href={toVersionHref(other.topicId, other.date)} className="underline">
                  {other.title}
                </Link>{" "}
                <span className="text-sm text-slate-600 dark:text-slate-300">
                  ({getDocument(other.documentId)!.title}, {other.date})
                </span>
                <p className="text-sm text-slate-700 dark:text-slate-300">{relation.note}</p>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="references" className="mt-8">
        <h2 id="references" className="text-lg font-semibold">
          References
        </h2>
        {refs.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">This ruling refers to no other entry.</p>
        ) : (
          <ul className="mt-2 list-disc space-y-1 pl-5" data-testid="references">
            {refs.map((r, i) => {
              const href = toRefHref(r);
              const target = r.entryId ? getEntry(r.entryId) : null;
              return (
                <li key={`${r.label}-${i}`}>
                  {href && target ? (
                    <Link href={href} className="underline">
                      {target.title}
                    </Link>
                  ) : (
                    <span>{r.label}</span>
                  )}{" "}
                  <span className="text-sm text-slate-600 dark:text-slate-300">
                    {r.status === "resolved" && target ? `(${target.date})` : r.status === "external" ? `— in ${r.externalDoc}, not in these documents` : "— no matching entry (unresolved)"}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby="referenced-by" className="mt-8">
        <h2 id="referenced-by" className="text-lg font-semibold">
          Referenced by
        </h2>
        {backlinks.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">No other entry refers to this topic.</p>
        ) : (
          <ul className="mt-2 list-disc space-y-1 pl-5" data-testid="backlinks">
            {backlinks.map((e) => (
              <li key={e.id}>
                <Link href={latestOrVersion(e)} className="underline">
                  {e.title}
                </Link>{" "}
                <span className="text-sm text-slate-600 dark:text-slate-300">
                  ({getDocument(e.documentId)!.title}, {e.date})
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function latestOrVersion(e: { topicId: string; id: string; date: string }): string {
  const t = getTopic(e.topicId)!;
  return getLatestEntry(t).id === e.id ? toTopicHref(t.id) : toVersionHref(t.id, e.date);
}

function toRelationLabel(type: string, direction: "from" | "to"): string {
  if (type === "reverses") return direction === "from" ? "Reverses:" : "Reversed by:";
  if (type === "supersedes") return direction === "from" ? "Supersedes:" : "Superseded by:";
  return "Related:";
}
