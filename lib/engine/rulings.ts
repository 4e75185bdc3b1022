// The rulings an example follows, as data: each names its entry and what it does to earlier ones (ends them, or amends
// them), so the dates of an example's versions, and which ruling decides each part of an answer on a date, follow from it.
import type { Citation, RulingRef, Step } from "./types";

export type { RulingRef };

/** The date of an entry, from its id: "1e-crd-2017-12-04/overcome" → "2017-12-04". */
export function toEntryDate(entryId: string): string {
  return entryId.split("/")[0]!.slice(-10);
}

/** The dates of the versions of rulings followed: each date on which one of them was issued, oldest first. */
export function listVersionDates(rulings: readonly RulingRef[]): string[] {
  return [...new Set(rulings.map((r) => toEntryDate(r.entry)))].sort();
}

/** The rulings in force on a date, in their order: issued by then and not ended by a ruling issued by then. */
export function listRulingsInForce<R extends RulingRef>(rulings: readonly R[], date: string): R[] {
  const issued = rulings.filter((r) => toEntryDate(r.entry) <= date);
  const ended = new Set(issued.flatMap((r) => r.ends ?? []));
  return issued.filter((r) => !ended.has(r.entry));
}

/** What one ruling decides of one part of an answer, for one input: the value, the steps that show it, the sentence deciding it. */
export interface PartRuling<V> {
  value: V;
  steps: Step[];
  decidedBy: Citation;
}

/** How a ruling decides the parts of an answer it speaks to; a part's function returns undefined where the ruling is silent. */
export type PartRules<I, A> = { [K in keyof A]?: (input: I) => PartRuling<A[K]> | undefined };

/** A ruling that decides parts of an answer (`A`: the parts, by name) from an input `I`. */
export interface DecidingRuling<I, A> extends RulingRef {
  decides: PartRules<I, A>;
}

/** Each part of an answer as decided on a date, with the entry of the ruling that decided it. */
export type DecidedParts<A> = { [K in keyof A]: PartRuling<A[K]> & { entry: string } };

/**
 * The parts of an answer on a date: each decided by the latest ruling in force that speaks to it for this input, so a
 * ruling that amends another replaces only the parts it decides and the rest still stand. Throws when no ruling in
 * force decides a part (the rulings, not the input, are wrong).
 */
export function decideParts<I, A>(rulings: readonly DecidingRuling<I, A>[], parts: readonly (keyof A)[], input: I, date: string): DecidedParts<A> {
  const inForce = listRulingsInForce(rulings, date);
  const out = {} as DecidedParts<A>;
  for (const part of parts) {
    let decided: (PartRuling<A[typeof part]> & { entry: string }) | undefined;
    for (const ruling of inForce) {
      const ruled = ruling.decides[part]?.(input);
      if (ruled && (!decided || toEntryDate(ruling.entry) >= toEntryDate(decided.entry))) decided = { ...ruled, entry: ruling.entry };
    }
    if (!decided) throw new Error(`no ruling in force on ${date} decides "${String(part)}" (rulings: ${inForce.map((r) => r.entry).join(", ")})`);
    out[part] = decided;
  }
  return out;
}

/**
 * The steps of decided parts in order, each step once, and the sentence deciding the answer: the one of the part whose
 * ruling is the latest (the first such part on a tie), the change a reader looks for.
 */
export function explainParts<A>(decided: DecidedParts<A>, parts: readonly (keyof A)[]): { steps: Step[]; decidedBy: Citation } {
  const steps: Step[] = [];
  const seen = new Set<string>();
  for (const part of parts) {
    for (const s of decided[part].steps) {
      const key = JSON.stringify([s.text, s.cites?.entryId, s.cites?.sentence]);
      if (!seen.has(key)) steps.push(s);
      seen.add(key);
    }
  }
  const latest = parts.reduce((best, part) => (toEntryDate(decided[part].entry) > toEntryDate(decided[best].entry) ? part : best), parts[0]!);
  return { steps, decidedBy: decided[latest].decidedBy };
}

/** One ruling re-issued in successive documents (entry ids, oldest first): each version ends the one before. */
export function toReissues(entryIds: readonly string[]): RulingRef[] {
  return entryIds.map((entry, i) => (i === 0 ? { entry } : { entry, ends: [entryIds[i - 1]!] }));
}
