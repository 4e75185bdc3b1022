import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Breadcrumb } from "@/app/_components/breadcrumb";
import { Link } from "@/app/_components/link";
import { StatusBadge } from "@/app/_components/ruling-status";
import {
  EDITIONS,
  getCardBySlugs,
  getCardTopicId,
  getDocument,
  getTopic,
  listCardRulings,
  listCards,
  toRulingsCount,
  toTopicHref,
  type CardRuling,
} from "@/lib/content";

type Params = { edition: string; card: string };

export const dynamicParams = false;

/** Every card of both editions that a ruling names. */
export function generateStaticParams(): Params[] {
  return EDITIONS.flatMap((e) => listCards(e.edition).map((c) => ({ edition: e.slug, card: c.slug })));
}

function load(params: Params) {
  return getCardBySlugs(params.edition, params.card) ?? notFound();
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const card = load(await params);
  const n = listCardRulings(card).length;
  return {
    title: `${card.title} (${card.edition} card)`,
    description: `${toRulingsCount(n)}: every ruling on ${card.title}, in force first, then those that ended.`,
  };
}

/**
 * How many of a topic's other versions naming the card are listed under its newest; the older are counted and left to
 * the topic's page (a long archive re-issues a ruling hundreds of times).
 */
const VERSIONS_LISTED = 10;

/** Where a ruling names the card, as the page says it: an FAQ entry's text is its answer. */
const toPlace = (where: CardRuling["where"][number], faq: boolean) =>
  where === "title" ? "its title" : where === "question" ? "the question" : faq ? "the answer" : "its text";

/** A card: its own topic first where it has one, then every ruling that names it, those in force first, then those that ended. */
export default async function CardPage({ params }: { params: Promise<Params> }) {
  const p = await params;
  const card = load(p);
  const ed = EDITIONS.find((e) => e.edition === card.edition)!;
  const rulings = listCardRulings(card);
  const inForce = rulings.filter((r) => r.status.inForce);
  const ended = rulings.filter((r) => !r.status.inForce);
  const topicId = getCardTopicId(card);
  const topic = topicId ? getTopic(topicId) : null;
  return (
    <>
      <Breadcrumb items={[{ href: `/${ed.slug}`, label: ed.name }, { href: `/cards/${ed.slug}`, label: "Cards" }, { label: card.title }]} />
      <h1 className="mt-3 text-2xl font-bold sm:text-3xl" data-testid="card-title">
        {card.title}
      </h1>
      <p className="mt-1 text-slate-700 dark:text-slate-300" data-testid="card-summary">
        {ed.name} card{card.type ? ` · ${card.type}` : ""} · {toRulingsCount(rulings.length)} ({inForce.length} in force
        {ended.length ? `, ${ended.length} ended` : ""})
      </p>
      {topic && (
        <p className="mt-3 rounded border border-slate-200 px-3 py-2 dark:border-slate-700" data-testid="card-topic">
          Its own topic:{" "}
          <Link href={toTopicHref(topic.id)} className="font-semibold underline">
            {topic.title}
          </Link>{" "}
          <span className="text-sm text-slate-600 dark:text-slate-300">(the rulings filed under the card, with their history)</span>
        </p>
      )}
      <RulingSection id="in-force" heading={`In force (${inForce.length})`} rulings={inForce} />
      {ended.length > 0 && <RulingSection id="ended" heading={`No longer in force (${ended.length})`} rulings={ended} />}
    </>
  );
}

/**
 * A topic's rulings that name the card, newest first: the first in full, the topic's other versions that name it (a
 * re-issued document's restatement, an earlier version) one line each under it. A long archive re-issues a ruling many
 * times: the page grows by a line per version, not by the whole ruling again.
 */
function byTopic(rulings: CardRuling[]): { first: CardRuling; more: CardRuling[] }[] {
  const groups = new Map<string, { first: CardRuling; more: CardRuling[] }>();
  for (const r of rulings) {
    const group = groups.get(r.entry.topicId);
    if (group) group.more.push(r);
    else groups.set(r.entry.topicId, { first: r, more: [] });
  }
  return [...groups.values()];
}

function RulingSection({ id, heading, rulings }: { id: string; heading: string; rulings: CardRuling[] }) {
  return (
    <section aria-labelledby={id} className="mt-6">
      <h2 id={id} className="text-lg font-semibold">
        {heading}
      </h2>
      {rulings.length === 0 ? (
        <p className="mt-2 text-slate-700 dark:text-slate-300">None.</p>
      ) : (
        <ul className="mt-2 space-y-3" data-testid={`card-rulings-${id}`}>
          {byTopic(rulings).map(({ first, more }) => (
            <CardRulingItem key={first.entry.id} ruling={first} more={more} />
          ))}
        </ul>
      )}
    </section>
  );
}

function CardRulingItem({ ruling, more }: { ruling: CardRuling; more: CardRuling[] }) {
  const { entry, status } = ruling;
  const doc = getDocument(entry.documentId)!;
  return (
    <li className="rounded border border-slate-200 px-3 py-2 dark:border-slate-700" data-testid="card-ruling" data-entry={entry.id}>
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <a href={ruling.href} className="font-semibold underline" data-asof-link="">
          {entry.title}
        </a>
        <StatusBadge status={status} />
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {doc.title} · <time dateTime={entry.date}>{entry.date}</time> · named in {ruling.where.map((w) => toPlace(w, !!entry.faq)).join(", ")}
        {ruling.doubtful ? " (by a name that is also a plain word, read as the card)" : ""}
      </p>
      {!status.inForce && (
        <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="ended-by">
          {status.longLabel}
        </p>
      )}
      <blockquote className="mt-1 border-l-2 border-slate-300 pl-2 text-slate-800 dark:border-slate-600 dark:text-slate-200">{ruling.sentence}</blockquote>
      {more.length > 0 && (
        <>
          <p className="mt-2 text-sm font-medium">Other versions of this topic that name the card ({more.length}):</p>
          <ul className="mt-1 space-y-1 text-sm">
            {more.slice(0, VERSIONS_LISTED).map((r) => (
              <li key={r.entry.id} data-testid="card-ruling" data-entry={r.entry.id}>
                <a href={r.href} className="underline" data-asof-link="">
                  {getDocument(r.entry.documentId)!.title}, <time dateTime={r.entry.date}>{r.entry.date}</time>
                </a>
                {r.sentence !== ruling.sentence && <span className="text-slate-700 dark:text-slate-300">: “{r.sentence}”</span>}{" "}
                <span className="text-slate-600 dark:text-slate-300" {...(r.status.inForce ? {} : { "data-testid": "ended-by" })}>
                  ({r.status.inForce ? "in force" : r.status.longLabel})
                </span>
              </li>
            ))}
            {more.length > VERSIONS_LISTED && (
              <li data-testid="card-ruling-older">
                and {more.length - VERSIONS_LISTED} older:{" "}
                <a href={`${toTopicHref(entry.topicId)}#versions`} className="underline">
                  every version, on the topic&apos;s page
                </a>
              </li>
            )}
          </ul>
        </>
      )}
    </li>
  );
}
