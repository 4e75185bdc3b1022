import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { EntryArticle } from "@/app/_components/entry-article";
import { getDocument, listDocuments, listEntries, toAnchor } from "@/lib/content";
import type { Entry } from "@/lib/model/types";

type Params = { id: string };

export const dynamicParams = false;

/** Every document. */
export function generateStaticParams(): Params[] {
  return listDocuments().map((d) => ({ id: d.id }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const doc = getDocument((await params).id);
  if (!doc) return {};
  return {
    title: `${doc.title} (${doc.edition}, ${doc.date})`,
    description: `The whole ${doc.title} issued by ${doc.issuer} on ${doc.date}, in reading order.`,
  };
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

/** A whole document in reading order, with its title, date, issuer, intro, a table of contents and an anchor per entry. */
export default async function DocumentPage({ params }: { params: Promise<Params> }) {
  const doc = getDocument((await params).id);
  if (!doc) notFound();
  const entries = listEntries(doc.id);
  const groups = toGroups(entries);
  return (
    <>
      <header>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {doc.edition === "1E" ? "First Edition" : "Second Edition"} · {doc.issuer}
          {doc.issuerPrinted ? "" : " (implied)"}
        </p>
        <h1 className="text-2xl font-bold sm:text-3xl">{doc.title}</h1>
        <p className="text-slate-700 dark:text-slate-300">
          <time dateTime={doc.date}>{doc.date}</time> · {entries.length} entries · source file {doc.sourceFile}
        </p>
        <p className="mt-1 print:hidden">
          <Link className="underline" href={`/documents/${doc.id}/changes`}>
            What this document changed
          </Link>
        </p>
      </header>
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
              <EntryArticle
                key={e.id}
                entry={e}
                heading={g.name ? "h3" : "h2"}
                anchor={toAnchor(e)}
                permalink={`/documents/${doc.id}#${toAnchor(e)}`}
                compact
              />
            ))}
          </section>
        ))}
      </div>
      <p className="mt-10 print:hidden">
        <Link href="#main" className="underline">
          Back to top
        </Link>
      </p>
    </>
  );
}
