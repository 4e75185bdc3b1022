import { describe, expect, it } from "vitest";
import { getTopic, listRulings, statusAsOf, toAsOfFacts, toRulingName } from "./index";

describe("what the as-of view says of a ruling", () => {
  it("names two rulings of one topic and one day with the same title apart, and every other ruling by its title", () => {
    for (const topicId of ["1e/borg-ship", "2e/attempting-missions"]) {
      const rulings = listRulings(getTopic(topicId)!);
      const names = rulings.map(toRulingName);
      // Told apart within a day; rulings of different days are told apart by their dates.
      for (const date of new Set(rulings.map((e) => e.date))) {
        const ofDay = names.filter((_, i) => rulings[i]!.date === date);
        expect(new Set(ofDay).size).toBe(ofDay.length);
      }
      for (const [i, e] of rulings.entries()) {
        const twin = rulings.some((o) => o !== e && o.title === e.title && o.date === e.date);
        if (twin) expect(names[i]).toMatch(new RegExp(`^${e.title}: “.+”$`));
        else expect(names[i]).toBe(e.title);
      }
    }
  });

  it("says the 1995 answer the 2000 cloaking device ruling reversed was in force in 1999 and ended by that ruling after", () => {
    const [answer] = listRulings(getTopic("1e/cloaking-and-staffing")!);
    expect(statusAsOf(toAsOfFacts(answer!), "1999-01-01")).toBe("In force then");
    expect(statusAsOf(toAsOfFacts(answer!), "2001-01-01")).toBe("Ended before then: reversed in 2000 by “cloaking device”");
    const [device] = listRulings(getTopic("1e/cloaking-device")!);
    expect(statusAsOf(toAsOfFacts(device!), "1999-01-01")).toBe("Not yet issued");
  });
});
