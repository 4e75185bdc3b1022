"use client";

import { use, useEffect, useId, useMemo, useState } from "react";
import type { CitedText } from "@/lib/content/browser";
import { ExampleInputError, loadExample, toVersionChanges, toVersionInForce } from "@/lib/engine/browser";
import type { AttemptVersion, ExplainedResult, MissionAttemptExample, MissionAttemptInput, VersionedResult } from "@/lib/engine";
import { toFormFields, type Suggest } from "../_lib/form-model";
import { useExampleState, type ExampleState } from "../_lib/use-example-state";
import { setAt, toPathKey } from "../_lib/values";
import { ExampleForm, Suggestions } from "./example-form";
import { ExampleResult } from "./example-result";
import { MissionAttemptStepper } from "./mission-attempt-stepper";
import { RulesOverTime } from "./rules-over-time";

type Outcome = { result: VersionedResult<ExplainedResult>; error?: undefined } | { result?: undefined; error: string };

/**
 * A worked example: its form, the answer explained step by step, and (when its ruling changed) the same situation
 * under each version of the rules and under the rules of any date. Every view reads and writes one state, which the
 * address bar holds when `syncUrl` is set.
 */
export function ExampleRunner({
  exampleId,
  cited,
  suggestions = {},
  syncUrl = true,
}: {
  exampleId: string;
  cited: CitedText[];
  /** The type-ahead lists the form's text fields name. */
  suggestions?: Partial<Record<Suggest, string[]>>;
  syncUrl?: boolean;
}) {
  // Suspends until the example's own chunk is at hand (on the server too, where the page is rendered whole).
  const example = use(loadExample(exampleId));
  const idPrefix = useId().replace(/:/g, "");
  const fields = useMemo(() => toFormFields(example.schema, example.form.hints), [example]);
  const defaults = useMemo<ExampleState>(() => ({ input: example.defaults, asOf: null, progress: "" }), [example]);
  const { state, edit, endTyping } = useExampleState(fields, defaults, syncUrl);
  const citedById = useMemo(() => new Map(cited.map((c) => [c.entryId, c])), [cited]);

  const problems = useMemo(() => new Map(example.listProblems(state.input).map((p) => [toPathKey(p.path), p.problem])), [example, state.input]);
  const parsed = useMemo(() => {
    try {
      return example.parse(state.input);
    } catch {
      return null;
    }
  }, [example, state.input]);
  const following = state.asOf ? toVersionInForce(example.versions, state.asOf) : example.versions.at(-1)!;
  const outcome = useMemo((): Outcome => {
    try {
      return { result: example.run(example.parse(state.input), state.asOf ? { asOf: state.asOf } : {}) };
    } catch (e) {
      return { error: e instanceof ExampleInputError ? e.message : String(e) };
    }
  }, [example, state.input, state.asOf]);
  const byVersion = useMemo(
    () => (parsed !== null && example.versions.length > 1 ? example.versions.map((asOf) => example.run(parsed, { asOf })) : null),
    [example, parsed],
  );
  const changes = useMemo(() => (byVersion ? toVersionChanges(byVersion, example.answerFields) : null), [byVersion, example]);
  const labels = useMemo(() => Object.fromEntries(example.versions.map((v) => [v, cited.find((c) => c.date === v)?.source ?? v])), [example, cited]);

  const isAttempt = exampleId === "2e-mission-attempt";
  // Until React has taken the runner over, its controls would not answer: they show as unavailable instead of
  // losing a tap (the server-rendered HTML of a page holds the runner disabled until its code has arrived).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <fieldset className="example-runner min-w-0 space-y-6" disabled={!ready} aria-busy={!ready} data-hydrating={ready ? undefined : ""}>
      <Suggestions idPrefix={idPrefix} lists={suggestions} />
      <ExampleForm
        fields={fields}
        title={example.title}
        idPrefix={idPrefix}
        input={state.input}
        problems={problems}
        onChange={(path, value, kind) => edit((s) => ({ ...s, input: setAt(s.input, path, value), progress: "" }), kind)}
        onEndTyping={endTyping}
      />
      {example.versions.length > 1 && (
        <RulesOverTime
          versions={example.versions}
          results={byVersion}
          changes={changes}
          labels={labels}
          asOf={state.asOf}
          following={following}
          onAsOf={(asOf) => edit((s) => ({ ...s, asOf, progress: "" }))}
          cited={citedById}
        />
      )}
      <div aria-live="polite" data-testid="example-result">
        {outcome.error !== undefined ? (
          <p role="alert" className="rounded bg-rose-50 px-3 py-2 text-rose-900 dark:bg-rose-950 dark:text-rose-100">
            {outcome.error}
          </p>
        ) : (
          <ExampleResult
            result={outcome.result}
            cited={citedById}
            heading={example.versions.length > 1 ? `Result under the ${labels[outcome.result.version]}` : "Result"}
          />
        )}
      </div>
      {isAttempt && parsed !== null && following !== null && (
        <section aria-labelledby={`${idPrefix}-step`}>
          <h2 id={`${idPrefix}-step`} className="text-xl font-semibold">
            Step through the attempt
          </h2>
          <MissionAttemptStepper
            stepThrough={(example as unknown as MissionAttemptExample).stepThrough}
            input={parsed as MissionAttemptInput}
            version={following as AttemptVersion}
            progress={state.progress}
            onProgress={(progress) => edit((s) => ({ ...s, progress }))}
          />
        </section>
      )}
      {outcome.result && (
        <details className="text-sm">
          <summary className="cursor-pointer py-2">Result as JSON</summary>
          <pre className="mt-1 overflow-x-auto rounded bg-slate-100 p-2 text-xs dark:bg-slate-900" data-testid="example-json">
            {JSON.stringify(outcome.result, null, 2)}
          </pre>
        </details>
      )}
    </fieldset>
  );
}
