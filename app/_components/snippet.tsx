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
