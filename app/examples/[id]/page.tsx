import type { Metadata } from "next";
import { Link } from "@/app/_components/link";
import { notFound } from "next/navigation";
import { getExample } from "@/lib/engine";
import { listCitedEntries, listCitedTexts, listExamples, listStaleNotices } from "@/lib/content";
import { StaleCitations } from "@/app/_components/stale-citations";
import { LazyExampleRunner } from "../_components/example-runner-lazy";
import { listSuggestions } from "../_lib/suggestions";
import { Breadcrumb } from "@/app/_components/breadcrumb";

type Params = { id: string };

export const dynamicParams = false;

/** Every worked example. */
export function generateStaticParams(): Params[] {
  return listExamples().map((e) => ({ id: e.id }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const e = getExample((await params).id);
  return e ? { title: `Worked example: ${e.title}`, description: e.summary } : {};
}

/** One worked example: what it computes, what it cites and assumes, and the example itself. */
export default async function ExamplePage({ params }: { params: Promise<Params> }) {
  const example = getExample((await params).id);
  if (!example) notFound();
  const cited = listCitedEntries(example);
  return (
    <>
      <Breadcrumb items={[{ href: "/examples", label: "Worked examples" }, { label: example.title }]} />
      <h1 className="mt-2 text-2xl font-bold sm:text-3xl">{example.title}</h1>
      <p className="mt-2 max-w-prose text-slate-700 dark:text-slate-300">{example.summary}</p>
      <p className="mt-2 text-sm" data-testid="example-cites">
        Implements:{" "}
        {cited.map((c, i) => (
          <span key={c.entryId}>
            {i > 0 && "; "}
            <Link className="underline" href={c.href}>
              {c.title}
            </Link>{" "}
            ({c.documentTitle}, {c.date})
          </span>
        ))}
      </p>
      <StaleCitations notices={listStaleNotices(example)} />
      {example.assumptions.length > 0 && (
        <div className="mt-3 rounded border-l-4 border-slate-400 bg-slate-50 px-3 py-2 text-sm dark:bg-slate-900" data-testid="example-assumptions">
          <p className="font-medium">Assumptions the sources do not state:</p>
          <ul className="list-disc pl-5">
            {example.assumptions.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
        </div>
      )}
      <section aria-labelledby="compute" className="mt-6">
        <h2 id="compute" className="text-xl font-semibold">
          Try it
        </h2>
        <div className="mt-3">
          <LazyExampleRunner exampleId={example.id} cited={listCitedTexts(example)} suggestions={listSuggestions(example.id)} />
        </div>
      </section>
    </>
  );
}
