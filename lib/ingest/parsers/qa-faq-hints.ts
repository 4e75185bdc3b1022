/** The hints a Q&A FAQ's corrections declare: read and checked against the file, and each one used by the end. */
import type { Corrections, SourceLine } from "../../model";
import { IngestError, type JsonPath, type Problem } from "../errors";
import { toHintMissing, toHintUnused } from "./problems";

/** Parser-specific hints declared in the corrections file (see content/sources/corrections). */
export interface FaqHints {
  sectionTitle: number;
  lastCategory: number;
  unanswered: Set<number>;
  /** Truncated answer line -> the line holding its full copy. */
  duplicateAnswers: Map<number, number>;
  preformatted: [number, number][];
  topics: Map<number, string>;
  /** Every line a hint names, with the field that names it (for the places of problems with hints). */
  declared: { line: number; field: JsonPath }[];
}

/** Reads the hints of the corrections, refusing one of another shape; sectionTitle and lastCategory are required. */
export function readHints(file: string, corrections: Corrections): FaqHints {
  const h = (corrections.hints ?? {}) as Record<string, unknown>;
  const declared: FaqHints["declared"] = [];
  const fail = (field: JsonPath, expected: string, value: unknown): never => {
    throw new IngestError(file, {
      field,
      rule: "hint-invalid",
      problem: `hints.${field.slice(1).join(".")} is not of the shape the parser reads`,
      expected,
      found: JSON.stringify(value)?.slice(0, 60) ?? "nothing",
      hint: "write it in that shape (the corrections of 1e-faq-1995-02-11 show each hint)",
    });
  };
  const lineOf = (v: unknown, field: JsonPath, expected: string, key = "line"): number => {
    const n = (v as Record<string, unknown> | undefined)?.[key];
    if (typeof n !== "number" || !Number.isInteger(n)) return fail(field, expected, v);
    declared.push({ line: n, field: [...field, key] });
    return n;
  };
  const list = (key: string): Record<string, unknown>[] => {
    const v = h[key] ?? [];
    return Array.isArray(v) ? v : fail(["hints", key], "a list", v);
  };
  const lastCategory = (h.lastCategory as { number?: unknown } | undefined)?.number;
  // The two landmarks every FAQ needs are asked for together, each with what to write.
  const missing: Problem[] = [];
  if (typeof (h.sectionTitle as { line?: unknown } | undefined)?.line !== "number") {
    missing.push(
      toHintMissing(
        "sectionTitle",
        "the line of the document's heading as printed",
        'write it in the corrections\' hints, e.g. "sectionTitle": { "line": 3, "reason": "…" }',
      ),
    );
  }
  if (typeof lastCategory !== "number") {
    missing.push(
      toHintMissing(
        "lastCategory",
        "the number of the last category the body prints",
        'write it in the corrections\' hints, e.g. "lastCategory": { "number": 20, "reason": "…" }, so that a file without its end is refused',
      ),
    );
  }
  if (missing.length) throw IngestError.many(file, missing);
  const sectionTitle = lineOf(h.sectionTitle, ["hints", "sectionTitle"], "{ line, reason }");
  const unanswered = new Set(list("unanswered").map((u, i) => lineOf(u, ["hints", "unanswered", i], "{ line, reason }")));
  const duplicateAnswers = new Map(
    list("duplicateAnswers").map((d, i) => {
      const field = ["hints", "duplicateAnswers", i];
      const expected = "{ line, duplicateOf, reason }";
      return [lineOf(d, field, expected), lineOf(d, field, expected, "duplicateOf")] as const;
    }),
  );
  const preformatted = list("preformatted").map((p, i) => {
    const r = p.lines;
    if (!Array.isArray(r) || r.length !== 2 || !r.every((n) => Number.isInteger(n)))
      return fail(["hints", "preformatted", i], "{ lines: [first, last], reason }", p);
    declared.push({ line: r[0], field: ["hints", "preformatted", i, "lines", 0] }, { line: r[1], field: ["hints", "preformatted", i, "lines", 1] });
    return [r[0], r[1]] as [number, number];
  });
  const topics = new Map(
    list("topics").map((t, i) => {
      if (typeof t.title !== "string") fail(["hints", "topics", i], "{ line, title, reason }", t);
      return [lineOf(t, ["hints", "topics", i], "{ line, title, reason }"), t.title as string] as const;
    }),
  );
  return { sectionTitle, lastCategory: lastCategory as number, unanswered, duplicateAnswers, preformatted, topics, declared };
}

/** A hint naming a line that is missing or blank names no line of this file. */
export function checkDeclaredLines(file: string, lines: SourceLine[], hints: FaqHints): void {
  const byNumber = new Map(lines.map((l) => [l.n, l]));
  const problems: Problem[] = [];
  for (const { line: n, field } of hints.declared) {
    if (byNumber.get(n)?.text.trim()) continue;
    problems.push({
      field,
      rule: "hint-line-blank",
      problem: `hints.${field.slice(1, 2).join("")} names line ${n}, which is ${byNumber.has(n) ? "blank" : "past the end of the file"}`,
      expected: "a line with text",
      found: byNumber.has(n) ? "a blank line" : `the end of the file at line ${lines.length}`,
      hint: `look at line ${n} of the file: point the hint at the line it means, or remove it`,
    });
  }
  if (problems.length) throw IngestError.many(file, problems);
}

/** Whether a line lies in a range hints.preformatted declares (kept as printed, in a code block). */
export function isPreformatted(line: number, hints: FaqHints): boolean {
  return hints.preformatted.some(([a, b]) => line >= a && line <= b);
}

/** Every hint naming a question or an answer line must have met it: `used` holds the lines the parser met. */
export function checkHintsUsed(file: string, hints: FaqHints, used: Set<number>): void {
  const lineHints = new Set(["unanswered", "duplicateAnswers", "topics"]);
  const unused = hints.declared.filter((h) => lineHints.has(String(h.field[1])) && h.field.at(-1) === "line" && !used.has(h.line));
  const what: Record<string, string> = {
    unanswered: "a question without an answer",
    duplicateAnswers: "a second answer line",
    topics: "the first line of a question",
  };
  if (unused.length)
    throw IngestError.many(
      file,
      unused.map((h) => toHintUnused(String(h.field[1]), Number(h.field[2]), h.line, what[String(h.field[1])]!)),
    );
}
