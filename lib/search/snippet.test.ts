import { describe, expect, it } from "vitest";
import { toSnippet, toWordMap } from "./snippet";
import { toTerms } from "./terms";

const READINGS = { univ: { label: "Universal", symbol: "❖" }, BB: { label: "Botany Bay" } };
const hitsOf = (q: string) => new Set(toTerms(q));

describe("toSnippet", () => {
  it("marks the matched words and keeps the text between them whole", () => {
    const map = toWordMap("A cloaked ship cannot attack while cloaked.");
    expect(toSnippet(map, hitsOf("attack"))).toEqual([{ text: "A cloaked ship cannot " }, { text: "attack", hit: true }, { text: " while cloaked." }]);
  });

  it("reads an icon marker as its label, the symbol on its first piece, never the raw marker", () => {
    const segments = toSnippet(toWordMap("Cards with the [univ] symbol and [BB] icon; [XYZ] stays.", READINGS), hitsOf("symbol"));
    expect(segments.map((s) => s.text).join("")).toBe("Cards with the Universal symbol and Botany Bay icon; [XYZ] stays.");
    expect(segments.filter((s) => s.icon)).toEqual([
      { text: "Universal", icon: { marker: "univ", symbol: "❖" } },
      { text: "Botany Bay", icon: { marker: "BB" } },
    ]);
  });

  it("highlights a query word inside a label, and the label's words are searched words", () => {
    const segments = toSnippet(toWordMap("Play a [BB] card.", READINGS), hitsOf("bay"));
    expect(segments).toEqual([
      { text: "Play a " },
      { text: "Botany ", icon: { marker: "BB" } },
      { text: "Bay", hit: true, icon: { marker: "BB" } },
      { text: " card." },
    ]);
  });

  it("never cuts a label in two at the edge of the window", () => {
    const text = `${"word ".repeat(20)}[BB] ${"tail ".repeat(40)}`;
    const segments = toSnippet(toWordMap(text, READINGS), hitsOf("word"), 108);
    expect(segments.filter((s) => s.icon).map((s) => s.text)).toEqual(["Botany Bay"]);
  });

  it("ignores a marker named like an object's property", () => {
    expect(toWordMap("a [constructor] b", READINGS).flat).toBe("a [constructor] b");
  });
});
