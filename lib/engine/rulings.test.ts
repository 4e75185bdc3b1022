import { describe, expect, it } from "vitest";
import { citing, step } from "./create-example";
import { decideParts, explainParts, listRulingsInForce, listVersionDates, toEntryDate, toReissues, type DecidingRuling } from "./rulings";

const first = citing("1e-faq-1995-02-11/rule")("The first rule.");
const amending = citing("1e-cr-2000-07-31/amendment")("The amendment.");
const reversing = citing("1e-crd-2017-12-04/reversal")("The reversal.");

type Parts = { a: string; b: string };
const FIRST: DecidingRuling<number, Parts> = {
  entry: first.entryId,
  decides: {
    a: () => ({ value: "a1", steps: [step("a1", first)], decidedBy: first }),
    b: () => ({ value: "b1", steps: [step("b1", first)], decidedBy: first }),
  },
};
// Speaks to part a only, and only for inputs above 0.
const AMENDS: DecidingRuling<number, Parts> = {
  entry: amending.entryId,
  amends: [FIRST.entry],
  decides: { a: (n) => (n > 0 ? { value: "a2", steps: [step("a2", amending)], decidedBy: amending } : undefined) },
};

describe("rulings followed, amended and ended", () => {
  it("reads a ruling's date from its entry id", () => {
    expect(toEntryDate("1e-crd-2017-12-04/overcome")).toBe("2017-12-04");
  });

  it("gives the versions' dates from the rulings followed, oldest first, each once", () => {
    expect(listVersionDates([{ entry: "1e-cr-2000-07-31/x" }, { entry: "1e-faq-1995-02-11/y" }, { entry: "1e-cr-2000-07-31/z" }])).toEqual([
      "1995-02-11",
      "2000-07-31",
    ]);
  });

  it("holds a ruling in force from its day until the day of a ruling that ends it, and an amended one after its amendment", () => {
    const rulings = [
      { entry: "1e-faq-1995-02-11/a" },
      { entry: "1e-faq-1995-02-11/b" },
      { entry: "1e-cr-2000-07-31/c", ends: ["1e-faq-1995-02-11/a"], amends: ["1e-faq-1995-02-11/b"] },
    ];
    expect(listRulingsInForce(rulings, "1995-02-10")).toEqual([]);
    expect(listRulingsInForce(rulings, "2000-07-30").map((r) => r.entry)).toEqual(["1e-faq-1995-02-11/a", "1e-faq-1995-02-11/b"]);
    expect(listRulingsInForce(rulings, "2000-07-31").map((r) => r.entry)).toEqual(["1e-faq-1995-02-11/b", "1e-cr-2000-07-31/c"]);
  });

  it("lets an amendment decide only the parts it speaks to, for the inputs it speaks to; the amended ruling decides the rest", () => {
    const rulings = [FIRST, AMENDS];
    expect(decideParts(rulings, ["a", "b"], 1, "2000-07-30").a.value).toBe("a1");
    const amended = decideParts(rulings, ["a", "b"], 1, "2000-07-31");
    expect([amended.a.value, amended.a.entry, amended.b.value, amended.b.entry]).toEqual(["a2", amending.entryId, "b1", first.entryId]);
    expect(decideParts(rulings, ["a", "b"], 0, "2000-07-31").a.value).toBe("a1");
    const { steps, decidedBy } = explainParts(amended, ["a", "b"]);
    expect(steps.map((s) => s.text)).toEqual(["a2", "b1"]);
    expect(decidedBy).toBe(amending);
  });

  it("stops following a ruling ended by a later one, and says which part no ruling then decides", () => {
    const reverses: DecidingRuling<number, Parts> = {
      entry: reversing.entryId,
      ends: [FIRST.entry],
      decides: { a: () => ({ value: "a3", steps: [], decidedBy: reversing }) },
    };
    expect(() => decideParts([FIRST, AMENDS, reverses], ["a", "b"], 0, "2017-12-04")).toThrow(/no ruling in force on 2017-12-04 decides "b"/);
    expect(decideParts([FIRST, AMENDS, reverses], ["a"], 1, "2017-12-04").a.value).toBe("a3");
  });

  it("chains the versions of one re-issued ruling, each ending the one before", () => {
    expect(toReissues(["2e-crd-2011-10-05/x", "2e-crd-2014-07-07/x"])).toEqual([
      { entry: "2e-crd-2011-10-05/x" },
      { entry: "2e-crd-2014-07-07/x", ends: ["2e-crd-2011-10-05/x"] },
    ]);
  });
});
