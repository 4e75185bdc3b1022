import { describe, expect, it } from "vitest";
import type { DocumentId, EntryId } from "../model";
import { statusAsOf, toLongStatusLine, toShortName, toStatusLine } from "./status";

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

describe("toLongStatusLine: a status read apart from the ruling's date", () => {
  it("says since when a ruling is in force, and otherwise what ended it", () => {
    expect(toLongStatusLine({ inForce: { from: "2000-07-31" }, amendedBy: [] })).toBe("In force since 2000");
    expect(toLongStatusLine({ inForce: { from: "1995-02-11" }, amendedBy: [{ date: "2000-07-31", title: "android" }] })).toBe(
      "In force since 1995, amended in 2000 by “android”",
    );
    const reversed = {
      inForce: { from: "1995-02-11", until: "2000-07-31", endedBy: { entryId: later, relation: "reverses" as const } },
      endingDocument: CR,
      amendedBy: [],
    };
    expect(toLongStatusLine(reversed)).toBe("Reversed in 2000 by the 2000 Current Rulings");
    // With the ending ruling's title, it names the ruling a reader goes to next.
    expect(toLongStatusLine({ ...reversed, endingTitle: "cloaking device" })).toBe("Reversed in 2000 by “cloaking device” in the 2000 Current Rulings");
    expect(toLongStatusLine({ ...reversed, endingTitle: "cloaking device" }, "1999-01-01")).toBe("In force since 1995");
  });
});

describe("statusAsOf: a ruling's status on a past date", () => {
  const reversed = { from: "1995-02-11", until: "2000-07-31", ended: { relation: "reverses" as const, by: "cloaking device" } };
  it("says a ruling not issued yet, in force then, or ended before then, and by what", () => {
    expect(statusAsOf({ from: "2000-07-31" }, "1999-01-01")).toBe("Not yet issued");
    expect(statusAsOf({ from: "2000-07-31" }, "2000-07-31")).toBe("In force then");
    expect(statusAsOf(reversed, "1999-01-01")).toBe("In force then");
    expect(statusAsOf(reversed, "2000-07-31")).toBe("Ended before then: reversed in 2000 by “cloaking device”");
    expect(statusAsOf({ from: "2011-10-05", until: "2014-07-07", ended: { relation: "dropped", by: "2014 CRD" } }, "2015-01-01")).toBe(
      "Ended before then: dropped from the 2014 CRD",
    );
  });
});
