// Test-only: reads the corpus (content/data, committed) to hold each example's versions to the data.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { acceptedInputs, expectCitationsInForceOn } from "./example-test-support";
import { listExamples } from "./index";
import { listRulingsInForce, toEntryDate } from "./rulings";
import { ExampleInputError } from "./types";
import { readCorpusData } from "../corpus";

const data = readCorpusData();
const entry = new Map<string, (typeof data.entries)[number]>(data.entries.map((e) => [e.id, e]));
const withRulings = listExamples().filter((e) => e.follows);

/** The day before a date (YYYY-MM-DD). */
const dayBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86400000).toISOString().slice(0, 10);
const inForceOn = (id: string, date: string) => {
  const { from, until } = entry.get(id)!.inForce;
  return from <= date && (until === undefined || date < until);
};

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

  it.each(withRulings.map((e) => [e.id, e] as const))("%s: each ruling it follows ends or amends what the corpus says it does", (_id, example) => {
    const follows = example.follows!;
    const ids = new Set(follows.map((r) => r.entry));
    for (const r of follows) {
      expect(entry.get(r.entry), r.entry).toBeDefined();
      for (const ended of r.ends ?? []) {
        expect(entry.get(ended)?.inForce.until, `${r.entry} ends ${ended}`).toBe(toEntryDate(r.entry));
        const ends = (x: (typeof data.relations)[number]) => x.from === r.entry && x.to === ended && x.type !== "related";
        expect(entry.get(ended)?.inForce.endedBy?.entryId === r.entry || data.relations.some(ends), `a relation says ${r.entry} ends ${ended}`).toBe(true);
      }
      for (const amended of r.amends ?? []) {
        expect(
          data.relations.some((x) => x.type === "amends" && x.from === r.entry && x.to === amended),
          `${r.entry} amends ${amended}`,
        ).toBe(true);
        expect(inForceOn(amended, toEntryDate(r.entry)), `${amended} stays in force when ${r.entry} amends it`).toBe(true);
      }
    }
    // Every change the corpus records between rulings it follows is declared: an ending, or an amendment.
    for (const x of data.relations.filter((x) => ids.has(x.from) && ids.has(x.to) && ["reverses", "supersedes", "amends"].includes(x.type))) {
      const r = follows.find((f) => f.entry === x.from)!;
      const declared = entry.get(x.to)!.inForce.until ? r.ends : r.amends;
      expect(declared ?? [], `${x.from} ${x.type} ${x.to}`).toContain(x.to);
    }
    for (const id of ids) if (entry.get(id)!.inForce.endedBy?.entryId) expect(ids.has(entry.get(id)!.inForce.endedBy!.entryId!), `what ends ${id}`).toBe(true);
  });

  it.each(withRulings.map((e) => [e.id, e] as const))(
    "%s: holds in force, the day before and the day of each version, what the corpus does",
    (_id, example) => {
      const follows = example.follows!;
      for (const date of example.versions.flatMap((v) => [dayBefore(v), v])) {
        const engine = listRulingsInForce(follows, date).map((r) => r.entry);
        expect(engine, date).toEqual(follows.map((r) => r.entry).filter((id) => inForceOn(id, date)));
      }
    },
  );

  it.each(listExamples().map((e) => [e.id, e] as const))(
    "%s: on the day before each version follows the one before (none before the first), and from its day that version",
    (_id, example) => {
      fc.assert(
        fc.property(fc.oneof(fc.constant(example.parse(example.defaults)), acceptedInputs(example)), (input) => {
          for (const [i, v] of example.versions.entries()) {
            const before = dayBefore(v);
            if (i === 0) expect(() => example.run(input, { asOf: before })).toThrow(ExampleInputError);
            else {
              const out = example.run(input, { asOf: before });
              expect(out.version).toBe(example.versions[i - 1]);
              expectCitationsInForceOn(out, before);
            }
            const out = example.run(input, { asOf: v });
            expect(out.version).toBe(v);
            expectCitationsInForceOn(out, v);
          }
        }),
        { numRuns: 20 },
      );
    },
  );

  it.each(listExamples().map((e) => [e.id, e] as const))("%s: follows every ruling the corpus says ends or amends a ruling it cites", (_id, example) => {
    const cited = new Set(example.cites.map((c) => c.entryId));
    const followed = new Set([...cited, ...(example.follows ?? []).map((r) => r.entry)]);
    for (const x of data.relations.filter((x) => cited.has(x.to) && ["reverses", "supersedes", "amends"].includes(x.type)))
      expect(followed.has(x.from), `${x.from} ${x.type} ${x.to}, which the example cites`).toBe(true);
  });
});
