import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import type { Entry, RulingsData } from "../model";
import type { EditorialInput } from "./editorial";
import { runIngest, type IngestOutput } from "./pipeline";
import { readEditorial, readTree } from "../../scripts/read-tree";

let out: IngestOutput;

/** The message of the ingest of the real sources with these editorial files, or "" when it succeeds. */
function ingestError(editorial: EditorialInput): string {
  try {
    runIngest({ sourcesDir: "content/sources", files: readTree("content/sources"), editorial });
    return "";
  } catch (e) {
    return (e as Error).message;
  }
}

let data: RulingsData;

const entry = (doc: string, title: string): Entry => {
  const e = data.entries.find((x) => x.documentId === doc && x.title === title);
  if (!e) throw new Error(`no entry "${title}" in ${doc}`);
  return e;
};

beforeAll(() => {
  out = runIngest({
    sourcesDir: "content/sources",
    files: readTree("content/sources"),
    editorial: readEditorial("content/editorial"),
  });
  data = out.data;
});

describe("ingest of the five real documents", () => {
  it("lands every non-blank source line in exactly one place in every document", () => {
    for (const r of out.reports) expect(r.coverage.share, r.sourceFile).toBe(1);
  });

  it("finds every document of the sources, each with the number of entries its corrections file expects", () => {
    const meta = JSON.parse(readFileSync("content/sources/documents.json", "utf8")) as {
      documents: { id: string; sourceFile: string; format: string; corrections?: string }[];
    };
    expect(data.documents.map((d) => d.id).sort()).toEqual(meta.documents.map((d) => d.id).sort());
    for (const d of meta.documents) {
      const rulings = data.entries.filter((e) => e.documentId === d.id && e.kind !== "section");
      expect(rulings.length, d.id).toBeGreaterThan(0);
      const corrections = d.corrections
        ? (JSON.parse(readFileSync(`content/sources/${d.corrections}`, "utf8")) as { parse?: { expectedEntries?: number } })
        : {};
      const expected = corrections.parse?.expectedEntries ?? JSON.stringify(corrections).match(/"expectedEntries":\s*(\d+)/)?.[1];
      if (expected !== undefined) expect(rulings.length, d.id).toBe(Number(expected));
    }
  });

  it("leaves no U+FFFD in any title or body", () => {
    for (const e of data.entries) {
      expect(e.title, e.id).not.toContain("\uFFFD");
      expect(e.body, e.id).not.toContain("\uFFFD");
    }
  });

  it("accounts for every reference: resolved ones point at an existing topic and entry", () => {
    const topics = new Set(data.topics.map((t) => t.id));
    const entries = new Set(data.entries.map((e) => e.id));
    for (const e of data.entries) {
      for (const r of e.refs) {
        if (r.status === "resolved") {
          expect(topics.has(r.topicId!), `${e.id} → ${r.label}`).toBe(true);
          expect(entries.has(r.entryId!), `${e.id} → ${r.label}`).toBe(true);
        } else {
          expect(r.topicId).toBeNull();
        }
        if (r.status === "external") expect(r.externalDoc, `${e.id} → ${r.label}`).toBeTruthy();
      }
    }
  });

  it("resolves the 2000 Current Rulings' See references to their topics", () => {
    const accessDenied = entry("1e-cr-2000-07-31", "Access Denied");
    expect(accessDenied.kind).toBe("redirect");
    expect(accessDenied.refs).toMatchObject([{ label: "Ferengi Ingenuity", status: "resolved" }]);
    const ishka = entry("1e-cr-2000-07-31", "Ishka");
    expect(ishka.refs).toHaveLength(1);
    expect(ishka.refs[0]).toMatchObject({ status: "resolved" });
  });

  it("resolves a 2017 reference to the version in force in 2017", () => {
    const deepSpace9 = entry("1e-crd-2017-12-04", "Deep Space 9");
    const ref = deepSpace9.refs.find((r) => r.label === "unique and universal")!;
    expect(ref.status).toBe("resolved");
    expect(ref.entryId).toBe(entry("1e-crd-2017-12-04", "unique and universal").id);
  });

  it("marks a 2017 reference to a Glossary-only term as external to Glossary v1.9.3", () => {
    const ref = entry("1e-crd-2017-12-04", "Deep Space 9").refs.find((r) => r.label === "facility commanders")!;
    expect(ref).toMatchObject({ status: "external", externalDoc: "Glossary v1.9.3" });
  });

  it("never merges First and Second Edition topics, even with the same title", () => {
    for (const t of data.topics) {
      for (const v of t.versions) if (v.entryId) expect(data.entries.find((e) => e.id === v.entryId)!.edition).toBe(t.edition);
    }
    const showing = data.topics.filter((t) => t.title.toLowerCase() === "showing your cards");
    expect(new Set(showing.map((t) => t.edition))).toEqual(new Set(["1E", "2E"]));
  });

  it("orders a topic's versions by date and computes their change from the text", () => {
    const winning = data.topics.find((t) => t.id === "2e/winning-the-game")!;
    // Later documents may add versions; these two stay as they are.
    expect(winning.versions.slice(0, 2).map((v) => [v.date, v.change])).toEqual([
      ["2011-10-05", "new"],
      ["2014-07-07", "unchanged"],
    ]);
    const attempting = data.topics.find((t) => t.id === "2e/attempting-missions")!;
    expect(attempting.versions.slice(0, 2).map((v) => v.change)).toEqual(["new", "changed"]);
  });

  it("merges 'Big Picture, The' and 'The Big Picture' into one topic", () => {
    expect(entry("1e-cr-2000-07-31", "Big Picture, The").topicId).toBe(entry("1e-cr-2000-07-31", "The Big Picture").topicId);
  });

  it("marks a 2011 card ruling absent from the 2014 document as removed", () => {
    const ktc = data.topics.find((t) => t.title === "Klingon Tea Ceremony")!;
    expect(ktc.versions.map((v) => v.change)).toEqual(["new", "removed"]);
  });

  it("keeps the original text of every repaired line reachable from its entry", () => {
    const repairs = new Map(data.repairs.map((r) => [r.id, r]));
    const withRepairs = data.entries.filter((e) => e.repairIds.length);
    expect(withRepairs.length).toBeGreaterThan(50);
    for (const e of withRepairs) for (const id of e.repairIds) expect(e.source.lines).toContain(repairs.get(id)!.line);
  });
});

