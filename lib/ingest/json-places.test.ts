import { describe, expect, it } from "vitest";
import { toFieldPlace, toPathText, toPlace } from "./json-places";

const TEXT = JSON.stringify({ hints: { sections: ["General", "Card-Specific"], lastEntry: { title: "x" } }, join: [{ after: 69 }] }, null, 2);
const at = (line: number, column: number) => TEXT.split("\n")[line - 1]!.slice(column - 1);

describe("toFieldPlace", () => {
  it("gives the line and column of a field's value, of an array item and of a nested field", () => {
    expect(at(toFieldPlace(TEXT, ["hints", "sections", 1]).line, toFieldPlace(TEXT, ["hints", "sections", 1]).column)).toMatch(/^"Card-Specific"/);
    const after = toFieldPlace(TEXT, ["join", 0, "after"]);
    expect(after.exact).toBe(true);
    expect(at(after.line, after.column)).toMatch(/^69/);
  });

  it("points a missing field at the name of the nearest field above it that exists", () => {
    const place = toFieldPlace(TEXT, ["hints", "expectedEntries"]);
    expect(place.exact).toBe(false);
    expect(at(place.line, place.column)).toMatch(/^"hints"/);
  });

  it("reads strings holding quotes, brackets and escapes without losing its place", () => {
    const text = '{\n  "a": "x \\" ] } , [",\n  "b": [1, {"c": "\\\\"}]\n}';
    const c = toFieldPlace(text, ["b", 1, "c"]);
    expect(text.split("\n")[c.line - 1]!.slice(c.column - 1)).toMatch(/^"\\\\"/);
  });
});

describe("toPlace and toPathText", () => {
  it("counts lines and columns from 1", () => {
    expect(toPlace("ab\ncd", 0)).toEqual({ line: 1, column: 1 });
    expect(toPlace("ab\ncd", 4)).toEqual({ line: 2, column: 2 });
  });

  it("writes a path as it reads in JavaScript", () => {
    expect(toPathText(["join", 6, "after"])).toBe("join[6].after");
  });
});
