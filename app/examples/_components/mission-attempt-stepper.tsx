"use client";

import { useEffect, useId, useMemo, useRef, useState } from "react";
import type { AttemptAction, AttemptDilemma, AttemptState, AttemptStepThrough, AttemptVersion, MissionAttemptInput } from "@/lib/engine";
import { fromActionsToken, toActionsToken } from "../_lib/attempt-actions";

const inputCls = "mt-1 min-h-11 rounded border border-slate-400 bg-white px-3 text-base dark:border-slate-500 dark:bg-slate-900";
const buttonCls =
  "inline-flex min-h-11 items-center rounded border border-slate-400 bg-white px-3 text-base font-medium hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-500 dark:bg-slate-900 dark:hover:bg-slate-800";
const primaryCls =
  "inline-flex min-h-11 items-center rounded bg-blue-700 px-3 text-base font-medium text-white hover:bg-blue-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-400 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50";

interface Built {
  state: AttemptState;
  /** Actions that replayed cleanly (a shared link may carry more than the setup allows). */
  applied: AttemptAction[];
}

// The attempt is rebuilt from the example's input and the actions taken, so the one state of the page restores it.
function build({ startAttempt, advanceAttempt }: AttemptStepThrough, input: MissionAttemptInput, version: AttemptVersion, actions: AttemptAction[]): Built {
  let state = startAttempt(input, { version });
  const applied: AttemptAction[] = [];
  for (const action of actions) {
    try {
      state = advanceAttempt(state, action);
      applied.push(action);
    } catch {
      break;
    }
  }
  return { state, applied };
}

const dilemmaLabel = (d: AttemptDilemma) => `${d.name} (${d.type}, cost ${d.cost})`;

/**
 * Steps through a 2E mission attempt set up by the example's form: draw, choose the stack, face each dilemma, then
 * complete or fail. Its progress is part of the page's one state (and so of its address).
 */
