import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { readEditorial, readTree } from "../../scripts/read-tree";
import type { Card, Entry } from "../model";
import { listCardForms, type CardList } from "./card-list";
import type { EditorialInput } from "./editorial";
import { runIngest, type IngestOutput } from "./pipeline";

const editorial = readEditorial("content/editorial");
const cardsText = readFileSync("content/editorial/cards.json", "utf8");
const ingest = (input: EditorialInput) => runIngest({ sourcesDir: "content/sources", files: readTree("content/sources"), editorial: input });

/** The message of the ingest with this cards.json text, or "" when it succeeds. */
function ingestError(text: string): string {
  try {
    ingest({ ...editorial, cards: { file: "cards.json", text } });
    return "";
  } catch (e) {
    return (e as Error).message;
  }
}

/** A plain text search: the name as written, case-insensitive, not inside a longer word; nothing else. */
function plainSearch(name: string): RegExp {
  return new RegExp(`(?<![A-Za-z0-9])${name.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}(?![A-Za-z0-9])`, "i");
}

/** The rulings (what mentions are read in) whose title, text or FAQ question a plain search for any of the card's names finds. */
function searchEntries(forms: readonly string[], entries: readonly Entry[], edition: string): Set<string> {
  const rx = forms.map(plainSearch);
  const found = new Set<string>();
  for (const e of entries) {
    if (e.edition !== edition || e.kind === "section" || e.kind === "redirect") continue;
    const places = [e.title, e.text, e.faq?.question ?? ""];
    if (places.some((t) => rx.some((r) => r.test(t)))) found.add(e.id);
  }
  return found;
}

let out: IngestOutput;
let list: CardList;

beforeAll(() => {
  out = ingest(editorial);
  list = JSON.parse(cardsText) as CardList;
});

describe("card mentions", () => {
  it("finds for every card the rulings a plain text search for its names finds, every difference being a reviewed exception", () => {
    const cards = new Map((out.data.cards ?? []).map((c): [string, Card] => [`${c.edition}|${c.title}`, c]));
    const reviewed = new Map(list.exceptions.map((x) => [`${x.edition}|${x.card}|${x.entry}|${x.difference}`, x]));
    const unexplained: string[] = [];
    const used = new Set<string>();
    for (const def of list.cards) {
      const card = cards.get(`${def.edition}|${def.title}`)!;
      const mentioned = new Set(card.mentions.map((m) => m.entryId as string));
      const searched = searchEntries(
        listCardForms(def).map((f) => f.form),
        out.data.entries,
        def.edition,
      );
      const differences = [
        ...[...searched].filter((id) => !mentioned.has(id)).map((id) => [id, "search-only"] as const),
        ...[...mentioned].filter((id) => !searched.has(id)).map((id) => [id, "mention-only"] as const),
      ];
      for (const [entry, difference] of differences) {
        const key = `${def.edition}|${def.title}|${entry}|${difference}`;
        if (reviewed.has(key)) used.add(key);
        else unexplained.push(`${difference}: ${def.edition} ${def.title} in ${entry}`);
      }
    }
    expect(unexplained, "differences no exception of content/editorial/cards.json explains").toEqual([]);
    const stale = [...reviewed.keys()].filter((k) => !used.has(k));
    expect(stale, "exceptions that explain no difference (remove them)").toEqual([]);
  });

  it("never reads a one-letter or short title inside a longer one: Q-Flash is not Q, Kevin Uxbridge: Convergence is not Kevin Uxbridge", () => {
    const byTitle = new Map((out.data.cards ?? []).map((c) => [c.title, c]));
    const flash = byTitle.get("Q-Flash")!;
    expect(flash.mentions.length).toBeGreaterThan(0);
    const q = new Set(byTitle.get("Q")!.mentions.map((m) => m.entryId));
    for (const m of flash.mentions) if (!/\bq dilemma\b/i.test(m.sentence)) expect(q.has(m.entryId) && m.where === "title").toBe(false);
    const convergence = byTitle.get("Kevin Uxbridge: Convergence")!;
    const onlyConvergence = convergence.mentions.filter((m) => !/Kevin Uxbridge(?!: Convergence)/.test(m.sentence.replace(/Kevin Uxbridge: Convergence/g, "")));
    const kevin = new Set(byTitle.get("Kevin Uxbridge")!.mentions.map((m) => `${m.entryId}|${m.sentence}`));
    for (const m of onlyConvergence) expect(kevin.has(`${m.entryId}|${m.sentence}`)).toBe(false);
  });

  it("lists a doubtful name only where the editors read it as the card, and says so", () => {
    const wormhole = out.data.cards!.find((c) => c.id === "1e/wormhole")!;
    expect(wormhole.mentions.length).toBeGreaterThan(0);
    expect(wormhole.mentions.every((m) => m.doubtful)).toBe(true);
    const notRead = out.review.cardsDoubtful!.filter((d) => d.read === "not read");
    expect(notRead.length).toBeGreaterThan(0);
    for (const d of notRead) {
      const card = out.data.cards!.find((c) => c.edition === d.edition && c.title === d.card)!;
      expect(card.mentions.some((m) => m.entryId === d.entryId && m.where === d.where && m.doubtful)).toBe(false);
    }
  });

  it("rejects a card list with a bad field, a name of two cards or an unknown entry, naming file, line and field", () => {
    const bad = JSON.parse(cardsText) as { cards: Record<string, unknown>[]; exceptions: unknown[] };
    bad.cards[0]!.edition = "3E";
    expect(ingestError(JSON.stringify(bad, null, 2))).toMatch(/^cards\.json:\d+:\d+: \[card-invalid\] cards\.0\.edition: /m);
    const twice = JSON.parse(cardsText) as { cards: { title: string; edition: string; variants?: unknown[] }[] };
    const elim = twice.cards.find((c) => c.title === "Elim Garak")!;
    elim.variants = ["Armus"];
    expect(ingestError(JSON.stringify(twice, null, 2))).toMatch(/\[card-name-twice\] "Armus" is a name of two 1E cards/);
    const unknown = JSON.parse(cardsText) as { cards: { title: string; readAsCard?: unknown }[] };
    unknown.cards.find((c) => c.title === "Wormhole")!.readAsCard = { entries: ["1e-cr-2000-07-31/no-such-entry"], reason: "x" };
    expect(ingestError(JSON.stringify(unknown, null, 2))).toMatch(/\[entry-id-unknown\] no 1E entry has this id/);
  });
});
