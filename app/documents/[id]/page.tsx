import type { Metadata } from "next";
import { Link } from "@/app/_components/link";
import { notFound } from "next/navigation";
import { EntryArticle } from "@/app/_components/entry-article";
import { getDocument, getDocumentParts, listDocuments, listEntries, toAnchor, toEntryAnchorHref, type DocumentParts } from "@/lib/content";
import type { DocumentRecord, Entry } from "@/lib/model";
import { DocumentHeader } from "../_components/document-header";
import { MovedAnchors } from "../_components/moved-anchors";
import { PartList, toPartHref } from "../_components/part-nav";

type Params = { id: string };

export const dynamicParams = false;

/** Every document. */
export function generateStaticParams(): Params[] {
  return listDocuments().map((d) => ({ id: d.id }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const doc = getDocument((await params).id);
  if (!doc) return {};
  const parts = getDocumentParts(doc.id);
  return {
    title: `${doc.title} (${doc.edition}, ${doc.date})`,
    description: parts
      ? `The ${doc.title} issued by ${doc.issuer} on ${doc.date}: its introduction and contents, read in ${parts.parts.length} parts.`
      : `The whole ${doc.title} issued by ${doc.issuer} on ${doc.date}, in reading order.`,
  };
}

/** A document: whole in reading order when short; a long one's introduction and contents, its entries read in parts. */
export default async function DocumentPage({ params }: { params: Promise<Params> }) {
  const doc = getDocument((await params).id);
  if (!doc) notFound();
  const entries = listEntries(doc.id);
  const parts = getDocumentParts(doc.id);
  return (
    <>
      <DocumentHeader doc={doc} heading={doc.title} facts={parts ? `${entries.length} entries in ${parts.parts.length} parts` : `${entries.length} entries`} />
      {parts ? <Contents doc={doc} parts={parts} /> : <WholeDocument entries={entries} />}
      <p className="mt-10 print:hidden">
        <Link href="#main" className="underline">
          Back to top
        </Link>
      </p>
    </>
  );
}

/** A long document's contents page: every part with its entries (each line keeping the entry's old anchor), then its introduction. */
function Contents({ doc, parts }: { doc: DocumentRecord; parts: DocumentParts }) {
  return (
    <>
      <form action="/search" role="search" aria-label="Search this document" className="mt-4 flex max-w-md gap-2 print:hidden">
        <input type="hidden" name="document" value={doc.id} />
        <input
          type="search"
          name="q"
          aria-label="Search this document"
          placeholder="Search this document"
          className="min-h-11 min-w-0 flex-1 rounded border border-slate-400 px-2 dark:border-slate-500 dark:bg-slate-900"
        />
        <button type="submit" className="min-h-11 rounded border border-slate-400 px-3 dark:border-slate-500">
          Search
        </button>
      </form>
      <nav aria-labelledby="toc" className="mt-6 print:hidden" data-testid="document-contents">
        <h2 id="toc" className="text-xl font-bold">
          Contents
        </h2>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          Read in {parts.parts.length} parts, {parts.by === "letter" ? "one per letter" : "one per section of the document"}:
        </p>
        <div className="mt-2">
          <PartList documentId={doc.id} parts={parts} />
        </div>
        {parts.parts.map((p) => (
          <section key={p.slug} aria-labelledby={`part-${p.slug}`} className="mt-5">
            <h3 id={`part-${p.slug}`} className="font-semibold">
              <a className="underline" href={toPartHref(doc.id, p)}>
                {p.title}
              </a>{" "}
              <span className="text-sm font-normal text-slate-600 dark:text-slate-300">
                ({p.entries.length} {p.entries.length === 1 ? "entry" : "entries"})
              </span>
            </h3>
            <ol className="toc-list columns-1 text-sm sm:columns-2">
              {p.entries.map((e) => (
                <li key={e.id} id={toAnchor(e)} data-moved="">
                  <a href={toEntryAnchorHref(e)}>{e.title}</a>
                </li>
              ))}
            </ol>
          </section>
        ))}
      </nav>
      <MovedAnchors />
      {parts.intro.length > 0 && (
        <section aria-label="Introduction" className="mt-10 space-y-8">
          {parts.intro.map((e) => (
            <EntryArticle key={e.id} entry={e} heading="h2" anchor={toAnchor(e)} permalink={toEntryAnchorHref(e)} compact />
          ))}
        </section>
      )}
    </>
  );
}

/** Groups entries by their section (FAQ category, "General", "Card-Specific"), keeping reading order. */
function toGroups(entries: Entry[]): { name: string; entries: Entry[] }[] {
  const groups: { name: string; entries: Entry[] }[] = [];
  for (const e of entries) {
    const name = e.kind === "section" ? "" : (e.section ?? "");
    const last = groups[groups.length - 1];
    if (last && last.name === name) last.entries.push(e);
    else groups.push({ name, entries: [e] });
  }
  return groups;
}

/** A short document on one page: a table of contents and an anchor per entry. */
function WholeDocument({ entries }: { entries: Entry[] }) {
  const groups = toGroups(entries);
  return (
    <>
      <nav aria-labelledby="toc" className="mt-6 rounded border border-slate-200 p-3 dark:border-slate-700 print:hidden">
        <h2 id="toc" className="font-semibold">
          Contents
        </h2>
        <details className="mt-1" open={entries.length < 40}>
          <summary className="cursor-pointer text-sm">{entries.length} entries</summary>
          {groups.map((g) => (
            <div key={g.name || "intro"} className="mt-2">
              {g.name && <p className="text-sm font-medium">{g.name}</p>}
              <ol className="toc-list columns-1 text-sm sm:columns-2">
                {g.entries.map((e) => (
                  <li key={e.id}>
                    <a href={`#${toAnchor(e)}`}>{e.title}</a>
                  </li>
                ))}
              </ol>
            </div>
          ))}
        </details>
      </nav>
      <div className="mt-8 space-y-10">
        {groups.map((g) => (
          <section key={g.name || "intro"} aria-label={g.name || "Introduction"} className="space-y-8">
            {g.name && <h2 className="border-b border-slate-200 pb-1 text-xl font-bold dark:border-slate-700">{g.name}</h2>}
            {g.entries.map((e) => (
              <EntryArticle key={e.id} entry={e} heading={g.name ? "h3" : "h2"} anchor={toAnchor(e)} permalink={toEntryAnchorHref(e)} compact />
            ))}
          </section>
        ))}
      </div>
    </>
  );
}
