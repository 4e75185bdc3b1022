import type { Metadata } from "next";
import { Link } from "@/app/_components/link";
import { notFound } from "next/navigation";
import { AsOfInForce, AsOfLead, AsOfReferences, AsOfSwap, AsOfTarget, AsOfView, TopicSummary, type SubjectRuling } from "@/app/_components/as-of-view";
import { EntryArticle } from "@/app/_components/entry-article";
import { RelationList } from "@/app/_components/relation-list";
import { AmendmentList } from "@/app/_components/amendment-list";
import { TryIt } from "@/app/_components/try-it";
import { listExamplesForTopic } from "@/lib/engine";
import {
  listCitedTexts,
  listStaleNotices,
  getCurrentEntry,
  getDocument,
  getDroppedBy,
  getEntry,
  getStatus,
  getMovedTopic,
  getTopic,
  getTopicBySlugs,
  listAmendments,
  listBacklinks,
  listMovedTopics,
  listRelations,
  listRulings,
  listRulingsInForce,
  listTopics,
  toAsOfFacts,
  toEntryHref,
  toEntryKey,
  toRulingName,
  toEntryOrTopicHref,
  toExcerpt,
  toRefHref,
  toShortName,
  toTopicHref,
  EDITIONS,
} from "@/lib/content";
import { RulingTimeline } from "@/app/_components/ruling-timeline";
import { AsOfStatus, RulingChanges, StatusBadge, StatusDetail } from "@/app/_components/ruling-status";
import type { Entry, Ref, Topic } from "@/lib/model";
import { MovedNotice, toMovedMetadata } from "@/app/_components/moved-notice";
import { Breadcrumb } from "@/app/_components/breadcrumb";

type Params = { edition: string; topic: string };

/**
 * How many of a subject's newest rulings the page carries whole for its as-of view; an older one is shown by name with
 * a link. No topic of the five documents has as many (a long archive's topic may have hundreds).
 */
const AS_OF_TEXTS = 12;
/** How many of a topic's rulings in force are shown whole; the others (a long archive's) by their opening words and a link. */
const IN_FORCE_TEXTS = 12;

export const dynamicParams = false;

/** Every topic of both editions, and the old addresses of topics that were merged or renamed. */
export function generateStaticParams(): Params[] {
  return EDITIONS.flatMap((e) => [
    ...listTopics(e.edition).map((t) => ({ edition: e.slug, topic: t.slug })),
    ...listMovedTopics(e.edition).map((m) => ({ edition: e.slug, topic: m.from.split("/")[1]! })),
  ]);
}

function load(params: Params) {
  return getTopicBySlugs(params.edition, params.topic) ?? notFound();
}

/** The topic an old address now leads to, or null. */
function loadMoved(params: Params) {
  const moved = getMovedTopic(params.edition, params.topic);
  const topic = moved ? getTopic(moved.to) : null;
  return moved && topic ? { moved, topic } : null;
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const p = await params;
  const gone = loadMoved(p);
  if (gone) return toMovedMetadata(gone.topic.title, toTopicHref(gone.topic.id));
  const { ed, topic } = load(p);
  const current = getCurrentEntry(topic);
  return { title: `${topic.title} (${ed.edition})`, description: toExcerpt(current.text, 155) };
}

