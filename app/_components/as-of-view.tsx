"use client";

import { toIsoDate } from "@/app/_components/iso-date";
import { PREVIEWS_CHANGED } from "@/app/_components/ref-previews";
import { useEffect, useState, useSyncExternalStore, type ReactNode } from "react";
import type { AsOfIndex } from "@/lib/content";
import { statusAsOf, toAsOfState, type AsOfFacts } from "@/lib/content/browser";

interface View {
  date: string;
  /** The document date whose rulings were in force on `date`, or null before the first document. */
  basis: string | null;
  rulings: string[];
  pointers: string[];
}

/** A ruling as the as-of view names, links and previews it (the files of /data/rulings/, one per topic). */
export interface RulingBrief {
  /** Its permalink segment under its topic. */
  key: string;
  /** Its name on a page: its title, and the first words of its question when another ruling of the topic has the same title. */
  name: string;
  /** The document's title. */
  document: string;
  date: string;
  excerpt: string;
  facts: AsOfFacts;
}

/** A ruling the page can lead with in an as-of view: one of the topic's, or one on its subject filed under another topic. */
export interface SubjectRuling {
  name: string;
  href: string;
  facts: AsOfFacts;
}

/** The latest document date of an edition on or before a date. */
function toBasis(dates: string[], date: string): string | null {
  return [...dates].reverse().find((d) => d <= date) ?? null;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener("popstate", onChange);
  return () => window.removeEventListener("popstate", onChange);
}

/** The as-of date the address gives, when it is a date this page can read (a malformed one is told by AsOfView). */
function readAsOfDate(): string | null {
  const date = new URLSearchParams(window.location.search).get("as-of");
  return date !== null && toIsoDate(date) === date ? date : null;
}

/** The page's as-of date (`?as-of=YYYY-MM-DD`), or null: null while the static HTML hydrates, then the address's. */
export function useAsOfDate(): string | null {
  return useSyncExternalStore(subscribe, readAsOfDate, () => null);
}

/** Whether a ruling was in force on a date. */
function isInForceThen(facts: AsOfFacts, date: string): boolean {
  return toAsOfState(facts, date) === "in-force";
}

const TONES = {
  "not-yet": "bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100",
  "in-force": "bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100",
  ended: "bg-rose-100 text-rose-900 dark:bg-rose-900 dark:text-rose-100",
} as const;

/**
 * A ruling's status badge: its status now (`children`), or in an as-of view its status on that date: "Not yet issued",
 * "In force then", "Ended before then: reversed in 2000 by “cloaking device”" (one wording: lib/history statusAsOf).
 */
export function AsOfBadge({ facts, children }: { facts: AsOfFacts; children?: ReactNode }) {
  const date = useAsOfDate();
  if (!date) return children;
  const state = toAsOfState(facts, date);
  return (
    <span className={`rounded px-1.5 text-xs font-medium ${TONES[state]}`} data-testid="status-badge" data-status={`as-of-${state}`}>
      {statusAsOf(facts, date)}
    </span>
  );
}

/** Shows `now` on a page read as it stands, `asOf` in an as-of view. */
export function AsOfSwap({ now, asOf }: { now: ReactNode; asOf: ReactNode }) {
  return useAsOfDate() ? asOf : now;
}

/** One sentence on what a topic holds: how many rulings, how many in force now (or on the as-of date), how many pointers. */
export function TopicSummary({ rulings, pointers }: { rulings: AsOfFacts[]; pointers: number }) {
  const date = useAsOfDate();
  const inForce = rulings.filter((f) => isInForceThen(f, date ?? "9999-12-31")).length;
  const parts: string[] = [];
  if (rulings.length)
    parts.push(`${rulings.length} ${rulings.length === 1 ? "ruling" : "rulings"} in these documents, ${inForce} in force ${date ? `on ${date}` : "now"}`);
  if (pointers) parts.push(`${pointers} ${pointers === 1 ? "pointer" : "pointers"} to other topics`);
  return `${parts.join("; ")}.`;
}

/**
 * In an as-of view, the rulings on a topic's subject in force on that date, first on the page: the topic's own and those
 * filed under other topics that its rulings reverse, supersede, amend or relate to. `children` are the rulings, each
 * in an AsOfInForce; `rulings` tells which of them were in force, so that the heading says when none was.
 */
