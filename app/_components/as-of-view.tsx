"use client";

import { toIsoDate } from "@/app/_components/iso-date";
import { PREVIEWS_CHANGED } from "@/app/_components/preview-events";
import { useEffect, useState, useSyncExternalStore, type ComponentType, type ReactNode } from "react";
import { statusAsOf, toAsOfState, type AsOfFacts } from "@/lib/content/browser";

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
export function isInForceThen(facts: AsOfFacts, date: string): boolean {
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

/** What the as-of view of a page is given: its topic, its ruling (a version page), names and the rulings on its subject. */
export interface AsOfViewProps {
  topicId: string;
  entryKey?: string;
  names?: Record<string, string>;
  subject?: SubjectRuling[];
}

/**
 * The as-of view of a topic or version page (`?as-of=YYYY-MM-DD`; as-of-banner.tsx): loaded only when the address
 * asks for it, so that every other page's first load goes without it. Nothing shows without the parameter; when its
 * code cannot be loaded (offline, not kept), the page says that it shows the rulings in force now.
 */
export function AsOfView(props: AsOfViewProps) {
  const [banner, setBanner] = useState<{ View: ComponentType<AsOfViewProps> } | "failed" | null>(null);
  useEffect(() => {
    const date = new URLSearchParams(window.location.search).get("as-of");
    if (date === null) return;
    // Until the rulings of that date are known, a reference's preview says it is finding them (the banner fills them in).
    const pending = toIsoDate(date) === date ? [...document.querySelectorAll<HTMLAnchorElement>("main a.xref[data-preview-title]")] : [];
    for (const a of pending) a.dataset.previewPending = date;
    let live = true;
    import("./as-of-banner")
      .then((m) => live && setBanner({ View: m.AsOfBanner }))
      .catch(() => {
        for (const a of pending) delete a.dataset.previewPending;
        document.dispatchEvent(new Event(PREVIEWS_CHANGED));
        if (live) setBanner("failed");
      });
    return () => {
      live = false;
    };
  }, []);
  if (banner === "failed")
    return (
      <p
        role="alert"
        className="mt-4 rounded border-l-4 border-amber-500 bg-amber-50 px-3 py-2 text-amber-950 dark:bg-amber-950 dark:text-amber-100 print:hidden"
        data-testid="asof-unavailable"
      >
        The as-of view could not be loaded (offline?): this page shows the rulings in force now.
      </p>
    );
  return banner ? <banner.View {...props} /> : null;
}
