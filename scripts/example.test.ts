import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const TSX = join(process.cwd(), "node_modules", ".bin", "tsx");
const run = (args: string[], stdin?: string) => {
  const r = spawnSync(TSX, ["scripts/example.ts", ...args], { encoding: "utf8", input: stdin });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
};
const lines = (text: string) => text.trimEnd().split("\n");

describe("example CLI", () => {
  it("prints the JSON result of a worked example given its input as an argument", () => {
    const r = run(["2e-mission-attempt", JSON.stringify({ personnel: 6, dilemmasUnderMission: 2 })]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.dilemmasDrawn).toBe(4);
    expect(out.timing[0]).toMatchObject({ id: "1" });
    expect(out.version).toBe("2014-07-07");
  });

  it("reads the input from a file, or from standard input with -", () => {
    const file = join(mkdtempSync(join(tmpdir(), "example-cli-")), "input.json");
    writeFileSync(file, JSON.stringify({ currentTurn: 5, fullTurns: 2 }));
    const fromFile = run(["1e-full-turns", file]);
    expect(fromFile.code).toBe(0);
    expect(JSON.parse(fromFile.stdout).countedTurns).toEqual(["6", "7"]);

    const fromStdin = run(["1e-full-turns", "-"], JSON.stringify({ currentTurn: 5, half: "b", fullTurns: 1, doubleTurns: true }));
    expect(fromStdin.code).toBe(0);
    expect(JSON.parse(fromStdin.stdout).endsAtEndOf).toBe("6a");
  });

  it("runs the rules in force on the date given with --as-of, and refuses a date before the first version", () => {
    const old = run(["2e-dilemma-actions", "--as-of", "2012-01-01"]);
    expect(old.code).toBe(0);
    expect(JSON.parse(old.stdout)).toMatchObject({ version: "2011-10-05", ifYouCannotApplies: null });
    const early = run(["2e-dilemma-actions", "--as-of", "2010-01-01"]);
    expect(early.code).toBe(2);
    expect(lines(early.stderr)).toEqual([
      "example: invalid input for 2e-dilemma-actions: asOf: must be 2011-10-05 or later: the rulings this example follows start then",
    ]);
  });

  it("exits 2 on a misspelt field, naming it and the known ones, and prints no result", () => {
    const r = run(["1e-full-turns", '{"currentTurn":5,"fullTurns":3,"doubleTurns":false,"bogus":1}']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(lines(r.stderr)).toEqual(["example: invalid input for 1e-full-turns: bogus: unknown field (known: currentTurn, doubleTurns, half, fullTurns)"]);
  });

  it("exits 2 on a number beyond the game's bounds instead of running out of memory", () => {
    const r = run(["1e-full-turns", '{"currentTurn":5,"fullTurns":100000000}']);
    expect(r.code).toBe(2);
    expect(lines(r.stderr)).toEqual(["example: invalid input for 1e-full-turns: fullTurns: must be at most 1000"]);
  });

  it("exits 2 on input that is not JSON, saying where it breaks, from an argument or standard input", () => {
    const arg = run(["1e-worth-points", "{points:"]);
    expect(arg.code).toBe(2);
    expect(arg.stderr).toMatch(/input: is not valid JSON: .* at line 1, column 2\n$/);
    const stdin = run(["1e-worth-points", "-"], '{\n  "points": 20,\n  "events": ["met",]\n}');
    expect(stdin.code).toBe(2);
    expect(stdin.stderr).toMatch(/at line 3, column 20\n$/);
  });

  it("exits 2 in one line, without a stack trace, on a file that cannot be read", () => {
    const r = run(["1e-worth-points", "no-such-file.json"]);
    expect(r.code).toBe(2);
    expect(lines(r.stderr)).toEqual([expect.stringMatching(/^example: cannot read the input file no-such-file\.json \(ENOENT\)/)]);
  });

  it("exits 2 on an unknown example and lists the known ones", () => {
    const r = run(["nope", "{}"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/unknown example "nope".*2e-mission-attempt/s);
  });
});
