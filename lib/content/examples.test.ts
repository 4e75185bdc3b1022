import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { getExample, listExamples, type Citation } from "../engine";
import { runIngest } from "../ingest";
import type { Entry, RulingsData } from "../model";
import { readTree } from "../../scripts/read-tree";
import { findStaleCitations, listStaleNotices } from "./examples";

/** The archive with the fixture 2016 CRD added, its winning-the-game entry edited to ask 120 points instead of 100. */
function withPointsRaisedTo120(): RulingsData {
  const files = readTree("content/sources");
  const text = Buffer.from(readFileSync("tests/fixtures/documents/2e-crd-2016-03-01.txt", "utf8").replace("has 100 points (or more)", "has 120 points (or more)"));
  const meta = JSON.parse(Buffer.from(files.get("documents.json")!).toString("utf8")) as { documents: Record<string, unknown>[] };
  const base = meta.documents.find((d) => d.id === "2e-crd-2014-07-07")!;
  meta.documents.push({ ...base, id: "2e-crd-2016-03-01", date: "2016-03-01", sourceFile: "fixture-2016.txt", sha256: createHash("sha256").update(text).digest("hex"), corrections: "corrections/2e-crd-2016-03-01.json" });
  files.set("documents.json", Buffer.from(JSON.stringify(meta)));
  files.set("fixture-2016.txt", text);
  files.set("corrections/2e-crd-2016-03-01.json", readFileSync("tests/fixtures/documents/2e-crd-2016-03-01.corrections.json"));
  return runIngest({ sourcesDir: "content/sources", files }).data;
}

describe("worked examples and newer rulings", () => {
  it("cite no ruling that a later one overtook without the example saying so (update the example or confirm the citation)", () => {
    const stale = listExamples().flatMap((e) => listStaleNotices(e).map((n) => `${e.id}: "${n.sentence}" (${n.citedTitle}, ${n.citedDate}) ${n.status}`));
    expect(stale).toEqual([]);
  });

  describe("when a new CRD asks 120 points to win", () => {
    let byId: Map<string, Entry>;
    beforeAll(() => {
      byId = new Map(withPointsRaisedTo120().entries.map((e) => [e.id, e]));
    });

    it("marks the winning-the-game example out of date, naming the newer version that no longer says 100 points", () => {
      const stale = findStaleCitations(getExample("2e-winning-the-game")!.cites, (id) => byId.get(id));
      expect(stale.map((s) => [s.citation.sentence, s.relation, s.until, s.newer?.id])).toEqual([["has 100 points (or more)", "amends", "2016-03-01", "2e-crd-2016-03-01/winning-the-game"]]);
    });

    it("clears a citation a maintainer has confirmed against the newer version", () => {
      const cites: Citation[] = getExample("2e-winning-the-game")!.cites.map((c) =>
        c.sentence.includes("100 points") && c.date === "2014-07-07" ? { ...c, confirmedIn: [{ entryId: "2e-crd-2016-03-01/winning-the-game", note: "test" }] } : c,
      );
      expect(findStaleCitations(cites, (id) => byId.get(id))).toEqual([]);
    });

    it("says a cited ruling the new CRD dropped is dropped", () => {
      const cite: Citation = { topicId: "2e/response-actions", entryId: "2e-crd-2014-07-07/response-actions", date: "2014-07-07", sentence: "x" };
      expect(findStaleCitations([cite], (id) => byId.get(id))).toMatchObject([{ relation: "dropped", until: "2016-03-01", newer: null }]);
    });
  });
});
