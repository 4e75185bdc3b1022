"use client";

import { useEffect, useId, useMemo, useRef, useState } from "react";
import { MAX_COST } from "@/lib/engine/bounds";
import { versionOptions } from "@/lib/engine/fields";
import {
  ATTEMPT_VERSIONS,
  advanceAttempt,
  attemptSteps,
  missionAttemptExample,
  parseAttemptSetup,
  startAttempt,
  unstoppedPersonnel,
  type AttemptAction,
  type AttemptDilemma,
  type AttemptState,
  type AttemptVersion,
  type DilemmaType,
  type MissionType,
} from "@/lib/engine/examples/2e-mission-attempt";
import { DEFAULT_STEPPER_CONFIG, DILEMMA_TYPES, fromStepperQuery, toStepperQuery, type StepperConfig } from "@/lib/engine/mission-attempt-query";

const MAX_PILE = 20;
// The attempt's numbers are held to the example's own bounds (its schema), so the form refuses what the engine would.
const boundsOf = (name: string) => {
  const spec = missionAttemptExample.fields.find((f) => f.name === name);
  return spec?.kind === "number" ? { min: spec.min, max: spec.max } : {};
};
const VERSION_OPTIONS = versionOptions(ATTEMPT_VERSIONS);
const inputCls = "mt-1 rounded border border-slate-300 bg-white px-2 py-1 dark:border-slate-600 dark:bg-slate-900";
const buttonCls =
  "rounded border border-slate-400 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-500 dark:bg-slate-900 dark:hover:bg-slate-800";
const primaryCls =
  "rounded bg-blue-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-blue-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-400 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50";

interface Built {
  state: AttemptState | null;
  /** Actions that replayed cleanly (a shared link may carry more than the setup allows). */
  applied: number;
  setupError: string | null;
}

// The attempt is rebuilt from the setup and the actions taken, so the URL alone restores it.
function build(config: StepperConfig): Built {
  let input;
  let setup;
  try {
    input = missionAttemptExample.parse({
      personnel: config.personnel,
      dilemmasUnderMission: config.dilemmasUnderMission,
      drawModifier: config.drawModifier,
      version: config.version,
    });
    setup = parseAttemptSetup({ pile: config.pile, missionType: config.missionType });
  } catch (e) {
    return { state: null, applied: 0, setupError: (e as Error).message };
  }
  let state = startAttempt(input, setup);
  let applied = 0;
  for (const action of config.actions) {
    try {
      state = advanceAttempt(state, action);
      applied++;
    } catch {
      break;
    }
  }
  return { state, applied, setupError: null };
}

const dilemmaLabel = (d: AttemptDilemma) => `${d.name} (${d.type}, cost ${d.cost})`;

