"use client";

import { toIsoDate } from "@/app/_components/iso-date";
import { PREVIEWS_CHANGED } from "@/app/_components/preview-events";
import { useEffect, useState } from "react";
import type { AsOfIndex } from "@/lib/content";
import { isInForceThen, type AsOfViewProps } from "./as-of-view";

interface View {
  date: string;
  /** The document date whose rulings were in force on `date`, or null before the first document. */
  basis: string | null;
  rulings: string[];
  pointers: string[];
}

/** The latest document date of an edition on or before a date. */
function toBasis(dates: string[], date: string): string | null {
  return [...dates].reverse().find((d) => d <= date) ?? null;
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
export function AsOfBanner({ topicId, entryKey, names = {}, subject = [] }: AsOfViewProps) {
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
    // date are known a preview says so (AsOfView marked them) rather than show today's ruling as if it were then's.
    const previewed = xrefs.filter(({ a }) => a.dataset.previewTitle !== undefined);
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