export function MissionAttemptStepper({
  stepThrough,
  input,
  version,
  progress,
  onProgress,
}: {
  /** The engine's step-through, which the example carries (so it comes in the example's own chunk). */
  stepThrough: AttemptStepThrough;
  input: MissionAttemptInput;
  version: AttemptVersion;
  progress: string;
  onProgress: (token: string) => void;
}) {
  const userActed = useRef(false);
  const decisionRef = useRef<HTMLDivElement>(null);
  const uid = useId();
  const { advanceAttempt, attemptSteps, unstoppedPersonnel } = stepThrough;
  const built = useMemo(() => build(stepThrough, input, version, fromActionsToken(progress)), [stepThrough, input, version, progress]);
  const { state } = built;

  // After a choice, the controls change: put focus on the first control of the new ones (not on first load).
  const decisionKey = `${state.stepId}|${state.awaiting.join()}|${state.finished}|${built.applied.length}`;
  useEffect(() => {
    if (!userActed.current) return;
    const panel = decisionRef.current;
    if (!panel || panel.contains(document.activeElement)) return;
    panel.querySelector<HTMLElement>("button:not([disabled]), input, select")?.focus();
  }, [decisionKey]);

  const setActions = (actions: AttemptAction[]) => {
    userActed.current = true;
    onProgress(toActionsToken(actions));
  };
  const act = (...actions: AttemptAction[]) => setActions([...built.applied, ...actions]);
  const undo = () => setActions(built.applied.slice(0, -1));
  const restart = () => setActions([]);
  const toNextChoice = () => {
    const steps: AttemptAction[] = [];
    let s = state;
    while (!s.finished && s.awaiting.length === 1 && s.awaiting[0] === "continue") {
      s = advanceAttempt(s, { type: "continue" });
      steps.push({ type: "continue" });
    }
    if (steps.length) act(...steps);
  };

  return (
    <div className="mt-3 space-y-5" data-testid="mission-attempt-stepper">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        The attempt set up above, under the {version} timing. Changing the setup or the rules starts it again at step 1.a.
      </p>
      <section aria-labelledby={`${uid}-now`} className="rounded border border-slate-300 p-3 dark:border-slate-600">
        <h3 id={`${uid}-now`} className="font-semibold">
          Where the attempt is
        </h3>
        <div aria-live="polite" aria-atomic="true" data-testid="stepper-current" className="mt-2">
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {state.part ? `Part ${state.stepId.split(".")[0]}: ${state.part}` : `Part ${state.stepId.split(".")[0]}`} · rules of {state.version}
          </p>
          <p className="mt-1">
            <span className="font-semibold" data-testid="stepper-step-id">
              Step {state.stepId}
            </span>
            <span className="sr-only">: </span>
          </p>
          <blockquote className="mt-1 whitespace-pre-line border-l-4 border-amber-400 bg-amber-50 px-3 py-2 dark:bg-amber-950" data-testid="stepper-step-text">
            {state.stepText}
          </blockquote>
          {state.triggers.length > 0 && !state.finished && (
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">Response window: no response is played in this step-through.</p>
          )}
          {state.log.length > 0 && (
            <p className="mt-2 text-sm" data-testid="stepper-last">
              <span className="font-medium">What happened: </span>
              {state.log.at(-1)!.text}
            </p>
          )}
          {state.finished && (
            <p
              className={`mt-2 font-semibold ${state.outcome === "completed" ? "text-emerald-800 dark:text-emerald-300" : "text-rose-800 dark:text-rose-300"}`}
              data-testid="stepper-outcome"
            >
              {state.outcome === "completed" ? "The mission is completed." : "The mission attempt fails."}
            </p>
          )}
        </div>

        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4" data-testid="stepper-status">
          <div>
            <dt className="text-slate-600 dark:text-slate-300">Unstopped personnel</dt>
            <dd data-testid="stepper-unstopped">
              {unstoppedPersonnel(state)} of {state.personnel}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-300">Total allowed left</dt>
            <dd data-testid="stepper-allowed">
              {state.remainingAllowed} of {state.totalAllowed}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-300">Dilemmas to draw</dt>
            <dd>{state.dilemmasDrawn}</dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-300">Left in the stack</dt>
            <dd>{state.stack.length}</dd>
          </div>
        </dl>
        {state.current && (
          <p className="mt-2 text-sm" data-testid="stepper-facing">
            Facing: <strong>{dilemmaLabel(state.current)}</strong>
          </p>
        )}

        <div ref={decisionRef} className="mt-3" data-testid="stepper-controls">
          <Decision state={state} free={unstoppedPersonnel(state)} onAct={act} />
          <div className="mt-3 flex flex-wrap gap-2 border-t border-slate-200 pt-3 dark:border-slate-700">
            {!state.finished && state.awaiting.includes("continue") && (
              <button type="button" className={buttonCls} onClick={toNextChoice}>
                Skip to the next choice
              </button>
            )}
            <button type="button" className={buttonCls} onClick={undo} disabled={built.applied.length === 0}>
              Back one step
            </button>
            <button type="button" className={buttonCls} onClick={restart} disabled={built.applied.length === 0}>
              Start again
            </button>
          </div>
        </div>
      </section>

      <section aria-labelledby={`${uid}-log`}>
        <h3 id={`${uid}-log`} className="font-semibold">
          What happened
        </h3>
        {state.log.length === 0 ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">Nothing yet.</p>
        ) : (
          <ol className="mt-1 list-decimal space-y-0.5 pl-6 text-sm" data-testid="stepper-log">
            {state.log.map((entry, i) => (
              <li key={i}>
                <span className="font-mono text-xs">{entry.stepId}</span> {entry.text}
              </li>
            ))}
          </ol>
        )}
      </section>

      <details className="text-sm">
        <summary className="cursor-pointer py-2">All the steps of the {version} timing</summary>
        <ol className="mt-1 space-y-1">
          {attemptSteps(version).map((s) => {
            const here = state.stepId === s.id;
            return (
              <li
                key={s.id}
                aria-current={here ? "step" : undefined}
                className={`whitespace-pre-line ${s.id.includes(".") ? "pl-5" : "font-medium"} ${here ? "bg-amber-100 dark:bg-amber-900" : ""}`}
              >
                {s.id}. {s.text}
              </li>
            );
          })}
        </ol>
      </details>
    </div>
  );
}

