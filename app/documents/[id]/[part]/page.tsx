import type { Metadata } from "next";
import { Link } from "@/app/_components/link";
import { notFound } from "next/navigation";
import { Breadcrumb } from "@/app/_components/breadcrumb";
import { EntryArticle } from "@/app/_components/entry-article";
import { getDocument, getDocumentParts, listDocuments, toAnchor, toEntryAnchorHref } from "@/lib/content";
import { DocumentHeader } from "../../_components/document-header";
import { PartNav } from "../../_components/part-nav";

type Params = { id: string; part: string };

export const dynamicParams = false;

/** Every part of every document read in parts. */
export function generateStaticParams(): Params[] {
  return listDocuments().flatMap((d) => (getDocumentParts(d.id)?.parts ?? []).map((p) => ({ id: d.id, part: p.slug })));
}

function load(params: Params) {
  const doc = getDocument(params.id);
  const parts = doc ? getDocumentParts(doc.id) : null;
  const part = parts?.parts.find((p) => p.slug === params.part);
  if (!doc || !parts || !part) notFound();
  return { doc, parts, part };
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { doc, parts, part } = load(await params);
  return {
    title: `${part.title} · ${doc.title} (${doc.edition}, ${doc.date})`,
    description: `Part ${parts.parts.indexOf(part) + 1} of ${parts.parts.length} of the ${doc.title} issued by ${doc.issuer} on ${doc.date}: ${part.entries.length} entries, from “${part.entries[0]!.title}”.`,
  };
}

/** One part of a long document: its entries in reading order, with the way to the parts before and after it. */
export default async function DocumentPartPage({ params }: { params: Promise<Params> }) {
  const { doc, parts, part } = load(await params);
  const n = parts.parts.indexOf(part) + 1;
  return (
    <>
      <Breadcrumb
        items={[{ href: "/documents", label: "Documents" }, { href: `/documents/${doc.id}`, label: `${doc.title} (${doc.date})` }, { label: part.title }]}
      />
      <div className="mt-2">
        <DocumentHeader
          doc={doc}
          heading={
            <>
              {doc.title}: {part.title}
            </>
          }
          facts={`part ${n} of ${parts.parts.length}, ${part.entries.length} ${part.entries.length === 1 ? "entry" : "entries"}`}
        />
      </div>
      <PartNav documentId={doc.id} parts={parts} current={part} label="Parts of this document" withList />
      <nav aria-labelledby="in-part" className="mt-4 rounded border border-slate-200 p-3 dark:border-slate-700 print:hidden">
        <h2 id="in-part" className="font-semibold">
          In this part
        </h2>
        <ol className="toc-list mt-1 columns-1 text-sm sm:columns-2">
          {part.entries.map((e) => (
            <li key={e.id}>
              <a href={`#${toAnchor(e)}`}>{e.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-8 space-y-8">
        {part.entries.map((e) => (
          <EntryArticle key={e.id} entry={e} heading="h2" anchor={toAnchor(e)} permalink={toEntryAnchorHref(e)} compact />
        ))}
      </div>
      <div className="mt-10">
        <PartNav documentId={doc.id} parts={parts} current={part} label="Previous and next part" />
      </div>
      <p className="mt-4 print:hidden">
        <Link href="#main" className="underline">
          Back to top
        </Link>
      </p>
    </>
  );
}
