// The card pages a query names (see index.ts): "elim garak" offers /cards/1e/elim-garak above the results. Apart from
// the ranking (rank.ts): it reads only the query and the small card list the site serves (/data/cards.json).

/** A card as the browser matches queries against it: title, edition, page id ("1e/elim-garak"), how many rulings name it. */
export interface CardName {
  id: string;
  title: string;
  edition: "1E" | "2E";
  /** Other spellings the rulings use, found as the title is. */
  variants?: string[];
  /** The title is also a plain word or a persona ("Wormhole", "Data"): offered only when the query is the title alone. */
  doubtful?: boolean;
  rulings: number;
}

/** A card page offered for a query. */
export interface CardOffer {
  card: CardName;
  /** The card's page: /cards/1e/elim-garak. */
  href: string;
}

/** Lower case, accents and apostrophes gone, any other mark a space: "Q's Tent" → "qs tent", "Armus – Skin of Evil" → "armus skin of evil". */
export function toCardKey(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’‘`´]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/**
 * The card pages a query names: a card whose title (or a variant) is the query, or stands in it as whole words ("elim
 * garak avoid random selection"); a doubtful title only when it is the whole query. A name inside a longer name found
 * too is left out ("Q" within "Q-Flash"). Longest names first, within `edition` when one is given; at most `limit`.
 */
export function findCardOffers(query: string, cards: readonly CardName[], edition?: "1E" | "2E" | null, limit = 3): CardOffer[] {
  const q = toCardKey(query);
  if (!q) return [];
  const padded = ` ${q} `;
  const found: { card: CardName; key: string; at: number }[] = [];
  for (const card of cards) {
    if (edition && card.edition !== edition) continue;
    for (const name of [card.title, ...(card.variants ?? [])]) {
      const key = toCardKey(name);
      if (!key) continue;
      const whole = key === q;
      const at = padded.indexOf(` ${key} `);
      if (whole || (at >= 0 && !(card.doubtful && name === card.title))) {
        found.push({ card, key, at: whole ? 0 : at });
        break;
      }
    }
  }
  const kept = found.filter((f) => !found.some((g) => g !== f && g.key.length > f.key.length && g.at <= f.at && g.at + g.key.length >= f.at + f.key.length));
  return kept
    .sort((a, b) => b.key.length - a.key.length || b.card.rulings - a.card.rulings || a.card.id.localeCompare(b.card.id))
    .slice(0, limit)
    .map(({ card }) => ({ card, href: `/cards/${card.id}` }));
}

/** "Elim Garak — 3 rulings name this card". */
export function toCardOfferText(card: CardName): string {
  return `${card.title} — ${card.rulings} ${card.rulings === 1 ? "ruling names" : "rulings name"} this card`;
}
