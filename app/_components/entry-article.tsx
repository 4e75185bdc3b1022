import { Link } from "@/app/_components/link";
import {
  toAmendmentSentence,
  toCitationPrefix,
  toLongDate,
  KIND_LABELS,
  createCardLinker,
  createRefLinker,
  getDocument,
  listRepairs,
  listSourceLines,
  toEntryHref,
  toEntryHtml,
  toTopicHref,
  type RefLinker,
} from "@/lib/content";
import type { Entry } from "@/lib/model";
import type { ReactNode } from "react";

/**
 * One ruling as its document states it. The full form (topic and version pages) shows the document,
 * repairs and the original text; the compact form (document pages) leaves those to the version page.
 */
export function EntryArticle({
  entry,
  heading = "h2",
  permalink,
  anchor,
  compact = false,
  linker,
  status,
}: {
  entry: Entry;
  heading?: "h1" | "h2" | "h3";
  permalink: string;
  anchor?: string;
  compact?: boolean;
  /** How references link (default: to the version in force at the citing document's date). */
  linker?: RefLinker;
  /** What ended or changed the ruling (StatusDetail), shown after its text and before the note on its repaired source text. */
  status?: ReactNode;
}) {
  const doc = getDocument(entry.documentId)!;
  const repairs = listRepairs(entry);
  const H = heading;
  const versionHref = toEntryHref(entry);
  const citation = toCitationPrefix(entry, doc.title);
  return (
    <article id={anchor} className={`entry entry-${heading}`}>
      <header className="entry-head">
        <H className="entry-title">{anchor ? <a href={`#${anchor}`}>{entry.title}</a> : entry.title}</H>
        <span className="badge">{KIND_LABELS[entry.kind]}</span>
        {entry.changed && (
          <span className="badge badge-changed" title="Marked with the document's own asterisk as new or changed since its previous edition">
            * new or changed here
          </span>
        )}
      </header>
      {!compact && (
        <p className="entry-meta">
          <Link href={`/documents/${doc.id}`}>{doc.title}</Link> · {doc.issuer}
          {doc.issuerPrinted ? "" : " (implied)"} · <time dateTime={entry.date}>{entry.date}</time>
          {entry.section && entry.kind !== "section" && !entry.faq ? ` · ${entry.section}` : ""}
          {entry.faq ? ` · ${entry.faq.category}${entry.faq.subcategory ? ` › ${entry.faq.subcategory}` : ""}` : ""}
        </p>
      )}
      {entry.amendment && (
        <p className="entry-amendment" data-testid="amendment">
          {toAmendmentSentence(entry.amendment, entry.title)}
        </p>
      )}
      {entry.faq && !entry.faq.answered && <p className="entry-warning">This question has no answer in the source: it was lost from the file.</p>}
      <div className="entry-body" dangerouslySetInnerHTML={{ __html: toEntryHtml(entry, linker ?? createRefLinker(), createCardLinker(entry.edition)) }} />
      <footer className="entry-foot">
        {compact ? (
          // Plain links on purpose: a document page holds up to 194 entries, and as many Next.js <Link>s would
          // each be hydrated and prefetch their topic as it scrolls by, which is work and traffic for no gain.
          <>
            <a href={toTopicHref(entry.topicId)}>All rulings on this topic</a>
            {repairs.length > 0 && (
              <a href={`${versionHref}#repairs`} className="repaired-link">
                Repaired source ({repairs.length}) · original text
              </a>
            )}
          </>
        ) : (
          // Where it stands in its document, as a reader names a document (never the archive's file name).
          <span data-testid="source-place">
            {doc.title}, {toLongDate(doc.date)},{" "}
            {entry.source.startLine === entry.source.endLine ? `line ${entry.source.startLine}` : `lines ${entry.source.startLine}–${entry.source.endLine}`}
          </span>
        )}
        <button type="button" className="copy-link" data-copy={permalink}>
          Copy link
        </button>
        {!compact && (
          // A ruling's own pages offer the citation; a document page (up to 194 entries) leaves it to them, as it
          // leaves the repairs, so that its HTML does not carry a citation per entry twice over (markup and payload).
          <>
            <button type="button" className="copy-link" data-copy={permalink} data-cite={citation} data-testid="copy-citation">
              Copy citation
            </button>
            <button type="button" className="copy-link share-button" data-copy={permalink} data-cite={citation} data-share={entry.title} data-testid="share">
              Share
            </button>
          </>
        )}
      </footer>
      {!compact && (
        <p className="entry-permalink" data-testid="print-permalink">
          Permalink:{" "}
          <a href={permalink} data-permalink="">
            {permalink}
          </a>
        </p>
      )}
      {status}
      {!compact && repairs.length > 0 && (
        <details id="repairs" className="entry-repairs" data-testid="repairs">
          <summary>
            Repaired source text: {repairs.length} {repairs.length === 1 ? "correction" : "corrections"}
            {repairs.some((r) => r.uncertain) ? " (some uncertain)" : ""} — show the original
          </summary>
          <ul>
            {repairs.map((r) => (
              <li key={r.id}>
                Line {r.line}: <code>{visible(r.from)}</code> → <code>{visible(r.to)}</code> <span className="muted">({r.rule})</span>
                {r.uncertain && <strong className="uncertain"> uncertain</strong>}
                {r.note && <span className="note">{r.note}</span>}
              </li>
            ))}
          </ul>
          <p>Original text as printed:</p>
          <pre>
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
  return s === "" ? "(nothing)" : s;
}
