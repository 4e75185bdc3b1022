import type { ZodType } from "zod";
import { createDefaultContext } from "./random";
import { listProblemsOf, parserOf } from "./schema";
import { ExampleInputError, type Citation, type EngineContext, type ExampleDefinition, type ExplainedResult, type Step } from "./types";
import { toVersionInForce } from "./versions";

/** What the rules of an example are given besides the input: the version they follow, and randomness. */
export interface Rules {
  /** The date of the version of the rules to apply (one of the example's versions). */
  version: string;
  random: () => number;
}

/** What is particular to one example: what it is, what it cites, its schema, its versions, and its rules. */
export interface ExampleSpec<I, O extends ExplainedResult> {
  id: string;
  title: string;
  edition: "1E" | "2E";
  summary: string;
  cites: Citation[];
  assumptions: string[];
  defaults: I;
  schema: ZodType<I>;
  /** Dates of the versions of the rules the example follows, oldest first (default: the newest cited entry's date). */
  versions?: readonly string[];
  rules: (input: I, rules: Rules) => O;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A worked example from its schema, its citations and its rules: parsing, problems and versions come with it. */
export function createExample<I, O extends ExplainedResult>(spec: ExampleSpec<I, O>): ExampleDefinition<I, O> {
  const { rules, versions: given, ...about } = spec;
  const versions = given ?? [about.cites.map((c) => c.date).sort().at(-1)!];
  return {
    ...about,
    versions,
    parse: parserOf(spec.schema),
    listProblems: (raw) => listProblemsOf(spec.schema, raw),
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
  const date = documentId.slice(-10);
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

/** Runs one example under the rules of each of its versions, oldest first. */
export function runEachVersion<I, O extends ExplainedResult>(example: ExampleDefinition<I, O>, input: I, ctx: Partial<Omit<EngineContext, "asOf">> = {}) {
  return example.versions.map((asOf) => example.run(input, { ...ctx, asOf }));
}