export function AsOfLead({ rulings, children }: { rulings: AsOfFacts[]; children: ReactNode }) {
  const date = useAsOfDate();
  if (!date) return null;
  const count = rulings.filter((f) => isInForceThen(f, date)).length;
  return (
    <section aria-labelledby="in-force-then" className="mt-4" data-testid="asof-lead">
      <h2 id="in-force-then" className="text-sm font-medium uppercase tracking-wide text-slate-600 dark:text-slate-300">
        In force on {date} on this subject{count > 1 ? ` (${count} rulings)` : ""}
      </h2>
      {count === 0 ? <p className="mt-2 text-slate-700 dark:text-slate-300">No ruling on this subject was in force on {date}.</p> : children}
    </section>
  );
}

/** Its children in an as-of view when the ruling `facts` tell was in force on that date. */
export function AsOfInForce({ facts, children }: { facts: AsOfFacts; children: ReactNode }) {
  const date = useAsOfDate();
  return date && isInForceThen(facts, date) ? children : null;
}

/**
 * Where a reference of the page leads: its target now (`children`), or in an as-of view the target topic's rulings in
 * force on that date, each with its as-of status (the target now, with its as-of status, when none was).
 */
export function AsOfTarget({ rulings, current, children }: { rulings: SubjectRuling[]; current: SubjectRuling; children: ReactNode }) {
  const date = useAsOfDate();
  if (!date) return children;
  const then = rulings.filter((r) => isInForceThen(r.facts, date));
  return (
    <>
      {(then.length ? then : [current]).map((r, i) => (
        <span key={r.href}>
          {i > 0 && "; "}
          <a className="underline" href={`${r.href}?as-of=${date}`} data-testid="asof-target">
            {r.name}
          </a>{" "}
          <span className="text-sm text-slate-600 dark:text-slate-300">({r.facts.from})</span> <AsOfBadge facts={r.facts} />
        </span>
      ))}
    </>
  );
}

/**
 * A topic's references list: those of its rulings shown now (`now`), and in an as-of view those of its rulings in force
 * on that date as well (`citedBy`: the rulings of the topic that make the reference), each item as the server wrote it.
 */
export function AsOfReferences({
  items,
  rulings,
  empty,
}: {
  items: { key: string; citedBy: AsOfFacts[]; now: boolean; node: ReactNode }[];
  /** The topic's rulings: read as of a date when none was in force, the page shows today's, and so does this list. */
  rulings: AsOfFacts[];
  empty: string;
}) {
  const date = useAsOfDate();
  // Read as of a date, the references of the rulings in force then (not those of a later ruling); else today's.
  const then = date !== null && rulings.some((f) => isInForceThen(f, date));
  const shown = items.filter((x) => (then ? x.citedBy.some((f) => isInForceThen(f, date)) : x.now));
  if (!shown.length)
    return (
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{then ? `No ruling of this topic in force on ${date} refers to another entry.` : empty}</p>
    );
  return (
    <ul className="mt-2 list-disc space-y-1 pl-5" data-testid="references">
      {shown.map((x) => (
        <li key={x.key}>{x.node}</li>
      ))}
    </ul>
  );
}

/** A link of the as-of view: the ruling it names, read as of the same date. */
function toAsOfHref(href: string, date: string): string {
  return `${href.replace(/[?#].*$/, "")}?as-of=${date}`;
}

/**
 * The as-of view of a topic or version page (`?as-of=YYYY-MM-DD`): says which of the topic's rulings were in force on
 * that date, by name (`names`: permalink segment → name), and which rulings on its subject filed under other topics
 * (`subject`) were; sends every reference on the page to its target as in force on that date and previews that ruling.
 * Computed in the browser from /data/as-of.json and /data/rulings/, so the site needs no page per topic per date;
 * nothing shows without the parameter.
 */
