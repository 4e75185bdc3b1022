import { z } from "zod";
import { editionSchema, toSlug, type Edition, type Entry } from "../model";
import type { EditorialFile } from "./editorial";
import { IngestError, parseJson, type Diagnosis } from "./errors";
import type { JsonPath } from "./json-places";

const text = z.string().trim().min(1, "a non-empty text");

/** A spelling of a card in the sources: a plain string is read as the card; `{ form, ambiguous }` is doubtful on its own. */
const variantSchema = z.union([text, z.strictObject({ form: text, ambiguous: text })]);

const cardDefSchema = z.strictObject({
  title: text,
  edition: editionSchema,
  type: text.optional(),
  checked: z.enum(["sources", "knowledge"]),
  found: z.array(z.enum(["topic", "faq-heading", "list", "example", "quoted-text", "prose"])).min(1),
  variants: z.array(variantSchema).optional(),
  ambiguous: text.optional(),
  readAsCard: z.strictObject({ entries: z.array(text).min(1), reason: text }).optional(),
  reviewed: text.optional(),
  note: text.optional(),
  firstSeen: z.string().regex(/^\S+\.txt:\d+$/, "a source file and line such as 003_….txt:454"),
});

const exceptionSchema = z.strictObject({
  edition: editionSchema,
  card: text,
  entry: text,
  /** The plain text search finds the card's names in the entry but the mentions do not list it, or the other way. */
  difference: z.enum(["search-only", "mention-only"]),
  reason: text,
});

const cardListSchema = z.strictObject({
  about: text,
  cards: z.array(cardDefSchema),
  notCards: z.array(z.strictObject({ edition: editionSchema, phrase: text, reason: text })),
  exceptions: z.array(exceptionSchema),
});

/** One card as the editors listed it (content/editorial/cards.json). */
export type CardDef = z.infer<typeof cardDefSchema>;
/** A reviewed difference between a card's mentions and a plain text search for its names. */
export type CardException = z.infer<typeof exceptionSchema>;
/** The reviewed card list: the cards, the phrases that are not cards, the reviewed exceptions. */
export type CardList = z.infer<typeof cardListSchema>;

/** One spelling of a card: its text, and why it is doubtful when it is. */
export interface CardForm {
  form: string;
  ambiguous?: string;
}

/** The spellings of a card: its title first, then its variants, each with its own doubt (the title's is the card's). */
export function listCardForms(card: CardDef): CardForm[] {
  const title: CardForm = card.ambiguous ? { form: card.title, ambiguous: card.ambiguous } : { form: card.title };
  return [title, ...(card.variants ?? []).map((v) => (typeof v === "string" ? { form: v } : v))];
}

/** The id of a card: its edition and the slug of its title ("1e/elim-garak"). */
export function toCardId(edition: Edition, title: string): string {
  return `${edition.toLowerCase()}/${toSlug(title)}`;
}

type FieldProblem = Diagnosis & { field: JsonPath };

/**
 * The card list (content/editorial/cards.json), checked: its shape (zod), one card per title and page address, one card
 * per spelling, and every entry id it names. Problems come all at once as `file:line:column: [rule] …`.
 */
export function parseCardList(f: EditorialFile, entries: readonly Entry[]): CardList {
  const json = parseJson(f.file, f.text);
  const parsed = cardListSchema.safeParse(json);
  if (!parsed.success) {
    throw IngestError.inJson(
      f.file,
      f.text,
      parsed.error.issues.slice(0, 20).map((issue) => ({
        field: issue.path.filter((k): k is string | number => typeof k !== "symbol"),
        rule: "card-invalid",
        problem: `${issue.path.join(".") || "the file"}: ${issue.message}`,
        hint: 'content/editorial/cards.json\'s "about" says what each field holds',
      })),
    );
  }
  const list = parsed.data;
  const problems: FieldProblem[] = [];
  const byId = new Map(entries.map((e) => [e.id as string, e]));
  const ids = new Map<string, number>();
  const forms = new Map<string, string>();
  const claim = (edition: Edition, form: string, owner: string, field: JsonPath) => {
    const key = `${edition}|${form.toLowerCase()}`;
    const other = forms.get(key);
    if (other !== undefined && other !== owner)
      problems.push({
        field,
        rule: "card-name-twice",
        problem: `"${form}" is a name of two ${edition} cards`,
        expected: "each spelling on one card",
        found: `also on ${other}`,
        hint: "keep it on the card it names (a shared short form is a doubtful variant of one card)",
      });
    else forms.set(key, owner);
  };
  list.cards.forEach((c, i) => {
    const id = toCardId(c.edition, c.title);
    const first = ids.get(id);
    if (first !== undefined)
      problems.push({
        field: ["cards", i, "title"],
        rule: "card-duplicate",
        problem: `"${c.title}" has the page address of card ${first + 1} (${id})`,
        expected: "one card per title and edition",
        found: JSON.stringify(list.cards[first]!.title),
        hint: "merge the two cards, or fix the title as the sources print it",
      });
    else ids.set(id, i);
    claim(c.edition, c.title, `"${c.title}"`, ["cards", i, "title"]);
    (c.variants ?? []).forEach((v, k) => claim(c.edition, typeof v === "string" ? v : v.form, `"${c.title}"`, ["cards", i, "variants", k]));
    c.readAsCard?.entries.forEach((e, k) => {
      const entry = byId.get(e);
      if (!entry || entry.edition !== c.edition) problems.push(toUnknownEntry(["cards", i, "readAsCard", "entries", k], e, c.edition));
    });
  });
  list.notCards.forEach((n, i) => claim(n.edition, n.phrase, "a notCards phrase", ["notCards", i, "phrase"]));
  list.exceptions.forEach((x, i) => {
    const entry = byId.get(x.entry);
    if (!entry || entry.edition !== x.edition) problems.push(toUnknownEntry(["exceptions", i, "entry"], x.entry, x.edition));
    if (!ids.has(toCardId(x.edition, x.card)))
      problems.push({
        field: ["exceptions", i, "card"],
        rule: "card-invalid",
        problem: `no ${x.edition} card is titled "${x.card}"`,
        expected: "the title of a card of the list",
        found: JSON.stringify(x.card),
        hint: "write the card's title as the list has it",
      });
  });
  if (problems.length) throw IngestError.inJson(f.file, f.text, problems);
  return list;
}

function toUnknownEntry(field: JsonPath, id: string, edition: Edition): FieldProblem {
  return {
    field,
    rule: "entry-id-unknown",
    problem: `no ${edition} entry has this id`,
    expected: 'an entry id such as "1e-cr-2000-07-31/cumulative"',
    found: JSON.stringify(id),
    hint: "content/data/entries/DOCUMENT-ID.json lists the ids of a document's entries",
  };
}
