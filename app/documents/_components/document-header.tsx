import { Link } from "@/app/_components/link";
import type { ReactNode } from "react";
import type { DocumentRecord } from "@/lib/model";

/** The head of a document's pages: edition and issuer, a heading, then its date and size, and what it changed. */
export function DocumentHeader({ doc, heading, facts }: { doc: DocumentRecord; heading: ReactNode; facts: string }) {
  return (
    <header>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {doc.edition === "1E" ? "First Edition" : "Second Edition"} · {doc.issuer}
        {doc.issuerPrinted ? "" : " (implied)"}
      </p>
      <h1 className="text-2xl font-bold sm:text-3xl">{heading}</h1>
      <p className="text-slate-700 dark:text-slate-300">
        <time dateTime={doc.date}>{doc.date}</time> · {facts}
      </p>
      <p className="mt-1 print:hidden">
        <Link className="underline" href={`/documents/${doc.id}/changes`}>
          What this document changed
        </Link>
      </p>
    </header>
  );
}
