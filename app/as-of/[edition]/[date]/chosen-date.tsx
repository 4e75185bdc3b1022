"use client";

import { useSearchParams } from "next/navigation";

/** When the view was opened for a date between documents (?on=DATE), says which date was asked for. */
export function ChosenDate({ documentDate }: { documentDate: string }) {
  const on = useSearchParams().get("on");
  if (!on || on === documentDate || !/^\d{4}-\d{2}-\d{2}$/.test(on)) return null;
  return (
    <p role="note" className="mt-2 rounded bg-sky-50 px-3 py-2 text-sm text-sky-950 dark:bg-sky-950 dark:text-sky-100" data-testid="asof-chosen">
      You asked for {on}: the rulings in force then are those of {documentDate}.
    </p>
  );
}
