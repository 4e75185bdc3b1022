import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findJsonError, parseJsonInput } from "./json-input";
import { ExampleInputError } from "./types";

// Texts near JSON: pieces of JSON grammar and stray characters, so that most are almost valid.
const piece = fc.constantFrom("{", "}", "[", "]", ",", ":", '"a"', '"\\u00e9"', '"\\x"', "1", "-0.5e3", "01", "true", "nul", " ", "\n", "x", '"');
const nearJson = fc.oneof(
  fc.array(piece, { maxLength: 20 }).map((p) => p.join("")),
  fc.jsonValue().map((v) => JSON.stringify(v, null, 1)),
  fc.tuple(fc.jsonValue(), fc.nat(), fc.string({ maxLength: 2 })).map(([v, at, s]) => {
    const text = JSON.stringify(v);
    const i = at % (text.length + 1);
    return text.slice(0, i) + s + text.slice(i + 1);
  }),
);

describe("JSON input", () => {
  it("finds an error exactly when JSON.parse refuses the text, and reads what it accepts the same way", () => {
    fc.assert(
      fc.property(nearJson, (text) => {
        let parsed: unknown;
        let valid = true;
        try {
          parsed = JSON.parse(text);
        } catch {
          valid = false;
        }
        expect(findJsonError(text) === null, text).toBe(valid);
        if (valid) expect(parseJsonInput(text)).toEqual(parsed);
      }),
      { numRuns: 500 },
    );
  });

  it("says on which line and column of the text it stops being JSON", () => {
    fc.assert(
      fc.property(nearJson, (text) => {
        const error = findJsonError(text);
        fc.pre(error !== null);
        let message = "";
        try {
          parseJsonInput(text);
        } catch (e) {
          expect(e).toBeInstanceOf(ExampleInputError);
          message = (e as ExampleInputError).message;
        }
        const [, line, column] = /^input: is not valid JSON: .+ at line (\d+), column (\d+)$/.exec(message)!.map(Number);
        const lineStart = text
          .split("\n")
          .slice(0, line! - 1)
          .reduce((n, l) => n + l.length + 1, 0);
        expect(lineStart + column! - 1).toBe(error!.at);
      }),
      { numRuns: 300 },
    );
  });

  it("reads a deeply nested text without overflowing the stack", () => {
    expect(findJsonError("[".repeat(200_000))).toEqual({ at: 200_000, problem: "unexpected end of the text" });
  });
});
