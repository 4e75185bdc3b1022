import type { Metadata } from "next";
import { Link } from "@/app/_components/link";
import { listExamples } from "@/lib/content";
import { getExampleForm, SUBJECTS } from "@/lib/engine";

export const metadata: Metadata = {
  title: "Worked examples",
  description: "Interactive worked examples of Star Trek CCG rules, each computed by the rules engine from the ruling it cites.",
};

/** Every worked example, by edition, then by subject. */
export default function ExamplesPage() {
  const examples = listExamples();
  return (
    <>
      <h1 className="text-2xl font-bold sm:text-3xl">Worked examples</h1>
      <p className="mt-2 max-w-prose text-slate-700 dark:text-slate-300">
        Try a rule with your own situation. Each example follows the text of the ruling it cites, says where it has to assume something, and where the ruling
        changed shows the answer under each version of the rules.
      </p>
      {(["1E", "2E"] as const).map((ed) => (
        <section key={ed} className="mt-6" aria-labelledby={`ex-${ed}`} data-testid={`examples-${ed}`}>
          <h2 id={`ex-${ed}`} className="text-xl font-semibold">
            {ed === "1E" ? "First Edition" : "Second Edition"}
          </h2>
          {SUBJECTS.map((subject) => {
            const here = examples.filter((e) => e.edition === ed && getExampleForm(e.id).subject === subject);
            if (!here.length) return null;
            return (
              <section
                key={subject}
                className="mt-3"
                aria-label={`${ed === "1E" ? "First Edition" : "Second Edition"}: ${subject}`}
                data-testid="example-subject"
              >
                <h3 className="font-semibold text-slate-700 dark:text-slate-300">{subject}</h3>
                <ul className="mt-1 space-y-3" data-testid="examples">
                  {here.map((e) => (
                    <li key={e.id}>
                      <Link className="inline-block py-1 font-medium underline" href={`/examples/${e.id}`}>
                        {e.title}
                      </Link>
                      {e.versions.length > 1 && (
                        <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900 dark:text-amber-100">
                          {e.versions.length} versions of the rules
                        </span>
                      )}
                      <p className="text-sm text-slate-700 dark:text-slate-300">{e.summary}</p>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </section>
      ))}
    </>
  );
}
