import { describe, expect, it } from "vitest";
import { listAdjacentVersions } from "./adjacent-versions";

describe("the word diffs a compare page brings", () => {
  it("pairs each version of a ruling with the one before it, both ways, and no other pair: linear in versions", () => {
    const versions = Array.from({ length: 200 }, (_, i) => ({ key: `v${i}`, ruling: "r", partial: false }));
    const pairs = listAdjacentVersions(versions);
    expect(pairs).toHaveLength(2 * 199);
    for (const [a, b] of pairs) expect(Math.abs(Number(a.key.slice(1)) - Number(b.key.slice(1)))).toBe(1);
  });

  it("pairs versions within one ruling only, skipping a statement that amends only part of it", () => {
    const versions = [
      { key: "1995", ruling: "a", partial: false },
      { key: "2000", ruling: "b", partial: false },
      { key: "2000-2", ruling: "a", partial: true },
      { key: "2017", ruling: "a", partial: false },
    ];
    expect(listAdjacentVersions(versions).map(([x, y]) => `${x.key}>${y.key}`)).toEqual(["1995>2017", "2017>1995"]);
  });
});
