"use client";

import { Link } from "@/app/_components/link";
import { useEffect, useMemo, useState } from "react";
import { KIND_OPTIONS, isTopicMatch } from "@/lib/content/browser";
import { FilterBox, LetterSections, NoTitleMatches, useFilterText } from "./letter-index";
import { SelectField } from "./select-field";

/** One row of the A–Z index. */
export interface TopicRow {
  id: string;
  title: string;
  /** Other titles the topic is filed under: the filter finds it by these too. */
  aliases: string[];
  letter: string;
  kinds: string[];
  /** The dates of the documents that state it: all of them, or the first and the last when there are more than four. */
  dates: string[];
  dateCount: number;
  /** How many of the topic's rulings are in force now, and how many it has. */
  inForce: number;
  rulings: number;
  /** When no ruling is in force because a document dropped the last one: that document's short name and date. */
  dropped?: { by: string; date: string };
}

/**
 * The A–Z topic index of an edition: a filter as you type (by the starts of the words of a title or alias), filters by
 * document and kind, and a letter jump bar with each letter's count. Every topic is in the HTML; the filters only hide.
 * Which topics a document states is fetched when the document is chosen (`/data/document-topics/ID.json`).
 */
export function TopicIndex({ rows, documents }: { rows: TopicRow[]; documents: { id: string; label: string }[] }) {
  const [text, setText, box] = useFilterText();
  const [doc, setDoc] = useState("");
  const [kind, setKind] = useState("");
  /** The chosen document's topics: null while they come, "failed" when they could not be fetched (offline, not saved). */
  const [docTopics, setDocTopics] = useState<Set<string> | "failed" | null>(null);
  useEffect(() => {
    setDocTopics(null);
    if (!doc) return;
    let live = true;
    fetch(`/data/document-topics/${encodeURIComponent(doc)}.json`)
      .then((r) => (r.ok ? (r.json() as Promise<string[]>) : Promise.reject(new Error(String(r.status)))))
      .then((ids) => live && setDocTopics(new Set(ids)))
      .catch(() => live && setDocTopics("failed"));
    return () => {
      live = false;
    };
  }, [doc]);
  const visible = useMemo(
    () => rows.filter((r) => (!doc || !(docTopics instanceof Set) || docTopics.has(r.id)) && (!kind || r.kinds.includes(kind)) && isTopicMatch(text, r)),
    [rows, doc, docTopics, kind, text],
  );
  return (
    <>
      <div className="mt-4 flex flex-wrap items-end gap-3 print:hidden">
        <FilterBox label="Filter topics" text={text} setText={setText} box={box} testId="topic-filter" />
        <SelectField
          label="Document"
          value={doc}
          onChange={setDoc}
          options={[["", "All documents"], ...documents.map((d) => [d.id, d.label] as const)]}
          testId="filter-document"
        />
        <SelectField label="Kind" value={kind} onChange={setKind} options={KIND_OPTIONS} testId="filter-kind" />
        <p role="status" aria-live="polite" className="text-sm text-slate-600 dark:text-slate-300" data-testid="topic-count">
          {doc && docTopics === null
            ? "Finding the document’s topics…"
            : doc && docTopics === "failed"
              ? `Could not load the document’s topics (offline?): showing all ${visible.length} of ${rows.length}`
              : `${visible.length} of ${rows.length} topics`}
        </p>
      </div>
      {visible.length === 0 && <NoTitleMatches noun="topic" text={text} testId="topic-filter-empty" />}
      <LetterSections
        visible={visible}
        noun="topic"
        listTestId="topic-list"
        row={(r) => (
          <li key={r.id} className="flex flex-wrap items-baseline gap-x-2">
            <Link href={`/${r.id}`} prefetch={false}>
              {r.title}
            </Link>
            <span className="text-xs text-slate-600 dark:text-slate-300">
              {r.dateCount > r.dates.length ? `${r.dates[0]} … ${r.dates[r.dates.length - 1]} (${r.dateCount} dates)` : r.dates.join(", ")}
            </span>
            {r.rulings > 0 && r.inForce === 0 && (
              <span className="rounded bg-rose-100 px-1 text-xs text-rose-900 dark:bg-rose-900 dark:text-rose-100" data-testid="no-ruling-in-force">
                {r.dropped ? `dropped from the ${r.dropped.by}, ${r.dropped.date}` : "no ruling in force"}
              </span>
            )}
          </li>
        )}
      />
    </>
  );
}
