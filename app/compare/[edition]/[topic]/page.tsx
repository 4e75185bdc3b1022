import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { getDocument, getEntry, getTopicBySlugs, listTopics, toTopicHref, toVersionHref } from "@/lib/content";
import { EDITIONS } from "@/lib/content/editions";
import { CompareView, type CompareVersion } from "./compare-view";
import { Breadcrumb } from "@/app/_components/breadcrumb";

type Params = { edition: string; topic: string };

export const dynamicParams = false;

/** Every topic stated by more than one document. */
export function generateStaticParams(): Params[] {
  return EDITIONS.flatMap((e) => listTopics(e.edition).filter((t) => t.versions.filter((v) => v.entryId).length > 1).map((t) => ({ edition: e.slug, topic: t.slug })));
}

function load(params: Params) {
  return getTopicBySlugs(params.edition, params.topic) ?? notFound();
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { ed, topic } = load(await params);
  return { title: `Compare versions of ${topic.title} (${ed.edition})`, description: `Word-by-word comparison of the versions of "${topic.title}" by date.` };
}

/** Two versions of a ruling side by side and inline; the versions are chosen in the URL (?from=DATE&to=DATE). */
export default async function ComparePage({ params }: { params: Promise<Params> }) {
  const { ed, topic } = load(await params);
  const versions: CompareVersion[] = topic.versions
    .filter((v) => v.entryId)
    .map((v) => {
      const e = getEntry(v.entryId!)!;
      return { date: v.date, documentTitle: getDocument(e.documentId)!.title, text: e.text, href: toVersionHref(topic.id, v.date) };
    });
  return (
    <>
      <Breadcrumb items={[{ href: `/${ed.slug}`, label: ed.name }, { href: toTopicHref(topic.id), label: topic.title }, { label: "compare" }]} />
      <h1 className="mt-2 text-2xl font-bold sm:text-3xl">Compare versions: {topic.title}</h1>
      <Suspense fallback={<p>Loading the comparison…</p>}>
        <CompareView versions={versions} />
      </Suspense>
    </>
  );
}
