import { Link } from "@/app/_components/link";
import {
  getDocument,
  listPointers,
  listTimeline,
  toCompareHref,
  toEntryHref,
  toEntryKey,
  toRefHref,
  toShortName,
  KIND_LABELS,
  type VersionDiff,
} from "@/lib/content";
import { toTopicKey, type Topic } from "@/lib/model";
import { StatusBadge, StatusDetail } from "./ruling-status";

const MAX_CHANGES = 6;
/**
 * The newest versions whose changes are quoted in the timeline; an older one says how many words changed, with its
 * comparison a link away (a long archive's topic has hundreds of versions: the page grows by a line each).
 */
const CHANGES_SHOWN_FOR = 20;

/**
 * Every ruling statement of a topic on one timeline, newest first: date, document, kind and status. A re-issue of a
 * ruling by a later document of its family says so and shows what changed against the version before; a statement that
 * opens a ruling of its own is never diffed against another ruling. Pointers ("See X") are listed apart, as links.
 */
export function RulingTimeline({ topic, shownIds = [] }: { topic: Topic; shownIds?: string[] }) {
  const steps = listTimeline(topic);
  const pointers = listPointers(topic);
  return (
    <>
      <ol className="mt-3 space-y-4 border-l-2 border-slate-200 pl-4 dark:border-slate-700" data-testid="versions">
        {[...steps].reverse().map(({ version, entry, document, previous, diff, status }, step) => (
          <li key={`${version.entryId ?? version.previous}-${version.change}`} className="relative" data-testid="version" data-change={version.change}>
            <span aria-hidden className="absolute top-1.5 -left-[1.45rem] h-3 w-3 rounded-full border-2 border-white bg-slate-400 dark:border-slate-950" />
            <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
              {entry ? (
                <Link href={toEntryHref(entry)} className="font-medium underline">
                  {version.date} · {document.title}
                </Link>
              ) : (
                <span className="font-medium">
                  {version.date} · {document.title}
                </span>
              )}
              {entry && (
                <span className="text-xs text-slate-600 dark:text-slate-300">
                  {KIND_LABELS[entry.kind]}
                  {toTopicKey(entry.title) !== toTopicKey(topic.title) ? ` · ${entry.title}` : ""}
                </span>
              )}
              {status && <StatusBadge status={status} entry={entry ?? undefined} />}
              {entry && shownIds.includes(entry.id) && <span className="text-xs text-slate-600 dark:text-slate-300">(shown above)</span>}
            </div>
            {version.change === "removed" && previous && (
              <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="dropped">
                Dropped: the {document.title} of {document.date} restates every ruling of its family still in force and does not restate the{" "}
                <Link className="underline" href={toEntryHref(previous)}>
                  {previous.date} ruling
                </Link>
                .
              </p>
            )}
            {version.change === "new" && entry && entry.kind !== "section" && (
              <p className="text-sm text-slate-600 dark:text-slate-300">
                {steps.some((s) => s.version.previous === entry.id && s.entry)
                  ? "First statement of this ruling; re-issued by a later document of the same family (above)."
                  : `A ruling of its own${steps.filter((s) => s.entry).length > 1 ? ", not a version of the others on this topic" : ""}.`}
              </p>
            )}
            {entry && previous && version.partial && (
              <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="partial-amendment">
                New version of the {toShortName(getDoc(previous))} ruling: amends part of it ({entry.amendment?.instruction ?? "partial change"}), so no word
                comparison is shown ·{" "}
                <Link className="underline" href={toCompareHref(topic.id, toEntryKey(previous), toEntryKey(entry))}>
                  side by side
                </Link>
              </p>
            )}
            {entry &&
              status &&
              !shownIds.includes(entry.id) &&
              !status.inForce &&
              status.ended &&
              status.ended.relation !== "amends" &&
              status.ended.relation !== "restates" && <StatusDetail entry={entry} status={status} />}
            {diff && previous && entry && diff.changes.length > 0 && (
              <div className="mt-1 text-sm">
                <p className="text-slate-700 dark:text-slate-300">
                  New version of the {previous.date} ruling. Against it: {diff.wordsAdded} {diff.wordsAdded === 1 ? "word" : "words"} added, {diff.wordsRemoved}{" "}
                  removed
                  {diff.changes.some((c) => c.editorial) ? `, ${diff.changes.filter((c) => c.editorial).length} editorial` : ""} ·{" "}
                  <Link className="underline" href={toCompareHref(topic.id, toEntryKey(previous), toEntryKey(entry))}>
                    compare
                  </Link>
                </p>
                {step < CHANGES_SHOWN_FOR && (
                  <QuotedChanges
                    changes={diff.changes.filter((c) => !c.editorial)}
                    compareHref={toCompareHref(topic.id, toEntryKey(previous), toEntryKey(entry))}
                  />
                )}
              </div>
            )}
            {diff && diff.changes.length === 0 && previous && (
              <p className="text-sm text-slate-700 dark:text-slate-300">Restates the {previous.date} ruling in the same wording.</p>
            )}
          </li>
        ))}
      </ol>
      {pointers.length > 0 && (
        <div className="mt-4 text-sm" data-testid="pointers">
          <h3 className="font-semibold">Pointers filed under this topic</h3>
          <ul className="mt-1 list-disc pl-5">
            {pointers.map((p) => {
              const ref = p.refs.find((r) => r.status === "resolved");
              const href = ref ? toRefHref(ref) : null;
              return (
                <li key={p.id}>
                  <Link className="underline" href={toEntryHref(p)}>
                    {p.date} · {getDoc(p).title}
                  </Link>
                  :{" "}
                  {href && ref ? (
                    <>
                      see{" "}
                      <Link className="underline" href={href}>
                        {ref.label}
                      </Link>{" "}
                      (a link to another topic, not a ruling)
                    </>
                  ) : (
                    `“${p.text.trim()}”`
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </>
  );
}

function getDoc(e: { documentId: string }) {
  return getDocument(e.documentId)!;
}

/** A version's non-editorial changes against the previous one, the first few quoted in their context, the rest counted. */
function QuotedChanges({ changes, compareHref }: { changes: VersionDiff["changes"]; compareHref: string }) {
  return (
    <>
      <ul className="mt-1 space-y-1">
        {changes.slice(0, MAX_CHANGES).map((c, i) => (
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
      {changes.length > MAX_CHANGES && (
        <p className="text-xs">
          and {changes.length - MAX_CHANGES} more in the{" "}
          <Link className="underline" href={compareHref}>
            full comparison
          </Link>
        </p>
      )}
    </>
  );
}
