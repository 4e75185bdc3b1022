"use client";

import { Link } from "@/app/_components/link";
import { useMemo } from "react";
import { isTopicMatch } from "@/lib/content/browser";
import { FilterBox, LetterSections, NoTitleMatches, useFilterText } from "@/app/_components/letter-index";

/** One card of the A–Z index. */
export interface CardRow {
  id: string;
  title: string;
  letter: string;
  type?: string;
  /** How many rulings name it. */
  rulings: number;
}

/** The A–Z card index of an edition: filtered as you type (the starts of the words of a title), by letter. Every card is in the HTML. */
export function CardIndex({ rows }: { rows: CardRow[] }) {
  const [text, setText, box] = useFilterText();
  const visible = useMemo(() => rows.filter((r) => isTopicMatch(text, r)), [rows, text]);
  return (
    <>
      <div className="mt-4 flex flex-wrap items-end gap-3 print:hidden">
        <FilterBox label="Filter cards" text={text} setText={setText} box={box} testId="card-filter" />
        <p role="status" aria-live="polite" className="text-sm text-slate-600 dark:text-slate-300" data-testid="card-count">
          {visible.length} of {rows.length} cards
        </p>
      </div>
      {visible.length === 0 && <NoTitleMatches noun="card" text={text} testId="card-filter-empty" />}
      <LetterSections
        visible={visible}
        noun="card"
        listTestId="card-list"
        row={(r) => (
          <li key={r.id} className="flex flex-wrap items-baseline gap-x-2">
            <Link href={`/cards/${r.id}`} prefetch={false}>
              {r.title}
            </Link>
            <span className="text-xs text-slate-600 dark:text-slate-300">
              · {r.rulings} {r.rulings === 1 ? "ruling" : "rulings"}
              {r.type ? ` · ${r.type}` : ""}
            </span>
          </li>
        )}
      />
    </>
  );
}
