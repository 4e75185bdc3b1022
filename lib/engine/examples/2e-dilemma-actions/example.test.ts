import { describe, expect, it } from "vitest";
import { acceptedInputs, expectCitedSentencesInEntries, expectInputError, expectInvariant, wordsOf } from "../../example-test-support";
import { dilemmaActionsExample as ex } from "./index";

const run = (input: unknown) => ex.run(ex.parse(input));
const base = { ...ex.defaults, personnelAffected: 1, hasLeadership: false, ifYouCannot: "performed" };

describe("2e-dilemma-actions", () => {
  it("lets you act before each of A Klingon Matter's four actions, but not after the last", () => {
    const out = run(ex.defaults);
    expect(out.windows).toHaveLength(4);
    expect(out.windows[0]).toBe("before “randomly select a personnel”");
    expect(out.windows[3]).toBe("after “stop all your other personnel”, before “return this dilemma to its owner's dilemma pile”");
    expect(wordsOf(out)).toContain("Not after “return this dilemma to its owner's dilemma pile”");
  });

  it("treats each “randomly select … to be stopped” of Pinned Down as two actions: six points to act for three instructions", () => {
    const actions = [1, 2, 3].flatMap((n) => [`randomly select personnel ${n}`, `stop personnel ${n}`]);
    expect(run({ ...base, actions }).windows).toHaveLength(6);
  });

  it("triggers a response once when one action kills three personnel (Tragic Turn, 2011) or stops two (Chakotay, 2014)", () => {
    const old = ex.run(ex.parse({ ...base, personnelAffected: 3 }), { asOf: "2011-10-05" });
    expect(old.responseTriggers).toBe(1);
    expect(wordsOf(old)).toContain("only one additional personnel will be killed");
    expect(old.decidedBy.entryId).toBe("2e-crd-2011-10-05/dilemmas");
    const latest = run({ ...base, personnelAffected: 2 });
    expect(wordsOf(latest)).toContain("Chakotay (Bridge Between Two Crews) may only prevent one of those two stops");
    expect(latest.decidedBy.sentence).toContain("only trigger once");
  });

  it("kills a Leadership personnel “instead” and still counts him or her as stopped", () => {
    const out = run({ ...base, hasLeadership: true });
    expect(out).toMatchObject({ stopped: true, killed: true });
    expect(out.decidedBy.sentence).toBe("The personnel being killed “instead” does not prevent that personnel from having been previously stopped.");
    expect(run(base)).toMatchObject({ stopped: true, killed: false });
  });

  it("does not trigger “if you cannot” when the opponent prevented the action (2014), and says 2011 does not rule on it", () => {
    const latest = run({ ...base, ifYouCannot: "opponent-prevented" });
    expect(latest.ifYouCannotApplies).toBe(false);
    expect(latest.decidedBy.sentence).toBe("Only an action by the player facing the dilemma will trigger this text.");
    const old = ex.run(ex.parse({ ...base, ifYouCannot: "opponent-prevented" }), { asOf: "2011-10-05" });
    expect(old.ifYouCannotApplies).toBeNull();
    expect(wordsOf(old)).toContain("added on 2014-07-07");
    expect(run({ ...base, ifYouCannot: "you-cannot" }).ifYouCannotApplies).toBe(true);
    expect(run(base).ifYouCannotApplies).toBe(false);
  });

  it("cites sentences that stand verbatim in the entries of both versions", () => {
    expectCitedSentencesInEntries(ex.cites);
    expectCitedSentencesInEntries([
      ex.run(ex.parse({ ...base }), { asOf: "2011-10-05" }).decidedBy,
      ex.run(ex.parse({ ...base, hasLeadership: true }), { asOf: "2011-10-05" }).decidedBy,
    ]);
  });

  it("rejects bad input, naming the field", () => {
    expectInputError(ex.parse, { ...base, actions: [] }, "actions");
    expectInputError(ex.parse, { ...base, actions: ["select", ""] }, "actions[1]");
    expectInputError(ex.parse, { ...base, personnelAffected: 0 }, "personnelAffected");
    expectInputError(ex.parse, { ...base, hasLeadership: "yes" }, "hasLeadership");
    expectInputError(ex.parse, { ...base, ifYouCannot: "maybe" }, "ifYouCannot");
    expectInputError(ex.parse, { ...base, version: "2017-12-04" }, "version");
  });

  it("opens a window before each action and none after the last, triggers responses once, and stops before killing instead", () => {
    expectInvariant(ex, acceptedInputs(ex), (input, out) => {
      expect(out.windows).toHaveLength(input.actions.length);
      out.windows.forEach((w, i) => expect(w.endsWith(`before “${input.actions[i]}”`)).toBe(true));
      expect(out.responseTriggers).toBe(1);
      expect(out.stopped).toBe(true);
      expect(out.killed).toBe(input.hasLeadership);
      if (out.ifYouCannotApplies === null) expect([out.version, input.ifYouCannot]).toEqual(["2011-10-05", "opponent-prevented"]);
    });
  });
});
