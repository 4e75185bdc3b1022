import type { FieldHints } from "./form-model";
import FORMS from "./forms.json" with { type: "json" };

/** What a worked example is about, for the index's groups. */
export type Subject = "Personnel and skills" | "Missions and dilemmas" | "Cards in play" | "Points and winning" | "Turns and timing";

/** The subjects in the order the index lists them. */
export const SUBJECTS: readonly Subject[] = ["Missions and dilemmas", "Personnel and skills", "Cards in play", "Points and winning", "Turns and timing"];

/** The form's words for one example, and its subject. */
export interface ExampleForm {
  subject: Subject;
  hints: FieldHints;
}

/** Every worked example's form words and subject, by example id, kept as data in forms.json (a unit test holds them to the schemas). */
export const EXAMPLE_FORMS = FORMS as Record<string, ExampleForm>;

/** The form words of an example. */
export function getExampleForm(id: string): ExampleForm {
  const form = EXAMPLE_FORMS[id];
  if (!form) throw new Error(`no form words for example ${id} (add them to app/examples/_lib/forms.json)`);
  if (!SUBJECTS.includes(form.subject)) throw new Error(`example ${id}: unknown subject "${form.subject}" (one of ${SUBJECTS.join(", ")})`);
  return form;
}
