import type { CitedText } from "@/lib/content/browser";
import type { Citation, ExplainedResult } from "@/lib/engine";

/** Where a citation links: the cited version's permalink and its document's short name. */
function Source({ cites, cited }: { cites: Citation; cited: Map<string, CitedText> }) {
  const c = cited.get(cites.entryId);
  if (!c) return <span>{cites.entryId}</span>;
  return (
    <a className="underline" href={c.href} data-testid="step-source">
      {c.source}, {c.title}
    </a>
  );
}

/** A ruling's sentence as a step quotes it, with the link to the version it comes from. */
export function Quote({ cites, cited, deciding }: { cites: Citation; cited: Map<string, CitedText>; deciding?: boolean }) {
  return (
    <figure
      className={`mt-1 rounded border-l-4 px-3 py-2 text-sm ${deciding ? "border-amber-500 bg-amber-50 dark:bg-amber-950" : "border-slate-300 bg-slate-50 dark:border-slate-600 dark:bg-slate-900"}`}
    >
      <blockquote data-testid={deciding ? "deciding-sentence" : "step-sentence"}>“{cites.sentence}”</blockquote>
      <figcaption className="mt-1 text-xs text-slate-700 dark:text-slate-300">
        — <Source cites={cites} cited={cited} />
      </figcaption>
    </figure>
  );
}

const same = (a: Citation | undefined, b: Citation) => a !== undefined && a.entryId === b.entryId && a.sentence === b.sentence;

/** A result explained: the decision in one sentence, then each step that led to it with the sentence of the ruling it applies. */
export function ExampleResult({ result, cited, heading = "Result" }: { result: ExplainedResult; cited: Map<string, CitedText>; heading?: string }) {
  // The deciding sentence is marked once: at the last step that applies it, or after the steps.
  const decidingStep = result.steps.findLastIndex((s) => same(s.cites, result.decidedBy));
  return (
    <div data-testid="example-answer">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">{heading}</h3>
      <p className="mt-1 text-lg font-semibold" data-testid="example-decision">
        {result.decision}
      </p>
      <h4 className="mt-3 font-semibold">Why</h4>
      <ol className="mt-1 list-decimal space-y-3 pl-6" data-testid="example-steps">
        {result.steps.map((s, i) => (
          <li key={i}>
            <p>{s.text}</p>
            {s.cites && <Quote cites={s.cites} cited={cited} deciding={i === decidingStep} />}
          </li>
        ))}
      </ol>
      {decidingStep < 0 && (
        <div className="mt-3">
          <p className="text-sm font-medium">Decided by:</p>
          <Quote cites={result.decidedBy} cited={cited} deciding />
        </div>
      )}
    </div>
  );
}
