"use client";

import Link from "next/link";
import { useMemo, useState } from "react";
import { KIND_OPTIONS } from "@/lib/content/kinds";
import { SelectField } from "./select-field";

/** One row of the A–Z index. */
export interface TopicRow {
  id: string;
  title: string;
  letter: string;
  kinds: string[];
  documentIds: string[];
  dates: string[];
  /** How many of the topic's rulings are in force now, and how many it has. */
  inForce: number;
  rulings: number;
  /** When no ruling is in force because a document dropped the last one: that document's short name and date. */
  dropped?: { by: string; date: string };
}

/** The A–Z topic index of an edition, with a letter jump bar and filters by document and kind. */
export function TopicIndex({ rows, documents }: { rows: TopicRow[]; documents: { id: string; label: string }[] }) {
  const [doc, setDoc] = useState("");
  const [kind, setKind] = useState("");
  const visible = useMemo(() => rows.filter((r) => (!doc || r.documentIds.includes(doc)) && (!kind || r.kinds.includes(kind))), [rows, doc, kind]);
  const letters = useMemo(() => [...new Set(visible.map((r) => r.letter))], [visible]);
  return (
    <>
      <div className="mt-4 flex flex-wrap gap-3 print:hidden">
        <SelectField label="Document" value={doc} onChange={setDoc} options={[["", "All documents"], ...documents.map((d) => [d.id, d.label] as const)]} testId="filter-document" />
        <SelectField label="Kind" value={kind} onChange={setKind} options={KIND_OPTIONS} testId="filter-kind" />
        <p className="self-end text-sm text-slate-600 dark:text-slate-300" aria-live="polite" data-testid="topic-count">
          {visible.length} of {rows.length} topics
        </p>
      </div>
      <nav aria-label="Jump to letter" className="sticky top-0 z-10 mt-4 flex flex-wrap gap-1 bg-white/95 py-2 dark:bg-slate-950/95 print:hidden">
        {letters.map((l) => (
          <a key={l} href={`#letter-${l}`} className="min-w-7 rounded border border-slate-300 px-1.5 py-0.5 text-center text-sm hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800">
            {l}
          </a>
        ))}
      </nav>
      {letters.map((l) => (
        <section key={l} aria-labelledby={`letter-${l}`} className="mt-4">
          <h2 id={`letter-${l}`} className="scroll-mt-14 border-b border-slate-200 text-lg font-bold dark:border-slate-700">
            {l}
          </h2>
          <ul className="mt-1 space-y-0.5" data-testid="topic-list">
            {visible
              .filter((r) => r.letter === l)
              .map((r) => (
                <li key={r.id} className="flex flex-wrap items-baseline gap-x-2">
                  <Link href={`/${r.id}`} className="underline decoration-slate-400 underline-offset-2 hover:decoration-current">
                    {r.title}
                  </Link>
                  <span className="text-xs text-slate-600 dark:text-slate-300">{r.dates.join(", ")}</span>
                  {r.rulings > 0 && r.inForce === 0 && (
                    <span className="rounded bg-rose-100 px-1 text-xs text-rose-900 dark:bg-rose-900 dark:text-rose-100" data-testid="no-ruling-in-force">
                      {r.dropped ? `dropped from the ${r.dropped.by}, ${r.dropped.date}` : "no ruling in force"}
                    </span>
                  )}
                </li>
              ))}
          </ul>
        </section>
      ))}
    </>
  );
}
