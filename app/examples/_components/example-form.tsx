"use client";

import { useEffect, useRef, type ReactNode } from "react";
import { toNewItem, type FormField, type Suggest } from "../_lib/form-model";
import { getAt, toPathKey, type ValuePath } from "../_lib/values";
import type { EditKind } from "../_lib/use-example-state";

/** What every control of the form is given: where it writes, its problems, and how to report an edit. */
interface FormContext {
  idPrefix: string;
  input: unknown;
  problems: Map<string, string>;
  onChange: (path: ValuePath, value: unknown, kind: EditKind) => void;
  onEndTyping: () => void;
  /** Puts the keyboard focus on the element with this id once the form has rendered the edit. */
  focusAfter: (id: string) => void;
}

const INPUT = "min-h-11 w-full rounded border border-slate-400 bg-white px-3 py-2 text-base dark:border-slate-500 dark:bg-slate-900";
/** A button of the form: 44 px square at least, the size a thumb needs. */
export const BUTTON =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded border border-slate-400 bg-white px-3 text-base font-medium hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 disabled:cursor-not-allowed disabled:opacity-40 dark:border-slate-500 dark:bg-slate-900 dark:hover:bg-slate-800";

const idOf = (ctx: FormContext, path: ValuePath) => `${ctx.idPrefix}-${toPathKey(path).replace(/[^\w-]/g, "-") || "input"}`;
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The form of an example: a control for each field of its schema, each with its bounds and its problem beside it. */
export function ExampleForm({ fields, title, ...ctx }: Omit<FormContext, "focusAfter"> & { fields: FormField[]; title: string }) {
  const pending = useRef<string | null>(null);
  useEffect(() => {
    if (!pending.current) return;
    document.getElementById(pending.current)?.focus();
    pending.current = null;
  });
  const context: FormContext = { ...ctx, focusAfter: (id) => (pending.current = id) };
  return (
    <form className="grid gap-4 sm:grid-cols-2" onSubmit={(e) => e.preventDefault()} aria-label={`Inputs of ${title}`} noValidate>
      {fields.map((f) => (
        <Field key={f.key} field={f} path={[f.key]} ctx={context} prefix="" />
      ))}
    </form>
  );
}

/** The line under a control: its problem, or else its bounds and hint. */
function Note({ id, problem, hint }: { id: string; problem?: string; hint?: string }) {
  if (!problem && !hint) return null;
  return (
    <span
      id={`${id}-note`}
      className={`mt-1 block text-sm ${problem ? "font-medium text-rose-700 dark:text-rose-300" : "text-slate-600 dark:text-slate-300"}`}
      data-testid={problem ? "field-problem" : undefined}
    >
      {problem ?? hint}
    </span>
  );
}

const describedBy = (id: string, problem?: string, hint?: string) => ({
  "aria-invalid": problem ? true : undefined,
  "aria-describedby": problem || hint ? `${id}-note` : undefined,
});

/** A field's visible label, with the row it belongs to said to screen readers ("Personnel 2 Name"). */
function Label({ htmlFor, prefix, text, optional }: { htmlFor?: string; prefix: string; text: string; optional: boolean }) {
  const inner = (
    <>
      {prefix && <span className="sr-only">{prefix} </span>}
      {text}
      {optional && <span className="text-slate-600 dark:text-slate-300"> (optional)</span>}
    </>
  );
  return htmlFor ? (
    <label htmlFor={htmlFor} className="block text-sm font-medium">
      {inner}
    </label>
  ) : (
    <legend className="text-sm font-medium">{inner}</legend>
  );
}

