"use client";

import { Link } from "@/app/_components/link";
import { useSearchParams } from "next/navigation";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { DiffPart, VersionDiff } from "@/lib/content/browser";
import { SelectField } from "@/app/_components/select-field";

/** One ruling statement offered for comparison. */
export interface CompareVersion {
  /** Its permalink segment: a date, or date-2 … */
  key: string;
  date: string;
  title: string;
  documentTitle: string;
  /** The document's short name without its year ("CRD", "FAQ"), for the choosers a phone shows whole. */
  documentShort: string;
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

/** The word diff of every ordered pair of versions of one ruling, by From key then To key, computed when the site is built. */
export type CompareDiffs = Record<string, Record<string, VersionDiff>>;

/** The layouts of a word comparison, by the name the address gives them (?mode=). */
const MODES = { side: "Side by side", inline: "Inline" } as const;
type Mode = keyof typeof MODES;
const isMode = (m: string | null): m is Mode => m === "side" || m === "inline";

// On a phone two columns leave a few words a line: a narrow screen reads the comparison inline unless told otherwise.
const NARROW = "(max-width: 640px)";
function subscribeNarrow(onChange: () => void) {
  const query = matchMedia(NARROW);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** The comparison itself: selectors, a summary, and the diff side by side or inline (versions of one ruling), or two different rulings side by side. */
export function CompareView({ versions, relations, diffs }: { versions: CompareVersion[]; relations: CompareRelation[]; diffs: CompareDiffs }) {
  const params = useSearchParams();
  const keys = versions.map((v) => v.key);
  // By default, the newest re-issue of a ruling against the version before it; else the two newest statements.
  const lastPair = [...versions].reverse().find((v, i, rev) => rev.slice(i + 1).some((w) => w.ruling === v.ruling));
  const defaultTo = lastPair?.key ?? keys[keys.length - 1]!;
  const defaultFrom = lastPair
    ? [...versions].reverse().find((w) => w.ruling === lastPair.ruling && w.key !== lastPair.key && w.date <= lastPair.date)!.key
    : keys[keys.length - 2]!;
  const [from, setFrom] = useState(() => pick(keys, params.get("from"), defaultFrom));
  const [to, setTo] = useState(() => pick(keys, params.get("to"), defaultTo));
  const [chosen, setChosen] = useState(() => {
    const mode = params.get("mode");
    return isMode(mode) ? mode : null;
  });
  const narrow = useSyncExternalStore(
    subscribeNarrow,
    () => matchMedia(NARROW).matches,
    () => false,
  );
  const mode: Mode = chosen ?? (narrow ? "inline" : "side");
  // What the address asked for and this page cannot show, told until the reader chooses for themselves.
  const a = versions.find((v) => v.key === from)!;
  const b = versions.find((v) => v.key === to)!;
  // Two versions of one ruling, neither amending only part of it, are compared word by word: from the page's diffs
  // (each version against the one before it), or here, with the diff code loaded when a reader first asks for another pair.
  const comparable = from !== to && a.ruling === b.ruling && !a.partial && !b.partial;
  const [computed, setComputed] = useState<CompareDiffs>({});
  const found = diffs[from]?.[to] ?? computed[from]?.[to];
  const pending = comparable && !found;
  useEffect(() => {
    if (!pending) return;
    let live = true;
    void import("./word-diff").then(({ toVersionDiff }) => {
      if (live) setComputed((cur) => ({ ...cur, [from]: { ...cur[from], [to]: toVersionDiff(a.text, b.text) } }));
    });
    return () => {
      live = false;
    };
  }, [pending, from, to, a.text, b.text]);
  const wordCompared = from === to || comparable;
  const [asked, setAsked] = useState(() => ({ from: params.get("from"), to: params.get("to"), mode: params.get("mode") }));
  const notices = [
    ...(["from", "to"] as const)
      .filter((f) => asked[f] !== null && !keys.includes(asked[f]!))
      .map(
        (f) =>
          `The address asks for “${asked[f]}” as ${f === "from" ? "From" : "To"}, which is not a statement on this topic (${keys.join(", ")}): shown ${f === "from" ? from : to} instead.`,
      ),
    ...(asked.mode !== null && !isMode(asked.mode) && !chosen
      ? [
          `The address asks for the layout “${asked.mode}”, which this page does not have (mode=inline or mode=side): ${
            wordCompared
              ? `shown ${MODES[mode].toLowerCase()}, the default on this screen`
              : "these two statements are shown side by side, without a word comparison"
          }.`,
        ]
      : []),
  ];
  const choose =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      setAsked({ from: null, to: null, mode: null });
      set(value);
    };

  useEffect(() => {
    const url = new URL(window.location.href);
    url.searchParams.set("from", from);
    url.searchParams.set("to", to);
    if (chosen) url.searchParams.set("mode", chosen);
    window.history.replaceState(null, "", url.pathname + url.search);
  }, [from, to, chosen]);

  const diff: VersionDiff | null =
    from === to ? { parts: [{ value: a.text, type: "same" }], changes: [], wordsAdded: 0, wordsRemoved: 0, substantive: false } : (found ?? null);
  const relation = relations.find((r) => (r.from === a.key && r.to === b.key) || (r.from === b.key && r.to === a.key));
  const editorial = diff ? diff.changes.filter((c) => c.editorial).length : 0;
  // Short enough for a 390 px chooser to show whole (the key tells statements apart); the full names stand in the From/To bar.
  const choices = versions.map((v) => [v.key, `${v.key} · ${v.documentShort}`] as const);

  // The change in view ("change 2 of 5"), back to the first when another pair is chosen.
  const pair = `${from}>${to}`;
  const [at, setAt] = useState({ pair, index: 0 });
  const current = at.pair === pair ? at.index : 0;
  const count = diff?.changes.length ?? 0;
  const body = useRef<HTMLDivElement>(null);
  const show = (index: number, onlyIfHidden = false) => {
    const el = body.current?.querySelector(`[data-change="${index}"]`);
    const bar = body.current?.firstElementChild?.getBoundingClientRect().bottom ?? 0;
    const r = el?.getBoundingClientRect();
    if (r && !(onlyIfHidden && r.top >= bar && r.bottom <= window.innerHeight)) el!.scrollIntoView({ block: "center" });
  };
  const go = (step: number) => {
    const index = (current + step + count) % count;
    setAt({ pair, index });
    show(index);
  };

  // The page opens at the first difference (once), the From/To bar above it.
  useEffect(() => show(0, true), []);
  // n and p step through the changes, as the buttons do, when no field is taking the keys (attached anew each render: `go` reads this render's place).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement;
      if (e.ctrlKey || e.metaKey || e.altKey || t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName)) return;
      if ((e.key === "n" || e.key === "p") && body.current?.querySelector("[data-change]")) go(e.key === "n" ? 1 : -1);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });

  return (
    <>
      <form className="mt-4 flex flex-wrap items-end gap-3 print:hidden" onSubmit={(e) => e.preventDefault()}>
        <SelectField label="From" value={from} onChange={choose(setFrom)} options={choices} testId="compare-from" className="w-full sm:w-auto" />
        <SelectField label="To" value={to} onChange={choose(setTo)} options={choices} testId="compare-to" className="w-full sm:w-auto" />
        <fieldset className="flex gap-3 text-sm">
          <legend className="sr-only">Layout</legend>
          {(["side", "inline"] as const).map((l) => (
            <label key={l} className="flex items-center gap-1">
              <input type="radio" name="layout" value={l} checked={mode === l} onChange={() => choose(setChosen)(l)} />
              {MODES[l]}
            </label>
          ))}
        </fieldset>
      </form>

      {notices.map((n) => (
        <p
          key={n}
          role="alert"
          className="mt-4 rounded border-l-4 border-amber-500 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100"
          data-testid="compare-notice"
        >
          {n}
        </p>
      ))}

      <p className="mt-4 text-sm" aria-live="polite" data-testid="compare-summary">
        {from === to
          ? "Choose two different statements."
          : pending
            ? `Comparing ${from} and ${to} word by word…`
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
      ) : (
        <div ref={body}>
          <div
            className="sticky top-0 z-10 -mx-4 mt-4 border-b border-slate-200 bg-white px-4 py-2 text-sm dark:border-slate-700 dark:bg-slate-950"
            data-testid="compare-bar"
          >
            {[a, b].map((v, i) => (
              <p key={i} className="break-words" data-testid={i ? "compare-to-label" : "compare-from-label"}>
                <span className="font-semibold">{i ? "To" : "From"}</span>{" "}
                <Link href={v.href} className="underline">
                  {v.date} · {v.documentTitle}
                  {v.title ? ` · ${v.title}` : ""}
                </Link>
              </p>
            ))}
            {count > 0 && (
              <div role="group" aria-label="Changes" className="mt-1 flex flex-wrap items-center gap-2 print:hidden">
                <button type="button" onClick={() => go(-1)} aria-keyshortcuts="p" className={STEP}>
                  Previous change
                </button>
                <span aria-live="polite" data-testid="compare-count">
                  Change {current + 1} of {count}
                </span>
                <button type="button" onClick={() => go(1)} aria-keyshortcuts="n" className={STEP}>
                  Next change
                </button>
              </div>
            )}
          </div>
          {mode === "side" ? (
            <div className="mt-4 grid grid-cols-2 gap-2 sm:gap-4" data-testid="compare-side">
              {[a, b].map((v, i) => (
                <section
                  key={i}
                  aria-label={`Version of ${v.key}`}
                  className="min-w-0 rounded border border-slate-200 p-2 break-words sm:p-3 dark:border-slate-700"
                >
                  <h2 className="text-sm font-semibold">
                    <Link href={v.href} className="underline">
                      {v.key} · {v.documentTitle}
                    </Link>
                  </h2>
                  <DiffText parts={diff.parts} side={i ? "to" : "from"} current={current} />
                </section>
              ))}
            </div>
          ) : (
            <section
              aria-label="Inline comparison"
              className="mt-4 rounded border border-slate-200 p-3 break-words dark:border-slate-700"
              data-testid="compare-inline"
            >
              <DiffText parts={diff.parts} side="both" current={current} />
            </section>
          )}
        </div>
      )}
    </>
  );
}

