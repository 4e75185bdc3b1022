import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { RULE_IDS } from "./rules";

/** The rule ids docs/diagnostics.md lists, one table row each, in its order. */
const listed = [...readFileSync("docs/diagnostics.md", "utf8").matchAll(/^\| `([^`]+)`\s*\|/gm)].map((m) => m[1]!);

/** The source of the ingest and of its two CLIs, tests and the list itself aside. */
function readCode(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return readCode(path);
    return d.name.endsWith(".ts") && !d.name.endsWith(".test.ts") && d.name !== "rules.ts" ? [readFileSync(path, "utf8")] : [];
  });
}
const scripts = ["scripts/ingest.ts", "scripts/add-document.ts"].map((p) => readFileSync(p, "utf8"));
const code = [...readCode("lib/ingest"), ...scripts].join("\n");

describe("the catalogue of diagnostics (docs/diagnostics.md)", () => {
  it("lists every rule id of the code once, and no id the code does not have", () => {
    expect(listed.filter((id, i) => listed.indexOf(id) !== i)).toEqual([]);
    expect(listed.filter((id) => !(RULE_IDS as readonly string[]).includes(id))).toEqual([]);
    expect(RULE_IDS.filter((id) => !listed.includes(id))).toEqual([]);
  });

  it("lists only rule ids a diagnostic of the code still uses", () => {
    expect(RULE_IDS.filter((id) => !code.includes(`"${id}"`) && !code.includes(`[${id}]`))).toEqual([]);
  });

  it("knows the ids the CLIs print as text, outside the typed diagnostics", () => {
    const printed = scripts.flatMap((s) => [...s.matchAll(/\[([a-z0-9]+(?:-[a-z0-9]+)+)\]/g)].map((m) => m[1]!));
    expect(printed.length).toBeGreaterThan(0);
    expect(printed.filter((id) => !(RULE_IDS as readonly string[]).includes(id))).toEqual([]);
  });

  it("has kebab-case ids, each for one kind of problem", () => {
    for (const id of RULE_IDS) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(RULE_IDS).size).toBe(RULE_IDS.length);
  });
});
