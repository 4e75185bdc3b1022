import { z } from "zod";
import { ExampleInputError, type InputProblem } from "./types";

// The site's script policy forbids eval (scripts/serve.mjs); zod's compiled fast path would probe for it and be
// reported as a violation. Set before any schema is built: every module that builds one imports this module, whose
// body runs first. (Each imports `z` from "zod" itself: re-exported from here, it would keep all of zod in the bundle.)
z.config({ jitless: true });

/** A whole number from `min` to `max`. */
export function wholeNumber(min: number, max: number) {
  return z.int().min(min).max(max);
}

/** Text of 1 to `max` characters, trimmed. */
export function text(max: number) {
  return z.string().trim().min(1).max(max);
}

/**
 * Text of 1 to `max` characters that `read` accepts, `read` being a reader that throws ExampleInputError (as the
 * requirement and skill-list readers do): its problem is reported at the field. It reads only text within bounds.
 */
export function textReadBy(max: number, read: (value: string) => unknown) {
  return text(max).superRefine(
    (value, ctx) => {
      try {
        read(value);
      } catch (e) {
        if (!(e instanceof ExampleInputError)) throw e;
        ctx.addIssue({ code: "custom", message: e.problem });
      }
    },
    { when: (payload) => payload.issues.length === 0 },
  );
}

const TYPE_PROBLEMS: Record<string, string> = {
  number: "must be a number",
  int: "must be a whole number",
  boolean: "must be true or false",
  string: "must be text",
  array: "must be a list",
  object: "must be an object",
  record: "must be an object",
};

const quoted = (values: readonly unknown[]) => values.map((v) => JSON.stringify(v)).join(", ");

// The bound of a number issue: the owning schema's own, since zod's safe-integer check reports ±2^53 instead.
function numberBound(issue: z.core.$ZodRawIssue, which: "minValue" | "maxValue", fallback: number | bigint): number | bigint {
  const schema = issue.schema as Partial<z.ZodNumber> | undefined;
  return schema?.[which] ?? fallback;
}

function sizeProblem(origin: string, word: "least" | "most", bound: number | bigint): string {
  if (origin === "string") return bound === 1 && word === "least" ? "must not be empty" : `must be at ${word} ${bound} characters long`;
  if (origin === "array") return `must have at ${word} ${bound} item${bound === 1 ? "" : "s"}`;
  return `must be at ${word} ${bound}`;
}

// Messages in the engine's words ("must be at most 1000"); the field path is added by toInputError.
function problemOf(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return "is required";
      return TYPE_PROBLEMS[issue.expected] ?? `must be ${issue.expected}`;
    case "too_small":
      return sizeProblem(
        issue.origin,
        "least",
        issue.origin === "string" || issue.origin === "array" ? issue.minimum : numberBound(issue, "minValue", issue.minimum),
      );
    case "too_big":
      return sizeProblem(
        issue.origin,
        "most",
        issue.origin === "string" || issue.origin === "array" ? issue.maximum : numberBound(issue, "maxValue", issue.maximum),
      );
    case "invalid_value":
      return `must be one of ${quoted(issue.values)}`;
    case "unrecognized_keys": {
      const known = Object.keys((issue.inst as z.ZodObject | undefined)?.shape ?? {});
      return `unknown field (known: ${known.join(", ")})`;
    }
    default:
      return undefined;
  }
}

// personnel[0].skills, or with a key that is not a name: personnel[0].skills["Navigation x2"].
function formatPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const key of path) {
    if (typeof key === "number") out += `[${key}]`;
    else if (typeof key === "string" && /^[A-Za-z_$][\w$]*$/.test(key)) out += `${out ? "." : ""}${key}`;
    else out += `[${JSON.stringify(String(key))}]`;
  }
  return out || "input";
}

const toPath = (path: readonly PropertyKey[]) => path.map((k) => (typeof k === "number" ? k : String(k)));

// An unknown field is reported first: a misspelt name also makes the intended one look missing.
function toInputError(issues: readonly z.core.$ZodIssue[]): ExampleInputError {
  const issue = issues.find((i) => i.code === "unrecognized_keys") ?? issues[0]!;
  if (issue.code === "unrecognized_keys") {
    const [first, ...others] = issue.keys;
    const more = others.length ? `; also unknown: ${others.join(", ")}` : "";
    const path = [...issue.path, first!];
    return new ExampleInputError(formatPath(path), `${issue.message}${more}`, toPath(path));
  }
  return new ExampleInputError(formatPath(issue.path), issue.message, toPath(issue.path));
}

/** The parse function of a schema: its output, or an ExampleInputError naming the first wrong field. */
export function parserOf<I>(schema: z.ZodType<I>): (raw: unknown) => I {
  return (raw) => {
    const result = schema.safeParse(raw, { error: problemOf });
    if (!result.success) throw toInputError(result.error.issues);
    return result.data;
  };
}

/** Every problem of a raw input for a schema, each at its path, in the engine's words (none when it is valid). */
export function listProblemsOf(schema: z.ZodType, raw: unknown): InputProblem[] {
  const result = schema.safeParse(raw, { error: problemOf });
  if (result.success) return [];
  return result.error.issues.map((issue) =>
    issue.code === "unrecognized_keys"
      ? { path: toPath([...issue.path, issue.keys[0]!]), problem: issue.message }
      : { path: toPath(issue.path), problem: issue.message },
  );
}
