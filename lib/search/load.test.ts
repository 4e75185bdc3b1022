import { beforeAll, describe, expect, it } from "vitest";
import { META_FILE, SearchEngine, createSearchPayload, toResultHref, toSearchDocs, type SearchOptions, type SearchPayload, type SearchResult } from ".";
import { readCorpusData } from "../corpus";

let payload: SearchPayload;
let engine: SearchEngine;

beforeAll(() => {
  const data = readCorpusData();
  payload = createSearchPayload(toSearchDocs(data));
  engine = new SearchEngine(payload);
});

/** An engine with the meta file alone, and the paths it fetched, in order (a path twice if fetched twice). */
function lazyEngine(fail?: (path: string) => boolean): { lazy: SearchEngine; fetched: string[] } {
  const fetched: string[] = [];
  const lazy = new SearchEngine({ [META_FILE]: payload[META_FILE] }, async (path) => {
    fetched.push(path);
    await new Promise((resolve) => setTimeout(resolve, 1));
    if (fail?.(path)) throw new Error(`no ${path}`);
    return payload[path];
  });
  return { lazy, fetched };
}

const wordLists = (paths: string[]) => paths.filter((p) => p.startsWith("w/")).sort();

describe("find's load stages", () => {
  it("tells the ranked results, painted before their fragments come, as the whole results do: a section is marked as one and links to its place", async () => {
    const { lazy } = lazyEngine();
    const q = "summary of what changed in the 7/31/00 current rulings";
    let early: Awaited<ReturnType<SearchEngine["find"]>> | undefined;
    const whole = await lazy.find(q, {}, (response) => void (early = response));
    expect(early!.results[0]!.entryId).toBe("");
    const pick = (r: SearchResult) => [r.topicId, r.kind, r.part, toResultHref(r)];
    expect(early!.results.map(pick)).toEqual(whole.results.map(pick));
    expect(toResultHref(early!.results[0]!)).toBe("/documents/1e-cr-2000-07-31#significant-rulings-changes-and-clarifications");
  });

  it("tells each ranked result, painted before its fragment comes, as the whole result will: its version, date and link, and a status only when it is plain", async () => {
    // Among them a ruling reversed (the 1995 ARTIFICIAL LIFEFORMS answer), one amended in part (the 1995 Kidnappers
    // answer), and the 2011 version a 2014 ruling restates word for word, named by the query or by the document filter.
    const searches: [string, SearchOptions][] = [
      ["can two ships go through the same wormhole?", {}],
      ["2 TAKs out do i get two guesses", {}],
      ["cloaking device crew", { edition: "1E" }],
      ["tribble", {}],
      ["what did the 95 faq say about androids and cards that affect living things", {}],
      ["2e 2011 crd winning the game - does the active player finish the turn", {}],
      ["draw deck runs out game over", { documentId: "2e-crd-2011-10-05" }],
    ];
    for (const [q, options] of searches) {
      const { lazy } = lazyEngine();
      let early: Awaited<ReturnType<SearchEngine["find"]>> | undefined;
      const whole = await lazy.find(q, options, (response) => void (early = response));
      expect(early!.results.every((r) => r.entryId === "")).toBe(true);
      const told = (r: SearchResult) => [toResultHref(r), r.documentId, r.date];
      expect(early!.results.map(told)).toEqual(whole.results.map(told));
      // A plain "In force since …" is said at once; another status comes with the fragment, never a wrong one before it.
      whole.results.forEach((w, k) => {
        const e = early!.results[k]!;
        if (e.status !== undefined) expect(e.status).toBe(w.status);
        else expect(w.status).not.toMatch(/^In force since \d{4}$/);
        if (e.ended || e.amended) expect([e.ended, e.amended]).toEqual([w.ended, w.amended]);
      });
    }
    expect((await engine.find(searches[5]![0])).results[0]).toMatchObject({ date: "2011-10-05", status: "Restated in the 2014 CRD" });
    // The 1995 answer a query names, reversed in 2000: marked as ended at once, its wording to follow.
    const { lazy: named } = lazyEngine();
    let told: Awaited<ReturnType<SearchEngine["find"]>> | undefined;
    const whole = await named.find(searches[4]![0], {}, (response) => void (told = response));
    expect(whole.results[0]).toMatchObject({
      title: "ARTIFICIAL LIFEFORMS (DATA, EXOCOMPS, etc.)",
      ended: true,
      status: expect.stringMatching(/^Reversed in 2000/),
    });
    expect(told!.results[0]).toMatchObject({ title: "ARTIFICIAL LIFEFORMS (DATA, EXOCOMPS, etc.)", ended: true });
    // The wormhole answer is the second 1995 ruling of its topic: its permalink is not its date.
    const { lazy } = lazyEngine();
    let early: Awaited<ReturnType<SearchEngine["find"]>> | undefined;
    await lazy.find(searches[0]![0], {}, (response) => void (early = response));
    expect(toResultHref(early!.results[0]!)).toBe("/1e/wormhole/1995-02-11-2");
  });

  it("fetches a correctly spelt query's word lists only, and every list for a misspelt word", async () => {
    const spelt = lazyEngine();
    await spelt.lazy.find("cloaking device crew");
    // The words' first letters, and "u" for their forms with "un" ("uncloak").
    expect(wordLists(spelt.fetched)).toEqual(["w/c.json", "w/d.json", "w/u.json"]);
    const misspelt = lazyEngine();
    const response = await misspelt.lazy.find("andriod");
    expect(response.corrections).toEqual([{ from: "andriod", to: "android" }]);
    expect(wordLists(misspelt.fetched)).toEqual(
      Object.keys(payload)
        .filter((p) => p.startsWith("w/"))
        .sort(),
    );
  });

  it("fetches each file once, for searches under way at the same time too, and answers each as search does", async () => {
    const { lazy, fetched } = lazyEngine();
    // ("bok diamon for calandra": a word cut short or misspelt, read both ways only once every word list is at hand.)
    const queries = [
      "cloaking device crew",
      "cloaking device",
      "andriod winnig",
      '"one at a time"',
      "frozen personnel 1e",
      "mind meld",
      "wnohgb",
      "bok diamon for calandra",
    ];
    const responses = await Promise.all(queries.map((q) => lazy.find(q)));
    expect(fetched.length).toBe(new Set(fetched).size);
    responses.forEach((r, i) => expect(r, queries[i]).toEqual(engine.search(queries[i]!)));
    // Searched again, nothing more is fetched.
    const before = fetched.length;
    for (const q of queries) await lazy.find(q);
    expect(fetched.length).toBe(before);
  });

  it("fetches a document filter's list only once its terms have matched", async () => {
    const documentId = (payload[META_FILE] as { documents: { id: string }[] }).documents[0]!.id;
    const { lazy, fetched } = lazyEngine();
    expect((await lazy.find("tribble", { documentId })).results).toEqual(engine.search("tribble", { documentId }).results);
    expect(fetched.filter((p) => p.startsWith("d/"))).toEqual(["d/0.json"]);
    const none = lazyEngine();
    expect((await none.lazy.find("zzzqqqxxx", { documentId })).results).toEqual([]);
    expect(none.fetched.filter((p) => p.startsWith("d/") || p.startsWith("t/"))).toEqual([]);
  });

  it("fails a search whose file did not come, and fetches that file again for a later search", async () => {
    let failing = true;
    const { lazy, fetched } = lazyEngine((path) => failing && path.startsWith("t/"));
    await expect(lazy.find("cloaking device crew")).rejects.toThrow(/^no t\//);
    failing = false;
    expect((await lazy.find("cloaking device crew")).results).toEqual(engine.search("cloaking device crew").results);
    const termShards = fetched.filter((p) => p.startsWith("t/"));
    expect(termShards.length).toBeGreaterThan(new Set(termShards).size);
  });
});
