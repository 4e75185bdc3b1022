"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import type { CitedText, StaleNotice } from "@/lib/content/browser";
import type { Suggest } from "@/app/examples/_lib/form-model";
import { StaleCitations } from "./stale-citations";

// Loaded when the panel opens, so topic pages do not ship the rules engine on first load.
const ExampleRunner = dynamic(() => import("@/app/examples/_components/example-runner").then((m) => m.ExampleRunner), {
  loading: () => <p className="text-sm">Loading the example…</p>,
});

/** A collapsible "Try it" panel on a topic page that runs a worked example applying the topic's rulings. */
export function TryItPanel({
  exampleId,
  title,
  cited,
  stale = [],
  suggestions,
}: {
  exampleId: string;
  title: string;
  cited: CitedText[];
  stale?: StaleNotice[];
  suggestions: Partial<Record<Suggest, string[]>>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <details
      className="mt-6 rounded border border-emerald-300 p-3 dark:border-emerald-800 print:hidden"
      onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}
      data-testid="try-it"
    >
      <summary className="cursor-pointer py-2 font-semibold">
        Try it: {title}
        {stale.length > 0 && (
          <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900 dark:text-amber-100">
            may be out of date
          </span>
        )}
      </summary>
      <StaleCitations notices={stale} />
      {open && (
        <div className="mt-3">
          <ExampleRunner exampleId={exampleId} cited={cited} suggestions={suggestions} syncUrl={false} />
          <p className="mt-2 text-sm">
            <a className="underline" href={`/examples/${exampleId}`}>
              Open the worked example on its own page
            </a>
          </p>
        </div>
      )}
    </details>
  );
}
