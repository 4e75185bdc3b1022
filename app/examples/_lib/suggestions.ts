import { getExample } from "@/lib/engine";
import { listCardTitles, listSkillNames } from "@/lib/content";
import type { Suggest } from "./form-model";

/** The type-ahead lists an example's form names (skills the rulings name, card titles of its edition); server only. */
export function listSuggestions(exampleId: string): Partial<Record<Suggest, string[]>> {
  const example = getExample(exampleId)!;
  const kinds = new Set(Object.values(example.form.hints).flatMap((h) => (h.suggest ? [h.suggest] : [])));
  return {
    ...(kinds.has("skills") ? { skills: listSkillNames() } : {}),
    ...(kinds.has("cards") ? { cards: listCardTitles(example.edition) } : {}),
  };
}
