import type { DocumentPart, DocumentParts } from "@/lib/content";

/** The address of a part of a document. */
export function toPartHref(documentId: string, part: DocumentPart): string {
  return `/documents/${documentId}/${part.slug}`;
}

/**
 * The way through a document read in parts: the previous part, its contents, the next part, and every part (a letter
 * bar for an A–Z document, a list of its sections otherwise). Plain links: a part is a page of its own, and prefetching
 * its neighbours would cost a phone their whole text.
 */
export function PartNav({
  documentId,
  parts,
  current,
  label,
  withList = false,
}: {
  documentId: string;
  parts: DocumentParts;
  current: DocumentPart;
  label: string;
  withList?: boolean;
}) {
  const i = parts.parts.indexOf(current);
  const prev = parts.parts[i - 1];
  const next = parts.parts[i + 1];
  return (
    <nav aria-label={label} className="part-nav print:hidden">
      <div className="part-steps">
        {prev ? (
          <a href={toPartHref(documentId, prev)} rel="prev">
            ← {prev.title}
          </a>
        ) : (
          <span />
        )}
        <a href={`/documents/${documentId}`}>Contents</a>
        {next ? (
          <a href={toPartHref(documentId, next)} rel="next">
            {next.title} →
          </a>
        ) : (
          <span />
        )}
      </div>
      {withList &&
        (parts.by === "letter" ? (
          <PartList documentId={documentId} parts={parts} current={current} />
        ) : (
          <details className="mt-2 text-sm">
            <summary className="cursor-pointer py-1">All {parts.parts.length} parts</summary>
            <PartList documentId={documentId} parts={parts} current={current} />
          </details>
        ))}
    </nav>
  );
}

/** Every part of a document, the current one marked: its letters in a row, or its sections in a list. */
export function PartList({ documentId, parts, current }: { documentId: string; parts: DocumentParts; current?: DocumentPart }) {
  const items = parts.parts.map((p) => (
    <li key={p.slug}>
      {p === current ? (
        <strong aria-current="page">{p.title}</strong>
      ) : (
        <a href={toPartHref(documentId, p)} title={`${p.entries.length} ${p.entries.length === 1 ? "entry" : "entries"}`}>
          {p.title}
        </a>
      )}
    </li>
  ));
  return parts.by === "letter" ? <ol className="part-letters">{items}</ol> : <ol className="part-sections">{items}</ol>;
}