const STEP = "min-h-11 rounded border border-slate-300 px-3 hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800";

/** The key asked for if the topic has it, else the default. */
function pick(keys: string[], asked: string | null, fallback: string): string {
  return asked && keys.includes(asked) ? asked : fallback;
}

/** The diff as text: insertions underlined, deletions struck through, both labelled for screen readers; the change in view outlined. */
function DiffText({ parts, side, current }: { parts: DiffPart[]; side: "from" | "to" | "both"; current: number }) {
  return (
    <div className="mt-2 text-sm leading-relaxed whitespace-pre-wrap">
      {parts.map((p, i) => {
        if (p.type === "same") return <span key={i}>{p.value}</span>;
        if (p.type === "added" && side === "from") return null;
        if (p.type === "removed" && side === "to") return null;
        const cls = p.editorial ? "diff-editorial" : p.type === "added" ? "diff-ins" : "diff-del";
        const label = `${p.editorial ? "editorial " : ""}${p.type === "added" ? "inserted" : "deleted"}: `;
        const Tag = p.type === "added" ? "ins" : "del";
        const here = p.change === current;
        return (
          <Tag
            key={i}
            className={`${cls} ${here ? "outline-2 outline-offset-2 outline-blue-600 dark:outline-blue-300" : ""}`}
            data-change={p.change}
            aria-current={here || undefined}
          >
            <span className="sr-only">{label}</span>
            {p.value}
          </Tag>
        );
      })}
    </div>
  );
}
