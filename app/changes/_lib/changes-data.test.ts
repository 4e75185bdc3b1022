import { describe, expect, it } from "vitest";
import { listAsOfDates, listChangesBetween, listDocuments, listEntries, listRelations, listTopics } from "@/lib/content";
import { getChangesData, getChangesFile, listEditionChanges, START } from "./changes-data";

describe("the changes files: what began, ended and was amended, worded for readers", () => {
  it("is one file per edition whose rulings give the changes lib/history gives over the whole corpus, for every pair of dates", () => {
    for (const edition of ["1E", "2E"] as const) {
      const entries = listDocuments()
        .filter((d) => d.edition === edition)
        .flatMap((d) => listEntries(d.id));
      const relations = [...new Set(listTopics(edition).flatMap((t) => listRelations(t).map((r) => r.relation)))];
      const dates = [START, ...listAsOfDates(edition)];
      for (const [i, from] of dates.entries())
        for (const to of dates.slice(i + 1))
          expect(listEditionChanges(edition, from, to)).toEqual(listChangesBetween(entries, relations, from === START ? "0000-01-01" : from, to));
      // One entry per ruling, each named once: introductions and pointers are not in it.
      expect(getChangesData(edition).rulings.length).toBe(entries.filter((e) => e.kind !== "section" && e.kind !== "redirect").length);
    }
  });

  it("names what ended a 1995 ruling in 2000 and links it; a compare link only where both are on one topic", () => {
    const file = getChangesFile("1E", "1995-02-11", "2000-07-31");
    expect(file.ended.length).toBeGreaterThan(0);
    for (const item of file.ended) {
      expect(item.source).toBe("Official Rules FAQ File, version 3, 11 February 1995");
      expect(item.note![0]).toMatch(/^(Reversed|Superseded) by $/);
      expect(item.note![1]!.href).toMatch(/^\/1e\/[^/]+\/2000-07-31$/);
      expect(item.note![2]).toBe(" in the 2000 Current Rulings, 31 July 2000");
      const sameTopic = item.href.split("/")[2] === item.note![1]!.href.split("/")[2];
      expect(item.compareHref !== undefined).toBe(sameTopic);
    }
  });

  it("pairs a 2E ruling's new version with the one it replaced, both ways, each with its compare page", () => {
    const file = getChangesFile("2E", "2011-10-05", "2014-07-07");
    const replaced = file.ended.filter((i) => i.note![0] === "Replaced by ");
    expect(replaced.length).toBeGreaterThan(0);
    for (const item of replaced) {
      expect(item.note![2]).toBe(" in the 2014 CRD, 7 July 2014");
      const version = file.amended.find((a) => a.href === item.note![1]!.href)!;
      expect(version.note![1]!.href).toBe(item.href);
      expect(version.compareHref).toBe(item.compareHref);
      expect(item.compareHref).toMatch(/\?from=2011-10-05.*&to=2014-07-07/);
    }
    for (const item of file.ended.filter((i) => i.note![0].startsWith("Dropped"))) expect(item.note![0]).toBe("Dropped from the 2014 CRD, 7 July 2014");
  });
});
