import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { EntryArticle } from "@/app/_components/entry-article";
import { RelationList } from "@/app/_components/relation-list";
import { TryIt } from "@/app/_components/try-it";
import { listExamplesForTopic } from "@/lib/engine";
import { listCitedTexts } from "@/lib/content/examples";
import { VersionTimeline } from "@/app/_components/version-timeline";
import {
  getDocument,
  getEntry,
  getLatestEntry,
  getTopic, getTopicBySlugs,
  listBacklinks,
  listRelations,
  listTopics,
  toExcerpt,
  toRefHref,
  toTopicHref,
  toVersionHref,
} from "@/lib/content";
import { EDITIONS } from "@/lib/content/editions";
import { Breadcrumb } from "@/app/_components/breadcrumb";

type Params = { edition: string; topic: string };

export const dynamicParams = false;

/** Every topic of both editions. */
export function generateStaticParams(): Params[] {
  return EDITIONS.flatMap((e) => listTopics(e.edition).map((t) => ({ edition: e.slug, topic: t.slug })));
}

function load(params: Params) {
  return getTopicBySlugs(params.edition, params.topic) ?? notFound();
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { ed, topic } = load(await params);
  const latest = getLatestEntry(topic);
  return { title: `${topic.title} (${ed.edition})`, description: toExcerpt(latest.text, 155) };
}

/** A topic: the ruling now, its other versions by date, what it references and what references it. */
export default async function TopicPage({ params }: { params: Promise<Params> }) {
  const { ed, topic } = load(await params);
  const latest = getLatestEntry(topic);
  const backlinks = listBacklinks(topic.id);
  const relations = listRelations(topic);
  const refs = latest.refs;
  return (
    <>
      <Breadcrumb items={[{ href: `/${ed.slug}`, label: ed.name }, { label: topic.title }]} />
      <p className="mt-4 text-sm font-medium uppercase tracking-wide text-slate-600 dark:text-slate-300">Latest ruling</p>
      <EntryArticle entry={latest} heading="h1" permalink={toVersionHref(topic.id, latest.date)} />
      {listExamplesForTopic(topic.id).map((ex) => (
        <TryIt key={ex.id} exampleId={ex.id} title={ex.title} cited={listCitedTexts(ex)} />
      ))}

      <section aria-labelledby="versions" className="mt-8">
        <h2 id="versions" className="text-lg font-semibold">
          Versions by date
        </h2>
        <VersionTimeline topic={topic} currentEntryId={latest.id} />
      </section>

      <RelationList relations={relations} />

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
