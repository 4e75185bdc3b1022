// An example's form words (its form.json): the app derives the form from the schema and labels it with these.

/** What a worked example is about, for the index's groups. */
export type Subject = "Personnel and skills" | "Missions and dilemmas" | "Cards in play" | "Points and winning" | "Turns and timing";

/** The subjects in the order the index lists them. */
export const SUBJECTS: readonly Subject[] = ["Missions and dilemmas", "Personnel and skills", "Cards in play", "Points and winning", "Turns and timing"];

/** Which list of names a text field suggests as you type. */
export type Suggest = "skills" | "cards";

const SUGGESTS: readonly Suggest[] = ["skills", "cards"];
const CONTROLS = ["segmented", "select"] as const;

/** What the app adds to one field of an example's schema: its words and how to show it. */
export interface FieldHint {
  label: string;
  /** A line under the field (its bounds are said anyway). */
  hint?: string;
  /** Words for a choice's options, by value (default: the value). */
  options?: Record<string, string>;
  /** A choice as a row of buttons or as a select (default: buttons for up to three short options). */
  control?: (typeof CONTROLS)[number];
  /** A text field's type-ahead list. */
  suggest?: Suggest;
  /** A number's step (default 1). */
  step?: number;
  /** A list: what one item is called ("personnel", "skill"), for its buttons and rows. */
  item?: string;
  /** A list: a new item instead of the schema's empty one; "{n}" in its texts becomes the item's number ("Dilemma {n}"). */
  newItem?: unknown;
}

/** The hints of one example's fields, by path: "personnel", "personnel[].name", "personnel[].skills[]", "rate.from". */
export type FieldHints = Record<string, FieldHint>;

/** The form words of one example, and its subject (a unit test of the app holds the hints to the schema). */
export interface ExampleForm {
  subject: Subject;
  hints: FieldHints;
}

/** An example's form.json as JSON gives it: its choices as plain strings, checked by `toExampleForm`. */
export interface ExampleFormText {
  subject: string;
  hints: Record<string, Omit<FieldHint, "control" | "suggest"> & { control?: string; suggest?: string }>;
}

/** The form words of example `id`, their subject and choices checked (throws naming the example and the field). */
export function toExampleForm(id: string, text: ExampleFormText): ExampleForm {
  const { subject, hints } = text;
  if (!SUBJECTS.includes(subject as Subject)) throw new Error(`example ${id}: unknown subject "${subject}" (one of ${SUBJECTS.join(", ")})`);
  for (const [path, hint] of Object.entries(hints)) {
    if (hint.control !== undefined && !(CONTROLS as readonly string[]).includes(hint.control)) {
      throw new Error(`example ${id}: field ${path}: unknown control "${hint.control}" (one of ${CONTROLS.join(", ")})`);
    }
    if (hint.suggest !== undefined && !(SUGGESTS as readonly string[]).includes(hint.suggest)) {
      throw new Error(`example ${id}: field ${path}: unknown suggest "${hint.suggest}" (one of ${SUGGESTS.join(", ")})`);
    }
  }
  return text as ExampleForm;
}