describe("relations between rulings", () => {
  it("records every relation with both deciding sentences standing word for word in their entries", () => {
    expect(data.relations.length).toBeGreaterThanOrEqual(10);
    const byId = new Map(data.entries.map((e) => [e.id, e]));
    const flat = (s: string) => s.replace(/\s+/g, " ").trim();
    for (const r of data.relations) {
      const later = byId.get(r.from)!;
      const earlier = byId.get(r.to)!;
      expect(flat(later.text), `${r.from}: ${r.quotes.from}`).toContain(flat(r.quotes.from));
      expect(flat(earlier.text), `${r.to}: ${r.quotes.to}`).toContain(flat(r.quotes.to));
      expect(later.date >= earlier.date, `${r.from} is later than ${r.to}`).toBe(true);
    }
    expect(data.relations).toContainEqual(
      expect.objectContaining({ type: "reverses", from: "1e-cr-2000-07-31/cloaking-device", to: "1e-faq-1995-02-11/cloaking-and-staffing" }),
    );
    // Part of the 1995 answer stands (each player may still seed the same mission; one player may not seed several):
    // the 2000 rule amends it, and it stays in force.
    expect(data.relations).toContainEqual(
      expect.objectContaining({ type: "amends", from: "1e-cr-2000-07-31/mission-phase", to: "1e-faq-1995-02-11/duplicate-missions" }),
    );
    expect(data.entries.find((e) => e.id === "1e-faq-1995-02-11/duplicate-missions")!.inForce.until).toBeUndefined();
  });

  it("leaves no candidate pair the code finds undecided: each is a relation or rejected with a reason", () => {
    expect(out.review.unreviewed.map((c) => `${c.later} / ${c.earlier}`)).toEqual([]);
  });

  it("reports a relation citing a missing entry and a quote that is not in its entry, all at once, with their lines", () => {
    const text = JSON.stringify(
      {
        relations: [
          { type: "related", from: "1e-cr-2000-07-31/nope", to: "1e-cr-2000-07-31/cumulative", quotes: { from: "x", to: "y" }, note: "x" },
          {
            type: "reverses",
            from: "1e-cr-2000-07-31/cloaking-device",
            to: "1e-faq-1995-02-11/cloaking-and-staffing",
            quotes: { from: "You are no longer required", to: "not in the answer" },
            note: "x",
          },
        ],
      },
      null,
      2,
    );
    const message = ingestError({ relations: { file: "rel.json", text } });
    // JSON.stringify(…, null, 2) puts the first relation's "from" on line 5, its value at column 15.
    expect(message).toMatch(
      /^rel\.json:5:15: \[entry-id-unknown\] no entry has this id \(.*found "1e-cr-2000-07-31\/nope"\) — content\/data\/entries\/DOCUMENT-ID\.json lists the ids/m,
    );
    expect(message).toMatch(/^rel\.json:\d+:\d+: \[quote-not-in-entry\] quotes\.to does not stand in the text of 1e-faq-1995-02-11\/cloaking-and-staffing/m);
    const quoteLine = text.split("\n").findIndex((l) => l.includes('"to": "not in the answer"')) + 1;
    expect(message).toContain(`rel.json:${quoteLine}:15: [quote-not-in-entry]`);
  });

  it("reports the problems of several editorial files in one run, file by file", () => {
    const relations = JSON.stringify(
      { relations: [{ type: "related", from: "1e-cr-2000-07-31/nope", to: "1e-cr-2000-07-31/cumulative", quotes: { from: "x", to: "y" }, note: "x" }] },
      null,
      2,
    );
    const vocabulary = JSON.stringify(
      { vocabulary: [{ player: ["stasis"], rules: "stasis", source: { entry: "1e-cr-2000-07-31/stasis", quote: "No such sentence." }, note: "n" }] },
      null,
      2,
    );
    const message = ingestError({ relations: { file: "rel.json", text: relations }, vocabulary: { file: "voc.json", text: vocabulary } });
    expect(message).toMatch(/^rel\.json:5:15: \[entry-id-unknown\] /m);
    expect(message).toMatch(/^voc\.json:\d+:\d+: \[quote-not-in-entry\] "stasis": /m);
  });

  it("checks every search vocabulary mapping against its source sentence, reporting all problems with their lines", () => {
    expect(data.vocabulary.length).toBeGreaterThan(20);
    for (const v of data.vocabulary) {
      const e = data.entries.find((x) => x.id === v.source.entry)!;
      expect(e.text.replace(/\s+/g, " "), v.rules).toContain(v.source.quote.replace(/\s+/g, " "));
    }
    const text = JSON.stringify(
      {
        vocabulary: [
          { player: ["frozen"], rules: "stasis", source: { entry: "1e-cr-2000-07-31/stasis", quote: "No such sentence." }, note: "n" },
          { player: ["graveyard"], rules: "discard pile", source: { entry: "1e-cr-2000-07-31/stasis", quote: "A personnel or ship in stasis" }, note: "n" },
          { player: ["stasis"], rules: "stasis", source: { entry: "1e-cr-2000-07-31/nope", quote: "x" } },
        ],
      },
      null,
      2,
    );
    const message = ingestError({ vocabulary: { file: "voc.json", text } });
    expect(message).toMatch(/^voc\.json:10:18: \[quote-not-in-entry\] "stasis": source\.quote does not stand in the text of 1e-cr-2000-07-31\/stasis/m);
    expect(message).toMatch(
      /^voc\.json:\d+:\d+: \[vocabulary-quote-lacks-words\] "discard pile": the quote \(or the entry's title\) does not use the rules' word\(s\) discard, pile/m,
    );
    expect(message).toMatch(/^voc\.json:\d+:9: \[vocabulary-player-is-rules\] "stasis": player phrase "stasis" is the rules' phrase itself/m);
    expect(message).toMatch(/^voc\.json:\d+:\d+: \[vocabulary-note-missing\] "stasis" has no note/m);
  });

  it("checks every players' question against the entry it names and the sentence that answers it, reporting all problems with their lines", () => {
    expect(data.questions!.length).toBeGreaterThan(400);
    const ids = new Set(data.entries.map((e) => e.id));
    for (const q of data.questions!) expect(ids.has(q.entry), q.entry).toBe(true);
    const text = JSON.stringify(
      {
        questions: [
          { entry: "1e-cr-2000-07-31/stasis", question: "can my frozen guy be killed?", quote: "No such sentence." },
          { entry: "1e-cr-2000-07-31/stasis", question: "is it the", quote: "A personnel or ship in stasis" },
          { entry: "1e-cr-2000-07-31/stasis", question: "Can my frozen guy be killed", quote: "A personnel or ship in stasis" },
          { entry: "1e-cr-2000-07-31/nope", question: "what is stasis", quote: "x" },
        ],
      },
      null,
      2,
    );
    const message = ingestError({ questions: { file: "q.json", text } });
    expect(message).toMatch(/^q\.json:6:16: \[quote-not-in-entry\] question 1: its quote does not stand in the text of 1e-cr-2000-07-31\/stasis/m);
    expect(message).toMatch(/^q\.json:10:19: \[question-invalid\] question 2 holds no word to search/m);
    expect(message).toMatch(/^q\.json:\d+:\d+: \[question-duplicate\] question 3 repeats question 1 of the same entry/m);
    expect(message).toMatch(/^q\.json:\d+:\d+: \[entry-id-unknown\] /m);
    // Nothing is written: the ingest throws before any output.
    expect(message.split("\n").filter((l) => /^q\.json:/.test(l))).toHaveLength(4);
  });
});
