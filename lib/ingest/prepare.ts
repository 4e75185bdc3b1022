import type { Corrections, JoinRule, Paragraph, Repair, SourceLine } from "../model";
import { toQuoted, toTextColumn } from "./columns";
import { IngestError, type Problem } from "./errors";

/** Splits a source into lines, applies the declared text replacements and puts lines in reading order. */
export function prepareSource(file: string, text: string, corrections: Corrections): { lines: SourceLine[]; repairs: Repair[] } {
  const raw = text.split("\n");
  const repairs: Repair[] = [];
  let lines: SourceLine[] = raw.map((t, i) => ({ n: i + 1, text: t, original: t }));

  for (const [index, rule] of (corrections.replace ?? []).entries()) {
    let re: RegExp;
    try {
      re = new RegExp(rule.pattern, "gu");
    } catch (e) {
      throw new IngestError(file, {
        field: ["replace", index, "pattern"],
        rule: "replace-pattern-invalid",
        problem: `replace ${index + 1} of the corrections (rule "${rule.rule}") has a pattern that is not a regular expression`,
        found: `${JSON.stringify(rule.pattern)}: ${(e as Error).message}`,
        hint: 'fix "pattern" (a JavaScript RegExp with the u flag; backslashes doubled in JSON)',
      });
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
          const text = lines.find((l) => l.n === n)?.text;
          throw new IngestError(file, {
            ...(text === undefined ? { field: ["replace", index, "lines", rule.lines!.indexOf(n)] } : { line: n, column: 1 }),
            rule: "replace-no-match",
            problem: `replace ${index + 1} of the corrections (rule "${rule.rule}") names line ${n}, but its pattern matches nothing there`,
            expected: `a match of ${JSON.stringify(rule.pattern)}`,
            found: text === undefined ? `the end of the file at line ${lines.length}` : toQuoted(text),
            hint: 'fix the rule\'s "lines" or its "pattern"',
          });
        }
      }
    }
  }

  if (corrections.readingOrder) {
    const order = corrections.readingOrder;
    const seen = new Set<number>();
    const out: SourceLine[] = [];
    let prevEnd = 0;
    for (const [k, [a, b]] of order.entries()) {
      if (a < 1 || b > lines.length || a > b) {
        throw new IngestError(file, {
          field: ["readingOrder", k],
          rule: "reading-order-outside",
          problem: `reading-order block ${k + 1} is not a range of the file's lines`,
          expected: `[first, last] with 1 <= first <= last <= ${lines.length}`,
          found: `[${a}, ${b}]`,
          hint: 'fix the block in the corrections\' "readingOrder"',
        });
      }
      for (let n = a; n <= b; n++) {
        if (seen.has(n)) {
          throw new IngestError(file, {
            field: ["readingOrder", k],
            rule: "reading-order-overlap",
            problem: `reading-order block ${k + 1} repeats line ${n}, which an earlier block holds`,
            expected: "each line in exactly one block",
            found: `[${a}, ${b}]`,
            hint: 'fix the blocks of the corrections\' "readingOrder" so that they cover the file once',
          });
        }
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
      throw new IngestError(file, {
        line: missing.n,
        column: 1,
        rule: "reading-order-gap",
        problem: `line ${missing.n} is in no reading-order block`,
        expected: `blocks that cover lines 1-${lines.length} once`,
        hint: 'add the line to a block of the corrections\' "readingOrder"',
      });
    }
    lines = out;
  }

  const moveProblems: Problem[] = [];
  for (const [i, mv] of (corrections.move ?? []).entries()) {
    const [a, b] = mv.from;
    const block = lines.filter((l) => l.n >= a && l.n <= b);
    if (block.length !== b - a + 1) {
      throw new IngestError(file, {
        field: ["move", i, "from"],
        rule: "move-outside",
        problem: `move ${i + 1} of the corrections (rule "${mv.rule}") names lines the file does not have`,
        expected: `[first, last] with 1 <= first <= last <= ${lines.length}`,
        found: `[${a}, ${b}]`,
        hint: 'fix the move\'s "from"',
      });
    }
    const rest = lines.filter((l) => l.n < a || l.n > b);
    const at = mv.after === 0 ? 0 : rest.findIndex((l) => l.n === mv.after) + 1;
    if (mv.after !== 0 && at === 0) {
      throw new IngestError(file, {
        field: ["move", i, "after"],
        rule: "move-target-missing",
        problem: `move ${i + 1} of the corrections (rule "${mv.rule}") puts its block after a line that is not there`,
        expected: `0 for the start, or a line of the file outside ${a}-${b}`,
        found: `line ${mv.after}`,
        hint: 'fix the move\'s "after"',
      });
    }
    // Anchors: the block's first words and the first words of what it is put before, so a stale line number is refused.
    const what = `move ${i + 1} of the corrections (rule "${mv.rule}", lines ${a}-${b} after ${mv.after})`;
    const first = block.find((l) => !isBlank(l));
    const next = rest.slice(at).find((l) => !isBlank(l));
    for (const [key, line] of [
      ["starts", first],
      ["before", next],
    ] as const) {
      const problem = line
        ? checkAnchor({
            kind: "move",
            what,
            key,
            anchor: mv[key],
            line,
            at: "start",
            names: `the first words of line ${line.n}${key === "before" ? ", which the block is put before" : ", the block's first line"}`,
            fields: '"from" and "after"',
            all: lines,
          })
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
export function toParagraphs(file: string, lines: SourceLine[], corrections: Corrections): { paragraphs: Paragraph[]; repairs: Repair[] } {
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
        const problem = checkAnchor({
          kind: "join",
          what: toJoinName(j, i),
          key: "ends",
          anchor: j.ends,
          line: last,
          at: "end",
          names: `the last words of line ${last.n}`,
          fields: '"after"',
          all: lines,
        });
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
      const problem = checkAnchor({
        kind: "join",
        what: toJoinName(j, i),
        key: "continues",
        anchor: j.continues,
        line: l,
        at: "start",
        names: `the first words of line ${l.n}, which it joins to line ${pendingJoin.from.n}`,
        fields: '"after"',
        all: lines,
      });
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
        ...(found ? { line: j.after, column: 1 } : { field: ["join", i, "after"] }),
        rule: "join-not-paragraph-end",
        problem: `${toJoinName(j, i)} names a line that does not end a paragraph, so there is nothing to join`,
        expected: `line ${j.after} followed by a blank line`,
        found: found ? `line ${j.after} followed by text` : `the end of the file at line ${lines.length}`,
        hint: j.ends
          ? `${toLinesWith(lines, j.ends, "end")}: fix the join's "after"`
          : 'fix the join\'s "after" (the last line before the blank line it bridges)',
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

/** Which lines end (or start) with an anchor's words, as a hint says it: "line 319 ends with …" or "no line …". */
function toLinesWith(lines: SourceLine[], words: string, at: "start" | "end"): string {
  const hits = lines.filter((l) => (at === "end" ? flat(l.text).endsWith(flat(words)) : flat(l.text).startsWith(flat(words)))).map((l) => l.n);
  const verb = at === "end" ? "end" : "start";
  if (!hits.length) return `no line ${verb}s with ${JSON.stringify(words)}`;
  return `line${hits.length > 1 ? "s" : ""} ${hits.join(", ")} ${verb}${hits.length > 1 ? "" : "s"} with ${JSON.stringify(words)}`;
}

function toJoinName(j: JoinRule, i: number): string {
  return `join ${i + 1} of the corrections (rule "${j.rule}", after ${j.after})`;
}

/**
 * A correction's anchor against the line it names: missing (what to write, proposed from the line) or not matching
 * (what it expected, what it found); null when it matches. Joins anchor the end or start of a line, moves the start.
 * The column is where the words compared start in the line as the file has it.
 */
function checkAnchor(a: {
  kind: "join" | "move";
  what: string;
  key: string;
  anchor: string | undefined;
  line: SourceLine;
  at: "start" | "end";
  names: string;
  fields: string;
  all: SourceLine[];
}): Problem | null {
  const actual = words(a.line.text, a.at);
  const place = { line: a.line.n, column: toWordsColumn(a.line.original, a.at) };
  if (a.anchor === undefined) {
    return {
      ...place,
      rule: a.kind === "join" ? "join-anchor-missing" : "move-anchor-missing",
      problem: `${a.what} has no "${a.key}" anchor (${a.names})`,
      found: JSON.stringify(actual),
      hint: `if line ${a.line.n} is the one the rule means, write "${a.key}": ${JSON.stringify(actual)} in it, so that a stale line number is refused`,
    };
  }
  const text = flat(a.line.text);
  if (a.at === "end" ? text.endsWith(flat(a.anchor)) : text.startsWith(flat(a.anchor))) return null;
  const where = toLinesWith(a.all, a.anchor, a.at);
  return {
    ...place,
    rule: a.kind === "join" ? "join-anchor-mismatch" : "move-anchor-mismatch",
    problem: `${a.what} does not match line ${a.line.n}, so nothing was ${a.kind === "join" ? "joined" : "moved"}`,
    expected: `line ${a.line.n} to ${a.at === "end" ? "end with" : "start with"} ${JSON.stringify(a.anchor)}`,
    found: JSON.stringify(actual),
    hint: where.startsWith("no ")
      ? `${where}: fix "${a.key}" to the words of the line the rule means, or its ${a.fields}`
      : `${where}: if the rule means it, fix its ${a.fields}; if not, fix "${a.key}"`,
  };
}

/** The column where the words an anchor is compared with start: the line's first word, or the fifth from its end. */
function toWordsColumn(s: string, from: "end" | "start"): number {
  if (from === "start") return toTextColumn(s);
  const starts = [...s.matchAll(/\S+/g)].map((m) => m.index);
  return (starts[Math.max(0, starts.length - 5)] ?? 0) + 1;
}

function tail(s: string): string {
  const t = s.trimEnd();
  return t.length > 40 ? "…" + t.slice(-40) : t;
}
