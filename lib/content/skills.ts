import { listTopics, getEntry } from "./index";

// The First Edition's classifications and skills as cards print them. Only those the rulings name are offered.
const FIRST_EDITION_SKILLS = [
  "CIVILIAN", "ENGINEER", "MEDICAL", "OFFICER", "SCIENCE", "SECURITY", "V.I.P.",
  "Acquisition", "Anthropology", "Archaeology", "Astrophysics", "Biology", "Computer Skill", "Cybernetics", "Diplomacy",
  "Empathy", "Exobiology", "Geology", "Greed", "Honor", "Intelligence", "Law", "Leadership", "Mindmeld", "Music",
  "Navigation", "Physics", "Resistance", "Smuggling", "Stellar Cartography", "Telepathy", "Transporter Skill",
  "Treachery", "Youth",
];

const named = (name: string, text: string) => new RegExp(`(?<![\\w.])${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w])`).test(text);

/** The 1E skills and classifications the rulings name, as printed, for type-ahead in example forms. */
export function listSkillNames(): string[] {
  const text = listTopics("1E")
    .flatMap((t) => t.entryIds.map((id) => getEntry(id)?.text ?? ""))
    .join("\n");
  return FIRST_EDITION_SKILLS.filter((name) => named(name, text));
}