/** A topic: the rulings in force now, every ruling on it by date with its status, what they reference and what references them. */
export default async function TopicPage({ params }: { params: Promise<Params> }) {
  const p = await params;
  const gone = loadMoved(p);
  if (gone) return <MovedNotice href={toTopicHref(gone.topic.id)} title={gone.topic.title} reason={gone.moved.reason} />;
  const { ed, topic } = load(p);
  const inForce = listRulingsInForce(topic);
  const rulings = listRulings(topic);
  const ended = rulings.filter((e) => !inForce.includes(e));
  const current = getCurrentEntry(topic);
  const shown = inForce.length ? inForce : [current];
  const backlinks = listBacklinks(topic.id);
  const subject = listSubjectRulings(topic, rulings);
  const facts = rulings.map(toAsOfFacts);
  // A relation already quoted in a ruling's status (what ended or amended it) is not listed again below.
  const quoted = new Set(
    rulings.flatMap((e) => {
      const status = getStatus(e);
      return [status.ended?.relationRecord, ...status.notes.map((n) => n.relation)].flatMap((r) => (r ? [`${r.from}|${r.to}`] : []));
    }),
  );
  const relations = listRelations(topic).filter((view) => !quoted.has(`${view.relation.from}|${view.relation.to}`));
  const refs = listReferences(shown, rulings);
  return (
    <>
      <Breadcrumb items={[{ href: `/${ed.slug}`, label: ed.name }, { label: topic.title }]} />
      <h1 className="mt-3 text-2xl font-bold sm:text-3xl" data-testid="topic-title">
        {topic.title}
      </h1>
      {topic.aliases.length > 0 && (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300 print:hidden" data-testid="aliases">
          Also filed as: {topic.aliases.join(" · ")}
        </p>
      )}
      <AsOfView
        topicId={topic.id}
        names={Object.fromEntries(rulings.map((e) => [toEntryKey(e), toRulingName(e)]))}
        subject={subject.filter((e) => e.topicId !== topic.id).map(toSubjectRuling)}
      />
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300 print:hidden" data-testid="topic-summary">
        <TopicSummary rulings={facts} pointers={topic.pointers.length} />
      </p>
      <AsOfLead rulings={subject.map(toAsOfFacts)}>
        {subject.map((entry, i) => (
          <AsOfInForce key={entry.id} facts={toAsOfFacts(entry)}>
            <div className="mt-3" data-testid="asof-ruling">
              <div className="flex flex-wrap items-center gap-2">
                <StatusBadge status={getStatus(entry)} entry={entry} />
                <span className="text-sm text-slate-600 dark:text-slate-300">
                  {getDocument(entry.documentId)!.title} · {entry.date}
                  {entry.topicId !== topic.id && ` · filed under ${getTopic(entry.topicId)!.title}`}
                </span>
              </div>
              {/* The newest rulings are carried whole; an older one of a long history is a link to its own page (a page grows
                  with its topic's versions, not with their texts). */}
              {i >= subject.length - AS_OF_TEXTS ? (
                <EntryArticle entry={entry} heading="h3" permalink={toEntryHref(entry)} compact />
              ) : (
                <p className="mt-1" data-testid="asof-ruling-link">
                  <a href={toEntryHref(entry)} className="underline" data-asof-link="">
                    Read this ruling
                  </a>
                </p>
              )}
            </div>
          </AsOfInForce>
        ))}
      </AsOfLead>
      <section aria-labelledby="in-force" className="mt-4">
        <h2 id="in-force" className="text-sm font-medium uppercase tracking-wide text-slate-600 dark:text-slate-300 print:hidden">
          <AsOfSwap
            now={
              inForce.length ? (inForce.length === 1 ? "In force" : `In force (${inForce.length} rulings)`) : rulings.length ? "No ruling in force" : "Pointer"
            }
            asOf={inForce.length ? "In force now" : rulings.length ? "No ruling in force now" : "Pointer"}
          />
        </h2>
        {!inForce.length && rulings.length > 0 && (
          <p
            role="note"
            className="mt-2 rounded border-l-4 border-rose-500 bg-rose-50 px-3 py-2 text-rose-950 dark:bg-rose-950 dark:text-rose-100 print:hidden"
            data-testid="none-in-force"
          >
            {droppedBy(topic) ?? "No ruling on this topic is in force now."} Its latest ruling is shown below with what ended it.
          </p>
        )}
        {shown.map((entry, i) => {
          const status = getStatus(entry);
          // Past the newest few, a ruling in force is its status, name, date and opening words, a link to its page.
          if (i >= IN_FORCE_TEXTS)
            return (
              <div key={entry.id} className="mt-3" data-testid="ruling-in-force" data-folded="">
                <div className="flex flex-wrap items-center gap-2">
                  <StatusBadge status={status} entry={entry} />
                  <a href={toEntryHref(entry)} className="font-semibold underline" data-asof-link="">
                    {entry.title}
                  </a>
                  <span className="text-sm text-slate-600 dark:text-slate-300">
                    {getDocument(entry.documentId)!.title} · {entry.date}
                  </span>
                </div>
                <p className="mt-1 text-slate-800 dark:text-slate-200">{toExcerpt(entry.text, 160)}</p>
              </div>
            );
          return (
            <div key={entry.id} className="mt-3" data-testid="ruling-in-force">
              <div className="flex flex-wrap items-center gap-2 print:hidden">
                <StatusBadge status={status} entry={entry} />
              </div>
              <div className="print:hidden">
                <RulingChanges entry={entry} />
              </div>
              <EntryArticle
                entry={entry}
                heading="h2"
                permalink={toEntryHref(entry)}
                status={
                  <div className="print:hidden">
                    <StatusDetail entry={entry} status={status} />
                  </div>
                }
              />
            </div>
          );
        })}
      </section>
      <AmendmentList amendments={listAmendments(topic)} />
      <div className="print:hidden">
        {listExamplesForTopic(topic.id).map((ex) => (
          <TryIt key={ex.id} exampleId={ex.id} title={ex.title} cited={listCitedTexts(ex)} stale={listStaleNotices(ex)} />
        ))}
      </div>

      <section aria-labelledby="versions" className="mt-8 print:hidden">
        <h2 id="versions" className="text-lg font-semibold">
          All rulings by date
        </h2>
        {ended.length > 0 && (
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            {ended.length} {ended.length === 1 ? "ruling is" : "rulings are"} no longer in force as stated: reversed, superseded, dropped, or replaced by a
            newer version.
          </p>
        )}
        <RulingTimeline topic={topic} shownIds={shown.map((e) => e.id)} />
      </section>

      <RelationList relations={relations} />

      <section aria-labelledby="references" className="mt-8 print:hidden">
        <h2 id="references" className="text-lg font-semibold">
          References
        </h2>
        <AsOfReferences
          rulings={facts}
          empty={`${shown.length > 1 ? "These rulings refer" : "This ruling refers"} to no other entry.`}
          items={refs.map(({ ref: r, citedBy, now: cited }, i) => {
            const href = toRefHref(r);
            const target = r.entryId ? getEntry(r.entryId) : null;
            const now = (
              <>
                {href && target ? (
                  <Link href={href} className="underline">
                    {target.title}
                  </Link>
                ) : (
                  <span>{r.label}</span>
                )}{" "}
                <span className="text-sm text-slate-600 dark:text-slate-300">
                  {r.status === "resolved" && target
                    ? `(${target.date})`
                    : r.status === "external"
                      ? `— in ${r.externalDoc}, not in these documents`
                      : "— no matching entry (unresolved)"}
                </span>
              </>
            );
            const targetTopic = target ? getTopic(target.topicId) : null;
            return {
              key: `${r.label}-${i}`,
              citedBy: citedBy.map(toAsOfFacts),
              now: cited,
              // In an as-of view, the target topic's rulings of that date.
              node:
                target && targetTopic ? (
                  <AsOfTarget rulings={listRulings(targetTopic).map(toSubjectRuling)} current={toSubjectRuling(target)}>
                    {now}
                  </AsOfTarget>
                ) : (
                  now
                ),
            };
          })}
        />
      </section>

      <section aria-labelledby="referenced-by" className="mt-8 print:hidden">
        <h2 id="referenced-by" className="text-lg font-semibold">
          Referenced by
        </h2>
        {backlinks.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">No other entry refers to this topic.</p>
        ) : (
          <ul className="mt-2 list-disc space-y-1 pl-5" data-testid="backlinks">
            {backlinks.map((e) => (
              <li key={e.id}>
                <a href={toEntryOrTopicHref(e)} className="underline" data-asof-link="">
                  {e.title}
                </a>{" "}
                <span className="text-sm text-slate-600 dark:text-slate-300">
                  ({getDocument(e.documentId)!.title}, {e.date})
                </span>{" "}
                <AsOfStatus entry={e} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/**
 * The references of a topic's rulings, each once: those of the rulings shown now first (`now`), then those only older
 * rulings make, for the as-of view; with the rulings that make each.
 */
function listReferences(shown: Entry[], rulings: Entry[]): { ref: Ref; citedBy: Entry[]; now: boolean }[] {
  const byKey = new Map<string, { ref: Ref; citedBy: Entry[]; now: boolean }>();
  const shownIds = new Set(shown.map((e) => e.id));
  for (const e of [...shown, ...rulings.filter((r) => !shownIds.has(r.id))]) {
    for (const ref of e.refs) {
      const key = `${ref.label}|${ref.topicId}`;
      const item = byKey.get(key) ?? { ref, citedBy: [], now: false };
      if (!item.citedBy.includes(e)) item.citedBy.push(e);
      item.now ||= shownIds.has(e.id);
      byKey.set(key, item);
    }
  }
  return [...byKey.values()];
}

/** A ruling as the as-of view names and links it. */
function toSubjectRuling(entry: Entry): SubjectRuling {
  return { name: toRulingName(entry), href: toEntryHref(entry), facts: toAsOfFacts(entry) };
}

/**
 * The rulings on a topic's subject, for its as-of view to lead with those in force on the date: the topic's own, and the
 * rulings of other topics that its rulings reverse, supersede, amend or relate to (a 1995 FAQ answer a 2000 ruling
 * reversed), oldest first.
 */
function listSubjectRulings(topic: Topic, rulings: Entry[]): Entry[] {
  const others = listRelations(topic)
    .filter((v) => v.direction === "from" || v.relation.type === "related")
    .map((v) => v.other)
    .filter((e) => e.topicId !== topic.id);
  return [...new Map([...rulings, ...others].map((e) => [e.id, e])).values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** "Dropped from the 2014 CRD on 2014-07-07: no ruling on this topic is in force now." when a document dropped it. */
function droppedBy(topic: Topic): string | null {
  const dropped = getDroppedBy(topic);
  return dropped ? `Dropped from the ${toShortName(dropped.document)} on ${dropped.date}: no ruling on this topic is in force now.` : null;
}
