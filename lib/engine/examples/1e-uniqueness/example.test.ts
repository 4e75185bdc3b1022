import { describe, expect, it } from "vitest";
import { acceptedInputs, expectCitedSentencesInEntries, expectInputError, expectInvariant } from "../../example-test-support";
import { uniquenessExample as ex, type UniquenessInput } from "./index";

const run = (input: Partial<UniquenessInput>) => ex.run(ex.parse({ ...ex.defaults, ...input }));

describe("1e-uniqueness", () => {
  it("holds a unique personnel to one per player: the same player may not play another, the opponent may", () => {
    expect(run({})).toMatchObject({ status: "unique", outcome: "not-allowed" });
    expect(run({ sameOwner: false })).toMatchObject({ status: "unique", outcome: "allowed" });
    expect(run({}).decidedBy.sentence).toContain("may not be played by the same player");
  });

  it("lets each player have several copies of a universal [univ] personnel", () => {
    expect(run({ universalIcon: true })).toMatchObject({ status: "universal", outcome: "allowed" });
  });

  it("treats an Enigma personnel like a unique one", () => {
    expect(run({ enigmaIcon: true })).toMatchObject({ status: "unique", outcome: "not-allowed" });
  });

  it("discards another copy of a unique card belonging to the same player when it is encountered, earned or activated", () => {
    expect(run({ cardType: "other", marking: "unique", action: "earn" })).toMatchObject({ status: "unique", outcome: "discarded" });
    expect(run({ cardType: "other", marking: "unique", action: "encounter", sameOwner: false }).outcome).toBe("allowed");
  });

  it("holds a not-duplicatable card to one in play for both players, discarding copies found later", () => {
    expect(run({ cardType: "other", marking: "not-duplicatable", sameOwner: false })).toMatchObject({ status: "not-duplicatable", outcome: "not-allowed" });
    expect(run({ cardType: "other", marking: "not-duplicatable", action: "activate", sameOwner: false }).outcome).toBe("discarded");
  });

  it("stacks a second copy of a mission seeded on the spaceline atop the first", () => {
    const out = run({ cardType: "mission", action: "seed", sameOwner: false });
    expect(out).toMatchObject({ status: "not-duplicatable", outcome: "stacked" });
    expect(out.decidedBy.sentence).toContain("stacked atop the first");
    expect(run({ cardType: "mission", universalIcon: true, action: "seed" }).outcome).toBe("allowed");
  });

  it("places Terok Nor out-of-play when the opponent already seeded Deep Space 9", () => {
    const out = run({ cardType: "facility", marking: "not-duplicatable", action: "seed", sameOwner: false });
    expect(out.outcome).toBe("placed-out-of-play");
    expect(out.decidedBy.entryId).toBe("1e-crd-2017-12-04/deep-space-9");
  });

  it("makes unique sites unique per station", () => {
    expect(run({ cardType: "site", sameNor: true })).toMatchObject({ status: "unique-per-station", outcome: "not-allowed" });
    expect(run({ cardType: "site", sameNor: false }).outcome).toBe("allowed");
  });

  it("says when the entry does not rule: seeding another copy of a unique personnel", () => {
    expect(run({ action: "seed" }).outcome).toBe("not-stated");
  });

  it("cites sentences that stand verbatim in their entries", () => {
    expectCitedSentencesInEntries(ex.cites);
  });

  it("rejects bad input, naming the field", () => {
    expectInputError(ex.parse, { ...ex.defaults, cardType: "starship" }, "cardType");
    expectInputError(ex.parse, { ...ex.defaults, action: "download" }, "action");
    expectInputError(ex.parse, { ...ex.defaults, marking: "rare" }, "marking");
    expectInputError(ex.parse, { ...ex.defaults, sameOwner: "no" }, "sameOwner");
  });

  it("always allows a universal card, discards only a copy encountered, earned or activated, and stacks only a seeded mission", () => {
    expectInvariant(ex, acceptedInputs(ex), (input, out) => {
      if (out.status === "universal") expect(out.outcome).toBe("allowed");
      if (out.outcome === "discarded") expect(["encounter", "earn", "activate"]).toContain(input.action);
      if (out.outcome === "stacked") expect([input.cardType, input.action]).toEqual(["mission", "seed"]);
    });
  });
});
