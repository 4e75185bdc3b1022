import type { ZodType } from "zod";

/** The entry (topic and version) whose text an example implements, and the sentence that decides it. */
export interface Citation {
  /** Topic id, e.g. "2e/attempting-missions". */
  topicId: string;
  /** Entry id of the version implemented, e.g. "2e-crd-2014-07-07/attempting-missions". */
  entryId: string;
  /** Date of that version (YYYY-MM-DD). */
  date: string;
  /** A sentence copied verbatim from the entry's plain text (a test checks it is there). */
  sentence: string;
  /**
   * Newer rulings read and found to keep this rule although they no longer print the sentence (entry ids, each with
   * why): without them, a newer version that drops the sentence marks the example as out of date.
   */
  confirmedIn?: { entryId: string; note: string }[];
}

/** A form field of an example's input, for the interactive page (the UI builds its form from these). */
export type FieldSpec =
  | { kind: "number"; name: string; label: string; min?: number; max?: number; step?: number; optional?: boolean }
  | { kind: "boolean"; name: string; label: string; optional?: boolean }
  | { kind: "text"; name: string; label: string; optional?: boolean }
  | { kind: "select"; name: string; label: string; options: { value: string; label: string }[]; optional?: boolean }
  | { kind: "json"; name: string; label: string; help: string; optional?: boolean };

/** What every result carries besides its own fields: an explanation in words and the deciding sentence. */
export interface ExplainedResult {
  /** Sentences that explain the result, in order. */
  explanation: string[];
  /** The citation whose sentence decides this result (highlighted on screen). */
  decidedBy: Citation;
}

/** Randomness is injected, so every run is reproducible. */
export interface EngineContext {
  /** Returns a number in [0, 1); defaults to a fixed-seed generator. */
  random: () => number;
}

/** A problem with an example's input, naming the field. */
export class ExampleInputError extends Error {
  constructor(
    readonly field: string,
    readonly problem: string,
  ) {
    super(`${field}: ${problem}`);
    this.name = "ExampleInputError";
  }
}

/** One worked example: data about it, its input schema (form fields and validation come from it), and a pure run function. */
export interface ExampleDefinition<I = unknown, O extends ExplainedResult = ExplainedResult> {
  id: string;
  title: string;
  edition: "1E" | "2E";
  /** One paragraph saying what the example computes. */
  summary: string;
  /** Every entry whose text the example implements; the first is the main one (its topic page embeds the example). */
  cites: Citation[];
  /** Assumptions the sources do not state, said on screen. */
  assumptions: string[];
  /** Input taken from the source's own example. */
  defaults: I;
  /** The input schema: the input's type, bounds, messages and form fields. */
  schema: ZodType<I>;
  /** The form fields, derived from the schema. */
  fields: FieldSpec[];
  /** Validates raw JSON input with the schema; throws ExampleInputError naming the field. */
  parse: (raw: unknown) => I;
  run: (input: I, ctx?: EngineContext) => O;
}