export function AsOfView({
  topicId,
  entryKey,
  names = {},
  subject = [],
}: {
  topicId: string;
  entryKey?: string;
  names?: Record<string, string>;
  subject?: SubjectRuling[];
}) {
  const [view, setView] = useState<View | null>(null);
  // A date the address gives that is not YYYY-MM-DD: told, with the date it probably means, never silently ignored.
  const [invalid, setInvalid] = useState<{ given: string; meant: string | null } | null>(null);
  const edition = topicId.split("/")[0]!;
  useEffect(() => {
    const date = new URLSearchParams(window.location.search).get("as-of");
    if (date === null) return;
    const meant = toIsoDate(date);
    if (meant !== date) {
      setInvalid({ given: date, meant });
      return;
    }
    let live = true;
    const xrefs = [...document.querySelectorAll<HTMLAnchorElement>("main a.xref")].map((a) => ({ a, href: a.getAttribute("href") ?? "" }));
    // Loaded only for an as-of view, so that every other page's first load goes without it. Until the rulings of that
    // date are known a preview says so rather than show today's ruling as if it were then's.
    const previewed = xrefs.filter(({ a }) => a.dataset.previewTitle !== undefined);
    for (const { a } of previewed) a.dataset.previewPending = date;
    void import("./as-of-previews")
      .then((m) => m.showPreviewsAsOf(date, previewed))
      // Offline without that file: the previews keep today's rulings.
      .catch(() => undefined)
      .finally(() => {
        for (const { a } of previewed) delete a.dataset.previewPending;
        document.dispatchEvent(new Event(PREVIEWS_CHANGED));
      });
    // Links to rulings listed on the page (referenced by, related) read them as of the same date.
    for (const a of document.querySelectorAll<HTMLAnchorElement>("main a[data-asof-link]"))
      a.setAttribute("href", toAsOfHref(a.getAttribute("href") ?? "", date));
    void fetch("/data/as-of.json")
      .then((r) => r.json() as Promise<AsOfIndex>)
      .then((index) => {
        const ed = index[edition];
        if (!live || !ed) return;
        const basis = toBasis(ed.dates, date);
        const here = basis ? ed.topics[topicId]?.[basis] : undefined;
        setView({ date, basis, rulings: here?.rulings ?? [], pointers: here?.pointers ?? [] });
        // References lead to their targets as in force on the same date.
        for (const { a, href } of xrefs) {
          const m = /^\/(1e|2e)\/([^/?#]+)/.exec(href);
          if (!m) continue;
          const target = `${m[1]}/${m[2]}`;
          const keys = (basis && index[m[1]!]?.topics[target]?.[basis]?.rulings) || [];
          a.setAttribute("href", `/${target}${keys.length === 1 ? `/${keys[0]}` : ""}?as-of=${date}`);
          if (!keys.length) a.title = `No ruling on this topic was in force on ${date}`;
        }
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [edition, topicId]);
  if (invalid)
    return (
      <div
        role="alert"
        className="mt-4 rounded border-l-4 border-amber-500 bg-amber-50 px-3 py-2 text-amber-950 dark:bg-amber-950 dark:text-amber-100 print:hidden"
        data-testid="asof-invalid"
      >
        <p>
          “{invalid.given}” is not a date this page can read, so it shows the rulings in force now. Write the date as YYYY-MM-DD
          {invalid.meant ? (
            <>
              :{" "}
              <a className="underline" href={`?as-of=${invalid.meant}`}>
                as in force on {invalid.meant}
              </a>
              .
            </>
          ) : (
            ", for example 2000-07-31."
          )}
        </p>
      </div>
    );
  if (!view) return null;
  const here = entryKey && view.rulings.includes(entryKey);
  const onSubject = subject.filter((r) => isInForceThen(r.facts, view.date));
  return (
    <div
      role="note"
      className="mt-4 rounded border-l-4 border-sky-500 bg-sky-50 px-3 py-2 text-sky-950 dark:bg-sky-950 dark:text-sky-100 print:hidden"
      data-testid="asof-banner"
    >
      <p>
        <strong>As in force on {view.date}</strong>
        {view.basis && view.basis !== view.date ? ` (the rulings of ${view.basis})` : ""}:{" "}
        {view.rulings.length === 0
          ? view.pointers.length
            ? "only a pointer on this topic was in force then."
            : "no ruling on this topic was in force then."
          : entryKey
            ? here
              ? "this ruling was in force then."
              : "this ruling was not in force then; in force was "
            : `${view.rulings.length === 1 ? "this ruling" : `${view.rulings.length} rulings`}: `}
        {view.rulings.length > 0 &&
          !here &&
          view.rulings.map((key, i) => (
            <span key={key}>
              {i > 0 && ", "}
              <a className="underline" href={`/${topicId}/${key}?as-of=${view.date}`}>
                {names[key] ?? `the ruling of ${key.slice(0, 10)}`}
              </a>
            </span>
          ))}
        {view.rulings.length > 0 && !here && "."}{" "}
        {onSubject.length > 0 && (
          <>
            In force then on its subject, filed under other topics:{" "}
            {onSubject.map((r, i) => (
              <span key={r.href}>
                {i > 0 && ", "}
                <a className="underline" href={`${r.href}?as-of=${view.date}`}>
                  {r.name}
                </a>
              </span>
            ))}
            .{" "}
          </>
        )}
        References on this page lead to their rulings in force on {view.date}.{" "}
        {view.basis && (
          <a className="underline" href={`/as-of/${edition}/${view.basis}?on=${view.date}`}>
            Every ruling in force on {view.date}
          </a>
        )}
      </p>
    </div>
  );
}
