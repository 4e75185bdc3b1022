import { readFileSync } from "node:fs";
import semver from "semver";
import { describe, expect, it } from "vitest";

const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { engines: { node: string }; devDependencies: Record<string, string> };
const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as { packages: Record<string, { engines?: { node?: string } | string[] }> };
const nvmrc = readFileSync(".nvmrc", "utf8").trim();

describe("one Node version everywhere", () => {
  it("has .nvmrc name Node versions that package.json's engines admits", () => {
    expect(semver.validRange(nvmrc), ".nvmrc").not.toBeNull();
    expect(semver.subset(nvmrc, pkg.engines.node), `.nvmrc ${nvmrc} within engines ${pkg.engines.node}`).toBe(true);
  });

  it("installs no package that asks for a Node version the engines field admits but it does not (npm's EBADENGINE warning)", () => {
    const refusing = Object.entries(lock.packages).flatMap(([path, p]) => {
      const wanted = !Array.isArray(p.engines) ? p.engines?.node : undefined;
      return wanted && !semver.subset(pkg.engines.node, wanted) ? [`${path.replace(/^node_modules\//, "")} wants node ${wanted}`] : [];
    });
    expect(refusing).toEqual([]);
  });

  it("types Node's API for the same major version", () => {
    expect(semver.minVersion(pkg.devDependencies["@types/node"]!)!.major).toBe(semver.minVersion(pkg.engines.node)!.major);
  });
});
