"use client";

import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { toIsoDate } from "@/app/_components/iso-date";
import { START, toChangesFile, type ChangeItem, type ChangesData, type ChangesFile } from "../_lib/changes-file";
import { ChangeList } from "../_components/change-list";

interface Props {
  slug: string;
  name: string;
  /** The edition's document dates, oldest first: the only dates on which its rulings change. */
  dates: string[];
  /** Each document date's documents, in readers' words ("Current Rulings"). */
  documents: Record<string, string>;
}

type Shown =
  | { state: "loading" }
  | { state: "problem"; message: string; fix?: { label: string; from: string; to: string } }
  | { state: "same"; basis: string | null }
  | { state: "failed" }
  | { state: "ready"; fromBasis: string; toBasis: string; file: ChangesFile };

const GROUPS = [
  ["began", "Began", "Rulings in force on the second date that were not on the first."],
  ["ended", "Ended", "Rulings in force on the first date and no longer on the second, with what ended them."],
  ["amended", "Amended", "Rulings in force on both dates that changed in between: a new version of the ruling, or a later ruling amending part of it."],
] as const;

/** The latest document date on or before a date, or null before the first document. */
function toBasis(dates: string[], date: string): string | null {
  return [...dates].reverse().find((d) => d <= date) ?? null;
}

/**
 * What began, ended and was amended between two dates (`?from=…&to=…`, read in the browser: the page is one static file
 * per edition), computed from the edition's changes file (fetched once) for the two document dates in force on them.
 * Defaults: the last two document dates. A malformed or reversed range is told on the page, with the range it probably means.
 */
