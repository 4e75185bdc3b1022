import { describe, expect, it } from "vitest";
import { findCardOffers, toCardOfferText, type CardName } from ".";

const cards: CardName[] = [
  { id: "1e/elim-garak", title: "Elim Garak", edition: "1E", rulings: 1 },
  { id: "1e/q", title: "Q", edition: "1E", doubtful: true, variants: ["The Q Dilemma"], rulings: 1 },
  { id: "1e/q-flash", title: "Q-Flash", edition: "1E", rulings: 6 },
  { id: "1e/armus-skin-of-evil", title: "Armus – Skin of Evil", edition: "1E", variants: ["Armus"], rulings: 3 },
  { id: "1e/wormhole", title: "Wormhole", edition: "1E", doubtful: true, rulings: 9 },
  { id: "2e/pinned-down", title: "Pinned Down", edition: "2E", rulings: 2 },
];
const ids = (q: string, edition?: "1E" | "2E") => findCardOffers(q, cards, edition).map((o) => o.card.id);

describe("card pages offered for a query", () => {
  it("offers the card whose title is the query, in any case or punctuation, or stands in it as whole words", () => {
    expect(ids("elim garak")).toEqual(["1e/elim-garak"]);
    expect(ids("ARMUS - skin of evil")).toEqual(["1e/armus-skin-of-evil"]);
    expect(ids("does elim garak avoid armus")).toEqual(["1e/elim-garak", "1e/armus-skin-of-evil"]);
    expect(findCardOffers("Elim Garak", cards)[0]!.href).toBe("/cards/1e/elim-garak");
  });

  it("never offers a name inside a longer one, nor a doubtful title that is only part of the query", () => {
    expect(ids("q-flash")).toEqual(["1e/q-flash"]);
    expect(ids("q")).toEqual(["1e/q"]);
    expect(ids("can a wormhole move two ships")).toEqual([]);
    expect(ids("wormhole")).toEqual(["1e/wormhole"]);
    expect(ids("garak")).toEqual([]);
  });

  it("keeps to the edition asked for, and says how many rulings name the card", () => {
    expect(ids("pinned down", "1E")).toEqual([]);
    expect(ids("pinned down")).toEqual(["2e/pinned-down"]);
    expect(toCardOfferText(cards[0]!)).toBe("Elim Garak — 1 ruling names this card");
    expect(toCardOfferText(cards[2]!)).toBe("Q-Flash — 6 rulings name this card");
  });
});
