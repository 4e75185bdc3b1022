import { getExample } from "@/lib/engine";
import { listCardTitles } from "@/lib/content/examples";
import { listSkillNames } from "@/lib/content/skills";
import { getExampleForm } from "./field-hints";
import type { Suggest } from "./form-model";

/** The type-ahead lists an example's form names (skills the rulings name, card titles of its edition); server only. */
export function listSuggestions(exampleId: string): Partial<Record<Suggest, string[]>> {
  const example = getExample(exampleId)!;
  const kinds = new Set(Object.values(getExampleForm(exampleId).hints).flatMap((h) => (h.suggest ? [h.suggest] : [])));
  return {
    ...(kinds.has("skills") ? { skills: listSkillNames() } : {}),
    ...(kinds.has("cards") ? { cards: listCardTitles(example.edition) } : {}),
  };
}