export function ChangesView({ slug, name, dates, documents }: Props) {
  const defaults = { from: dates[dates.length - 2] ?? dates[0]!, to: dates[dates.length - 1]! };
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [input, setInput] = useState(defaults);
  const [shown, setShown] = useState<Shown>({ state: "loading" });
  const [formProblem, setFormProblem] = useState("");
  const data = useRef<Promise<ChangesData> | null>(null);

  const show = useCallback(
    (from: string, to: string) => {
      setRange({ from, to });
      setInput({ from: toIsoDate(from) ?? "", to: toIsoDate(to) ?? "" });
      const isoFrom = toIsoDate(from);
      const isoTo = toIsoDate(to);
      for (const [given, iso] of [
        [from, isoFrom],
        [to, isoTo],
      ] as const) {
        if (iso === given) continue;
        const [a, b] = [isoFrom, isoTo].sort();
        const fixed = a && b && a !== b ? { label: `from ${a} to ${b}`, from: a, to: b } : undefined;
        const example = fixed ? "" : ", for example 2000-07-31";
        return setShown({ state: "problem", message: `“${given}” is not a date this page can read. Write dates as YYYY-MM-DD${example}.`, fix: fixed });
      }
      if (isoFrom! >= isoTo!) {
        const message =
          isoFrom === isoTo ? `Both dates are ${isoFrom}: choose an earlier first date.` : `The first date (${isoFrom}) is after the second (${isoTo}).`;
        return setShown({
          state: "problem",
          message,
          fix: isoFrom === isoTo ? undefined : { label: `from ${isoTo} to ${isoFrom}`, from: isoTo!, to: isoFrom! },
        });
      }
      const fromBasis = toBasis(dates, isoFrom!);
      const toBasisDate = toBasis(dates, isoTo!);
      if (fromBasis === toBasisDate) return setShown({ state: "same", basis: fromBasis });
      setShown({ state: "loading" });
      data.current ??= fetch(`/data/changes/${slug}.json`).then((r) =>
        r.ok ? (r.json() as Promise<ChangesData>) : Promise.reject(new Error(String(r.status))),
      );
      data.current
        .then((d) =>
          setShown({ state: "ready", fromBasis: fromBasis ?? START, toBasis: toBasisDate!, file: toChangesFile(d, fromBasis ?? START, toBasisDate!) }),
        )
        .catch(() => {
          data.current = null; // a later try fetches it again
          setShown({ state: "failed" });
        });
    },
    [dates, slug],
  );

  useEffect(() => {
    const read = () => {
      const q = new URLSearchParams(window.location.search);
      show(q.get("from") ?? defaults.from, q.get("to") ?? defaults.to);
    };
    read();
    window.addEventListener("popstate", read);
    return () => window.removeEventListener("popstate", read);
    // The defaults follow from `dates`, which `show` already depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [show]);

  const go = (from: string, to: string) => {
    window.history.pushState(null, "", `?from=${from}&to=${to}`);
    show(from, to);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!input.from || !input.to) return setFormProblem("Enter both dates.");
    setFormProblem("");
    go(input.from, input.to);
  };
  /** Which rulings were in force on a date, by the document date they date from (null: before the first document). */
  const docsOn = (basis: string | null) => (basis ? `those of the ${documents[basis]} of ${basis}` : `none: the first ${name} document is of ${dates[0]}`);

  return (
    <>
      <form className="mt-4 flex flex-wrap items-end gap-3 print:hidden" onSubmit={submit} data-testid="changes-form">
        {(["from", "to"] as const).map((k) => (
          <label key={k} className="flex flex-col text-sm">
            {k === "from" ? "From (the earlier date)" : "To (the later date)"}
            <input
              type="date"
              name={k}
              value={input[k]}
              onChange={(e) => setInput((cur) => ({ ...cur, [k]: e.target.value }))}
              className="mt-1 rounded border border-slate-300 bg-white px-2 py-1 dark:border-slate-600 dark:bg-slate-900"
              data-testid={`changes-${k}`}
            />
          </label>
        ))}
        <button type="submit" className="rounded border border-slate-400 px-3 py-1 hover:bg-slate-100 dark:hover:bg-slate-800">
          Show changes
        </button>
      </form>
      {formProblem && (
        <p role="alert" className="mt-2 text-sm text-rose-800 dark:text-rose-300">
          {formProblem}
        </p>
      )}
      <div aria-live="polite" data-testid="changes-result">
        {shown.state === "loading" && <p className="mt-4">Loading the changes…</p>}
        {shown.state === "failed" && (
          <p role="alert" className="mt-4 text-rose-800 dark:text-rose-300">
            The changes could not be loaded (offline, or not saved on this device). Try again when online.
          </p>
        )}
        {shown.state === "problem" && (
          <div
            role="alert"
            className="mt-4 rounded border-l-4 border-amber-500 bg-amber-50 px-3 py-2 text-amber-950 dark:bg-amber-950 dark:text-amber-100"
            data-testid="changes-invalid"
          >
            <p>
              {shown.message} No changes are shown.
              {shown.fix && (
                <>
                  {" "}
                  <a
                    className="underline"
                    href={`?from=${shown.fix.from}&to=${shown.fix.to}`}
                    onClick={(e) => {
                      e.preventDefault();
                      go(shown.fix!.from, shown.fix!.to);
                    }}
                  >
                    Show the changes {shown.fix.label}
                  </a>
                  .
                </>
              )}
            </p>
          </div>
        )}
        {shown.state === "same" && range && (
          <p className="mt-4" data-testid="changes-summary">
            No {name} document was issued after {range.from} and on or before {range.to}, so nothing began, ended or was amended: the rulings in force on both
            dates are {docsOn(shown.basis)}.
          </p>
        )}
        {shown.state === "ready" && range && (
          <>
            <p className="mt-4 text-slate-700 dark:text-slate-300" data-testid="changes-summary">
              The rulings in force on {range.from} ({docsOn(shown.fromBasis === START ? null : shown.fromBasis)}) against those in force on {range.to} (
              {docsOn(shown.toBasis)}).
            </p>
            <p className="mt-2 flex flex-wrap gap-2 text-sm" data-testid="changes-counts">
              {GROUPS.map(([key, label]) => (
                <a key={key} href={`#changes-${key}`} className="rounded border border-slate-300 px-2 py-1 dark:border-slate-600">
                  {label}: {shown.file[key].length}
                </a>
              ))}
            </p>
            {GROUPS.map(([key, label, help]) => (
              <ChangeGroup key={key} id={key} heading={label} help={help} items={shown.file[key]} />
            ))}
            {shown.file.restated.length > 0 && (
              <details className="mt-6" data-testid="changes-restated">
                <summary className="cursor-pointer">Restated word for word ({shown.file.restated.length})</summary>
                <ChangeList items={shown.file.restated} />
              </details>
            )}
          </>
        )}
      </div>
    </>
  );
}

function ChangeGroup({ id, heading, help, items }: { id: string; heading: string; help: string; items: ChangeItem[] }) {
  return (
    <section aria-labelledby={`changes-${id}`} className="mt-6" data-testid={`changes-group-${id}`}>
      <h2 id={`changes-${id}`} className="text-xl font-semibold">
        {heading} ({items.length})
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">{help}</p>
      {items.length === 0 ? <p className="mt-1 text-sm">None.</p> : <ChangeList items={items} />}
    </section>
  );
}
