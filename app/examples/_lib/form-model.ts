import type { z } from "zod";
import { toLengthBound as lengthBound, toSchemaDef as defOf, type FieldHints, type Suggest } from "@/lib/engine/browser";

/** Which list of names a text field suggests as you type (a form's words, FieldHints, are kept with each example). */
export type { Suggest };

interface Base {
  /** The property it fills ("" for the item of a list of single values). */
  key: string;
  /** Its path in the hints: "personnel[].skills[]". */
  path: string;
  label: string;
  hint?: string;
  optional: boolean;
}

/** One control of an example's form, derived from its schema and labelled by its hints. */
export type FormField =
  | (Base & { kind: "number"; min: number; max: number; step: number })
  | (Base & { kind: "boolean" })
  | (Base & { kind: "choice"; options: { value: string; label: string }[]; control: "segmented" | "select" })
  | (Base & { kind: "text"; suggest?: Suggest; maxLength?: number })
  | (Base & { kind: "group"; fields: FormField[] })
  | (Base & { kind: "list"; item: FormField; itemName: string; min: number; max: number; newItem?: unknown });

// Wrappers that do not change what a person enters: optional, default, transform, refinements.
function unwrap(schema: z.ZodType): { inner: z.ZodType; optional: boolean } {
  let s = schema;
  let optional = false;
  for (let def = defOf(s); ["optional", "default", "pipe", "nullable"].includes(def.type); def = defOf(s)) {
    if (def.type === "optional") optional = true;
    s = (def.type === "pipe" ? def.in : def.innerType)!;
  }
  return { inner: s, optional };
}

const SHORT_OPTION = 24;

function toField(key: string, path: string, schema: z.ZodType, hints: FieldHints): FormField {
  const { inner, optional } = unwrap(schema);
  const def = defOf(inner);
  const hint = hints[path];
  if (def.type === "object") {
    const fields = Object.entries(def.shape!).map(([k, s]) => toField(k, path ? `${path}.${k}` : k, s, hints));
    return { kind: "group", key, path, label: hint?.label ?? "", optional, fields };
  }
  if (!hint) throw new Error(`field ${path || "(item)"} has no label: add it to the example's field hints`);
  const base = { key, path, label: hint.label, optional, ...(hint.hint ? { hint: hint.hint } : {}) };
  switch (def.type) {
    case "number": {
      const n = inner as z.ZodNumber;
      if (!Number.isFinite(n.minValue) || !Number.isFinite(n.maxValue)) throw new Error(`field ${path}: a number needs both bounds`);
      return { ...base, kind: "number", min: n.minValue!, max: n.maxValue!, step: hint.step ?? 1 };
    }
    case "boolean":
      return { ...base, kind: "boolean" };
    case "string":
      return {
        ...base,
        kind: "text",
        ...(hint.suggest ? { suggest: hint.suggest } : {}),
        ...((inner as z.ZodString).maxLength ? { maxLength: (inner as z.ZodString).maxLength! } : {}),
      };
    case "enum": {
      const options = Object.values(def.entries!).map((value) => ({ value, label: hint.options?.[value] ?? value }));
      const control = hint.control ?? (options.length <= 3 && options.every((o) => o.label.length <= SHORT_OPTION) ? "segmented" : "select");
      return { ...base, kind: "choice", options, control };
    }
    case "array": {
      const item = toField("", `${path}[]`, def.element!, hints);
      return {
        ...base,
        kind: "list",
        item,
        itemName: hint.item ?? "item",
        min: lengthBound(def, "min_length") ?? 0,
        max: lengthBound(def, "max_length")!,
        ...(hint.newItem !== undefined ? { newItem: hint.newItem } : {}),
      };
    }
    default:
      throw new Error(`field ${path}: no form control for a ${def.type}`);
  }
}

/** The form of an example: one field per property of its input schema (nested objects as groups), labelled by `hints`. */
export function toFormFields(schema: z.ZodType, hints: FieldHints): FormField[] {
  const root = toField("", "", schema, hints);
  if (root.kind !== "group") throw new Error("an example's input schema must be an object");
  return root.fields;
}

/** Every hint path a form uses (its fields, their items and groups with a label). */
export function listHintPaths(fields: FormField[]): string[] {
  return fields.flatMap((f): string[] => {
    if (f.kind === "group") return [...(f.label ? [f.path] : []), ...listHintPaths(f.fields)];
    if (f.kind === "list") return [f.path, ...listHintPaths([f.item])];
    return [f.path];
  });
}

/** The value a new field starts with: a number within its bounds, the first option, an empty text or list. */
export function toEmptyValue(field: FormField): unknown {
  switch (field.kind) {
    case "number":
      return field.optional ? undefined : Math.min(field.max, Math.max(field.min, 0));
    case "boolean":
      return field.optional ? undefined : false;
    case "choice":
      return field.optional ? undefined : field.options[0]!.value;
    case "text":
      return field.optional ? undefined : "";
    case "group":
      return Object.fromEntries(field.fields.flatMap((f) => (f.optional ? [] : [[f.key, toEmptyValue(f)]])));
    case "list":
      return Array.from({ length: field.min }, (_, i) => toNewItem(field, i));
  }
}

// A template's texts with "{n}" replaced by the item's number.
function numbered(template: unknown, n: number): unknown {
  if (typeof template === "string") return template.replaceAll("{n}", String(n));
  if (Array.isArray(template)) return template.map((t) => numbered(t, n));
  if (template !== null && typeof template === "object") return Object.fromEntries(Object.entries(template).map(([k, v]) => [k, numbered(v, n)]));
  return template;
}

/** A new item of a list at `index`. */
export function toNewItem(list: Extract<FormField, { kind: "list" }>, index: number): unknown {
  if (list.newItem !== undefined) return numbered(list.newItem, index + 1);
  const { item } = list;
  return item.optional ? toEmptyValue({ ...item, optional: false } as FormField) : toEmptyValue(item);
}
