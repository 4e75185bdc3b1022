import { describe, expect, it } from "vitest";
import { isTopicMatch, toMatchKey } from "./topic-match";

const TOPICS = [
  { id: "1e/cloaking-device", title: "cloaking device" },
  { id: "1e/qs-planet", title: "Q's Planet", aliases: ["Q’s Planet"] },
  { id: "1e/telepathic-alien-kidnappers", title: "Telepathic Alien Kidnappers" },
  { id: "2e/cloaking", title: "cloaking" },
];

describe("toMatchKey", () => {
  it("drops case, accents and punctuation", () => {
    expect(toMatchKey("Q’s  Planet!")).toBe("q s planet");
    expect(toMatchKey("Kira Nérys")).toBe("kira nerys");
  });
});

describe("isTopicMatch", () => {
  it("finds a topic by the starts of its words, in any order", () => {
    expect(isTopicMatch("cloak dev", TOPICS[0]!)).toBe(true);
    expect(isTopicMatch("device cloak", TOPICS[0]!)).toBe(true);
    expect(isTopicMatch("loaking", TOPICS[0]!)).toBe(false);
  });
  it("matches an alias and ignores punctuation typed or printed", () => {
    expect(isTopicMatch("q's pla", TOPICS[1]!)).toBe(true);
  });
  it("lets an empty filter match everything", () => {
    expect(isTopicMatch("  ", TOPICS[2]!)).toBe(true);
  });
});
