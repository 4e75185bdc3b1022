import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import {
  getDocument,
  getEntry,
  getTopicBySlugs,
  listRelations,
  listTopics,
  toEntryHref,
  toEntryKey,
  toTopicHref,
  toRulingText,
  toShortName,
  toVersionDiff,
  EDITIONS,
} from "@/lib/content";
import { listAdjacentVersions } from "./adjacent-versions";
import { CompareView, type CompareDiffs, type CompareRelation, type CompareVersion } from "./compare-view";
import { Breadcrumb } from "@/app/_components/breadcrumb";

type Params = { edition: string; topic: string };

export const dynamicParams = false;

/** Every topic stated by more than one document. */
export function generateStaticParams(): Params[] {
  return EDITIONS.flatMap((e) =>
    listTopics(e.edition)
      .filter((t) => t.versions.filter((v) => v.entryId).length > 1)
      .map((t) => ({ edition: e.slug, topic: t.slug })),
  );
}

function load(params: Params) {
  return getTopicBySlugs(params.edition, params.topic) ?? notFound();
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { ed, topic } = load(await params);
  return {
    title: `Compare rulings on ${topic.title} (${ed.edition})`,
    description: `The rulings on "${topic.title}" side by side, and word by word between versions of one ruling.`,
  };
}

/**
 * Two statements on a topic side by side, chosen in the URL (?from=KEY&to=KEY, a date or date-2 …): word-diffed when
 * they are versions of one ruling, shown as two different rulings (with the relation between them, if any) otherwise.
 */
export default async function ComparePage({ params }: { params: Promise<Params> }) {
  const { ed, topic } = load(await params);
  const rulingOf = new Map<string, string>();
  for (const v of topic.versions) if (v.entryId) rulingOf.set(v.entryId, v.previous ? (rulingOf.get(v.previous) ?? v.previous) : v.entryId);
  const versions: CompareVersion[] = topic.versions
    .filter((v) => v.entryId)
    .map((v) => {
      const e = getEntry(v.entryId!)!;
      const doc = getDocument(e.documentId)!;
      return {
        key: toEntryKey(e),
        date: e.date,
        title: e.title,
        documentTitle: doc.title,
        // The key beside it says the date.
        documentShort: toShortName(doc).replace(/^\d{4} /, ""),
        text: toRulingText(e),
        href: toEntryHref(e),
        ruling: rulingOf.get(e.id)!,
        partial: v.partial === true,
      };
    });
  // The word diffs of each version against the one before it (either way), computed here: what a reader compares most
  // (the default pair among them), with no diff code in the page's first load. Any other pair of versions is compared in
  // the browser (a chunk loaded then): every pair here would be quadratic in versions (200 versions at 100x, 39,800 diffs).
  const diffs: CompareDiffs = {};
  for (const [x, y] of listAdjacentVersions(versions)) (diffs[x.key] ??= {})[y.key] = toVersionDiff(x.text, y.text);
  const keyOf = new Map(versions.map((v) => [topic.versions.find((x) => x.key === v.key)!.entryId!, v.key]));
  const relations: CompareRelation[] = listRelations(topic)
    .filter((r) => r.direction === "from" && keyOf.has(r.relation.to))
    .map((r) => ({ from: keyOf.get(r.relation.from)!, to: keyOf.get(r.relation.to)!, type: r.relation.type, note: r.relation.note }));
  return (
    <>
      <Breadcrumb items={[{ href: `/${ed.slug}`, label: ed.name }, { href: toTopicHref(topic.id), label: topic.title }, { label: "compare" }]} />
      <h1 className="mt-2 text-2xl font-bold sm:text-3xl">Compare rulings: {topic.title}</h1>
      <Suspense fallback={<p>Loading the comparison…</p>}>
        <CompareView versions={versions} relations={relations} diffs={diffs} />
      </Suspense>
    </>
  );
}
