"use client";

import { Link } from "@/app/_components/link";
import { useSearchParams } from "next/navigation";
import { useEffect, useMemo, useState } from "react";
import { toVersionDiff, type DiffPart } from "@/lib/content/browser";
import { SelectField } from "@/app/_components/select-field";

/** One ruling statement offered for comparison. */
export interface CompareVersion {
  /** Its permalink segment: a date, or date-2 … */
  key: string;
  date: string;
  title: string;
  documentTitle: string;
  /** The words that state the ruling (an amendment's instruction left out). */
  text: string;
  href: string;
  /** The first statement of the ruling this one is a version of: equal for versions of one ruling. */
  ruling: string;
  /** It amends only part of its ruling: never word-diffed. */
  partial: boolean;
}

/** A reviewed relation between two statements of the topic, by their keys (from = the later one). */
export interface CompareRelation {
  from: string;
  to: string;
  type: string;
  note: string;
}

/** The comparison itself: selectors, a summary, and the diff side by side or inline (versions of one ruling), or two different rulings side by side. */
export function CompareView({ versions, relations }: { versions: CompareVersion[]; relations: CompareRelation[] }) {
  const params = useSearchParams();
  const keys = versions.map((v) => v.key);
  const pick = (d: string | null, fallback: string) => (d && keys.includes(d) ? d : fallback);
  // By default, the newest re-issue of a ruling against the version before it; else the two newest statements.
  const lastPair = [...versions].reverse().find((v, i, rev) => rev.slice(i + 1).some((w) => w.ruling === v.ruling));
  const defaultTo = lastPair?.key ?? keys[keys.length - 1]!;
  const defaultFrom = lastPair
    ? [...versions].reverse().find((w) => w.ruling === lastPair.ruling && w.key !== lastPair.key && w.date <= lastPair.date)!.key
    : keys[keys.length - 2]!;
  const [from, setFrom] = useState(() => pick(params.get("from"), defaultFrom));
  const [to, setTo] = useState(() => pick(params.get("to"), defaultTo));
  const [layout, setLayout] = useState<"side" | "inline">("side");

  useEffect(() => {
    const url = new URL(window.location.href);
    url.searchParams.set("from", from);
    url.searchParams.set("to", to);
    window.history.replaceState(null, "", url.pathname + url.search);
  }, [from, to]);

  const a = versions.find((v) => v.key === from)!;
  const b = versions.find((v) => v.key === to)!;
  const sameRuling = a.ruling === b.ruling && !a.partial && !b.partial;
  const relation = relations.find((r) => (r.from === a.key && r.to === b.key) || (r.from === b.key && r.to === a.key));
  const diff = useMemo(() => (sameRuling ? toVersionDiff(a.text, b.text) : null), [a, b, sameRuling]);
  const editorial = diff ? diff.changes.filter((c) => c.editorial).length : 0;
  const choices = versions.map((v) => [v.key, `${v.date} · ${v.documentTitle}${v.title ? ` · ${v.title}` : ""}`] as const);

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
          ? "Choose two different statements."
          : !diff
            ? `${from} and ${to} are ${a.ruling === b.ruling ? "versions of one ruling, but the later amends only part of it" : "different rulings, not an edit of one text"}: shown side by side without a word comparison.${relation ? ` The later ${relation.type === "related" ? "is related to" : relation.type} the earlier: ${relation.note}` : ""}`
            : diff.changes.length === 0
              ? `Versions of one ruling: no difference in wording between ${from} and ${to}.`
              : `Versions of one ruling, ${from} → ${to}: ${diff.wordsAdded} ${diff.wordsAdded === 1 ? "word" : "words"} inserted, ${diff.wordsRemoved} deleted${editorial ? `; ${editorial} editorial ${editorial === 1 ? "change" : "changes"} (spelling, case, punctuation) shown in grey` : ""}. ${diff.substantive ? "The wording changed in substance." : "No change of substance."}`}
      </p>
      {diff && (
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">
          Legend: <ins className="diff-ins">inserted</ins> · <del className="diff-del">deleted</del> · <span className="diff-editorial">editorial</span>
        </p>
      )}

      {!diff ? (
        <div className="mt-4 grid gap-4 md:grid-cols-2" data-testid="compare-different">
          {[a, b].map((v) => (
            <section key={v.key} aria-label={`Ruling of ${v.key}`} className="rounded border border-slate-200 p-3 dark:border-slate-700">
              <h2 className="text-sm font-semibold">
                <Link href={v.href} className="underline">
                  {v.date} · {v.documentTitle} · {v.title}
                </Link>
              </h2>
              <div className="mt-2 text-sm leading-relaxed whitespace-pre-wrap">{v.text}</div>
            </section>
          ))}
        </div>
      ) : layout === "side" ? (
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
