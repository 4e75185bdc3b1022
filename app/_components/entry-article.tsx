import Link from "next/link";
import { toAmendmentSentence } from "@/lib/content/amendment";
import { createRefLinker, getDocument, listRepairs, listSourceLines, toEntryHtml } from "@/lib/content";
import type { Entry } from "@/lib/model/types";
import { CopyLink } from "./copy-link";

const KIND_LABEL: Record<string, string> = {
  general: "General ruling",
  card: "Card ruling",
  faq: "FAQ",
  amendment: "Amendment",
  redirect: "Cross-reference",
  section: "Introduction",
};

/** One ruling as its document states it: title, document and date, body, amendment, repairs, original text. */
export function EntryArticle({
  entry,
  heading = "h2",
  permalink,
  anchor,
}: {
  entry: Entry;
  heading?: "h1" | "h2" | "h3";
  permalink: string;
  anchor?: string;
}) {
  const doc = getDocument(entry.documentId)!;
  const repairs = listRepairs(entry);
  const H = heading;
  const size = heading === "h1" ? "text-2xl sm:text-3xl" : heading === "h2" ? "text-xl" : "text-lg";
  return (
    <article id={anchor} className="entry scroll-mt-4" aria-labelledby={anchor ? `${anchor}-title` : undefined}>
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <H id={anchor ? `${anchor}-title` : undefined} className={`${size} font-bold break-words`}>
          {entry.faq ? `${entry.title}` : entry.title}
        </H>
        <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-200">{KIND_LABEL[entry.kind]}</span>
        {entry.changed && (
          <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900 dark:bg-amber-900 dark:text-amber-100" title="Marked with the document's own asterisk as new or changed since its previous edition">
            * new or changed in this document
          </span>
        )}
      </header>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        <Link href={`/documents/${doc.id}`} className="underline decoration-dotted underline-offset-2">
          {doc.title}
        </Link>{" "}
        · {doc.issuer}
        {doc.issuerPrinted ? "" : " (implied)"} · <time dateTime={entry.date}>{entry.date}</time>
        {entry.section && entry.kind !== "section" ? ` · ${entry.section}` : ""}
        {entry.faq ? ` · ${entry.faq.category}${entry.faq.subcategory ? ` › ${entry.faq.subcategory}` : ""}` : ""}
      </p>
      {entry.amendment && (
        <p className="mt-2 rounded border-l-4 border-indigo-400 bg-indigo-50 px-3 py-2 text-sm text-indigo-950 dark:bg-indigo-950 dark:text-indigo-100" data-testid="amendment">
          {toAmendmentSentence(entry.amendment, entry.title)} <span className="text-indigo-800 dark:text-indigo-200">(“{entry.amendment.instruction}”)</span>
        </p>
      )}
      {entry.faq && !entry.faq.answered && (
        <p className="mt-2 rounded bg-rose-50 px-3 py-2 text-sm text-rose-900 dark:bg-rose-950 dark:text-rose-100">This question has no answer in the source: it was lost from the file.</p>
      )}
      <div className="entry-body mt-3" dangerouslySetInnerHTML={{ __html: toEntryHtml(entry, createRefLinker()) }} />
      <footer className="mt-3 flex flex-wrap items-center gap-3 text-xs text-slate-600 dark:text-slate-300">
        <span>
          {entry.source.file}, lines {entry.source.startLine}–{entry.source.endLine}
        </span>
        <CopyLink href={permalink} />
      </footer>
      {repairs.length > 0 && (
        <details className="mt-2 rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm dark:border-amber-700 dark:bg-amber-950" data-testid="repairs">
          <summary className="cursor-pointer">
            Repaired source text: {repairs.length} {repairs.length === 1 ? "correction" : "corrections"}
            {repairs.some((r) => r.uncertain) ? " (some uncertain)" : ""} — show the original
          </summary>
          <ul className="mt-2 space-y-1">
            {repairs.map((r) => (
              <li key={r.id}>
                Line {r.line}: <code className="rounded bg-white px-1 dark:bg-slate-900">{visible(r.from)}</code> →{" "}
                <code className="rounded bg-white px-1 dark:bg-slate-900">{visible(r.to)}</code> <span className="text-slate-600 dark:text-slate-300">({r.rule})</span>
                {r.uncertain && <strong className="ml-1 text-rose-800 dark:text-rose-300">uncertain</strong>}
                {r.note && <span className="block text-xs text-slate-600 dark:text-slate-300">{r.note}</span>}
              </li>
            ))}
          </ul>
          <p className="mt-2 font-medium">Original text as printed:</p>
          <pre className="mt-1 overflow-x-auto whitespace-pre-wrap break-words rounded bg-white p-2 text-xs dark:bg-slate-900">
            {listSourceLines(entry)
              .map((l) => `${String(l.n).padStart(4)}  ${l.text}`)
              .join("\n")}
          </pre>
        </details>
      )}
    </article>
  );
}

function visible(s: string): string {
  if (s === "") return "(nothing)";
  return s.replace(/\uFFFD/g, "�");
}
