import type { Corrections, JoinRule, Paragraph, Repair, SourceLine } from "../model/types";
import { IngestError, type Problem } from "./errors";

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

  const moveProblems: Problem[] = [];
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
      const problem = line
        ? checkAnchor({ kind: "move", what, key, anchor: mv[key], line, at: "start", names: `the first words of line ${line.n}${key === "before" ? ", which the block is put before" : ", the block's first line"}`, stale: "the rule's lines are stale (fix its lines or its anchors)" })
        : null;
      if (problem) moveProblems.push(problem);
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
  const problems: Problem[] = [];
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
        const problem = checkAnchor({ kind: "join", what: toJoinName(j, i), key: "ends", anchor: j.ends, line: last, at: "end", names: `the last words of line ${last.n}`, stale: JOIN_STALE });
        if (problem) problems.push(problem);
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
      const problem = checkAnchor({ kind: "join", what: toJoinName(j, i), key: "continues", anchor: j.continues, line: l, at: "start", names: `the first words of line ${l.n}, which it joins to line ${pendingJoin.from.n}`, stale: JOIN_STALE });
      if (problem) problems.push(problem);
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

const JOIN_STALE = '"after" is stale (nothing was joined; fix the rule\'s line or its anchors)';

function toJoinName(j: JoinRule, i: number): string {
  return `join ${i + 1} of the corrections (rule "${j.rule}", after ${j.after})`;
}

/**
 * A correction's anchor against the line it names: missing (what to write, proposed from the line) or not matching
 * (what it expected, what it found); null when it matches. Joins anchor the end or start of a line, moves the start.
 */
function checkAnchor(a: { kind: "join" | "move"; what: string; key: string; anchor: string | undefined; line: SourceLine; at: "start" | "end"; names: string; stale: string }): Problem | null {
  const actual = words(a.line.text, a.at);
  if (a.anchor === undefined) return { line: a.line.n, problem: `[${a.kind}-anchor-missing] ${a.what} needs "${a.key}": ${a.names}; here that is "${a.key}": ${JSON.stringify(actual)}` };
  const text = flat(a.line.text);
  if (a.at === "end" ? text.endsWith(flat(a.anchor)) : text.startsWith(flat(a.anchor))) return null;
  return {
    line: a.line.n,
    problem: `[${a.kind}-anchor-mismatch] ${a.what} expects line ${a.line.n} to ${a.at === "end" ? "end with" : "start with"} ${JSON.stringify(a.anchor)} but found ${JSON.stringify(actual)}: the source changed or ${a.stale}`,
  };
}

function tail(s: string): string {
  const t = s.trimEnd();
  return t.length > 40 ? "…" + t.slice(-40) : t;
}
