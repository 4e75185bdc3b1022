import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getExampleForm, listExamples } from "@/lib/engine";
import { acceptedInputs } from "@/lib/engine/example-test-support";
import { listHintPaths, toEmptyValue, toFormFields, toNewItem, type FormField } from "./form-model";
import { fromInputQuery, toInputQuery } from "./query";

const formOf = (id: string) => toFormFields(listExamples().find((e) => e.id === id)!.schema, getExampleForm(id).hints);

function leaves(fields: FormField[]): FormField[] {
  return fields.flatMap((f) => (f.kind === "group" ? leaves(f.fields) : f.kind === "list" ? [f, ...leaves([f.item])] : [f]));
}

describe("example forms", () => {
  // Each example's form words are its folder's form.json (lib/engine/index.test.ts holds the folders to the list).
  it("has the form words of every example and of no other", () => {
    for (const example of listExamples()) expect(getExampleForm(example.id)).toBe(example.form);
    expect(() => getExampleForm("1e-no-such-example")).toThrow(/no example 1e-no-such-example/);
  });

  it.each(listExamples().map((e) => [e.id] as const))("%s: labels every field of its schema, and labels nothing the schema lacks", (id) => {
    const fields = formOf(id);
    const used = new Set(listHintPaths(fields));
    for (const path of Object.keys(getExampleForm(id).hints)) expect(used.has(path), `${id}: hint "${path}" names no field of the schema`).toBe(true);
  });

  it.each(listExamples().map((e) => [e.id, e] as const))(
    "%s: carries every input the engine accepts through the form's address and back, unchanged",
    (_id, example) => {
      const fields = formOf(example.id);
      fc.assert(
        fc.property(acceptedInputs(example), (input) => {
          const back = fromInputQuery(fields, new URLSearchParams(toInputQuery(fields, input).toString()));
          // An optional list left empty may come back absent: the same input to the engine.
          expect(example.run(example.parse(back))).toEqual(example.run(input));
        }),
        { numRuns: 50 },
      );
    },
  );

  it("never asks for JSON: every field is a number, a yes/no, a choice, a text, a group or a list", () => {
    for (const example of listExamples()) {
      for (const f of leaves(formOf(example.id))) expect(["number", "boolean", "choice", "text", "list"]).toContain(f.kind);
    }
  });

  it("shows both of the game's bounds on every number, as the schema holds them", () => {
    for (const example of listExamples()) {
      for (const f of leaves(formOf(example.id))) {
        if (f.kind !== "number") continue;
        expect(f.max - f.min, `${example.id}: ${f.path}`).toBeLessThanOrEqual(2000);
        const probe = (n: number) =>
          example
            .listProblems(setDeep(example.defaults, f.path, n))
            .some((p) => p.path.filter((k) => typeof k === "string").join(".") === f.path.replace(/\[\]/g, ""));
        if (!f.path.includes("[]")) {
          expect(probe(f.max + 1), `${example.id}: ${f.path} above ${f.max}`).toBe(true);
          expect(probe(f.min - 1), `${example.id}: ${f.path} below ${f.min}`).toBe(true);
          expect(probe(f.max), `${example.id}: ${f.path} at ${f.max}`).toBe(false);
        }
      }
    }
  });

  it("starts every new list item as a value the schema's item accepts or names the field to fill", () => {
    for (const example of listExamples()) {
      for (const f of leaves(formOf(example.id))) {
        if (f.kind !== "list") continue;
        expect(toNewItem(f, 0), `${example.id}: ${f.path}`).not.toBeUndefined();
      }
    }
    expect(toEmptyValue({ kind: "number", key: "n", path: "n", label: "N", optional: false, min: 2, max: 5, step: 1 })).toBe(2);
    const pile = formOf("2e-mission-attempt").find((f) => f.key === "pile")!;
    expect(toNewItem(pile as Extract<FormField, { kind: "list" }>, 2)).toEqual({ name: "Dilemma 3", cost: 1, type: "dual" });
  });

  it("writes lists as readable parameters: numbered rows, and a list of single values as repeated names", () => {
    const q = toInputQuery(formOf("1e-attribute-requirement"), {
      requirement: "SCIENCE and CUNNING>35",
      personnel: [{ name: "Data", skills: ["Computer Skill", "Navigation x2"], CUNNING: 6 }],
    });
    expect(q.toString()).toBe(
      "requirement=SCIENCE+and+CUNNING%3E35&personnel.0.name=Data&personnel.0.skills=Computer+Skill&personnel.0.skills=Navigation+x2&personnel.0.CUNNING=6",
    );
  });
});

function setDeep(value: unknown, path: string, n: number): unknown {
  const keys = path.split(".");
  const copy = structuredClone(value) as Record<string, unknown>;
  let at = copy;
  for (const key of keys.slice(0, -1)) at = (at[key] ??= {}) as Record<string, unknown>;
  at[keys.at(-1)!] = n;
  return copy;
}
