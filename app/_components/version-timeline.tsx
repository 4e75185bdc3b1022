import Link from "next/link";
import { listVersionSteps, toCompareHref, toVersionHref } from "@/lib/content";
import type { Topic } from "@/lib/model/types";

const STATUS = {
  new: { label: "new", className: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100" },
  changed: { label: "changed", className: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100" },
  unchanged: { label: "unchanged", className: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100" },
  removed: { label: "no longer listed", className: "bg-rose-100 text-rose-900 dark:bg-rose-900 dark:text-rose-100" },
} as const;

const MAX_CHANGES = 6;

/** A topic's versions as a timeline: date, document, status, and what changed against the version before. */
export function VersionTimeline({ topic, currentEntryId }: { topic: Topic; currentEntryId?: string }) {
  const steps = listVersionSteps(topic);
  return (
    <ol className="mt-3 space-y-4 border-l-2 border-slate-200 pl-4 dark:border-slate-700" data-testid="versions">
      {[...steps].reverse().map(({ version, entry, document, previous, diff }) => {
        const status = STATUS[version.change];
        return (
          <li key={`${version.documentId}-${version.change}`} className="relative" data-testid="version">
            <span aria-hidden className="absolute top-1.5 -left-[1.45rem] h-3 w-3 rounded-full border-2 border-white bg-slate-400 dark:border-slate-950" />
            <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
              {entry ? (
                <Link href={toVersionHref(topic.id, version.date)} className="font-medium underline">
                  {version.date} · {document.title}
                </Link>
              ) : (
                <span className="font-medium">
                  {version.date} · {document.title}
                </span>
              )}
              <span className={`rounded px-1.5 text-xs ${status.className}`}>
                {status.label}
                {version.change === "changed" && version.substantive === false ? " (editorial only)" : ""}
              </span>
              {entry && entry.id === currentEntryId && <span className="text-xs text-slate-600 dark:text-slate-300">(shown above)</span>}
            </div>
            {version.change === "removed" && (
              <p className="text-sm text-slate-700 dark:text-slate-300">Not listed in this later {document.kind === "crd" ? "Current Rulings Document" : "document"} of the same kind.</p>
            )}
            {diff && previous && entry && diff.changes.length > 0 && (
              <div className="mt-1 text-sm">
                <p className="text-slate-700 dark:text-slate-300">
                  Against {previous.date}: {diff.wordsAdded} {diff.wordsAdded === 1 ? "word" : "words"} added, {diff.wordsRemoved} removed
                  {diff.changes.some((c) => c.editorial) ? `, ${diff.changes.filter((c) => c.editorial).length} editorial` : ""} ·{" "}
                  <Link className="underline" href={toCompareHref(topic.id, previous.date, entry.date)}>
                    compare
                  </Link>
                </p>
                <ul className="mt-1 space-y-1">
                  {diff.changes
                    .filter((c) => !c.editorial)
                    .slice(0, MAX_CHANGES)
                    .map((c, i) => (
                      <li key={i} className="text-slate-800 dark:text-slate-200">
                        <span className="text-slate-500 dark:text-slate-400">…{c.before} </span>
                        {c.removed && (
                          <del className="bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-200">
                            <span className="sr-only">deleted: </span>
                            {c.removed}
                          </del>
                        )}
                        {c.removed && c.added && " "}
                        {c.added && (
                          <ins className="bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200">
                            <span className="sr-only">inserted: </span>
                            {c.added}
                          </ins>
                        )}
                        <span className="text-slate-500 dark:text-slate-400"> {c.after}…</span>
                      </li>
                    ))}
                </ul>
                {diff.changes.filter((c) => !c.editorial).length > MAX_CHANGES && (
                  <p className="text-xs">
                    and {diff.changes.filter((c) => !c.editorial).length - MAX_CHANGES} more in the{" "}
                    <Link className="underline" href={toCompareHref(topic.id, previous.date, entry.date)}>
                      full comparison
                    </Link>
                  </p>
                )}
              </div>
            )}
            {diff && diff.changes.length === 0 && previous && <p className="text-sm text-slate-700 dark:text-slate-300">Same wording as {previous.date}.</p>}
          </li>
        );
      })}
    </ol>
  );
}
