import { describe, expect, it } from "vitest";
import { collectRefs } from "./collect";

const known = new Set(["skills – sharing, adding, doubling, and selecting skills", "damage", "once each turn", "use (skills)", "deep space 9", "seed phase"]);
const opts = { isKnown: (l: string) => known.has(l.toLowerCase()), emphasis: ["red text"], notRefs: ["the following listings"] };

describe("collectRefs", () => {
  it("reads a plain See statement with two targets", () => {
    expect(collectRefs("Blah. See damage, once each turn.", opts).map((r) => r.label)).toEqual(["damage", "once each turn"]);
  });

  it("keeps a target whose own title contains commas whole", () => {
    expect(collectRefs("See skills – sharing, adding, doubling, and selecting skills.", opts).map((r) => r.label)).toEqual([
      "skills – sharing, adding, doubling, and selecting skills",
    ]);
  });

  it("reads see **X** and (See **X**.) forms", () => {
    const refs = collectRefs("see **use (skills)**. Also (See **seed phases - mission phase**.)", opts);
    expect(refs.map((r) => [r.label, r.form])).toEqual([
      ["use (skills)", "see"],
      ["seed phases - mission phase", "see"],
    ]);
  });

  it("splits two targets written in one bold span", () => {
    expect(collectRefs("(see **Deep Space 9, seed phase**)", opts).map((r) => r.label)).toEqual(["Deep Space 9", "seed phase"]);
  });

  it("reads dead Markdown links and bold terms, but not bold emphasis", () => {
    const refs = collectRefs("[Holodeck](#) and **persona** in **red text**", opts);
    expect(refs.map((r) => [r.label, r.form])).toEqual([
      ["Holodeck", "link"],
      ["persona", "bold"],
    ]);
  });

  it("ignores See phrases declared as pointing nowhere", () => {
    expect(collectRefs("For details, see the following listings:", opts)).toEqual([]);
  });

  it("reads the FAQ's (See next question) as a pointer to the next entry", () => {
    expect(collectRefs("Yes. (See next question)", opts)).toMatchObject([{ relative: "next" }]);
  });

  it("reads a Rulebook page reference as external", () => {
    expect(collectRefs("(See Rulebook pages 26-27).", opts)).toMatchObject([{ externalDoc: "Rulebook p. 26-27" }]);
  });
});
