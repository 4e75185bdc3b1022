// Test-only support (reads the corpus, content/data): never imported by engine code.
import fc from "fast-check";
import { expect, it } from "vitest";
import { arbitraryOf, type Overrides } from "./schema-arbitraries";
import { ExampleInputError, type Citation, type ExampleDefinition, type ExplainedResult } from "./types";
import type { z } from "zod";
import { readCorpusData } from "../corpus";

// Enough cases to find the edges the bounds allow, few enough to keep the suite fast.
const NUM_RUNS = 100;

interface StoredEntry {
  id: string;
  topicId: string;
  date: string;
  text: string;
  inForce: { from: string; until?: string };
}

let entries: Map<string, StoredEntry> | null = null;

function storedEntry(entryId: string): StoredEntry | undefined {
  if (!entries) {
    entries = new Map(readCorpusData().entries.map((e) => [e.id, e]));
  }
  return entries.get(entryId);
}

/** Asserts each citation names a stored entry (same topic and date) whose plain text contains its sentence verbatim. */
export function expectCitedSentencesInEntries(cites: Citation[]): void {
  expect(cites.length).toBeGreaterThan(0);
  for (const cite of cites) {
    const entry = storedEntry(cite.entryId);
    expect(entry, cite.entryId).toBeDefined();
    expect(entry!.topicId).toBe(cite.topicId);
    expect(entry!.date).toBe(cite.date);
    expect(entry!.text).toContain(cite.sentence);
  }
}

/** The words of a result: its decision and each step, as one text to search. */
export function wordsOf(out: ExplainedResult): string {
  return [out.decision, ...out.steps.map((s) => s.text)].join(" ");
}

/** Every citation of a result: the deciding one and each step's. */
export function citationsOf(out: ExplainedResult): Citation[] {
  return [out.decidedBy, ...out.steps.flatMap((s) => (s.cites ? [s.cites] : []))];
}

/**
 * Asserts that a result follows the rulings in force on its version's date: every sentence it cites stands in a
 * stored entry that was issued by then and had not ended on that date.
 */
export function expectCitationsInForceOn(out: ExplainedResult, version: string): void {
  const cites = citationsOf(out);
  expectCitedSentencesInEntries(cites);
  for (const cite of cites) {
    const { inForce } = storedEntry(cite.entryId)!;
    expect(inForce.from <= version, `${cite.entryId} is not issued yet on ${version}`).toBe(true);
    expect(inForce.until === undefined || version < inForce.until, `${cite.entryId} has ended by ${version}`).toBe(true);
  }
}

/**
 * The checks every example's tests make: it refuses each wrong input naming the field given, and each sentence it
 * cites stands verbatim in the entry it names.
 */
export function itRefusesAndQuotes(example: { parse: (raw: unknown) => unknown; cites: Citation[] }, wrong: [raw: unknown, field: string][]): void {
  it("refuses a wrong input, naming the field", () => {
    for (const [raw, field] of wrong) expectInputError(example.parse, raw, field);
  });
  it("quotes every ruling it cites verbatim", () => {
    expectCitedSentencesInEntries(example.cites);
  });
}

/** Asserts that parse(raw) throws an ExampleInputError naming `field`. */
export function expectInputError(parse: (raw: unknown) => unknown, raw: unknown, field: string): void {
  let error: unknown;
  try {
    parse(raw);
  } catch (e) {
    error = e;
  }
  expect(error, `accepted ${JSON.stringify(raw)}`).toBeInstanceOf(ExampleInputError);
  expect((error as ExampleInputError).field).toBe(field);
}

/** The inputs an example's schema accepts, generated from its bounds (and overrides for texts with a syntax), as parsed. */
export function acceptedInputs<I>(example: ExampleDefinition<I, ExplainedResult>, overrides?: Overrides): fc.Arbitrary<I> {
  return arbitraryOf(example.schema, overrides)
    .filter((raw) => example.schema.safeParse(raw).success)
    .map((raw) => example.parse(raw));
}

/**
 * Property: for every generated input, under every version of the rules, run returns without throwing, a decision and
 * steps whose cited sentences stand in entries in force on that version's date, and `invariant` holds.
 */
export function expectInvariant<I, O extends ExplainedResult>(
  example: ExampleDefinition<I, O>,
  inputs: fc.Arbitrary<I>,
  invariant: (input: I, output: O & { version: string }) => void,
): void {
  fc.assert(
    fc.property(inputs, (input) => {
      for (const asOf of example.versions) {
        const output = example.run(input, { asOf });
        expect(output.decision.length).toBeGreaterThan(0);
        expect(output.steps.length).toBeGreaterThan(0);
        expectCitationsInForceOn(output, output.version);
        invariant(input, output);
      }
    }),
    { numRuns: NUM_RUNS },
  );
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const here = [prefix];
  if (Array.isArray(value)) return [...here, ...value.flatMap((v, i) => pathsOf(v, [...prefix, i]))];
  if (value && typeof value === "object") return [...here, ...Object.entries(value).flatMap(([k, v]) => pathsOf(v, [...prefix, k]))];
  return here;
}

function changedAt(value: unknown, path: (string | number)[], change: (parent: Record<string | number, unknown>, key: string | number) => void): unknown {
  const copy = structuredClone(value);
  if (path.length === 0) return copy;
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  change(parent, path[path.length - 1]!);
  return copy;
}

/** Inputs near a valid one: a value anywhere in it replaced, a field added or removed, or anything at all. */
export function brokenInputs(valid: unknown): fc.Arbitrary<unknown> {
  const paths = pathsOf(valid);
  const anyJson = fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>;
  return fc.oneof(
    fc.anything({ maxDepth: 2 }),
    fc
      .tuple(fc.constantFrom(...paths), anyJson)
      .map(([path, replacement]) => (path.length === 0 ? replacement : changedAt(valid, path, (parent, key) => void (parent[key] = replacement)))),
    fc.tuple(fc.constantFrom(...paths), fc.string({ maxLength: 12 }), anyJson).map(([path, key, added]) =>
      changedAt(valid, [...path, key], (parent, k) => {
        if (parent && typeof parent === "object" && !Array.isArray(parent)) Object.defineProperty(parent, k, { value: added, enumerable: true });
      }),
    ),
    fc.constantFrom(...paths.filter((p) => p.length > 0)).map((path) => changedAt(valid, path, (parent, key) => void delete parent[key])),
  );
}

/**
 * Property: any input near the example's defaults, or anything at all, is either run without throwing or refused
 * with an ExampleInputError whose field is the whole input or a path starting at one of its fields (known or not).
 */
export function expectRunOrRefusalNamingAField(example: ExampleDefinition<unknown, ExplainedResult>): void {
  const known = new Set(Object.keys((example.schema as unknown as z.ZodObject).shape ?? {}));
  fc.assert(
    fc.property(brokenInputs(example.defaults), (raw) => {
      let input: unknown;
      try {
        input = example.parse(raw);
      } catch (e) {
        expect(e).toBeInstanceOf(ExampleInputError);
        const { field, message } = e as ExampleInputError;
        const quoted = /^\[("(?:[^"\\]|\\.)*")\]/.exec(field);
        const root = quoted ? (JSON.parse(quoted[1]!) as string) : field.split(/[.[]/)[0]!;
        const given = raw && typeof raw === "object" ? Object.keys(raw) : [];
        expect(root === "input" || known.has(root) || given.includes(root), `${message} (for ${JSON.stringify(raw)})`).toBe(true);
        expect(message).toMatch(new RegExp(`^${field.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}: \\S`));
        return;
      }
      example.run(input);
    }),
    { numRuns: NUM_RUNS },
  );
}
