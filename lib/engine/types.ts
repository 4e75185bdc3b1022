import type { ZodType } from "zod";
import type { ExampleForm } from "./form-hints";

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

/** One step of the reasoning behind a result: what it finds, and the ruling sentence it applies (if it applies one). */
export interface Step {
  text: string;
  cites?: Citation;
}

/** What every result carries besides its own fields: the answer in one sentence, the steps to it, the deciding sentence. */
export interface ExplainedResult {
  /** The answer, in one sentence. */
  decision: string;
  /** The steps that lead to the answer, in order. */
  steps: Step[];
  /** The citation whose sentence decides this result. */
  decidedBy: Citation;
}

/** A result as an example returns it: its own fields, explained, and the version of the rules it followed. */
export type VersionedResult<O extends ExplainedResult = ExplainedResult> = O & {
  /** The date of the version of the rules followed (the date its document was issued). */
  version: string;
};

/** What a run may be given besides the input: injected randomness, and the rules to follow. */
export interface EngineContext {
  /** Returns a number in [0, 1); defaults to a fixed-seed generator. */
  random: () => number;
  /**
   * The rules to follow: a date (YYYY-MM-DD) on which they were in force, or the date of a version. Default: the
   * latest version.
   */
  asOf?: string;
}

/** A problem with an example's input, naming the field (as text, and as a path into the input). */
export class ExampleInputError extends Error {
  constructor(
    readonly field: string,
    readonly problem: string,
    readonly path: readonly (string | number)[] = [],
  ) {
    super(`${field}: ${problem}`);
    this.name = "ExampleInputError";
  }
}

/** A problem with one place of an input: its path (empty for the whole input) and what is wrong, in words. */
export interface InputProblem {
  path: (string | number)[];
  problem: string;
}

/** What a worked example is: its id, title, edition, what it computes, and what it assumes. */
export interface ExampleAbout {
  id: string;
  title: string;
  edition: "1E" | "2E";
  /** One paragraph saying what the example computes. */
  summary: string;
  /** Assumptions the sources do not state, said on screen. */
  assumptions: string[];
}

/**
 * One ruling an example follows: its entry, the earlier rulings it ends (reverses, supersedes, or re-issues in a new
 * version) and those it amends (they stay in force and still decide the parts of the answer it does not).
 */
export interface RulingRef {
  /** Entry id, e.g. "1e-crd-2017-12-04/overcome"; its date is its document's. */
  entry: string;
  /** Earlier rulings that stop deciding anything from this one's date. */
  ends?: readonly string[];
  /** Earlier rulings this one changes in part: they go on deciding the parts it does not decide. */
  amends?: readonly string[];
}

/** One worked example: data about it, its input schema, the versions of the rules it follows, and a pure run function. */
export interface ExampleDefinition<I = unknown, O extends ExplainedResult = ExplainedResult> extends ExampleAbout {
  /** Every entry whose text the example implements; the first is the main one (its topic page embeds the example). */
  cites: Citation[];
  /** Input taken from the source's own example. */
  defaults: I;
  /** The words of its form (labels, hints, its subject), from its form.json; the app derives the form from `schema`. */
  form: ExampleForm;
  /** The input schema: the input's type, bounds and messages (the app builds the form from it). */
  schema: ZodType<I>;
  /** Dates of the versions of the rules the example can follow, oldest first (one when the ruling never changed). */
  versions: readonly string[];
  /** The rulings it follows and what each does to the earlier ones (its versions' dates come from them), when it declares them. */
  follows?: readonly RulingRef[];
  /** The fields of a result that make its answer (default: all but the explanation), to tell a changed answer from a changed reason. */
  answerFields?: readonly string[];
  /** Validates raw input with the schema; throws ExampleInputError naming the first wrong field. */
  parse: (raw: unknown) => I;
  /** Every problem of a raw input, each at its path (empty when the input is valid). */
  listProblems: (raw: unknown) => InputProblem[];
  /** Runs the rules of the version in force on `ctx.asOf` (default: the latest); throws ExampleInputError for a date before the first. */
  run: (input: I, ctx?: Partial<EngineContext>) => VersionedResult<O>;
}