/** Steps through a 2E mission attempt: draw, choose the stack, face each dilemma, then complete or fail; the URL keeps it. */
export function MissionAttemptStepper() {
  const [config, setConfig] = useState<StepperConfig>(DEFAULT_STEPPER_CONFIG);
  const [loaded, setLoaded] = useState(false);
  const [link, setLink] = useState("");
  const userActed = useRef(false);
  const decisionRef = useRef<HTMLDivElement>(null);
  const uid = useId();

  useEffect(() => {
    if (window.location.search) setConfig(fromStepperQuery(window.location.search));
    setLoaded(true);
  }, []);

  const built = useMemo(() => build(config), [config]);
  const { state } = built;

  useEffect(() => {
    if (!loaded) return;
    const query = toStepperQuery({ ...config, actions: config.actions.slice(0, built.applied) });
    window.history.replaceState(window.history.state, "", `${window.location.pathname}?${query}`);
    setLink(window.location.href);
  }, [config, built.applied, loaded]);

  // After a choice, the controls change: put focus on the first control of the new ones (not on first load).
  const decisionKey = state ? `${state.stepId}|${state.awaiting.join()}|${state.finished}` : "none";
  useEffect(() => {
    if (!userActed.current) return;
    const panel = decisionRef.current;
    if (!panel || panel.contains(document.activeElement)) return;
    panel.querySelector<HTMLElement>("button:not([disabled]), input, select")?.focus();
  }, [decisionKey]);

  const setSetup = (patch: Partial<StepperConfig>) => {
    userActed.current = false;
    setConfig((c) => ({ ...c, ...patch, actions: [] }));
  };
  const act = (...actions: AttemptAction[]) => {
    userActed.current = true;
    setConfig((c) => ({ ...c, actions: [...c.actions.slice(0, built.applied), ...actions] }));
  };
  const undo = () => {
    userActed.current = true;
    setConfig((c) => ({ ...c, actions: c.actions.slice(0, Math.max(0, built.applied - 1)) }));
  };
  const restart = () => {
    userActed.current = true;
    setConfig((c) => ({ ...c, actions: [] }));
  };
  const toNextChoice = () => {
    if (!state) return;
    const steps: AttemptAction[] = [];
    let s = state;
    while (!s.finished && s.awaiting.length === 1 && s.awaiting[0] === "continue") {
      s = advanceAttempt(s, { type: "continue" });
      steps.push({ type: "continue" });
    }
    if (steps.length) act(...steps);
  };

  const setPile = (pile: AttemptDilemma[]) => setSetup({ pile });
  const updateDilemma = (i: number, patch: Partial<AttemptDilemma>) => setPile(config.pile.map((d, j) => (j === i ? { ...d, ...patch } : d)));

  return (
    <div className="mt-3 space-y-5" data-testid="mission-attempt-stepper">
      <form onSubmit={(e) => e.preventDefault()} aria-labelledby={`${uid}-setup`} className="space-y-3">
        <h3 id={`${uid}-setup`} className="font-semibold">
          The attempt
        </h3>
        <p className="text-sm text-slate-700 dark:text-slate-300">Changing any of these starts the attempt again at step 1.a.</p>
        <div className="grid gap-3 sm:grid-cols-3">
          <NumberField label="Personnel involved" value={config.personnel} {...boundsOf("personnel")} onChange={(personnel) => setSetup({ personnel })} testId="stepper-personnel" />
          <NumberField
            label="Dilemmas underneath the mission"
            value={config.dilemmasUnderMission}
            {...boundsOf("dilemmasUnderMission")}
            onChange={(dilemmasUnderMission) => setSetup({ dilemmasUnderMission })}
            testId="stepper-under"
          />
          <NumberField label="Draw modifier (+ or −)" value={config.drawModifier} {...boundsOf("drawModifier")} onChange={(drawModifier) => setSetup({ drawModifier })} testId="stepper-modifier" />
          <label className="flex flex-col text-sm">
            Rules version
            <select value={config.version} onChange={(e) => setSetup({ version: e.target.value as AttemptVersion })} className={inputCls} data-testid="stepper-version">
              {VERSION_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col text-sm">
            Mission type
            <select value={config.missionType} onChange={(e) => setSetup({ missionType: e.target.value as MissionType })} className={inputCls} data-testid="stepper-mission">
              <option value="planet">planet</option>
              <option value="space">space</option>
            </select>
          </label>
        </div>

        <fieldset className="rounded border border-slate-300 p-3 dark:border-slate-600">
          <legend className="px-1 text-sm font-medium">Opponent&apos;s dilemma pile, top first</legend>
          <p className="text-xs text-slate-600 dark:text-slate-300">Placeholder dilemmas: enter the names and costs of your own.</p>
          <ol className="mt-2 space-y-2" data-testid="stepper-pile">
            {config.pile.map((d, i) => (
              <li key={i} className="flex flex-wrap items-end gap-2">
                <span className="w-6 pb-1.5 text-right text-sm text-slate-600 dark:text-slate-300" aria-hidden="true">
                  {i + 1}.
                </span>
                <label className="flex flex-col text-xs">
                  Name of dilemma {i + 1}
                  <input type="text" value={d.name} onChange={(e) => updateDilemma(i, { name: e.target.value })} className={`${inputCls} text-sm`} />
                </label>
                <NumberField label={`Cost of dilemma ${i + 1}`} value={d.cost} min={0} max={MAX_COST} small onChange={(cost) => updateDilemma(i, { cost })} />
                <label className="flex flex-col text-xs">
                  Type of dilemma {i + 1}
                  <select value={d.type} onChange={(e) => updateDilemma(i, { type: e.target.value as DilemmaType })} className={`${inputCls} text-sm`}>
                    {DILEMMA_TYPES.map((t) => (
                      <option key={t} value={t}>
                        {t}
                      </option>
                    ))}
                  </select>
                </label>
                <button type="button" className={buttonCls} onClick={() => setPile(config.pile.filter((_, j) => j !== i))} aria-label={`Remove dilemma ${i + 1}, ${d.name || "unnamed"}`}>
                  Remove
                </button>
              </li>
            ))}
          </ol>
          <button
            type="button"
            className={`${buttonCls} mt-2`}
            disabled={config.pile.length >= MAX_PILE}
            onClick={() => setPile([...config.pile, { name: `Dilemma ${config.pile.length + 1}`, cost: 1, type: "dual" }])}
          >
            Add a dilemma
          </button>
        </fieldset>
      </form>

      {built.setupError && (
        <p role="alert" className="rounded bg-rose-50 px-3 py-2 text-rose-900 dark:bg-rose-950 dark:text-rose-100" data-testid="stepper-error">
          {built.setupError}
        </p>
      )}

      {state && (
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
              <p className={`mt-2 font-semibold ${state.outcome === "completed" ? "text-emerald-800 dark:text-emerald-300" : "text-rose-800 dark:text-rose-300"}`} data-testid="stepper-outcome">
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
            <Decision state={state} onAct={act} />
            <div className="mt-3 flex flex-wrap gap-2 border-t border-slate-200 pt-3 dark:border-slate-700">
              {!state.finished && state.awaiting.includes("continue") && (
                <button type="button" className={buttonCls} onClick={toNextChoice}>
                  Skip to the next choice
                </button>
              )}
              <button type="button" className={buttonCls} onClick={undo} disabled={built.applied === 0}>
                Back one step
              </button>
              <button type="button" className={buttonCls} onClick={restart} disabled={built.applied === 0}>
                Start again
              </button>
            </div>
          </div>
        </section>
      )}

      {state && (
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
          {link && (
            <p className="mt-2 text-sm">
              <a className="underline" href={link} data-testid="stepper-link">
                Link to this attempt
              </a>{" "}
              (the address bar keeps it too)
            </p>
          )}
        </section>
      )}

      <details className="text-sm">
        <summary className="cursor-pointer">All the steps of the {config.version} timing</summary>
        <ol className="mt-1 space-y-1">
          {attemptSteps(config.version).map((s) => {
            const here = state?.stepId === s.id;
            return (
              <li key={s.id} aria-current={here ? "step" : undefined} className={`whitespace-pre-line ${s.id.includes(".") ? "pl-5" : "font-medium"} ${here ? "bg-amber-100 dark:bg-amber-900" : ""}`}>
                {s.id}. {s.text}
              </li>
            );
          })}
        </ol>
      </details>
    </div>
  );
}

/** The controls the current step waits for. */
function Decision({ state, onAct }: { state: AttemptState; onAct: (...a: AttemptAction[]) => void }) {
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
  const free = unstoppedPersonnel(state);

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
                  <label className="flex items-center gap-2 text-sm">
                    <input type="checkbox" checked={at >= 0} onChange={(e) => setChosen((c) => (e.target.checked ? [...c, i] : c.filter((x) => x !== i)))} />
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
            <input id={`${uid}-stop`} type="number" min={0} max={free} value={stop} onChange={(e) => setStop(Math.max(0, Math.min(free, Math.trunc(Number(e.target.value) || 0))))} className={inputCls} data-testid="stepper-stop" />
          </label>
          <label className="flex items-center gap-2 pb-1.5 text-sm">
            <input type="checkbox" checked={place} onChange={(e) => setPlace(e.target.checked)} data-testid="stepper-place" />
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
        <legend className="text-sm font-medium">
          Can the AP show all the mission&apos;s requirements with the {free} unstopped personnel?
        </legend>
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

/** A whole-number input within its bounds that lets the field be cleared while typing. */
function NumberField({
  label,
  value,
  min,
  max,
  onChange,
  testId,
  small,
}: {
  label: string;
  value: number;
  min?: number;
  max?: number;
  onChange: (n: number) => void;
  testId?: string;
  small?: boolean;
}) {
  const [draft, setDraft] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // The value changed from outside (a link, or a reset): show it.
    setShown(value);
    setDraft(String(value));
  }
  const acceptable = (text: string) => /^-?\d+$/.test(text.trim()) && (min === undefined || Number(text) >= min) && (max === undefined || Number(text) <= max);
  const invalid = !acceptable(draft);
  const range = min !== undefined && max !== undefined ? ` from ${min} to ${max}` : min !== undefined ? ` of at least ${min}` : max !== undefined ? ` of at most ${max}` : "";
  return (
    <label className={`flex flex-col ${small ? "text-xs" : "text-sm"}`}>
      {label}
      <input
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={draft}
        aria-invalid={invalid || undefined}
        onChange={(e) => {
          setDraft(e.target.value);
          if (acceptable(e.target.value)) {
            setShown(Number(e.target.value));
            onChange(Number(e.target.value));
          }
        }}
        className={`${inputCls} ${small ? "w-20 text-sm" : ""}`}
        data-testid={testId}
      />
      {invalid && <span className="text-xs text-rose-700 dark:text-rose-300">Enter a whole number{range}.</span>}
    </label>
  );
}
