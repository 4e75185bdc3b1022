import type { Card, CardMention, Edition, Entry, TopicId } from "../model";
import { toTopicKey } from "../model";
import { createTitleMatcher } from "../text";
import { getEditionBySlug } from "./editions";
import { loadCorpus, toSortKey } from "./corpus";
import type { RefTarget } from "./render";
import { getStatus, type RulingStatus } from "./status";
import { getEntry, listTopics, toEntryOrTopicHref } from "./index";

/** A card with a page: named in at least one ruling. */
export type CardPage = Card & { slug: string };

/** One ruling naming a card, as its page lists it: the ruling, its status, where and the sentence. */
export interface CardRuling {
  entry: Entry;
  status: RulingStatus;
  href: string;
  /** Where the ruling names the card (title, question, text), in that order, and the sentence of the first. */
  where: CardMention["where"][];
  sentence: string;
  /** The card is named only by a doubtful name the editors read as the card. */
  doubtful: boolean;
}

let pages: Map<string, CardPage> | null = null;

/** Every card with a page, by id ("1e/elim-garak"), in A–Z order of each edition. */
function loadPages(): Map<string, CardPage> {
  if (pages) return pages;
  const list = (loadCorpus().cards ?? [])
    .filter((c) => c.mentions.length > 0)
    .map((c) => ({ ...c, slug: c.id.split("/")[1]! }))
    .sort((a, b) => toSortKey(a.title).localeCompare(toSortKey(b.title)) || a.id.localeCompare(b.id));
  pages = new Map(list.map((c) => [c.id, c]));
  return pages;
}

/** The cards of an edition that rulings name, A–Z: each has a page. */
export function listCards(edition: Edition): CardPage[] {
  return [...loadPages().values()].filter((c) => c.edition === edition);
}

/** A card by the slugs of its address (/cards/1e/elim-garak), or null. */
export function getCardBySlugs(editionSlug: string, slug: string): CardPage | null {
  const ed = getEditionBySlug(editionSlug);
  return ed ? (loadPages().get(`${ed.slug}/${slug}`) ?? null) : null;
}

/** The address of a card's page. */
export function toCardHref(card: Pick<Card, "id">): string {
  return `/cards/${card.id}`;
}

/** The card's own topic: the topic of its edition titled with its title or one of its variants, or null. */
export function getCardTopicId(card: Card): TopicId | null {
  const keys = new Set([card.title, ...(card.variants ?? [])].map(toTopicKey));
  return listTopics(card.edition).find((t) => keys.has(toTopicKey(t.title)) || t.aliases.some((a) => keys.has(toTopicKey(a))))?.id ?? null;
}

/**
 * Every ruling that names a card, one per ruling: those in force first, then those that ended, each newest first; with
 * the places it names the card and the sentence of the first.
 */
export function listCardRulings(card: Card): CardRuling[] {
  const order: CardMention["where"][] = ["title", "question", "text"];
  const byEntry = new Map<string, CardMention[]>();
  for (const m of card.mentions) byEntry.set(m.entryId, [...(byEntry.get(m.entryId) ?? []), m]);
  const rulings = [...byEntry].map(([id, ms]) => {
    const entry = getEntry(id)!;
    const sorted = [...ms].sort((a, b) => order.indexOf(a.where) - order.indexOf(b.where));
    // The sentence of the text says more than a title that only repeats the card's name.
    const shown = sorted.find((m) => m.where !== "title") ?? sorted[0]!;
    return {
      entry,
      status: getStatus(entry),
      href: toEntryOrTopicHref(entry),
      where: sorted.map((m) => m.where),
      sentence: shown.sentence,
      doubtful: ms.every((m) => m.doubtful),
    };
  });
  return rulings.sort(
    (a, b) => Number(b.status.inForce) - Number(a.status.inForce) || b.entry.date.localeCompare(a.entry.date) || a.entry.order - b.entry.order,
  );
}

/** How many rulings name a card, and its newest ruling. */
export function toCardSummary(card: Card): { rulings: number; newest: Entry } {
  const entries = [...new Set(card.mentions.map((m) => m.entryId))].map((id) => getEntry(id)!);
  const newest = entries.reduce((a, b) => (b.date > a.date || (b.date === a.date && b.order < a.order) ? b : a));
  return { rulings: entries.length, newest };
}

/** "3 rulings name this card" (or "1 ruling names this card"). */
export function toRulingsCount(n: number): string {
  return n === 1 ? "1 ruling names this card" : `${n} rulings name this card`;
}

/** A card name found in a text, linked to the card's page with the preview references have. */
export interface CardLink {
  start: number;
  end: number;
  target: RefTarget;
}

/** Finds the linkable card names in a text: whole words, longest first; doubtful names and phrases that are not cards are never links. */
export type CardLinker = (text: string) => CardLink[];

const linkers = new Map<Edition, CardLinker>();

/**
 * The card linker of an edition, for the body renderer: every spelling of every card and every phrase that is not a
 * card is matched (so the longest wins), but only the spellings of cards with a page that are not doubtful link.
 */
export function createCardLinker(edition: Edition): CardLinker {
  const made = linkers.get(edition);
  if (made) return made;
  const corpus = loadCorpus();
  const withPage = loadPages();
  const targets = new Map<string, RefTarget>();
  const forms: { form: string; key: string | null }[] = [];
  for (const card of corpus.cards ?? []) {
    if (card.edition !== edition) continue;
    const page = withPage.get(card.id);
    const doubtful = new Set(card.doubtfulNames ?? []);
    for (const form of [card.title, ...(card.variants ?? []), ...doubtful]) forms.push({ form, key: page && !doubtful.has(form) ? card.id : null });
    if (page) targets.set(card.id, toCardTarget(page));
  }
  for (const n of corpus.notCards ?? []) if (n.edition === edition) forms.push({ form: n.phrase, key: null });
  const find = createTitleMatcher(forms);
  const linker: CardLinker = (text) => find(text).map((m) => ({ start: m.start, end: m.end, target: targets.get(m.key)! }));
  linkers.set(edition, linker);
  return linker;
}

/**
 * A card link's target: its page, and a preview with how many rulings name it and its newest ruling's title and date.
 * Kept short: every card link of a page carries it twice (in the HTML and in the page's script payload).
 */
function toCardTarget(card: CardPage): RefTarget {
  const { rulings, newest } = toCardSummary(card);
  return {
    href: toCardHref(card),
    previewTitle: card.title,
    previewMeta: toRulingsCount(rulings),
    previewText: `Newest: ${newest.title} (${newest.date})`,
  };
}
