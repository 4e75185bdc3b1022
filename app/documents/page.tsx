import type { Metadata } from "next";
import Link from "next/link";
import { listDocuments } from "@/lib/content";

export const metadata: Metadata = {
  title: "Documents",
  description: "The five official Star Trek CCG rulings documents, oldest first, with their issuers and dates.",
};

/** Every source document, oldest first. */
export default function DocumentsPage() {
  const docs = listDocuments();
  return (
    <>
      <h1 className="text-2xl font-bold sm:text-3xl">Documents</h1>
      <ul className="mt-4 space-y-3">
        {docs.map((d) => (
          <li key={d.id} className="rounded border border-slate-200 p-3 dark:border-slate-700">
            <Link href={`/documents/${d.id}`} className="font-semibold underline">
              {d.title}
            </Link>
            <div className="text-sm text-slate-700 dark:text-slate-300">
              {d.edition} · {d.issuer}
              {d.issuerPrinted ? "" : " (implied)"} · <time dateTime={d.date}>{d.date}</time> · {d.entryCount} entries
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
