/** The hints a plain-text CRD's corrections declare, the context the parser's steps share, and the check that each hint was used. */
import type { Corrections, Repair } from "../../model";
import { IngestError, type Problem } from "../errors";
import { toHintMissing, toHintUnused } from "./problems";

/** Hints of the plain-text CRD parser, declared in the corrections file (each with a reason). */
export interface PlainCrdHints {
  /** Heading of the summary block between the intro and the rulings. */
  summaryHeading: string;
  /** Heading of the rulings section. */
  rulingsHeading: string;
  /** Unindented paragraphs that start a sub-entry of `parent`. */
  subEntries?: { line: number; parent: string; reason: string }[];
  /** Entry starts whose title the dash heuristic splits wrongly (e.g. a dash inside a card title). */
  titles?: { line: number; title: string; reason: string }[];
  /** Paragraphs that look like entry starts but continue the entry before them. */
  continuations?: { line: number; reason: string }[];
  /** Entry starts that break the alphabetical order the document otherwise keeps. */
  outOfOrder?: { line: number; reason: string }[];
  /** Capitalised titles that name a rules topic (an affiliation, icon, card type…), not a card. */
  generalTitles?: { title: string; reason: string }[];
  /** Paragraphs whose lines are items of a list (one item per printed line). */
  lists?: { line: number; reason: string }[];
}

/** What the parser's steps share: the file, its hints, the repairs made so far and the hints used (by "name:line" or "generalTitles:title"). */
export interface Ctx {
  file: string;
  hints: PlainCrdHints;
  repairs: Repair[];
  used: Set<string>;
}

/** Reads the hints of the corrections; summaryHeading and rulingsHeading are required. */
export function readHints(file: string, corrections: Corrections): PlainCrdHints {
  const h = (corrections.hints ?? {}) as Partial<PlainCrdHints>;
  const keys = (["summaryHeading", "rulingsHeading"] as const).filter((key) => typeof h[key] !== "string");
  if (keys.length) {
    const example = { summaryHeading: "SUMMARY OF CHANGES", rulingsHeading: "RULINGS" };
    const problem = (key: keyof typeof example) =>
      toHintMissing(
        key,
        `the ${key === "summaryHeading" ? "summary" : "rulings"} section's heading as printed, alone on its line`,
        `write it in the corrections' hints, e.g. "${key}": "${example[key]}"`,
      );
    throw IngestError.many(file, keys.map(problem));
  }
  return h as PlainCrdHints;
}

/** The hint of a list that names this line, marked as used. */
export function hintAt<T extends { line: number }>(ctx: Ctx, list: T[] | undefined, line: number, name: string): T | undefined {
  const hit = list?.find((h) => h.line === line);
  if (hit) ctx.used.add(`${name}:${line}`);
  return hit;
}

/** Every declared hint must have been used: a stale hint means the file or the parser changed. */
export function checkHintsUsed(ctx: Ctx): void {
  const { subEntries, titles, continuations, outOfOrder, lists, generalTitles } = ctx.hints;
  const byLine = { subEntries, titles, continuations, outOfOrder, lists };
  const problems: Problem[] = [];
  for (const [name, list] of Object.entries(byLine)) {
    for (const [k, h] of (list ?? []).entries()) {
      if (!ctx.used.has(`${name}:${h.line}`)) problems.push(toHintUnused(name, k, h.line, `a paragraph start of the shape hints.${name} is for`));
    }
  }
  for (const [k, g] of (generalTitles ?? []).entries()) {
    if (ctx.used.has(`generalTitles:${g.title}`)) continue;
    problems.push({
      field: ["hints", "generalTitles", k],
      rule: "hint-unused",
      problem: `hints.generalTitles names "${g.title}", but no entry the parser took for a card ruling has that title`,
      expected: `an entry titled ${JSON.stringify(g.title)}`,
      hint: "fix the title as printed, or remove the hint",
    });
  }
  if (problems.length) throw IngestError.many(ctx.file, problems);
}
