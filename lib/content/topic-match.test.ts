import { describe, expect, it } from "vitest";
import { getClosestTopic, isTopicMatch, toAskedName, toMatchKey } from "./topic-match";

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

describe("getClosestTopic", () => {
  it("offers the topic whose name is a few typos away from the address's last segment", () => {
    expect(getClosestTopic("/1e/cloakng-devise", TOPICS)?.id).toBe("1e/cloaking-device");
    expect(getClosestTopic("/1e/telepathic-alien-kidnapers/2000-07-31", TOPICS)?.id).toBe("1e/telepathic-alien-kidnappers");
  });
  it("keeps to the edition the address names", () => {
    expect(getClosestTopic("/2e/cloakin", TOPICS)?.id).toBe("2e/cloaking");
  });
  it("offers nothing when no name is close", () => {
    expect(getClosestTopic("/1e/zzzzzzzzzz", TOPICS)).toBeNull();
    expect(getClosestTopic("/", TOPICS)).toBeNull();
  });
  it("survives an address that is not valid percent-encoding", () => {
    expect(getClosestTopic("/1e/cloaking%E0device", TOPICS)?.id).toBe("1e/cloaking-device");
  });
});

describe("toAskedName", () => {
  it("reads the words of the last segment that is not an edition or a date", () => {
    expect(toAskedName("/1e/cloakng-devise/2000-07-31")).toBe("cloakng devise");
    expect(toAskedName("/2e/")).toBe("");
    expect(toAskedName("/q%27s_planet?x=1")).toBe("q's planet");
  });
});
