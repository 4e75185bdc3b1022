import type { NotCard, Card, CardMention, CardMentionPlace, Edition, Entry, EntryId } from "../model";
import { createTitleMatcher, toSentenceAround, type TitleForm } from "../text";
import { listCardForms, toCardId, type CardDef, type CardList } from "./card-list";
import type { EditorialFile } from "./editorial";
import { IngestError } from "./errors";

/** The kinds of entry whose words are read for cards: rulings. A section is a document's introduction, a redirect only points to a topic (its rulings are read there). */
const RULING_KINDS = new Set<Entry["kind"]>(["general", "card", "faq", "amendment"]);

/** A doubtful name (a plain word, a persona) found in a ruling, and how the editors read it. */
export interface DoubtfulMention {
  edition: Edition;
  card: string;
  form: string;
  entryId: EntryId;
  where: CardMentionPlace;
  sentence: string;
  /** Why the name is doubtful (cards.json). */
  reason: string;
  /** "card": the editors read it as the card here (`readAsCard`, with `readReason`), so the card page lists it; "not read": it stays a plain word. */
  read: "card" | "not read";
  readReason?: string;
}

/** The cards with their mentions, and every doubtful name found, for the review report. */
export interface CardMentions {
  cards: Card[];
  notCards: NotCard[];
  doubtful: DoubtfulMention[];
}

/** A card's spelling as the matcher sees it. */
interface FormKey {
  card: CardDef;
  form: string;
  ambiguous?: string;
}

/** The places of an entry that are read for cards: its title, its FAQ question, its text (an FAQ entry's answer, apart from its question). */
export function listCardPlaces(e: Entry): { where: CardMentionPlace; text: string }[] {
  const question = e.faq?.question ?? "";
  const text = e.faq?.answer || e.text;
  return [{ where: "title" as const, text: e.title }, ...(question ? [{ where: "question" as const, text: question }] : []), { where: "text" as const, text }];
}

/** The matcher of one edition's card names: every spelling of every card, and the phrases that are not cards (consumed, never reported). */
export function createCardMatcher(list: CardList, edition: Edition) {
  const forms: TitleForm<FormKey>[] = [];
  for (const card of list.cards) {
    if (card.edition !== edition) continue;
    for (const f of listCardForms(card)) forms.push({ form: f.form, key: { card, form: f.form, ...(f.ambiguous ? { ambiguous: f.ambiguous } : {}) } });
  }
  for (const n of list.notCards) if (n.edition === edition) forms.push({ form: n.phrase, key: null });
  return createTitleMatcher(forms);
}

/**
 * Every card's mentions in the rulings (title, FAQ question, text): case-insensitive, whole words, the longest name
 * first, dashes, apostrophes and quotes alike; one mention per entry and place, with the sentence of its first match.
 * A doubtful name is a mention only where the editors read it as the card (`readAsCard`, marked `doubtful`); every
 * doubtful match is returned for the review report. A card no entry names by any spelling (introductions and pointers count here, though they are not mentions) is a `card-named-nowhere` error.
 */
export function findCardMentions(list: CardList, entries: readonly Entry[], file: EditorialFile): CardMentions {
  const mentions = new Map<CardDef, CardMention[]>(list.cards.map((c) => [c, []]));
  const named = new Set<CardDef>();
  const doubtful: DoubtfulMention[] = [];
  const readIn = new Map(list.cards.map((c) => [c, new Set(c.readAsCard?.entries ?? [])]));
  for (const edition of ["1E", "2E"] as const) {
    const find = createCardMatcher(list, edition);
    for (const e of entries) {
      if (e.edition !== edition) continue;
      if (!RULING_KINDS.has(e.kind)) {
        // Named in the sources all the same (a document's introduction, a "See X" pointer titled with the card).
        for (const { text } of listCardPlaces(e)) for (const m of find(text)) named.add(m.key.card);
        continue;
      }
      for (const { where, text } of listCardPlaces(e)) {
        // One mention per card and place: its first plain match, else its first match read as the card.
        const chosen = new Map<CardDef, CardMention>();
        for (const m of find(text)) {
          const { card, form, ambiguous } = m.key;
          named.add(card);
          const sentence = toSentenceAround(text, m.start, m.end);
          const isRead = readIn.get(card)!.has(e.id);
          if (ambiguous) {
            doubtful.push({
              edition,
              card: card.title,
              form,
              entryId: e.id,
              where,
              sentence,
              reason: ambiguous,
              read: isRead ? "card" : "not read",
              ...(isRead ? { readReason: card.readAsCard!.reason } : {}),
            });
            if (!isRead) continue;
          }
          const before = chosen.get(card);
          if (before && (!before.doubtful || ambiguous)) continue;
          chosen.set(card, {
            entryId: e.id,
            where,
            sentence,
            ...(form !== card.title ? { form } : {}),
            ...(ambiguous ? { doubtful: true as const } : {}),
          });
        }
        for (const [card, mention] of chosen) mentions.get(card)!.push(mention);
      }
    }
  }
  const nowhere = list.cards.map((c, i) => [c, i] as const).filter(([c]) => !named.has(c));
  if (nowhere.length)
    throw IngestError.inJson(
      file.file,
      file.text,
      nowhere.map(([c, i]) => ({
        field: ["cards", i, "title"],
        rule: "card-named-nowhere" as const,
        problem: `no ${c.edition} ruling names "${c.title}" by its title or a variant`,
        expected: "a ruling that names the card",
        found: "none",
        hint: "fix the spelling as the sources print it, add the variant they use, or remove the card",
      })),
    );
  const cards: Card[] = list.cards
    .map((c) => ({
      id: toCardId(c.edition, c.title),
      edition: c.edition,
      title: c.title,
      ...(c.type ? { type: c.type } : {}),
      ...toNames(c),
      mentions: mentions.get(c)!,
    }))
    .sort((a, b) => a.id.localeCompare(b.id));
  return { cards, notCards: list.notCards, doubtful };
}

/** A card's other spellings as the export keeps them: those linked (variants) and those never linked (doubtful names). */
function toNames(c: CardDef): Pick<Card, "variants" | "doubtfulNames"> {
  const forms = listCardForms(c);
  const variants = forms
    .slice(1)
    .filter((f) => !f.ambiguous)
    .map((f) => f.form);
  const doubtful = forms.filter((f) => f.ambiguous).map((f) => f.form);
  return { ...(variants.length ? { variants } : {}), ...(doubtful.length ? { doubtfulNames: doubtful } : {}) };
}
