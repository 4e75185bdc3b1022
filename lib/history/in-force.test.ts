import { describe, expect, it } from "vitest";
import type { DocumentId, EntryId, EntryKind, Relation } from "../model";
import { computeInForce, isInForceOn, listInForceOn } from "./in-force";
import { buildTopics, type TopicDocInput, type TopicInput } from "./topics";

const doc = (id: string, date: string, family: string, restatesFamily = false): TopicDocInput => ({
  id: id as DocumentId,
  edition: "1E",
  kind: "crd",
  date,
  family,
  restatesFamily,
});

const entry = (docId: string, date: string, title: string, text: string, kind: EntryKind = "general", order = 0): TopicInput => ({
  id: `${docId}/${title.toLowerCase().replace(/\W+/g, "-")}` as EntryId,
  documentId: docId as DocumentId,
  edition: "1E",
  date,
  title,
  kind,
  text,
  order,
});

const FAQ = doc("faq", "1995-02-11", "faq");
const CR = doc("cr", "2000-07-31", "rulings");
const CRD = doc("crd", "2017-12-04", "rulings");

function run(entries: TopicInput[], docs: TopicDocInput[], relations: Relation[] = []) {
  const { topics } = buildTopics(entries, docs);
  const inForce = computeInForce(entries, topics, relations, docs);
  return { topics, inForce, get: (e: TopicInput) => inForce.get(e.id)! };
}

describe("in force", () => {
  const old = entry("faq", "1995-02-11", "CLOAKING and STAFFING", "A: Someone must be aboard to cloak.", "faq");
  const reversing = entry("cr", "2000-07-31", "cloaking device", "You are no longer required to have a personnel aboard.");
  const reverses: Relation = { type: "reverses", from: reversing.id, to: old.id, quotes: { from: "no longer required", to: "must be aboard" }, note: "n" };

  it("ends a reversed ruling on the day of the document that reverses it, not the day before", () => {
    const { get } = run([old, reversing], [FAQ, CR], [reverses]);
    expect(get(old)).toEqual({ from: "1995-02-11", until: "2000-07-31", endedBy: { entryId: reversing.id, relation: "reverses" } });
    expect(isInForceOn(get(old), "2000-07-30")).toBe(true);
    expect(isInForceOn(get(old), "2000-07-31")).toBe(false);
    expect(isInForceOn(get(reversing), "2000-07-30")).toBe(false);
    expect(isInForceOn(get(reversing), "2000-07-31")).toBe(true);
    // Without a date: now, after every document.
    expect(isInForceOn(get(old))).toBe(false);
    expect(isInForceOn(get(reversing))).toBe(true);
  });

  it("is not in force before its own document's date", () => {
    const { get } = run([old], [FAQ]);
    expect(isInForceOn(get(old), "1995-02-10")).toBe(false);
    expect(isInForceOn(get(old), "1995-02-11")).toBe(true);
    expect(isInForceOn(get(old), "2030-01-01")).toBe(true);
  });

  it("keeps an old answer that a later ruling only clarifies or is related to in force", () => {
    const clarifies: Relation = { ...reverses, type: "clarifies" };
    const { get } = run([old, reversing], [FAQ, CR], [clarifies]);
    expect(get(old)).toEqual({ from: "1995-02-11" });
  });

  it("ends a version when the same family re-issues it, as an amendment when the words change", () => {
    const v1 = entry("cr", "2000-07-31", "time travel", "Time travel is not restricted.");
    const v2 = entry("crd", "2017-12-04", "time travel", "Time travel is not restricted unless specified.");
    const { get, topics } = run([v1, v2], [CR, CRD]);
    expect(topics[0]!.versions.map((v) => [v.change, v.previous])).toEqual([
      ["new", undefined],
      ["changed", v1.id],
    ]);
    expect(get(v1)).toEqual({ from: "2000-07-31", until: "2017-12-04", endedBy: { entryId: v2.id, relation: "amends" } });
    expect(get(v2)).toEqual({ from: "2017-12-04" });
  });

  it("marks a ruling dropped by a later document that restates its whole family without it", () => {
    const a = doc("crd-2011", "2011-10-05", "crd", true);
    const b = doc("crd-2014", "2014-07-07", "crd", true);
    const dropped = entry("crd-2011", "2011-10-05", "Klingon Tea Ceremony", "Clarification.", "card");
    const kept = entry("crd-2011", "2011-10-05", "abilities", "Personnel have abilities.");
    const again = entry("crd-2014", "2014-07-07", "abilities", "Personnel have abilities.");
    const { get } = run([dropped, kept, again], [a, b]);
    expect(get(dropped)).toEqual({ from: "2011-10-05", until: "2014-07-07", endedBy: { documentId: "crd-2014", relation: "dropped" } });
    expect(get(kept)).toEqual({ from: "2011-10-05", until: "2014-07-07", endedBy: { entryId: again.id, relation: "restates" } });
  });

  it("lists on a date the rulings in force then, old answers nothing overturned included, pointers and introductions left out", () => {
    const untouched = entry("faq", "1995-02-11", "RED SHIRTS", "A: Yes.", "faq", 1);
    const pointer = entry("cr", "2000-07-31", "equipment", "See movement – personnel.", "redirect", 2);
    const intro = entry("cr", "2000-07-31", "Current Rulings", "Intro.", "section", 3);
    const { inForce } = run([old, untouched, reversing, pointer, intro], [FAQ, CR], [reverses]);
    const rows = [old, untouched, reversing, pointer, intro].map((e) => ({ ...e, inForce: inForce.get(e.id)! }));
    expect(listInForceOn(rows, "2000-07-31").map((e) => e.title)).toEqual(["RED SHIRTS", "cloaking device"]);
    expect(listInForceOn(rows, "1999-01-01").map((e) => e.title)).toEqual(["CLOAKING and STAFFING", "RED SHIRTS"]);
  });
});
