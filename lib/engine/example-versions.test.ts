// Test-only: reads the corpus (content/data, committed) to hold each example's versions to the data.
import { describe, expect, it } from "vitest";
import { expectCitationsInForceOn } from "./example-test-support";
import { listExamples } from "./index";
import { readCorpusData } from "../corpus";

const data = readCorpusData();
const entry = new Map<string, (typeof data.entries)[number]>(data.entries.map((e) => [e.id, e]));

describe("the versions of every worked example", () => {
  it.each(listExamples().map((e) => [e.id, e] as const))("%s: follows, under each version, only rulings in force on its date", (_id, example) => {
    expect([...example.versions].sort()).toEqual([...new Set(example.versions)]);
    for (const asOf of example.versions) {
      const out = example.run(example.parse(example.defaults), { asOf });
      expect(out.version).toBe(asOf);
      expectCitationsInForceOn(out, asOf);
    }
  });

  it.each(listExamples().map((e) => [e.id, e] as const))("%s: has a version for every date on which a ruling it cites changed", (_id, example) => {
    const cited = example.cites.map((c) => entry.get(c.entryId)!);
    const dates = new Set(cited.map((e) => e.date));
    for (const v of example.versions) expect(dates.has(v), `${v} is the date of a cited ruling`).toBe(true);
    for (const e of cited) {
      if (e.inForce.until) expect(example.versions, `${e.id} ended on ${e.inForce.until}`).toContain(e.inForce.until);
    }
    // Each version after the first is a change the data records: a cited ruling ended then, or a cited ruling of that
    // date reverses, supersedes or amends an earlier one it cites.
    const ids = new Set(cited.map((e) => e.id));
    for (const v of example.versions.slice(1)) {
      const ended = cited.some((e) => e.inForce.until === v);
      const changed = data.relations.some(
        (r) => ids.has(r.from) && ids.has(r.to) && entry.get(r.from)!.date === v && ["reverses", "supersedes", "amends"].includes(r.type),
      );
      expect(ended || changed, `what changed on ${v}`).toBe(true);
    }
  });
});
