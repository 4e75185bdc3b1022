import { describe, expect, it } from "vitest";
import { acceptedInputs, expectCitedSentencesInEntries, expectInputError, expectInvariant } from "../../example-test-support";
import { cardTitleMatchExample as ex, type CardTitleMatchInput } from "./index";

const run = (input: CardTitleMatchInput) => ex.run(ex.parse(input));
const match = (reference: string, candidate: string, extra: Partial<CardTitleMatchInput> = {}) => run({ reference, candidate, ...extra });

describe("1e-card-title-match", () => {
  it("does not let a Full-Planet Scan or a Tactical Scan stand for a Scan (Nebula)", () => {
    for (const candidate of ["Full-Planet Scan", "Tactical Scan"]) {
      const out = match("Scan", candidate);
      expect(out).toMatchObject({ matches: false, rule: "not-exact-title", decided: true });
      expect(out.decidedBy.sentence).toContain("only a Scan");
    }
    expect(match("Scan", "Scan")).toMatchObject({ matches: true, rule: "exact-title" });
  });

  it("runs its defaults as the Scan example", () => {
    expect(ex.run(ex.parse(ex.defaults))).toMatchObject({ matches: false, rule: "not-exact-title" });
  });

  it("makes Calamarain immune to both Kevin Uxbridge and Kevin Uxbridge: Convergence (colon rule)", () => {
    expect(match("Kevin Uxbridge", "Kevin Uxbridge")).toMatchObject({ matches: true, rule: "exact-title" });
    const colon = match("Kevin Uxbridge", "Kevin Uxbridge: Convergence");
    expect(colon).toMatchObject({ matches: true, rule: "colon-rule" });
    expect(colon.decidedBy.sentence).toContain('"colon rule"');
  });

  it("lets Launch Portal download Engage Shuttle Operations or Engage Shuttle Operations: Dominion", () => {
    expect(match("Engage Shuttle Operations", "Engage Shuttle Operations").matches).toBe(true);
    expect(match("Engage Shuttle Operations", "Engage Shuttle Operations: Dominion").matches).toBe(true);
  });

  it("lets Subspace Interference nullify Incoming Message titles followed by a colon or a dash", () => {
    expect(match("Incoming Message", "Incoming Message: Attack Authorization").matches).toBe(true);
    const dash = match("Incoming Message", "Incoming Message - Federation");
    expect(dash).toMatchObject({ matches: true, rule: "colon-rule" });
    expect(dash.decidedBy.sentence).toContain("Incoming Message - Federation");
    expect(match("Incoming Message", "Incoming Message \u2013 Federation").matches).toBe(true);
  });

  it("treats a title followed by the numeral II as the same title", () => {
    const out = match("Kevin Uxbridge", "Kevin Uxbridge II");
    expect(out).toMatchObject({ matches: true, rule: "colon-rule" });
    expect(out.reason).toContain('numeral "II"');
  });

  it("lets Weyoun's Warship download only Engage Shuttle Operations: Dominion, not the group's other cards", () => {
    const ship = { referrerType: "ship" as const };
    expect(match("Engage Shuttle Operations: Dominion", "Engage Shuttle Operations: Dominion", ship).matches).toBe(true);
    for (const candidate of ["Engage Shuttle Operations", "Engage Shuttle Operations: Starfleet"]) {
      const out = match("Engage Shuttle Operations: Dominion", candidate, ship);
      expect(out).toMatchObject({ matches: false, rule: "specific-reference", decided: true });
      expect(out.decidedBy.sentence).toContain("Weyoun's Warship");
    }
  });

  it("lets Neela download Bajoran Phaser but not Bajoran Phaser Rifle, which is no card group", () => {
    const personnel = { referrerType: "personnel" as const };
    expect(match("Bajoran Phaser", "Bajoran Phaser", personnel).matches).toBe(true);
    const out = match("Bajoran Phaser", "Bajoran Phaser Rifle", personnel);
    expect(out).toMatchObject({ matches: false, rule: "no-card-group", decided: true });
    expect(out.decidedBy.sentence).toContain("Neela");
  });

  it("does not treat a hyphen inside a word as the colon rule's dash", () => {
    expect(match("Full", "Full-Planet Scan").matches).toBe(false);
  });

  it("leaves other titles undecided when a Personnel or Ship card makes the reference", () => {
    const out = match("Scan", "Full-Planet Scan", { referrerType: "personnel" });
    expect(out).toMatchObject({ matches: false, rule: "not-decided-by-title", decided: false });
    expect(out.decidedBy.sentence).toContain("other than a Personnel or Ship card");
  });

  it('leaves other titles undecided with "any", which refers to any card representing the character', () => {
    const out = match("Miles", "Chief O'Brien", { any: true });
    expect(out).toMatchObject({ matches: false, decided: false });
    expect(out.decidedBy.entryId).toBe("1e-cr-2000-07-31/any");
    expect(match("Kevin Uxbridge", "Kevin Uxbridge: Convergence", { any: true }).matches).toBe(true);
  });

  it("compares titles ignoring case, spacing and apostrophe style", () => {
    expect(match("Weyoun's Warship", "  weyoun\u2019s   WARSHIP ").matches).toBe(true);
  });

  it("rejects a missing or wrong field, naming it", () => {
    expectInputError(ex.parse, "Scan", "input");
    expectInputError(ex.parse, { candidate: "Scan" }, "reference");
    expectInputError(ex.parse, { reference: "Scan", candidate: "  " }, "candidate");
    expectInputError(ex.parse, { reference: "Scan", candidate: "Scan", referrerType: "event" }, "referrerType");
    expectInputError(ex.parse, { reference: "Scan", candidate: "Scan", any: "any" }, "any");
  });

  it('cites sentences that occur verbatim in the card titles and "any" entries', () => {
    expectCitedSentencesInEntries(ex.cites);
  });

  it("matches any title with itself (whatever its case and spacing), and never claims a match it cannot decide", () => {
    expectInvariant(ex, acceptedInputs(ex), (input, out) => {
      if (!out.decided) expect(out.matches).toBe(false);
      const same = ex.run({ ...input, candidate: `  ${input.reference.toUpperCase()} ` });
      expect(same).toMatchObject({ matches: true, rule: "exact-title" });
    });
  });
});
