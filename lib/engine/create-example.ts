import type { ZodType } from "zod";
import { toExampleForm, type ExampleFormText } from "./form-hints";
import { createDefaultContext } from "./random";
import { listProblemsOf, parserOf } from "./schema";
import { listVersionDates, toEntryDate } from "./rulings";
import { ExampleInputError, type Citation, type ExampleAbout, type ExampleDefinition, type ExplainedResult, type RulingRef, type Step } from "./types";
import { toVersionInForce } from "./versions";

/** What the rules of an example are given besides the input: the version they follow, and randomness. */
export interface Rules {
  /** The date of the version of the rules to apply (one of the example's versions). */
  version: string;
  random: () => number;
}

/** An example's words, kept as data beside its code (`example.json`): what it is called and says, and what it quotes. */
export interface ExampleText extends Omit<ExampleAbout, "edition"> {
  /** "1E" or "2E" (a JSON file's text, checked when the example is built). */
  edition: string;
  /** The sentences it quotes, by entry (see QuoteFile); an example whose sentences are computed gives its cites instead. */
  quotes?: QuoteFile;
}

/** What an example's code gives: its schema and defaults, the versions of the rules it follows, and the rules. */
export interface ExampleCode<I, O extends ExplainedResult> {
  schema: ZodType<I>;
  defaults: I;
  /**
   * The rulings the example follows, each with the earlier ones it ends or amends: its versions are their dates (a test
   * holds each to the corpus). Without them, the example has one version: the newest cited entry's date.
   */
  follows?: readonly RulingRef[];
  /** The versions' dates as a type for the code (`as const`): when given, they must be the dates `follows` gives. */
  versions?: readonly string[];
  /** The fields of a result that make its answer (default: all but the explanation). */
  answerFields?: readonly (keyof O & string)[];
  /** Every citation (default: the quotations of its text, in their order); the first names its main topic. */
  cites?: Citation[];
  rules: (input: I, rules: Rules) => O;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A worked example from its words (`example.json`), its form words (`form.json`) and its code: parsing, problems,
 * citations and versions come with it.
 */
export function createExample<I, O extends ExplainedResult>(text: ExampleText, form: ExampleFormText, code: ExampleCode<I, O>): ExampleDefinition<I, O> {
  const { quotes, edition, ...about } = text;
  if (edition !== "1E" && edition !== "2E") throw new Error(`${text.id}: edition must be "1E" or "2E", not "${edition}"`);
  const { rules, schema, defaults } = code;
  const cites = code.cites ?? listQuotes(quotesOf(quotes ?? {}));
  if (!cites.length) throw new Error(`${text.id}: an example cites at least one sentence`);
  const versions = code.follows
    ? listVersionDates(code.follows)
    : [
        cites
          .map((c) => c.date)
          .sort()
          .at(-1)!,
      ];
  if (code.versions && code.versions.join() !== versions.join())
    throw new Error(`${text.id}: versions ${code.versions.join(", ")} are not the dates of the rulings it follows (${versions.join(", ")})`);
  return {
    ...about,
    edition,
    cites,
    defaults,
    form: toExampleForm(text.id, form),
    schema,
    versions,
    ...(code.follows && { follows: code.follows }),
    ...(code.answerFields && { answerFields: code.answerFields }),
    parse: parserOf(schema),
    listProblems: (raw) => listProblemsOf(schema, raw),
    run(input, ctx = {}) {
      const asOf = ctx.asOf ?? versions.at(-1)!;
      if (!DATE.test(asOf)) throw new ExampleInputError("asOf", "must be a date written YYYY-MM-DD", ["asOf"]);
      const version = toVersionInForce(versions, asOf);
      if (!version) throw new ExampleInputError("asOf", `must be ${versions[0]} or later: the rulings this example follows start then`, ["asOf"]);
      const random = ctx.random ?? createDefaultContext().random;
      return { ...rules(input, { version, random }), version };
    },
  };
}

/**
 * The citation maker of one entry: sentences of "1e-cr-2000-07-31/cumulative" cite topic "1e/cumulative" on
 * 2000-07-31 (a topic under another name is given as `topicId`).
 */
export function citing(entryId: string, topicId?: string): (sentence: string) => Citation {
  const [documentId, slug] = entryId.split("/") as [string, string];
  const date = toEntryDate(entryId);
  const topic = topicId ?? `${documentId.slice(0, 2)}/${slug}`;
  return (sentence) => ({ topicId: topic, entryId, date, sentence });
}

/** A quotations file: for each entry quoted (under a name of the example's choosing), the sentences it is quoted for. */
export type QuoteFile = Record<string, { entry: string; topic?: string; says: Record<string, string> }>;

/** The citations of a quotations file, by group and name: `quotesOf(file).faq.needAboard`. */
export function quotesOf<T extends QuoteFile>(file: T): { [G in keyof T]: { [N in keyof T[G]["says"]]: Citation } } {
  const groups = Object.entries(file).map(([group, { entry, topic, says }]) => {
    const cite = citing(entry, topic);
    return [group, Object.fromEntries(Object.entries(says).map(([name, sentence]) => [name, cite(sentence)]))];
  });
  return Object.fromEntries(groups);
}

/** Every citation of a quotations file, in its order (the first names the example's main topic). */
export function listQuotes(quotes: Record<string, Record<string, Citation>>): Citation[] {
  return Object.values(quotes).flatMap((group) => Object.values(group));
}

/** One step of an explanation, citing the sentence it applies (if it applies one). */
export function step(text: string, cites?: Citation): Step {
  return cites ? { text, cites } : { text };
}
