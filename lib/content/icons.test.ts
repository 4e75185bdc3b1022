import { describe, expect, it } from "vitest";
import { listDocuments, listEntries } from "./index";
import { getIconLabel, listIconDecisions } from "./icons";

const entries = listDocuments().flatMap((d) => listEntries(d.id));
const MARKER = /\[([A-Za-z][A-Za-z0-9]{0,7})\](?!\()/g;

describe("card icon markers", () => {
  it("give each reading with a sentence of the sources that explains it, quoted verbatim", () => {
    for (const icon of listIconDecisions().labelled) {
      const entry = entries.find((e) => e.id === icon.source.entry);
      expect(entry, `${icon.marker}: no entry ${icon.source.entry}`).toBeDefined();
      expect(`${entry!.title}\n${entry!.text}`, `${icon.marker}: quote not in ${icon.source.entry}`).toContain(icon.source.quote);
    }
  });

  it("decide every bracketed marker in the texts: read as an icon, or knowingly left as written", () => {
    const { unexplained } = listIconDecisions();
    const undecided = new Set<string>();
    for (const e of entries) for (const m of e.body.matchAll(MARKER)) if (!getIconLabel(m[1]!) && !unexplained.some((u) => u.marker === m[1])) undecided.add(`${m[1]} (${e.id})`);
    expect([...undecided]).toEqual([]);
  });

  it("never both read and leave the same marker", () => {
    const { labelled, unexplained } = listIconDecisions();
    expect(unexplained.filter((u) => labelled.some((l) => l.marker === u.marker))).toEqual([]);
  });
});
