"use client";

import { useEffect, useMemo, useState, type ReactNode } from "react";
import type { CitedText } from "@/lib/content/examples";
import { ExampleInputError, getExample, parseJsonInput, type FieldSpec } from "@/lib/engine";

function getPath(obj: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((o, k) => (o && typeof o === "object" ? (o as Record<string, unknown>)[k] : undefined), obj);
}

function setPath(obj: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const [head, ...rest] = path.split(".");
  const copy = { ...obj };
  if (!rest.length) {
    if (value === undefined) delete copy[head!];
    else copy[head!] = value;
    return copy;
  }
  copy[head!] = setPath((copy[head!] as Record<string, unknown>) ?? {}, rest.join("."), value);
  return copy;
}

function readUrlInput(): unknown {
  const raw = new URLSearchParams(window.location.search).get("in");
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/** A worked example as a form: inputs from the example's fields, the result explained, the deciding sentence highlighted. */
export function ExampleRunner({ exampleId, cited, syncUrl = true }: { exampleId: string; cited: CitedText[]; syncUrl?: boolean }) {
  const example = getExample(exampleId)!;
  const [input, setInput] = useState<Record<string, unknown>>(example.defaults as Record<string, unknown>);
  const [drafts, setDrafts] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!syncUrl) return;
    const fromUrl = readUrlInput();
    if (fromUrl && typeof fromUrl === "object") setInput(fromUrl as Record<string, unknown>);
  }, [syncUrl]);

  useEffect(() => {
    if (!syncUrl) return;
    const url = new URL(window.location.href);
    url.searchParams.set("in", JSON.stringify(input));
    window.history.replaceState(null, "", url.pathname + url.search);
  }, [input, syncUrl]);

  const outcome = useMemo(() => {
    try {
      return { result: example.run(example.parse(input)) };
    } catch (e) {
      return { error: (e as Error).message, field: e instanceof ExampleInputError ? e.field : null };
    }
  }, [example, input]);

  const set = (name: string, value: unknown) => setInput((cur) => setPath(cur, name, value));
  const decided = outcome.result?.decidedBy;
  const decidedText = decided ? cited.find((c) => c.entryId === decided.entryId) : undefined;

  return (
    <div className="example-runner">
      <form className="grid gap-3 sm:grid-cols-2" onSubmit={(e) => e.preventDefault()} aria-label={`Inputs of ${example.title}`}>
        {example.fields.map((f) => (
          <Field
            key={f.name}
            spec={f}
            value={getPath(input, f.name)}
            draft={drafts[f.name]}
            problem={problemAt(f.name, outcome)}
            onDraft={(t) => setDrafts((d) => ({ ...d, [f.name]: t }))}
            onChange={(v) => set(f.name, v)}
          />
        ))}
      </form>
      <div className="mt-4" aria-live="polite" data-testid="example-result">
        {outcome.error ? (
          <p role="alert" className="rounded bg-rose-50 px-3 py-2 text-rose-900 dark:bg-rose-950 dark:text-rose-100">
            {outcome.error}
          </p>
        ) : (
          <>
            <h3 className="font-semibold">Result</h3>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {outcome.result!.explanation.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
            {decided && (
              <figure className="mt-3 rounded border-l-4 border-amber-400 bg-amber-50 px-3 py-2 text-sm dark:bg-amber-950">
                <figcaption className="text-xs text-slate-700 dark:text-slate-300">
                  Decided by{" "}
                  {decidedText ? (
                    <a className="underline" href={decidedText.href}>
                      {decidedText.title} ({decidedText.date})
                    </a>
                  ) : (
                    decided.entryId
                  )}
                  :
                </figcaption>
                <blockquote className="mt-1">
                  <Highlighted text={decidedText?.text ?? decided.sentence} sentence={decided.sentence} />
                </blockquote>
              </figure>
            )}
            <details className="mt-3 text-sm">
              <summary className="cursor-pointer">Result as JSON</summary>
              <pre className="mt-1 overflow-x-auto rounded bg-slate-100 p-2 text-xs dark:bg-slate-900" data-testid="example-json">
                {JSON.stringify(outcome.result, null, 2)}
              </pre>
            </details>
          </>
        )}
      </div>
    </div>
  );
}

// The input's problem, if it is in this field: its words alone when it names the field, the whole message when it
// names a place inside it (a JSON field's "personnel[0].skills").
function problemAt(name: string, outcome: { error?: string; field?: string | null }): string | undefined {
  const { error, field } = outcome;
  if (!error || !field) return undefined;
  if (field === name) return error.slice(field.length + 2);
  return field.startsWith(`${name}.`) || field.startsWith(`${name}[`) ? error : undefined;
}

