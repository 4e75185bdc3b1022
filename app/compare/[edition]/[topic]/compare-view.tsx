"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useEffect, useMemo, useState } from "react";
import { toVersionDiff, type DiffPart } from "@/lib/history/diff";
import { SelectField } from "@/app/_components/select-field";

/** One stated version offered for comparison. */
export interface CompareVersion {
  date: string;
  documentTitle: string;
  text: string;
  href: string;
}

/** The comparison itself: version selectors, a summary, and the diff side by side or inline. */
export function CompareView({ versions }: { versions: CompareVersion[] }) {
  const params = useSearchParams();
  const dates = versions.map((v) => v.date);
  const pick = (d: string | null, fallback: string) => (d && dates.includes(d) ? d : fallback);
  const [from, setFrom] = useState(() => pick(params.get("from"), dates[dates.length - 2]!));
  const [to, setTo] = useState(() => pick(params.get("to"), dates[dates.length - 1]!));
  const [layout, setLayout] = useState<"side" | "inline">("side");

  useEffect(() => {
    const url = new URL(window.location.href);
    url.searchParams.set("from", from);
    url.searchParams.set("to", to);
    window.history.replaceState(null, "", url.pathname + url.search);
  }, [from, to]);

  const a = versions.find((v) => v.date === from)!;
  const b = versions.find((v) => v.date === to)!;
  const diff = useMemo(() => toVersionDiff(a.text, b.text), [a, b]);
  const editorial = diff.changes.filter((c) => c.editorial).length;
  const choices = versions.map((v) => [v.date, `${v.date} · ${v.documentTitle}`] as const);

  return (
    <>
      <form className="mt-4 flex flex-wrap items-end gap-3 print:hidden" onSubmit={(e) => e.preventDefault()}>
        <SelectField label="From" value={from} onChange={setFrom} options={choices} testId="compare-from" />
        <SelectField label="To" value={to} onChange={setTo} options={choices} testId="compare-to" />
        <fieldset className="flex gap-3 text-sm">
          <legend className="sr-only">Layout</legend>
          {(["side", "inline"] as const).map((l) => (
            <label key={l} className="flex items-center gap-1">
              <input type="radio" name="layout" value={l} checked={layout === l} onChange={() => setLayout(l)} />
              {l === "side" ? "Side by side" : "Inline"}
            </label>
          ))}
        </fieldset>
      </form>

      <p className="mt-4 text-sm" aria-live="polite" data-testid="compare-summary">
        {from === to
          ? "Choose two different versions."
          : diff.changes.length === 0
            ? `No difference in wording between ${from} and ${to}.`
            : `${from} → ${to}: ${diff.wordsAdded} ${diff.wordsAdded === 1 ? "word" : "words"} inserted, ${diff.wordsRemoved} deleted${editorial ? `; ${editorial} editorial ${editorial === 1 ? "change" : "changes"} (spelling, case, punctuation) shown in grey` : ""}. ${diff.substantive ? "The wording changed in substance." : "No change of substance."}`}
      </p>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">
        Legend: <ins className="diff-ins">inserted</ins> · <del className="diff-del">deleted</del> · <span className="diff-editorial">editorial</span>
      </p>

      {layout === "side" ? (
        <div className="mt-4 grid gap-4 md:grid-cols-2" data-testid="compare-side">
          <section aria-label={`Version of ${from}`} className="rounded border border-slate-200 p-3 dark:border-slate-700">
            <h2 className="text-sm font-semibold">
              <Link href={a.href} className="underline">
                {from} · {a.documentTitle}
              </Link>
            </h2>
            <DiffText parts={diff.parts} side="from" />
          </section>
          <section aria-label={`Version of ${to}`} className="rounded border border-slate-200 p-3 dark:border-slate-700">
            <h2 className="text-sm font-semibold">
              <Link href={b.href} className="underline">
                {to} · {b.documentTitle}
              </Link>
            </h2>
            <DiffText parts={diff.parts} side="to" />
          </section>
        </div>
      ) : (
        <section aria-label="Inline comparison" className="mt-4 rounded border border-slate-200 p-3 dark:border-slate-700" data-testid="compare-inline">
          <DiffText parts={diff.parts} side="both" />
        </section>
      )}
    </>
  );
}

/** The diff as text: insertions underlined, deletions struck through, both labelled for screen readers. */
function DiffText({ parts, side }: { parts: DiffPart[]; side: "from" | "to" | "both" }) {
  return (
    <div className="mt-2 text-sm leading-relaxed whitespace-pre-wrap">
      {parts.map((p, i) => {
        if (p.type === "same") return <span key={i}>{p.value}</span>;
        if (p.type === "added" && side === "from") return null;
        if (p.type === "removed" && side === "to") return null;
        const cls = p.editorial ? "diff-editorial" : p.type === "added" ? "diff-ins" : "diff-del";
        const label = `${p.editorial ? "editorial " : ""}${p.type === "added" ? "inserted" : "deleted"}: `;
        const Tag = p.type === "added" ? "ins" : "del";
        return (
          <Tag key={i} className={cls}>
            <span className="sr-only">{label}</span>
            {p.value}
          </Tag>
        );
      })}
    </div>
  );
}
