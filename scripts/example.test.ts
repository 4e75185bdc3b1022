import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const TSX = join(process.cwd(), "node_modules", ".bin", "tsx");
const run = (...args: string[]) => {
  const r = spawnSync(TSX, ["scripts/example.ts", ...args], { encoding: "utf8" });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
};

describe("example CLI", () => {
  it("prints the JSON result of a worked example", () => {
    const r = run("2e-mission-attempt", JSON.stringify({ personnel: 6, dilemmasUnderMission: 2 }));
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.dilemmasDrawn).toBe(4);
    expect(out.steps[0]).toMatchObject({ id: "1" });
  });

  it("exits 2 with a clear message on input that is not JSON", () => {
    const r = run("1e-worth-points", "{points:");
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/input is not valid JSON/);
  });

  it("exits 2 naming the field on a wrong field", () => {
    const r = run("2e-winning-the-game", JSON.stringify({ points: "many", completedPlanetMissions: 1, completedSpaceMissions: 1 }));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/invalid input for 2e-winning-the-game: points/);
  });

  it("exits 2 on an unknown example and lists the known ones", () => {
    const r = run("nope", "{}");
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/unknown example "nope".*2e-mission-attempt/s);
  });
});
