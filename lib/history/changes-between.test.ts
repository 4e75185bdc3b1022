import { describe, expect, it } from "vitest";
import { readCorpusData } from "../corpus";
import type { DocumentId, EndRelation, EntryId, InForce, RelationType } from "../model";
import { isInForceOn } from "./in-force";
import { listChangesBetween, type BetweenInput } from "./changes-between";

const id = (s: string) => s as EntryId;
/** A ruling dated `from`, ended on `until` by `by` (an entry) or, when dropped, by a document. */
function ruling(name: string, from: string, end?: { until: string; relation: EndRelation; by?: string }): BetweenInput {
  const inForce: InForce = { from };
  if (end) {
    inForce.until = end.until;
    inForce.endedBy = end.by ? { entryId: id(end.by), relation: end.relation } : { documentId: "doc" as DocumentId, relation: end.relation };
  }
  return { id: id(name), kind: "general", date: from, inForce };
}
const rel = (type: RelationType, from: string, to: string) => ({ type, from: id(from), to: id(to) });

describe("listChangesBetween: what changed between two dates", () => {
  it("lists a ruling that began in the range, and leaves out one stated on the first date or after the second", () => {
    const entries = [ruling("old", "1995-02-11"), ruling("new", "2000-07-31"), ruling("later", "2017-12-04")];
    const c = listChangesBetween(entries, [], "1999-01-01", "2001-01-01");
    expect(c.began).toEqual(["new"]);
    expect(listChangesBetween(entries, [], "2000-07-31", "2001-01-01").began).toEqual([]);
    expect(listChangesBetween(entries, [], "1999-01-01", "2000-07-31").began).toEqual(["new"]);
  });

  it("lists a ruling reversed, superseded or dropped in the range with what ended it", () => {
    const entries = [
      ruling("a", "1995-02-11", { until: "2000-07-31", relation: "reverses", by: "x" }),
      ruling("b", "1995-02-11", { until: "2000-07-31", relation: "supersedes", by: "y" }),
      ruling("c", "1995-02-11", { until: "2000-07-31", relation: "dropped" }),
      ruling("x", "2000-07-31"),
      ruling("y", "2000-07-31"),
    ];
    const c = listChangesBetween(entries, [], "1999-01-01", "2001-01-01");
    expect(c.ended).toEqual([
      { id: "a", until: "2000-07-31", relation: "reverses", by: "x" },
      { id: "b", until: "2000-07-31", relation: "supersedes", by: "y" },
      { id: "c", until: "2000-07-31", relation: "dropped", documentId: "doc" },
    ]);
    expect(c.began).toEqual(["x", "y"]);
    expect(listChangesBetween(entries, [], "2000-07-31", "2001-01-01").ended).toEqual([]);
  });

  it("pairs a new version with the one it replaced: amended and ended, not begun; a word-for-word re-issue is only restated", () => {
    const entries = [
      ruling("v1", "2011-10-05", { until: "2014-07-07", relation: "amends", by: "v2" }),
      ruling("v2", "2014-07-07"),
      ruling("r1", "2011-10-05", { until: "2014-07-07", relation: "restates", by: "r2" }),
      ruling("r2", "2014-07-07"),
    ];
    const c = listChangesBetween(entries, [], "2011-10-05", "2014-07-07");
    expect(c.amended).toEqual([{ how: "new-version", id: "v2", previous: "v1" }]);
    expect(c.ended).toEqual([{ id: "v1", until: "2014-07-07", relation: "amends", by: "v2" }]);
    expect(c.restated).toEqual([["r1", "r2"]]);
    expect(c.began).toEqual([]);
  });

  it("follows a ruling through its versions to its end: restated, then reversed, reads as reversed", () => {
    const entries = [
      ruling("r1", "2000-01-01", { until: "2005-01-01", relation: "restates", by: "r2" }),
      ruling("r2", "2005-01-01", { until: "2010-01-01", relation: "reverses", by: "x" }),
      ruling("x", "2010-01-01"),
    ];
    const c = listChangesBetween(entries, [], "2001-01-01", "2011-01-01");
    expect(c.ended).toEqual([{ id: "r1", until: "2010-01-01", relation: "reverses", by: "x" }]);
    expect(c.began).toEqual(["x"]);
    expect(c.restated).toEqual([]);
  });

  it("lists a ruling in force on both dates that a ruling of the range amends in part, and not one amended before", () => {
    const entries = [ruling("base", "1995-02-11"), ruling("amender", "2000-07-31"), ruling("early", "1996-01-01")];
    const relations = [rel("amends", "amender", "base"), rel("amends", "early", "base"), rel("clarifies", "amender", "early")];
    const c = listChangesBetween(entries, relations, "1999-01-01", "2001-01-01");
    expect(c.amended).toEqual([{ how: "in-part", id: "base", by: "amender" }]);
  });

  it("leaves out document introductions and pointers", () => {
    const entries = [
      { ...ruling("intro", "2000-07-31"), kind: "section" as const },
      { ...ruling("see", "2000-07-31"), kind: "redirect" as const },
    ];
    expect(listChangesBetween(entries, [], "1999-01-01", "2001-01-01").began).toEqual([]);
  });

  it("on the corpus, 1999 to 2001: every ruling ended was in force on the first date and not on the second, ended by a 2000 ruling", () => {
    const data = readCorpusData();
    const entries = data.entries.filter((e) => e.edition === "1E");
    const c = listChangesBetween(entries, data.relations, "1999-01-01", "2001-01-01");
    const byId = new Map(entries.map((e) => [e.id, e]));
    expect(c.ended.length).toBeGreaterThan(0);
    for (const e of c.ended) {
      expect(isInForceOn(byId.get(e.id)!.inForce, "1999-01-01")).toBe(true);
      expect(isInForceOn(byId.get(e.id)!.inForce, "2001-01-01")).toBe(false);
      expect(["reverses", "supersedes"]).toContain(e.relation);
      expect(byId.get(e.by!)!.date).toBe("2000-07-31");
    }
    for (const b of c.began) expect(byId.get(b)!.date).toBe("2000-07-31");
  });
});
