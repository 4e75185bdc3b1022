import type { Segment } from "@/lib/search";

/** A search snippet with its matched words highlighted, and the sources' icon markers read as their labels, as on the reader's pages. */
export function Snippet({ segments }: { segments: Segment[] }) {
  return (
    <>
      {segments.map((s, i) => {
        const text = s.hit ? (
          <mark key={i} className="rounded-sm bg-yellow-200 px-0.5 text-inherit dark:bg-yellow-700">
            {s.text}
          </mark>
        ) : (
          <span key={i}>{s.text}</span>
        );
        if (!s.icon) return text;
        return (
          <span key={i} className="icon-badge" title={`Printed “[${s.icon.marker}]” in the source.`} data-icon={s.icon.marker}>
            {s.icon.symbol && <span aria-hidden="true">{s.icon.symbol} </span>}
            {text}
          </span>
        );
      })}
    </>
  );
}

/**
 * The question players ask that a result answers, shown when it holds more of the query's words than the snippet does
 * (content/editorial/questions.json: the site's editors' words, not the document's).
 */
export function AskedQuestion({ segments, as: Tag = "div", className }: { segments: Segment[]; as?: "div" | "p"; className: string }) {
  return (
    <Tag
      className={className}
      data-testid="result-asked"
      title="A question players ask that this ruling answers: written by the site's editors, not by the document"
    >
      Answers “<Snippet segments={segments} />”
    </Tag>
  );
}
