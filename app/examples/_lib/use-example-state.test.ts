import { describe, expect, it } from "vitest";
import { getExample, getExampleForm } from "@/lib/engine";
import { toFormFields } from "./form-model";
import { fromStateQuery, toStateQuery, type ExampleState } from "./use-example-state";

const example = getExample("1e-worth-points")!;
const fields = toFormFields(example.schema, getExampleForm(example.id).hints);
const defaults: ExampleState = { input: example.defaults, asOf: null, progress: "" };

describe("an example's state in its address", () => {
  it("writes the input, the date and the progress as readable parameters, and reads them back", () => {
    const state: ExampleState = { input: { points: 35, events: ["met", "nullified-on-entry"] }, asOf: "2018-01-01", progress: "c5" };
    const query = toStateQuery(fields, state);
    expect(query).toBe("points=35&events=met&events=nullified-on-entry&as-of=2018-01-01&a=c5");
    expect(fromStateQuery(fields, query, defaults)).toEqual(state);
  });

  it("opens the defaults when the address names no field, and ignores a date that is not one", () => {
    expect(fromStateQuery(fields, "as-of=tomorrow", defaults)).toEqual(defaults);
  });

  it("still opens a link shared when the input was JSON in the address", () => {
    const old = new URLSearchParams({ in: JSON.stringify({ points: 35, events: ["met", "ended"] }) }).toString();
    expect(fromStateQuery(fields, old, defaults).input).toEqual({ points: 35, events: ["met", "ended"] });
  });
});
