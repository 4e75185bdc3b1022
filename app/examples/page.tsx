import type { Metadata } from "next";
import Link from "next/link";
import { listExamples } from "@/lib/content/examples";

export const metadata: Metadata = {
  title: "Worked examples",
  description: "Interactive worked examples of Star Trek CCG rules, each computed by the rules engine from the ruling it cites.",
};

/** Every worked example, by edition. */
export default function ExamplesPage() {
  const examples = listExamples();
  return (
    <>
      <h1 className="text-2xl font-bold sm:text-3xl">Worked examples</h1>
      <p className="mt-2 max-w-prose text-slate-700 dark:text-slate-300">Try a rule with your own numbers. Each example follows the text of the ruling it cites, and says where it has to assume something.</p>
      {(["2E", "1E"] as const).map((ed) => (
        <section key={ed} className="mt-6" aria-labelledby={`ex-${ed}`}>
          <h2 id={`ex-${ed}`} className="text-xl font-semibold">
            {ed === "1E" ? "First Edition" : "Second Edition"}
          </h2>
          <ul className="mt-2 space-y-3" data-testid="examples">
            {examples
              .filter((e) => e.edition === ed)
              .map((e) => (
                <li key={e.id}>
                  <Link className="font-medium underline" href={`/examples/${e.id}`}>
                    {e.title}
                  </Link>
                  <p className="text-sm text-slate-700 dark:text-slate-300">{e.summary}</p>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </>
  );
}
