import { describe, expect, it } from "vitest";
import { toSlug, toTopicKey } from "./topic-key";

describe("toTopicKey", () => {
  it("treats 'Big Picture, The' and 'The Big Picture' as one subject", () => {
    expect(toTopicKey("Big Picture, The")).toBe(toTopicKey("The Big Picture"));
  });
  it("ignores case, dash style and quote style", () => {
    expect(toTopicKey("actions – required")).toBe(toTopicKey("Actions - required"));
    expect(toTopicKey("Q’s Planet")).toBe(toTopicKey("Q's Planet"));
    expect(toTopicKey('"stopped"')).toBe("stopped");
  });
  it("keeps hyphenated words whole", () => {
    expect(toTopicKey("dilemmas - DNA-related")).toBe("dilemmas - dna-related");
  });
});

describe("toSlug", () => {
  it("makes URL-safe slugs that keep comparison signs readable", () => {
    expect(toSlug("< AND > MARKS")).toBe("lt-and-gt-marks");
    expect(toSlug("actions - step 1: initiation")).toBe("actions-step-1-initiation");
  });
});