/** The controls the current step waits for (`free`: the personnel still unstopped). */
function Decision({ state, free, onAct }: { state: AttemptState; free: number; onAct: (...a: AttemptAction[]) => void }) {
  const [chosen, setChosen] = useState<number[]>([]);
  const [stop, setStop] = useState(0);
  const [place, setPlace] = useState(false);
  const uid = useId();
  const key = `${state.trace.length}`;
  const [seenKey, setSeenKey] = useState(key);
  if (seenKey !== key) {
    // A new step: clear the choices made for the previous one.
    setSeenKey(key);
    setChosen([]);
    setStop(0);
    setPlace(false);
  }

  if (state.finished) {
    return <p className="text-sm">The attempt is over. Go back a step, start again, or change the setup.</p>;
  }
  if (state.awaiting.includes("chooseStack")) {
    return (
      <fieldset>
        <legend className="text-sm font-medium">As the opponent, choose the dilemmas for the stack (0 or more); tick them top first</legend>
        {state.drawn.length === 0 ? (
          <p className="mt-1 text-sm">No dilemmas were drawn.</p>
        ) : (
          <ul className="mt-1 space-y-1" data-testid="stepper-drawn">
            {state.drawn.map((d, i) => {
              const at = chosen.indexOf(i);
              return (
                <li key={i}>
                  <label className="flex min-h-11 items-center gap-3 text-base">
                    <input
                      type="checkbox"
                      className="h-6 w-6"
                      checked={at >= 0}
                      onChange={(e) => setChosen((c) => (e.target.checked ? [...c, i] : c.filter((x) => x !== i)))}
                    />
                    {dilemmaLabel(d)}
                    {at >= 0 && <span className="text-xs text-slate-600 dark:text-slate-300">(position {at + 1} in the stack)</span>}
                  </label>
                </li>
              );
            })}
          </ul>
        )}
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">The rest go face up on the bottom of the dilemma pile.</p>
        <button type="button" className={`${primaryCls} mt-2`} onClick={() => onAct({ type: "chooseStack", chosen })}>
          Form the stack ({chosen.length} {chosen.length === 1 ? "dilemma" : "dilemmas"})
        </button>
      </fieldset>
    );
  }
  if (state.awaiting.includes("resolveDilemma")) {
    return (
      <fieldset>
        <legend className="text-sm font-medium">What does {state.current?.name ?? "the dilemma"} do?</legend>
        <div className="mt-1 flex flex-wrap items-end gap-3">
          <label className="flex flex-col text-sm" htmlFor={`${uid}-stop`}>
            Personnel it stops (0 to {free})
            <input
              id={`${uid}-stop`}
              type="number"
              inputMode="numeric"
              min={0}
              max={free}
              value={stop}
              onChange={(e) => setStop(Math.max(0, Math.min(free, Math.trunc(Number(e.target.value) || 0))))}
              className={inputCls}
              data-testid="stepper-stop"
            />
          </label>
          <label className="flex min-h-11 items-center gap-3 text-base">
            <input type="checkbox" className="h-6 w-6" checked={place} onChange={(e) => setPlace(e.target.checked)} data-testid="stepper-place" />
            The AP is instructed to place it somewhere
          </label>
        </div>
        <button type="button" className={`${primaryCls} mt-2`} onClick={() => onAct({ type: "resolveDilemma", stop, placeSomewhere: place })}>
          Resolve the dilemma
        </button>
      </fieldset>
    );
  }
  if (state.awaiting.includes("showRequirements")) {
    return (
      <fieldset>
        <legend className="text-sm font-medium">Can the AP show all the mission&apos;s requirements with the {free} unstopped personnel?</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          <button type="button" className={primaryCls} onClick={() => onAct({ type: "showRequirements", met: true })}>
            Requirements shown
          </button>
          <button type="button" className={buttonCls} onClick={() => onAct({ type: "showRequirements", met: false })}>
            Cannot show them
          </button>
        </div>
      </fieldset>
    );
  }
  return (
    <button type="button" className={primaryCls} onClick={() => onAct({ type: "continue" })}>
      Next step
    </button>
  );
}
