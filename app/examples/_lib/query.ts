import type { FormField } from "./form-model";

// A value as the address bar shows it, and back. Numbers and yes/no read as such only when they are written as such:
// anything else stays text, so the form shows it with the schema's own complaint instead of losing it.
function toText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return String(value);
}

function fromText(field: FormField, text: string): unknown {
  if (field.kind === "number") return text === "" ? undefined : /^-?\d+$/.test(text) ? Number(text) : text;
  if (field.kind === "boolean") return text === "true" ? true : text === "false" ? false : text;
  return text;
}

function write(fields: FormField[], value: unknown, prefix: string, q: URLSearchParams): void {
  const obj = value !== null && typeof value === "object" ? (value as Record<string, unknown>) : {};
  for (const field of fields) {
    const name = `${prefix}${field.key}`;
    const v = obj[field.key];
    if (field.kind === "group") write(field.fields, v, `${name}.`, q);
    else if (field.kind === "list") writeList(field, v, name, q);
    else {
      const text = toText(v);
      if (text !== null) q.append(name, text);
    }
  }
}

function writeList(field: Extract<FormField, { kind: "list" }>, value: unknown, name: string, q: URLSearchParams): void {
  if (!Array.isArray(value)) return;
  const { item } = field;
  value.forEach((v, i) => {
    if (item.kind === "group") write(item.fields, v, `${name}.${i}.`, q);
    else if (item.kind === "list") writeList(item, v, `${name}.${i}`, q);
    // A list of single values repeats its name: skills=SCIENCE&skills=Navigation+x2.
    else q.append(name, toText(v) ?? "");
  });
}

function read(fields: FormField[], q: URLSearchParams, prefix: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const name = `${prefix}${field.key}`;
    let v: unknown;
    if (field.kind === "group") {
      const group = read(field.fields, q, `${name}.`);
      v = Object.keys(group).length || !field.optional ? group : undefined;
    } else if (field.kind === "list") {
      const list = readList(field, q, name);
      v = list.length || !field.optional ? list : undefined;
    } else v = q.has(name) ? fromText(field, q.get(name)!) : undefined;
    if (v !== undefined) out[field.key] = v;
  }
  return out;
}

function readList(field: Extract<FormField, { kind: "list" }>, q: URLSearchParams, name: string): unknown[] {
  const { item } = field;
  if (item.kind !== "group" && item.kind !== "list") return q.getAll(name).map((text) => fromText(item, text));
  // Items are numbered from 0; the count is one more than the highest number written (at most the list's bound).
  let count = 0;
  const pattern = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\.(\\d+)(?:\\.|$)`);
  for (const key of q.keys()) {
    const m = pattern.exec(key);
    if (m) count = Math.max(count, Math.min(Number(m[1]) + 1, field.max));
  }
  return Array.from({ length: count }, (_, i) => (item.kind === "group" ? read(item.fields, q, `${name}.${i}.`) : readList(item, q, `${name}.${i}`)));
}

/** An example's input as readable query parameters: `points=20&events=met&events=ended`, `personnel.0.name=Data`. */
export function toInputQuery(fields: FormField[], input: unknown): URLSearchParams {
  const q = new URLSearchParams();
  write(fields, input, "", q);
  return q;
}

/** Whether a query holds an input of this form (any of its fields is named), rather than none. */
export function hasInputQuery(fields: FormField[], q: URLSearchParams): boolean {
  const roots = new Set(fields.flatMap((f) => (f.kind === "group" ? f.fields.map((g) => `${f.key}.${g.key}`) : [f.key])));
  return [...q.keys()].some((key) => roots.has(key) || [...roots].some((root) => key.startsWith(`${root}.`)));
}

/** The input a query holds: what the query names, and nothing else (a list it does not name is empty). */
export function fromInputQuery(fields: FormField[], q: URLSearchParams): Record<string, unknown> {
  return read(fields, q, "");
}
