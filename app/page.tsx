import { listDocuments } from "@/lib/content";

const EDITION_NAMES = { "1E": "First Edition", "2E": "Second Edition" } as const;

/** Home: what this is and the documents it holds, by edition. */
export default function HomePage() {
  const docs = listDocuments();
  return (
    <>
      <h1 className="text-3xl font-bold">Star Trek CCG Rulings Reference</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        The official rulings documents of the Star Trek Customizable Card Game, parsed into versioned, cross-linked entries.
      </p>
      {(["1E", "2E"] as const).map((ed) => (
        <section key={ed} className="mt-8" aria-labelledby={`ed-${ed}`}>
          <h2 id={`ed-${ed}`} className="text-xl font-semibold">
            {EDITION_NAMES[ed]} ({ed})
          </h2>
          <ul className="mt-2 space-y-2">
            {docs
              .filter((d) => d.edition === ed)
              .map((d) => (
                <li key={d.id} data-testid="document" className="rounded border border-slate-200 p-3 dark:border-slate-700">
                  <span className="font-medium">{d.title}</span>{" "}
                  <time dateTime={d.date} className="text-slate-600 dark:text-slate-300">
                    {d.date}
                  </time>
                  <div className="text-sm text-slate-600 dark:text-slate-300">
                    {d.issuer}
                    {d.issuerPrinted ? "" : " (implied)"} · {d.entryCount} entries · {d.sourceFile}
                  </div>
                </li>
              ))}
          </ul>
        </section>
      ))}
      <p className="mt-8 text-sm">
        Data export: <a className="underline" href="/data/rulings.json">/data/rulings.json</a>
      </p>
    </>
  );
}
