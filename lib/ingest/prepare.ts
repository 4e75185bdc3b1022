import type { Corrections, JoinRule, Paragraph, Repair, SourceLine } from "../model/types";
import { IngestError } from "./errors";

/** Splits a source into lines, applies the declared text replacements and puts lines in reading order. */
export function prepareSource(
  file: string,
  text: string,
  corrections: Corrections,
): { lines: SourceLine[]; repairs: Repair[] } {
  const raw = text.split("\n");
  const repairs: Repair[] = [];
  let lines: SourceLine[] = raw.map((t, i) => ({ n: i + 1, text: t, original: t }));

  for (const rule of corrections.replace ?? []) {
    let re: RegExp;
    try {
      re = new RegExp(rule.pattern, "gu");
    } catch (e) {
      throw new IngestError(file, 0, `invalid replace pattern for rule "${rule.rule}": ${(e as Error).message}`);
    }
    const only = rule.lines ? new Set(rule.lines) : null;
    for (const l of lines) {
      if (only && !only.has(l.n)) continue;
      l.text = l.text.replace(re, (...args: unknown[]) => {
        const match = args[0] as string;
        const groups = args.slice(1).filter((a) => typeof a === "string" || a === undefined) as (string | undefined)[];
        const to = rule.to.replace(/\$(\d|&)/g, (_, g: string) => (g === "&" ? match : (groups[Number(g) - 1] ?? "")));
        repairs.push({
          id: "",
          file,
          line: l.n,
          from: match,
          to,
          rule: rule.rule,
          ...(rule.uncertain ? { uncertain: true } : {}),
          ...(rule.note ? { note: rule.note } : {}),
        });
        return to;
      });
    }
    if (only) {
      for (const n of only) {
        if (!repairs.some((r) => r.rule === rule.rule && r.line === n)) {
          throw new IngestError(file, n, `replace rule "${rule.rule}" matches nothing on this line`);
        }
      }
    }
  }

  if (corrections.readingOrder) {
    const order = corrections.readingOrder;
    const seen = new Set<number>();
    const out: SourceLine[] = [];
    let prevEnd = 0;
    for (const [a, b] of order) {
      if (a < 1 || b > lines.length || a > b) {
        throw new IngestError(file, a, `reading-order block ${a}-${b} is outside the file (1-${lines.length})`);
      }
      for (let n = a; n <= b; n++) {
        if (seen.has(n)) throw new IngestError(file, n, `line is in two reading-order blocks`);
        seen.add(n);
        out.push(lines[n - 1]!);
      }
      if (a !== prevEnd + 1) {
        repairs.push({
          id: "",
          file,
          line: a,
          from: `lines ${a}-${b} printed after line ${a - 1}`,
          to: `lines ${a}-${b} read after line ${prevEnd}`,
          rule: "block-reading-order",
          note: "page-sized block put back in reading order",
        });
      }
      prevEnd = b;
    }
    if (seen.size !== lines.length) {
      const missing = lines.find((l) => !seen.has(l.n))!;
      throw new IngestError(file, missing.n, `line is in no reading-order block`);
    }
    lines = out;
  }

  const moveProblems: { line: number; problem: string }[] = [];
  for (const [i, mv] of (corrections.move ?? []).entries()) {
    const [a, b] = mv.from;
    const block = lines.filter((l) => l.n >= a && l.n <= b);
    if (block.length !== b - a + 1) throw new IngestError(file, a, `move block ${a}-${b} is outside the file`);
    const rest = lines.filter((l) => l.n < a || l.n > b);
    const at = mv.after === 0 ? 0 : rest.findIndex((l) => l.n === mv.after) + 1;
    if (mv.after !== 0 && at === 0) throw new IngestError(file, mv.after, `move target line does not exist`);
    // Anchors: the block's first words and the first words of what it is put before, so a stale line number is refused.
    const what = `move ${i + 1} of the corrections (rule "${mv.rule}", lines ${a}-${b} after ${mv.after})`;
    const first = block.find((l) => !isBlank(l));
    const next = rest.slice(at).find((l) => !isBlank(l));
    for (const [key, line] of [["starts", first], ["before", next]] as const) {
      if (!line) continue;
      const anchor = mv[key];
      const actual = flat(line.text).split(" ").slice(0, 5).join(" ");
      if (anchor === undefined) moveProblems.push({ line: line.n, problem: `[move-anchor-missing] ${what} needs "${key}": the first words of line ${line.n}${key === "before" ? ", which the block is put before" : ", the block's first line"}; here that is "${key}": ${JSON.stringify(actual)}` });
      else if (!flat(line.text).startsWith(flat(anchor))) moveProblems.push({ line: line.n, problem: `[move-anchor-mismatch] ${what} expects line ${line.n} to start with ${JSON.stringify(anchor)} but found ${JSON.stringify(actual)}: the source changed or the rule's lines are stale (fix its lines or its anchors)` });
    }
    lines = [...rest.slice(0, at), ...block, ...rest.slice(at)];
    repairs.push({
      id: "",
      file,
      line: a,
      from: `lines ${a}-${b} printed after line ${a - 1}`,
      to: mv.after === 0 ? `lines ${a}-${b} read at the start` : `lines ${a}-${b} read after line ${mv.after}`,
      rule: mv.rule,
      ...(mv.note ? { note: mv.note } : {}),
    });
  }
  if (moveProblems.length) throw IngestError.many(file, moveProblems);
  return { lines, repairs };
}

