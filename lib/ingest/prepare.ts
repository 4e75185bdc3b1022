import type { Corrections, Paragraph, Repair, SourceLine } from "../model/types";
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

  for (const mv of corrections.move ?? []) {
    const [a, b] = mv.from;
    const block = lines.filter((l) => l.n >= a && l.n <= b);
    if (block.length !== b - a + 1) throw new IngestError(file, a, `move block ${a}-${b} is outside the file`);
    const rest = lines.filter((l) => l.n < a || l.n > b);
    const at = mv.after === 0 ? 0 : rest.findIndex((l) => l.n === mv.after) + 1;
    if (mv.after !== 0 && at === 0) throw new IngestError(file, mv.after, `move target line does not exist`);
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
  const joins = new Map((corrections.join ?? []).map((j) => [j.after, j]));
  const used = new Set<number>();
  const paragraphs: Paragraph[] = [];
  let cur: SourceLine[] = [];
  let glueBefore: (string | null)[] = [];
  let pendingJoin: { glue: string } | null = null;
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
      if (last && joins.has(last.n)) {
        const j = joins.get(last.n)!;
        used.add(last.n);
        pendingJoin = { glue: j.glue ?? " " };
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
      glueBefore[cur.length] = pendingJoin.glue;
      cur[cur.length - 1] = { ...cur[cur.length - 1]!, text: cur[cur.length - 1]!.text.trimEnd() };
      pendingJoin = null;
    }
    cur.push(l);
  }
  flush();
  for (const j of corrections.join ?? []) {
    if (!used.has(j.after)) {
      throw new IngestError(file, j.after, `join rule "${j.rule}": line is not the last line of a paragraph`);
    }
  }
  return { paragraphs, repairs };
}

function tail(s: string): string {
  const t = s.trimEnd();
  return t.length > 40 ? "…" + t.slice(-40) : t;
}
