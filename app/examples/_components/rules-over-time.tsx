"use client";

import { diffWords } from "diff";
import { useId } from "react";
import type { CitedText } from "@/lib/content/browser";
import type { ExplainedResult, VersionChange, VersionedResult } from "@/lib/engine";
import { BUTTON } from "./example-form";
import { Quote } from "./example-result";

/** A decision with the words that differ from another version's marked: those only this one says. */
function Marked({ text, other }: { text: string; other: string | null }) {
  if (other === null || other === text) return <>{text}</>;
  return (
    <>
      {diffWords(other, text).map((part, i) =>
        part.removed ? null : part.added ? (
          <mark key={i} className="rounded bg-amber-200 px-0.5 dark:bg-amber-700" data-testid="difference">
            {part.value}
          </mark>
        ) : (
          <span key={i}>{part.value}</span>
        ),
      )}
    </>
  );
}

/**
 * The same situation under each version of the rules, side by side, a changed answer marked (and its words), the same
 * answer given for another reason said so, and a date whose rules in force the result above follows.
 */
export function RulesOverTime({
  versions,
  results,
  changes,
  labels,
  asOf,
  following,
  onAsOf,
  cited,
}: {
  versions: readonly string[];
  /** The result under each version, oldest first (null when the input has a problem). */
  results: VersionedResult<ExplainedResult>[] | null;
  /** How each result stands to the one before (the answer changed, or only its reason), in the order of `results`. */
  changes: VersionChange[] | null;
  /** Each version's name: "1995 FAQ". */
  labels: Record<string, string>;
  asOf: string | null;
  /** The version the result follows. */
  following: string | null;
  onAsOf: (date: string | null) => void;
  cited: Map<string, CitedText>;
}) {
  const id = useId();
  const answers = results?.map((r) => r.decision) ?? [];
  const changed = changes?.filter((c) => c === "changed").length ?? 0;
  const otherReasons = changes?.filter((c) => c === "other-reason").length ?? 0;
  return (
    <section aria-labelledby={`${id}-h`} className="rounded border border-slate-300 p-3 dark:border-slate-600" data-testid="rules-over-time">
      <h2 id={`${id}-h`} className="text-xl font-semibold">
        Under the rules of any date
      </h2>
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-sm font-medium" htmlFor={`${id}-date`}>
          Rules in force on
          <input
            id={`${id}-date`}
            type="date"
            className="mt-1 min-h-11 rounded border border-slate-400 bg-white px-3 text-base dark:border-slate-500 dark:bg-slate-900"
            value={asOf ?? ""}
            min="1994-01-01"
            onChange={(e) => onAsOf(e.target.value || null)}
            data-testid="as-of-date"
          />
        </label>
        {versions.map((v) => (
          <button key={v} type="button" className={BUTTON} aria-pressed={following === v && asOf !== null} onClick={() => onAsOf(v)}>
            {labels[v] ?? v}
          </button>
        ))}
        <button type="button" className={BUTTON} aria-pressed={asOf === null} onClick={() => onAsOf(null)}>
          Now
        </button>
      </div>
      <p className="mt-2 text-sm" data-testid="following" aria-live="polite">
        {following
          ? `The result below follows the ${labels[following] ?? following}${asOf ? `, in force on ${asOf}` : ", in force now"}.`
          : `No version of these rules was in force on ${asOf}; the first is the ${labels[versions[0]!] ?? versions[0]} (${versions[0]}).`}
      </p>
      {results && (
        <>
          <p className="mt-3 text-sm font-medium" data-testid="versions-summary">
            {changed > 0
              ? `This situation under each version: the answer changed ${changed === 1 ? "once" : `${changed} times`} (marked).${otherReasons > 0 ? " Where it did not, the reason did: same answer, other reason." : ""}`
              : otherReasons > 0
                ? "Same answer, other reason: this situation gets the same answer under each version, for the reason quoted under it."
                : "This situation under each version: the answer is the same under all of them."}
          </p>
          <ol className={`mt-2 grid gap-3 ${versions.length > 2 ? "sm:grid-cols-3" : "sm:grid-cols-2"}`}>
            {results.map((r, i) => {
              const change = changes?.[i] ?? "first";
              const isChanged = change === "changed";
              return (
                <li
                  key={r.version}
                  className={`rounded border p-3 ${isChanged ? "border-amber-500 bg-amber-50 dark:bg-amber-950" : "border-slate-300 dark:border-slate-600"}`}
                  data-testid="version-answer"
                  data-version={r.version}
                  data-changed={isChanged || undefined}
                  data-change={change}
                >
                  <h3 className="font-semibold">
                    {labels[r.version] ?? r.version}
                    {isChanged && (
                      <span className="ml-2 rounded bg-amber-200 px-1.5 py-0.5 text-xs font-medium text-amber-950 dark:bg-amber-800 dark:text-amber-50">
                        changed
                      </span>
                    )}
                    {change === "other-reason" && (
                      <span
                        className="ml-2 inline-block rounded bg-sky-100 px-1.5 py-0.5 text-xs font-medium text-sky-950 dark:bg-sky-900 dark:text-sky-50"
                        data-testid="other-reason"
                      >
                        same answer, other reason
                      </span>
                    )}
                  </h3>
                  <p className="text-xs text-slate-600 dark:text-slate-300">
                    from {r.version}
                    {versions[i + 1] ? ` to the day before ${versions[i + 1]}` : ""}
                  </p>
                  <p className="mt-1" data-testid="version-decision">
                    <Marked text={r.decision} other={isChanged ? answers[i - 1]! : i === 0 && changes?.[1] === "changed" ? answers[1]! : null} />
                  </p>
                  <Quote cites={r.decidedBy} cited={cited} />
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}