/** Whether a line holds no text (empty or only spaces and tabs). */
export function isBlank(line: SourceLine): boolean {
  return line.text.trim() === "";
}

/**
 * Groups lines into paragraphs separated by blank lines, joining the paragraphs that the
 * corrections declare as one (a page break or stray blank line inside a sentence).
 */
export function toParagraphs(
  file: string,
  lines: SourceLine[],
  corrections: Corrections,
): { paragraphs: Paragraph[]; repairs: Repair[] } {
  const repairs: Repair[] = [];
  const rules = corrections.join ?? [];
  const joins = new Map(rules.map((j, i) => [j.after, { j, i }]));
  const used = new Set<number>();
  const problems: { line: number; problem: string }[] = [];
  const paragraphs: Paragraph[] = [];
  let cur: SourceLine[] = [];
  let glueBefore: (string | null)[] = [];
  let pendingJoin: { glue: string; j: JoinRule; i: number; from: SourceLine } | null = null;
  const flush = () => {
    if (!cur.length) return;
    let text = cur[0]!.text;
    for (let i = 1; i < cur.length; i++) text += (glueBefore[i] ?? "\n") + cur[i]!.text;
    paragraphs.push({ lines: cur, text });
    cur = [];
    glueBefore = [];
  };
  for (const l of lines) {
    if (isBlank(l)) {
      const last = cur[cur.length - 1];
      if (last && joins.has(last.n) && !pendingJoin) {
        const { j, i } = joins.get(last.n)!;
        used.add(last.n);
        if (j.ends === undefined || !flat(last.text).endsWith(flat(j.ends))) problems.push(toAnchorProblem(j, i, last, "ends"));
        pendingJoin = { glue: j.glue ?? " ", j, i, from: last };
        repairs.push({
          id: "",
          file,
          line: last.n,
          from: `${tail(last.text)}¶${""}`,
          to: `${tail(last.text)}${j.glue ?? " "}…`,
          rule: j.rule,
          ...(j.note ? { note: j.note } : {}),
        });
        continue;
      }
      if (pendingJoin) continue;
      flush();
      continue;
    }
    if (pendingJoin) {
      const { j, i } = pendingJoin;
      if (j.continues === undefined || !flat(l.text).startsWith(flat(j.continues))) problems.push(toAnchorProblem(j, i, l, "continues", pendingJoin.from));
      glueBefore[cur.length] = pendingJoin.glue;
      cur[cur.length - 1] = { ...cur[cur.length - 1]!, text: cur[cur.length - 1]!.text.trimEnd() };
      pendingJoin = null;
    }
    cur.push(l);
  }
  flush();
  for (const [i, j] of rules.entries()) {
    if (!used.has(j.after)) {
      const found = lines.find((l) => l.n === j.after);
      problems.push({
        line: j.after,
        problem:
          `[join-not-paragraph-end] join ${i + 1} of the corrections (rule "${j.rule}", after ${j.after}): ` +
          (found ? `line ${j.after} is not followed by a blank line, so there is nothing to join` : `line ${j.after} does not exist`) +
          (j.ends ? `; the line ending "${j.ends}" is ${toLineEnding(lines, j.ends)}` : ""),
      });
    }
  }
  if (problems.length) throw IngestError.many(file, problems);
  return { paragraphs, repairs };
}

/** Text with runs of white space made one space, trimmed: anchors compare so. */
function flat(s: string): string {
  return s.replace(/\s+/g, " ").trim();
}

/** Up to five words of a line, from its end or its start: a proposed anchor. */
function words(s: string, from: "end" | "start"): string {
  const w = flat(s).split(" ");
  return (from === "end" ? w.slice(-5) : w.slice(0, 5)).join(" ");
}

function toLineEnding(lines: SourceLine[], ends: string): string {
  const hits = lines.filter((l) => flat(l.text).endsWith(flat(ends))).map((l) => l.n);
  return hits.length ? `line ${hits.join(", ")}` : "nowhere in the file";
}

/** A join whose anchor is missing or does not match: what it expected, what it found, and what to write. */
function toAnchorProblem(j: JoinRule, i: number, found: SourceLine, side: "ends" | "continues", from?: SourceLine): { line: number; problem: string } {
  const what = `join ${i + 1} of the corrections (rule "${j.rule}", after ${j.after})`;
  const actual = side === "ends" ? words(found.text, "end") : words(found.text, "start");
  if (j[side] === undefined) {
    return {
      line: found.n,
      problem: `[join-anchor-missing] ${what} needs "${side}": the ${side === "ends" ? `last words of line ${found.n}` : `first words of line ${found.n}, which it joins to line ${from!.n}`}; here that is "${side}": ${JSON.stringify(actual)}`,
    };
  }
  return {
    line: found.n,
    problem:
      `[join-anchor-mismatch] ${what} expects line ${found.n} to ${side === "ends" ? "end with" : "start with"} ${JSON.stringify(j[side])} but found ${JSON.stringify(actual)}: ` +
      `the source changed or "after" is stale (nothing was joined; fix the rule's line or its anchors)`,
  };
}

function tail(s: string): string {
  const t = s.trimEnd();
  return t.length > 40 ? "…" + t.slice(-40) : t;
}
