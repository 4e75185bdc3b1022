import { describe, expect, it } from "vitest";
import type { DocumentId, EntryId } from "../model";
import { toShortName, toStatusLine } from "./status";

const CR = { title: "Current Rulings", date: "2000-07-31" };
const CRD = { title: "Second Edition Current Rulings Document", date: "2014-07-07" };
const later = "1e-cr-2000-07-31/x" as EntryId;

describe("toStatusLine: one wording for a ruling's status", () => {
  it("says a ruling in force is in force, and names the rulings that amend part of it, oldest first", () => {
    expect(toStatusLine({ inForce: { from: "1995-02-11" }, amendedBy: [] })).toBe("In force");
    expect(
      toStatusLine({
        inForce: { from: "1995-02-11" },
        amendedBy: [
          { date: "2017-12-04", title: "overcome" },
          { date: "2000-07-31", title: '"Dilemma resolution"' },
        ],
      }),
    ).toBe("In force, amended in 2000 by “Dilemma resolution” and in 2017 by “overcome”");
  });

  it("says what ended a ruling, with the year and the document", () => {
    const ended = (relation: "reverses" | "supersedes" | "amends" | "restates" | "dropped", doc = CR) =>
      toStatusLine({
        inForce: {
          from: "1995-02-11",
          until: doc.date,
          endedBy: relation === "dropped" ? { documentId: "d" as DocumentId, relation } : { entryId: later, relation },
        },
        endingDocument: doc,
        amendedBy: [],
      });
    expect(ended("reverses")).toBe("Reversed in 2000 by the 2000 Current Rulings");
    expect(ended("supersedes")).toBe("Superseded in 2000 by the 2000 Current Rulings");
    expect(ended("amends", CRD)).toBe("Amended in 2014: new version in the 2014 CRD");
    expect(ended("restates", CRD)).toBe("Restated in the 2014 CRD");
    expect(ended("dropped", CRD)).toBe("Dropped from the 2014 CRD");
  });

  it("reads the status as of a date: before the ruling, while in force (amendments made by then only), after its end", () => {
    const facts = {
      inForce: { from: "1995-02-11", until: "2017-12-04", endedBy: { entryId: later, relation: "reverses" as const } },
      endingDocument: { title: "Glossary amendments", date: "2017-12-04" },
      amendedBy: [{ date: "2000-07-31", title: "mission phase" }],
    };
    expect(toStatusLine(facts, "1994-01-01")).toBe("Not yet stated on 1994-01-01");
    expect(toStatusLine(facts, "1999-01-01")).toBe("In force");
    expect(toStatusLine(facts, "2001-01-01")).toBe("In force, amended in 2000 by “mission phase”");
    expect(toStatusLine(facts, "2017-12-04")).toBe("Reversed in 2017 by the 2017 Glossary amendments");
    expect(toStatusLine(facts)).toBe("Reversed in 2017 by the 2017 Glossary amendments");
  });

  it("names documents by year and kind", () => {
    expect(toShortName({ title: "Star Trek CCG FAQ", date: "1995-02-11" })).toBe("1995 FAQ");
    expect(toShortName(CRD)).toBe("2014 CRD");
  });
});
