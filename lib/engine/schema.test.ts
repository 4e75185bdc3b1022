import { z } from "zod";
import { describe, expect, it } from "vitest";
import { listExamples } from "./index";
import { createExample, field, parserOf, text, toFieldSpecs, wholeNumber } from "./schema";
import { ExampleInputError } from "./types";

const messageOf = (parse: (raw: unknown) => unknown, raw: unknown): string => {
  try {
    parse(raw);
  } catch (e) {
    if (e instanceof ExampleInputError) return e.message;
    throw e;
  }
  throw new Error(`accepted ${JSON.stringify(raw)}`);
};

const sample = z.strictObject({
  turns: field(wholeNumber(1, 1000), { label: "Turns" }),
  title: field(text(20), { label: "Title" }).optional(),
  kind: field(z.enum(["a", "b"]), { label: "Kind", options: { a: "The A" } }),
  cost: z.strictObject({ points: field(wholeNumber(-5, 5), { label: "Points", step: 5 }).optional() }).optional(),
  list: field(z.array(z.boolean()).max(2), { label: "List", help: "[true, false]" }),
});
const parse = parserOf(sample);
const ok = { turns: 3, kind: "a", list: [] };

describe("input schemas", () => {
  it("names a misspelt field and lists the known ones, before the field it hides", () => {
    expect(messageOf(parse, { turn: 3, kind: "a", list: [] })).toBe("turn: unknown field (known: turns, title, kind, cost, list)");
    expect(messageOf(parse, { ...ok, cost: { point: 1 } })).toBe("cost.point: unknown field (known: points)");
  });

  it("says which bound a number breaks, even past the largest exact integer", () => {
    expect(messageOf(parse, { ...ok, turns: 100_000_000 })).toBe("turns: must be at most 1000");
    expect(messageOf(parse, { ...ok, turns: 1e300 })).toBe("turns: must be at most 1000");
    expect(messageOf(parse, { ...ok, turns: 0 })).toBe("turns: must be at least 1");
    expect(messageOf(parse, { ...ok, turns: 2.5 })).toBe("turns: must be a whole number");
    expect(messageOf(parse, { ...ok, turns: Number.NaN })).toBe("turns: must be a number");
  });

  it("names the path of a wrong value deep in the input, and the whole input when it is not an object", () => {
    expect(messageOf(parse, { ...ok, list: [true, "no"] })).toBe("list[1]: must be true or false");
    expect(messageOf(parse, { ...ok, list: [true, false, true] })).toBe("list: must have at most 2 items");
    expect(messageOf(parse, { ...ok, kind: "c" })).toBe('kind: must be one of "a", "b"');
    expect(messageOf(parse, { ...ok, title: "  " })).toBe("title: must not be empty");
    expect(messageOf(parse, { kind: "a", list: [] })).toBe("turns: is required");
    expect(messageOf(parse, [])).toBe("input: must be an object");
  });

  it("quotes a field name that is not a plain name, so the path stays readable", () => {
    expect(messageOf(parse, { ...ok, "my.field": 1 })).toBe('["my.field"]: unknown field (known: turns, title, kind, cost, list)');
    expect(messageOf(parse, { ...ok, cost: { "": 1 } })).toBe('cost[""]: unknown field (known: points)');
  });

  it("derives the form from the schema: labels, bounds, options, nested fields and JSON fields", () => {
    expect(toFieldSpecs(sample)).toEqual([
      { kind: "number", name: "turns", label: "Turns", min: 1, max: 1000, step: 1 },
      { kind: "text", name: "title", label: "Title", optional: true },
      { kind: "select", name: "kind", label: "Kind", options: [{ value: "a", label: "The A" }, { value: "b", label: "b" }] },
      { kind: "number", name: "cost.points", label: "Points", min: -5, max: 5, step: 5, optional: true },
      { kind: "json", name: "list", label: "List", help: "[true, false]" },
    ]);
  });

  it("refuses to build a form field without a label", () => {
    const example = { id: "x", title: "x", edition: "1E" as const, summary: "", cites: [], assumptions: [], defaults: { n: 1 } };
    const run = () => ({ explanation: [], decidedBy: { topicId: "", entryId: "", date: "", sentence: "" } });
    expect(() => createExample({ ...example, schema: z.strictObject({ n: wholeNumber(0, 1) }), run })).toThrow(/n has no label/);
  });

  it("shows both bounds on every number input of every worked example", () => {
    for (const example of listExamples()) {
      for (const f of example.fields) {
        if (f.kind !== "number") continue;
        expect(Number.isFinite(f.min) && Number.isFinite(f.max), `${example.id}: ${f.name}`).toBe(true);
        expect(f.max! - f.min!, `${example.id}: ${f.name}`).toBeLessThanOrEqual(2000);
      }
    }
  });

  it("accepts every worked example's own defaults", () => {
    for (const example of listExamples()) expect(() => example.parse(example.defaults), example.id).not.toThrow();
  });
});
