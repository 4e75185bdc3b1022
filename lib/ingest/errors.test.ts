import { describe, expect, it } from "vitest";
import { IngestError, parseJson } from "./errors";

describe("IngestError", () => {
  it("prints each problem on one line as file:line:column: [rule] problem (expected …, found …) — hint", () => {
    const e = new IngestError("a.txt", {
      line: 3,
      column: 7,
      rule: "hint-start-mismatch",
      problem: "it differs",
      expected: '"x"',
      found: '"y\nz"',
      hint: "fix it",
    });
    expect(e.message).toBe('a.txt:3:7: [hint-start-mismatch] it differs (expected "x", found "y\\nz") — fix it');
  });

  it("sorts the problems of one file by line and column, and keeps several files' problems apart", () => {
    const p = (line: number, column: number) => ({ line, column, rule: "line-landed-nowhere" as const, problem: "p", hint: "h" });
    const one = IngestError.many("a.txt", [p(9, 1), p(2, 5), p(2, 1)]);
    const two = new IngestError("b.json", p(1, 1));
    expect(
      IngestError.all([one, two])
        .message.split("\n")
        .map((l) => l.split(": ")[0]),
    ).toEqual(["a.txt:2:1", "a.txt:2:5", "a.txt:9:1", "b.json:1:1"]);
  });

  it("places problems at fields of a JSON file at their line and column", () => {
    const text = '{\n  "relations": [\n    { "from": "x" }\n  ]\n}';
    const e = IngestError.inJson("rel.json", text, [{ field: ["relations", 0, "from"], rule: "entry-id-unknown", problem: "p", hint: "h" }]);
    expect(e.message).toMatch(/^rel\.json:3:15: \[entry-id-unknown\] /);
  });
});

describe("parseJson", () => {
  it("names the line and column of a syntax error and what stands there", () => {
    expect(() => parseJson("c.json", '{\n  "a": 1\n  "b": 2\n}')).toThrow(
      /^c\.json:3:3: \[invalid-json\] the file is not valid JSON: .* \(found "\\"b\\": 2\\n}"\)/,
    );
  });

  it("places an unexpected end at the end of the file", () => {
    expect(() => parseJson("c.json", '{\n  "a": [1,')).toThrow(/^c\.json:2:\d+: \[invalid-json\] .*found the end of the file/);
  });
});
