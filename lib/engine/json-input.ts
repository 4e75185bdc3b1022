import { ExampleInputError } from "./types";

/** Where JSON text stops being JSON (0-based offset into the text) and why. */
export interface JsonError {
  at: number;
  problem: string;
}

const NUMBER_OR_LITERAL = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/y;
const ESCAPES = new Set(['"', "\\", "/", "b", "f", "n", "r", "t"]);

// The offset after the string starting at `start` (a double quote), or the error inside it.
function scanString(text: string, start: number): number | JsonError {
  for (let i = start + 1; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"') return i + 1;
    if (c < " ") return { at: i, problem: "a control character (such as a line break) inside a string" };
    if (c !== "\\") continue;
    const next = text[i + 1];
    if (next === "u" && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) i += 5;
    else if (next !== undefined && ESCAPES.has(next)) i += 1;
    else return { at: i, problem: "an invalid escape in a string" };
  }
  return { at: text.length, problem: "unexpected end of the text inside a string" };
}

/**
 * The first place JSON text breaks the JSON grammar, or null when it is valid JSON. Iterative (an explicit stack), so
 * any depth of nesting is read without overflowing the call stack; JSON.parse's own messages do not all give a position.
 */
export function findJsonError(text: string): JsonError | null {
  const closers: string[] = [];
  let state: "value" | "first-value" | "key" | "first-key" | "colon" | "after" = "value";
  let i = 0;
  for (;;) {
    while (i < text.length && " \t\n\r".includes(text[i]!)) i++;
    const c = text[i];
    const close = closers[closers.length - 1];
    if (state === "after") {
      if (close === undefined) return c === undefined ? null : { at: i, problem: "more text after the JSON value" };
      if (c === close) {
        closers.pop();
        i++;
      } else if (c === ",") {
        i++;
        state = close === "}" ? "key" : "value";
      } else return { at: i, problem: c === undefined ? "unexpected end of the text" : `expected "," or "${close}"` };
      continue;
    }
    if (c === undefined) return { at: i, problem: "unexpected end of the text" };
    if (state === "colon") {
      if (c !== ":") return { at: i, problem: 'expected ":" after a property name' };
      i++;
      state = "value";
    } else if ((state === "first-key" && c === "}") || (state === "first-value" && c === "]")) {
      closers.pop();
      i++;
      state = "after";
    } else if (state === "key" || state === "first-key") {
      if (c !== '"') return { at: i, problem: "expected a property name in double quotes" };
      const end = scanString(text, i);
      if (typeof end !== "number") return end;
      i = end;
      state = "colon";
    } else if (c === "{" || c === "[") {
      closers.push(c === "{" ? "}" : "]");
      i++;
      state = c === "{" ? "first-key" : "first-value";
    } else if (c === '"') {
      const end = scanString(text, i);
      if (typeof end !== "number") return end;
      i = end;
      state = "after";
    } else {
      NUMBER_OR_LITERAL.lastIndex = i;
      const m = NUMBER_OR_LITERAL.exec(text);
      if (!m) return { at: i, problem: "expected a value (an object, list, string, number, true, false or null)" };
      i += m[0].length;
      state = "after";
    }
  }
}

// Line and column (both from 1) of an offset into a text.
function toLineColumn(text: string, at: number): { line: number; column: number } {
  const before = text.slice(0, at);
  const lineStart = before.lastIndexOf("\n") + 1;
  return { line: before.split("\n").length, column: at - lineStart + 1 };
}

/** Reads the JSON text of an example's input; throws ExampleInputError naming "input", with where and why it is not JSON. */
export function parseJsonInput(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // JSON.parse and findJsonError read the same grammar; the fallback only guards against a disagreement.
    const error = findJsonError(text) ?? { at: text.length, problem: "not valid JSON" };
    const { line, column } = toLineColumn(text, error.at);
    throw new ExampleInputError("input", `is not valid JSON: ${error.problem} at line ${line}, column ${column}`);
  }
}