/** The deciding sentence marked inside a window of its entry's text. */
function Highlighted({ text, sentence }: { text: string; sentence: string }) {
  const flat = text.replace(/\s+/g, " ");
  const s = sentence.replace(/\s+/g, " ");
  const at = flat.indexOf(s);
  if (at < 0) return <mark className="bg-amber-200 dark:bg-amber-700">{s}</mark>;
  const start = Math.max(0, flat.lastIndexOf(". ", Math.max(0, at - 200)) + 1);
  const end = Math.min(flat.length, at + s.length + 200);
  return (
    <>
      {start > 0 && "… "}
      {flat.slice(start, at)}
      <mark className="bg-amber-200 dark:bg-amber-700" data-testid="deciding-sentence">
        {s}
      </mark>
      {flat.slice(at + s.length, end)}
      {end < flat.length && " …"}
    </>
  );
}

function Field({
  spec,
  value,
  draft,
  problem,
  onDraft,
  onChange,
}: {
  spec: FieldSpec;
  value: unknown;
  draft?: string;
  problem?: string;
  onDraft: (t: string) => void;
  onChange: (v: unknown) => void;
}) {
  const id = `field-${spec.name}`;
  const label = `${spec.label}${spec.optional ? " (optional)" : ""}`;
  const cls = "mt-1 rounded border border-slate-300 bg-white px-2 py-1 dark:border-slate-600 dark:bg-slate-900";
  let notJson = "";
  if (spec.kind === "json" && draft !== undefined && draft.trim() !== "") {
    try {
      parseJsonInput(draft);
    } catch (e) {
      notJson = `Not valid JSON yet: ${(e as Error).message.replace(/^input: is not valid JSON: /, "")}`;
    }
  }
  // Under the field: a problem in it, else its bounds or help. Outside the label, so the field's name stays its label.
  const trouble = notJson || problem;
  const hint = spec.kind === "number" && spec.min !== undefined && spec.max !== undefined ? `From ${spec.min} to ${spec.max}` : spec.kind === "json" ? spec.help : undefined;
  const shown = trouble ?? hint;
  const aria = { "aria-invalid": trouble ? true : undefined, "aria-describedby": shown ? `${id}-note` : undefined };
  const note = shown ? (
    <span id={`${id}-note`} className={`text-xs ${trouble ? "text-rose-700 dark:text-rose-300" : "text-slate-600 dark:text-slate-300"}`} data-testid={trouble ? "field-problem" : undefined}>
      {shown}
    </span>
  ) : null;
  const wrap = (control: ReactNode, wide = false) => (
    <div className={`flex flex-col text-sm ${wide ? "sm:col-span-2" : ""}`}>
      {control}
      {note}
    </div>
  );
  switch (spec.kind) {
    case "number":
      return wrap(
        <label className="flex flex-col" htmlFor={id}>
          {label}
          <input
            id={id}
            type="number"
            min={spec.min}
            max={spec.max}
            step={spec.step ?? 1}
            value={value === undefined || value === null ? "" : String(value)}
            onChange={(e) => onChange(e.target.value === "" ? undefined : Number(e.target.value))}
            {...aria}
            className={cls}
          />
        </label>,
      );
    case "boolean":
      return wrap(
        <label className="flex items-center gap-2" htmlFor={id}>
          <input id={id} type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked ? true : spec.optional ? undefined : false)} {...aria} />
          {label}
        </label>,
      );
    case "text":
      return wrap(
        <label className="flex flex-col" htmlFor={id}>
          {label}
          <input id={id} type="text" value={typeof value === "string" ? value : ""} onChange={(e) => onChange(e.target.value === "" && spec.optional ? undefined : e.target.value)} {...aria} className={cls} />
        </label>,
      );
    case "select":
      return wrap(
        <label className="flex flex-col" htmlFor={id}>
          {label}
          <select id={id} value={typeof value === "string" ? value : ""} onChange={(e) => onChange(e.target.value === "" ? undefined : e.target.value)} {...aria} className={cls}>
            {spec.optional && <option value="">(not set)</option>}
            {spec.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>,
      );
    case "json": {
      const text = draft ?? (value === undefined ? "" : JSON.stringify(value, null, 1));
      return wrap(
        <label className="flex flex-col" htmlFor={id}>
          {label}
          <textarea
            id={id}
            rows={Math.min(10, Math.max(3, text.split("\n").length))}
            value={text}
            spellCheck={false}
            onChange={(e) => {
              onDraft(e.target.value);
              try {
                onChange(e.target.value.trim() === "" ? undefined : JSON.parse(e.target.value));
              } catch {
                // Keep the draft until it is valid JSON; the note below says what is wrong.
              }
            }}
            {...aria}
            className={`${cls} font-mono text-xs`}
          />
        </label>,
        true,
      );
    }
  }
}