function Field({ field, path, ctx, prefix }: { field: FormField; path: ValuePath; ctx: FormContext; prefix: string }) {
  const id = idOf(ctx, path);
  const value = getAt(ctx.input, path);
  const problem = ctx.problems.get(toPathKey(path));
  const wide = field.kind === "group" || field.kind === "list" || (field.kind === "choice" && field.control === "segmented" && field.options.length > 2);
  const wrap = (control: ReactNode) => (
    <div className={wide ? "sm:col-span-2" : ""} data-field={field.path}>
      {control}
    </div>
  );
  switch (field.kind) {
    case "number":
      return wrap(<NumberField field={field} id={id} path={path} value={value} problem={problem} ctx={ctx} prefix={prefix} />);
    case "boolean":
      return wrap(
        <>
          <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-3 text-base">
            <input
              id={id}
              type="checkbox"
              className="h-6 w-6 shrink-0 accent-blue-700"
              checked={value === true}
              onChange={(e) => ctx.onChange(path, e.target.checked ? true : field.optional ? undefined : false, "commit")}
              {...describedBy(id, problem)}
            />
            <span>
              {prefix && <span className="sr-only">{prefix} </span>}
              {field.label}
            </span>
          </label>
          <Note id={id} problem={problem} hint={field.hint} />
        </>,
      );
    case "choice":
      return wrap(
        field.control === "segmented" ? (
          <fieldset aria-describedby={problem || field.hint ? `${id}-note` : undefined}>
            <Label prefix={prefix} text={field.label} optional={field.optional} />
            <div className="mt-1 flex flex-wrap gap-2">
              {field.options.map((o) => (
                <label
                  key={o.value}
                  className="inline-flex min-h-11 cursor-pointer items-center rounded border border-slate-400 px-3 text-base has-checked:border-blue-700 has-checked:bg-blue-700 has-checked:text-white has-focus-visible:ring-2 has-focus-visible:ring-blue-600 has-focus-visible:ring-offset-2 dark:border-slate-500"
                >
                  <input
                    type="radio"
                    className="sr-only"
                    name={id}
                    value={o.value}
                    checked={value === o.value}
                    onChange={() => ctx.onChange(path, o.value, "commit")}
                  />
                  {o.label}
                </label>
              ))}
              {field.optional && value !== undefined && (
                <button type="button" className={BUTTON} onClick={() => ctx.onChange(path, undefined, "commit")}>
                  Clear
                </button>
              )}
            </div>
            <Note id={id} problem={problem} hint={field.hint} />
          </fieldset>
        ) : (
          <>
            <Label htmlFor={id} prefix={prefix} text={field.label} optional={field.optional} />
            <select
              id={id}
              className={`${INPUT} mt-1`}
              value={typeof value === "string" ? value : ""}
              onChange={(e) => ctx.onChange(path, e.target.value === "" ? undefined : e.target.value, "commit")}
              {...describedBy(id, problem, field.hint)}
            >
              {(field.optional || typeof value !== "string") && <option value="">{field.optional ? "(not set)" : "Choose…"}</option>}
              {field.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
            <Note id={id} problem={problem} hint={field.hint} />
          </>
        ),
      );
    case "text":
      return wrap(
        <>
          <Label htmlFor={id} prefix={prefix} text={field.label} optional={field.optional} />
          <input
            id={id}
            type="text"
            className={`${INPUT} mt-1`}
            value={typeof value === "string" ? value : value === undefined ? "" : String(value)}
            list={field.suggest ? toSuggestionsId(ctx.idPrefix, field.suggest) : undefined}
            autoComplete="off"
            maxLength={field.maxLength}
            onChange={(e) => ctx.onChange(path, e.target.value === "" && field.optional ? undefined : e.target.value, "typing")}
            onBlur={ctx.onEndTyping}
            {...describedBy(id, problem, field.hint)}
          />
          <Note id={id} problem={problem} hint={field.hint} />
        </>,
      );
    case "group":
      return field.label ? (
        wrap(
          <fieldset className="rounded border border-slate-300 p-3 dark:border-slate-600">
            <Label prefix={prefix} text={field.label} optional={field.optional} />
            <div className="mt-2 grid gap-4 sm:grid-cols-2">
              {field.fields.map((f) => (
                <Field key={f.key} field={f} path={[...path, f.key]} ctx={ctx} prefix={prefix} />
              ))}
            </div>
          </fieldset>,
        )
      ) : (
        <>
          {field.fields.map((f) => (
            <Field key={f.key} field={f} path={[...path, f.key]} ctx={ctx} prefix={prefix} />
          ))}
        </>
      );
    case "list":
      return wrap(<ListField field={field} id={id} path={path} value={value} problem={problem} ctx={ctx} prefix={prefix} />);
  }
}

/** What a control is given: its field, its id and path, its value and problem, the form, and the row it belongs to. */
interface ControlProps<K extends FormField["kind"]> {
  field: Extract<FormField, { kind: K }>;
  id: string;
  path: ValuePath;
  value: unknown;
  problem?: string;
  ctx: FormContext;
  prefix: string;
}

function NumberField({ field, id, path, value, problem, ctx, prefix }: ControlProps<"number">) {
  const n = typeof value === "number" && Number.isFinite(value) ? value : undefined;
  const clamp = (x: number) => Math.min(field.max, Math.max(field.min, x));
  const bounds = `From ${field.min} to ${field.max}`;
  const hint = field.hint ? `${bounds}. ${field.hint}` : bounds;
  const name = `${prefix ? `${prefix} ` : ""}${field.label}`;
  return (
    <>
      <Label htmlFor={id} prefix={prefix} text={field.label} optional={field.optional} />
      <div className="mt-1 flex items-stretch gap-2">
        <button
          type="button"
          className={BUTTON}
          aria-label={`Decrease ${name}`}
          disabled={n !== undefined && n <= field.min}
          onClick={() => ctx.onChange(path, clamp((n ?? field.min + field.step) - field.step), "commit")}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode={field.min < 0 ? "text" : "numeric"}
          className={`${INPUT} w-28 text-center`}
          min={field.min}
          max={field.max}
          step={field.step}
          value={value === undefined ? "" : String(value)}
          onChange={(e) => ctx.onChange(path, e.target.value === "" ? undefined : Number(e.target.value), "typing")}
          onBlur={ctx.onEndTyping}
          {...describedBy(id, problem, hint)}
        />
        <button
          type="button"
          className={BUTTON}
          aria-label={`Increase ${name}`}
          disabled={n !== undefined && n >= field.max}
          onClick={() => ctx.onChange(path, clamp((n ?? field.min - field.step) + field.step), "commit")}
        >
          +
        </button>
      </div>
      <Note id={id} problem={problem} hint={hint} />
    </>
  );
}

function ListField({ field, id, path, value, problem, ctx, prefix }: ControlProps<"list">) {
  const items = Array.isArray(value) ? value : [];
  const name = capital(field.itemName);
  const rowName = (i: number) => `${prefix ? `${prefix}, ` : ""}${field.itemName} ${i + 1}`;
  const change = (next: unknown[], focus: string) => {
    ctx.onChange(path, next, "commit");
    ctx.focusAfter(focus);
  };
  const move = (i: number, by: -1 | 1) => {
    const next = [...items];
    [next[i], next[i + by]] = [next[i + by], next[i]];
    const edge = (by === -1 && i + by === 0) || (by === 1 && i + by === items.length - 1);
    // The button stays under the keyboard's focus, at the row's new place (or its twin, once at the end).
    change(next, `${id}-${i + by}-${edge ? (by === -1 ? "down" : "up") : by === -1 ? "up" : "down"}`);
  };
  const remove = (i: number) =>
    change(
      items.filter((_, j) => j !== i),
      items.length > 1 ? `${id}-${Math.min(i, items.length - 2)}-remove` : `${id}-add`,
    );
  const add = () =>
    change([...items, toNewItem(field, items.length)], `${idOf(ctx, [...path, items.length])}${field.item.kind === "group" ? `-${firstKey(field.item)}` : ""}`);
  return (
    <fieldset
      className="rounded border border-slate-300 p-3 dark:border-slate-600"
      aria-describedby={problem || field.hint ? `${id}-note` : undefined}
      data-testid={`list-${field.path}`}
    >
      <Label prefix={prefix} text={field.label} optional={field.optional} />
      <Note id={id} problem={problem} hint={field.hint} />
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">None yet.</p>
      ) : (
        <ol className="mt-2 space-y-3">
          {items.map((_, i) => (
            <li key={i} className="rounded bg-slate-50 p-2 dark:bg-slate-900" data-testid={`row-${field.path}`}>
              <div className="flex flex-wrap items-end gap-2">
                {field.item.kind === "group" && (
                  <span className="text-sm font-semibold text-slate-700 dark:text-slate-300" aria-hidden="true">
                    {name} {i + 1}
                  </span>
                )}
                {field.item.kind === "group" ? (
                  <div className="grid w-full grid-cols-1 gap-3 sm:grid-cols-2">
                    {field.item.fields.map((f) => (
                      <Field key={f.key} field={f} path={[...path, i, f.key]} ctx={ctx} prefix={capital(rowName(i))} />
                    ))}
                  </div>
                ) : (
                  <div className="min-w-0 flex-1">
                    <Field field={{ ...field.item, label: `${field.item.label} ${i + 1}` }} path={[...path, i]} ctx={ctx} prefix={prefix} />
                  </div>
                )}
              </div>
              <div className="mt-2 flex gap-2" role="group" aria-label={`Move or remove ${rowName(i)}`}>
                <button
                  type="button"
                  id={`${id}-${i}-up`}
                  className={BUTTON}
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                  aria-label={`Move ${rowName(i)} up`}
                >
                  ↑
                </button>
                <button
                  type="button"
                  id={`${id}-${i}-down`}
                  className={BUTTON}
                  disabled={i === items.length - 1}
                  onClick={() => move(i, 1)}
                  aria-label={`Move ${rowName(i)} down`}
                >
                  ↓
                </button>
                <button
                  type="button"
                  id={`${id}-${i}-remove`}
                  className={BUTTON}
                  disabled={items.length <= field.min}
                  onClick={() => remove(i)}
                  aria-label={`Remove ${rowName(i)}`}
                >
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <button type="button" id={`${id}-add`} className={`${BUTTON} mt-3`} disabled={items.length >= field.max} onClick={add}>
        Add {field.itemName === "personnel" ? "personnel" : `a ${field.itemName}`}
        {prefix && <span className="sr-only"> to {prefix}</span>}
      </button>
    </fieldset>
  );
}

const firstKey = (group: Extract<FormField, { kind: "group" }>) => group.fields[0]?.key ?? "";

/** The id of the list of suggestions of a kind, within one form. */
export function toSuggestionsId(idPrefix: string, kind: Suggest): string {
  return `${idPrefix}-suggest-${kind}`;
}

/** The type-ahead lists a form's text fields name. */
export function Suggestions({ idPrefix, lists }: { idPrefix: string; lists: Partial<Record<Suggest, string[]>> }) {
  return (
    <>
      {Object.entries(lists).map(([kind, names]) => (
        <datalist key={kind} id={toSuggestionsId(idPrefix, kind as Suggest)}>
          {names.map((n) => (
            <option key={n} value={n} />
          ))}
        </datalist>
      ))}
    </>
  );
}
