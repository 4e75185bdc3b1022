import { z } from "zod";
import { describe, expect, it } from "vitest";
import { listExamples } from "./index";
import { listProblemsOf, parserOf, text, wholeNumber } from "./schema";
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
  turns: wholeNumber(1, 1000),
  title: text(20).optional(),
  kind: z.enum(["a", "b"]),
  cost: z.strictObject({ points: wholeNumber(-5, 5).optional() }).optional(),
  list: z.array(z.boolean()).max(2),
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

  it("lists every problem of an input at its path, in the same words", () => {
    expect(listProblemsOf(sample, { turns: 0, kind: "c", list: [true, 1] })).toEqual([
      { path: ["turns"], problem: "must be at least 1" },
      { path: ["kind"], problem: 'must be one of "a", "b"' },
      { path: ["list", 1], problem: "must be true or false" },
    ]);
    expect(listProblemsOf(sample, ok)).toEqual([]);
  });

  it("gives the path of the wrong field with the error, for the form to show it there", () => {
    let error: unknown;
    try {
      parse({ ...ok, list: [true, "no"] });
    } catch (e) {
      error = e;
    }
    expect((error as ExampleInputError).path).toEqual(["list", 1]);
  });

  it("accepts every worked example's own defaults", () => {
    for (const example of listExamples()) expect(() => example.parse(example.defaults), example.id).not.toThrow();
  });
});
