import { describe, expect, it } from "vitest";
import { toNewAddress } from "./addresses";
import { getTopic, listAsOfDates, listEntryKeys, toAsOfHref, toAsOfIndex } from "./index";

describe("the as-of view computed in the browser", () => {
  const index = toAsOfIndex();

  it("lists every document date of each edition and, per topic, the permalinks of its rulings in force on each", () => {
    expect(index["1e"]!.dates).toEqual(listAsOfDates("1E"));
    expect(index["2e"]!.dates).toEqual(listAsOfDates("2E"));
    for (const [topicId, byDate] of Object.entries({ ...index["1e"]!.topics, ...index["2e"]!.topics })) {
      const keys = listEntryKeys(getTopic(topicId)!);
      for (const { rulings, pointers } of Object.values(byDate)) for (const k of [...rulings, ...pointers]) expect(keys).toContain(k);
    }
  });

  it("has BATTLE FORCES in force on 1995-02-11 and not on 2000-07-31, when the 2000 battle ruling superseded it", () => {
    const topic = index["1e"]!.topics["1e/battle-forces"]!;
    expect(topic["1995-02-11"]!.rulings).toHaveLength(1);
    expect(topic["2000-07-31"]).toBeUndefined();
  });

  it("links a topic of the as-of list to its one ruling in force, or to the topic when it has several", () => {
    expect(toAsOfHref("1e/cloaking-device", "2000-07-31", ["2000-07-31"])).toBe("/1e/cloaking-device/2000-07-31?as-of=2000-07-31");
    expect(toAsOfHref("1e/equipment", "2017-12-04", ["2017-12-04", "1995-02-11"])).toBe("/1e/equipment?as-of=2017-12-04");
  });

  it("sends an old per-topic as-of address to the topic viewed as of that date, and leaves other addresses alone", () => {
    expect(toNewAddress("/as-of/1e/2000-07-31/access-denied")).toBe("/1e/access-denied?as-of=2000-07-31");
    expect(toNewAddress("/as-of/1e/2000-07-31")).toBeNull();
    expect(toNewAddress("/1e/nothing-here")).toBeNull();
  });
});
