"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { SelectField } from "@/app/_components/select-field";

interface EditionChoice {
  slug: string;
  name: string;
  dates: string[];
  documents: { date: string; label: string }[];
}

/** Picks the document date in force on a chosen date and opens its as-of view. */
export function AsOfPicker({ editions }: { editions: EditionChoice[] }) {
  const router = useRouter();
  const [edition, setEdition] = useState(editions[0]!.slug);
  const [date, setDate] = useState("");
  const [problem, setProblem] = useState("");
  const ed = editions.find((e) => e.slug === edition)!;
  const open = (d: string) => {
    const inForce = [...ed.dates].reverse().find((x) => x <= d);
    if (!inForce) {
      setProblem(`No ${ed.name} ruling in these documents is dated on or before ${d}; the first is of ${ed.dates[0]}.`);
      return;
    }
    setProblem("");
    router.push(`/as-of/${edition}/${inForce}?on=${d}`);
  };
  return (
    <form
      className="mt-6 grid max-w-xl gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (/^\d{4}-\d{2}-\d{2}$/.test(date)) open(date);
        else setProblem("Enter a date as YYYY-MM-DD.");
      }}
    >
      <SelectField label="Edition" value={edition} onChange={setEdition} options={editions.map((e) => [e.slug, e.name] as const)} testId="asof-edition" />
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-sm">
          Date
          <input
            type="date"
            value={date}
            onChange={(e) => setDate(e.target.value)}
            className="mt-1 rounded border border-slate-300 bg-white px-2 py-1 dark:border-slate-600 dark:bg-slate-900"
            data-testid="asof-date"
          />
        </label>
        <button type="submit" className="rounded border border-slate-400 px-3 py-1 hover:bg-slate-100 dark:hover:bg-slate-800">
          Show rulings
        </button>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-rose-800 dark:text-rose-300">
          {problem}
        </p>
      )}
      <fieldset>
        <legend className="text-sm">Or as of a document</legend>
        <ul className="mt-1 space-y-1">
          {ed.documents.map((d) => (
            <li key={d.label}>
              <a className="underline" href={`/as-of/${edition}/${d.date}`}>
                {d.label}
              </a>
            </li>
          ))}
        </ul>
      </fieldset>
    </form>
  );
}
