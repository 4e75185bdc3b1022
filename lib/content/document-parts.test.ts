import { describe, expect, it } from "vitest";
import type { Entry } from "../model";
import { WHOLE_MAX_CHARS, toDocumentParts, toLetter } from "./document-parts";
import { getDocumentParts, listDocuments, listEntries } from "./index";

let order = 0;
/** An entry with only what reading in parts looks at. */
function entry(title: string, more: Partial<Entry> = {}): Entry {
  return { id: `doc/${title}`, title, kind: "general", body: "x".repeat(WHOLE_MAX_CHARS / 2), order: order++, ...more } as Entry;
}

describe("toDocumentParts", () => {
  it("reads a short document whole", () => {
    expect(toDocumentParts([entry("a"), entry("b")])).toBeNull();
  });

  it("splits a long document with several sections by its sections, its introduction apart", () => {
    const intro = entry("intro", { kind: "section" });
    const parts = toDocumentParts([intro, entry("q1", { section: "1. GENERAL" }), entry("q2", { section: "1. GENERAL" }), entry("q3", { section: "5. DILEMMAS" }), entry("q4", { section: "5. DILEMMAS" })])!;
    expect(parts.by).toBe("section");
    expect(parts.intro).toEqual([intro]);
    expect(parts.parts.map((p) => [p.slug, p.title, p.entries.map((e) => e.title)])).toEqual([
      ["1-general", "1. GENERAL", ["q1", "q2"]],
      ["5-dilemmas", "5. DILEMMAS", ["q3", "q4"]],
    ]);
  });

  it("splits a long A–Z document by letter, an entry filed under another staying with its parent", () => {
    const parts = toDocumentParts([entry("access denied"), entry("battle"), entry("Multiple targets", { parent: "battle" }), entry("Borg"), entry('"capturing-related card"'), entry("Cloak")])!;
    expect(parts.by).toBe("letter");
    expect(parts.parts.map((p) => [p.slug, p.entries.map((e) => e.title)])).toEqual([
      ["a", ["access denied"]],
      ["b", ["battle", "Multiple targets", "Borg"]],
      ["c", ['"capturing-related card"', "Cloak"]],
    ]);
  });

  it("keeps an entry out of A–Z order in the part it follows, so reading order never changes", () => {
    const parts = toDocumentParts([entry("alpha"), entry("beta"), entry("apple"), entry("gamma")])!;
    expect(parts.parts.map((p) => [p.slug, p.entries.map((e) => e.title)])).toEqual([
      ["a", ["alpha"]],
      ["b", ["beta", "apple"]],
      ["g", ["gamma"]],
    ]);
  });

  it("never names a part like another page of the document, nor two parts alike", () => {
    const parts = toDocumentParts([entry("q1", { section: "Changes" }), entry("q2", { section: "Rulings" }), entry("q3", { section: "Changes" })])!;
    expect(parts.parts.map((p) => p.slug)).toEqual(["changes-2", "rulings", "changes-3"]);
  });
});

describe("toLetter", () => {
  it("files a title by its first letter or digit, quotes and case aside", () => {
    expect([toLetter('"Soong-type android"'), toLetter("Q-Flash"), toLetter("10-card rule")]).toEqual(["s", "q", "#"]);
  });
});

describe("the documents read in parts", () => {
  it("are the long ones, and every entry is in its introduction or in exactly one part, in reading order", () => {
    const split = listDocuments().filter((d) => getDocumentParts(d.id));
    expect(split.map((d) => d.id).sort()).toEqual(["1e-cr-2000-07-31", "1e-faq-1995-02-11"]);
    for (const d of split) {
      const { intro, parts } = getDocumentParts(d.id)!;
      expect([...intro, ...parts.flatMap((p) => p.entries)].map((e) => e.id)).toEqual(listEntries(d.id).map((e) => e.id));
    }
  });
});
