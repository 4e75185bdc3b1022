import { z } from "zod";
import { MAX_SKILL_LEVEL, MAX_SKILLS } from "../bounds";
import { citing, createExample, step } from "../create-example";
import { text, textReadBy } from "../schema";
import { ExampleInputError, type Citation, type ExplainedResult, type Step } from "../types";

/** One place in a skill box: a skill and its level (Geology x2 is level 2), or an empty place left by a lost skill. */
export type SkillSlot = { skill: string; level: number } | { empty: true };

// A skill is a word or a few ("Stellar Cartography x2").
const MAX_SKILL_TEXT = 100;
// Classifications are single words (ENGINEER, SECURITY).
const MAX_CLASSIFICATION = 50;

/** Reads one skill as printed, "Geology" or "Geology x2", into its name and level; `path` names the field in errors. */
export function parseSkill(entry: string, path: string): { skill: string; level: number } {
  const part = entry.trim();
  const m = /^(.*?[^\s])(?:\s*[x×]\s*(\d+))?$/i.exec(part);
  const level = m?.[2] === undefined ? 1 : Number(m[2]);
  if (!m || level < 1) throw new ExampleInputError(path, `"${part}" is not a skill like "Geology" or "Geology x2"`);
  if (level > MAX_SKILL_LEVEL) throw new ExampleInputError(path, `"${part}": a skill level must be at most ${MAX_SKILL_LEVEL}`);
  return { skill: m[1]!, level };
}

const skillEntry = textReadBy(MAX_SKILL_TEXT, (entry) => parseSkill(entry, "skill"));

// A printed skill box names each skill once, with its level; "Geology, Geology x2" would leave unclear which one grows.
const printedSkills = z
  .array(skillEntry)
  .max(MAX_SKILLS)
  .superRefine((entries, ctx) => {
    const seen = new Set<string>();
    entries.forEach((entry, i) => {
      const name = entry.replace(/\s*[x×]\s*\d+\s*$/i, "").trim().toLowerCase();
      if (seen.has(name)) ctx.addIssue({ code: "custom", path: [i], message: "is listed twice; a skill box lists each skill once, with its level (e.g. \"Geology x2\")" });
      seen.add(name);
    });
  });

const schema = z.strictObject({
  /** The skill box as printed, in order, e.g. ["Geology x2", "Archaeology"]. */
  skills: printedSkills,
  /** The personnel is assimilated with this classification (e.g. "ENGINEER"). */
  assimilatedAs: text(MAX_CLASSIFICATION).optional(),
  /** Skills added, shared or doubled onto the personnel, in order, e.g. "Geology" (Classic Tricorder) or "Diplomacy x2" (Riva, by Mindmeld). */
  add: z.array(skillEntry).max(MAX_SKILLS).optional(),
  /** The first-listed skill is lost (e.g. to Tsiolkovsky Infection). */
  loseFirstListed: z.boolean().optional(),
});

/** Input of the skill-box example: a skill box as printed, and what happens to it. */
export type SkillBoxInput = z.infer<typeof schema>;

/** Output of the skill-box example. */
export interface SkillBoxOutput extends ExplainedResult {
  /** The resulting skill box, written as printed ("Geology x3, Archaeology"; a lost first skill shows as "(empty)"). */
  skills: string;
  slots: SkillSlot[];
}

const cite = citing("1e-cr-2000-07-31/skills");
const sharing = citing("1e-cr-2000-07-31/skills-sharing-adding-doubling-and-selecting-skills");
const LEVEL_UP = cite(
  "When a card allows a personnel to share, add, double, or select skills, if a skill is already present in the skill box, the level of that skill is increased; skills not already present in the skills box are conceptually added to the end of the skill box for purposes of cards such as Fightin' Words.",
);
const DAMATO = cite(
  "For example, if Lt. D'Amato (Geology x2, Archaeology) adds Geology with a Classic Tricorder, his skills will be Geology x3, Archaeology; if instead he adds Physics, his skills will be Geology x2, Archaeology, Physics.",
);
const ASSIMILATED = cite(
  "When a personnel is assimilated, their classification becomes their first-listed skill (unless that personnel type already appears as a skill, in which case that skill's level is increased by one).",
);
const LOST = cite(
  'When a first-listed skill is "lost" (e.g., to a dilemma), the skill becomes "empty" (the second skill does not "slide over" to become a new first-listed skill).',
);
const MULTIPLIERS = sharing("When adding skills (or replacing one personnel's skills with another's, as with Impersonate Captive), skill multipliers are retained.");
const SAREK = sharing("For example, if Sarek (Diplomacy x3, Mindmeld) mindmelds with Riva (Diplomacy x2), Sarek would have the following skills: Diplomacy x5, Mindmeld.");
const SUPER_SKILL = citing("1e-faq-1995-02-11/tsiolkovsky-and-super-skills")('The "Diplomacy x3" is not three diplomacy skills, it refers to a large amount of that skill.');

/** Writes slots back as printed: "Geology x3, Archaeology". */
export function formatSkills(slots: SkillSlot[]): string {
  return slots.map((s) => ("empty" in s ? "(empty)" : s.level === 1 ? s.skill : `${s.skill} x${s.level}`)).join(", ") || "(none)";
}

const sameSkill = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const findSkill = (slots: SkillSlot[], skill: string) => slots.find((s): s is { skill: string; level: number } => !("empty" in s) && sameSkill(s.skill, skill));

function rules(input: SkillBoxInput): SkillBoxOutput {
  const slots: SkillSlot[] = input.skills.map((entry, i) => parseSkill(entry, `skills[${i}]`));
  const steps: Step[] = [step(`The skill box starts as ${formatSkills(slots)}.`)];
  let decidedBy: Citation = LEVEL_UP;

  if (input.assimilatedAs) {
    const present = findSkill(slots, input.assimilatedAs);
    if (present) {
      present.level += 1;
      steps.push(step(`Assimilated: ${input.assimilatedAs} already appears as a skill, so its level goes up by one: ${formatSkills(slots)}.`, ASSIMILATED));
    } else {
      slots.unshift({ skill: input.assimilatedAs, level: 1 });
      steps.push(step(`Assimilated: the classification ${input.assimilatedAs} becomes the first-listed skill: ${formatSkills(slots)}.`, ASSIMILATED));
    }
    decidedBy = ASSIMILATED;
  }

  if (input.add) {
    for (const [i, entry] of input.add.entries()) {
      const added = parseSkill(entry, `add[${i}]`);
      const present = findSkill(slots, added.skill);
      const label = added.level === 1 ? added.skill : `${added.skill} x${added.level}`;
      if (present) {
        present.level += added.level;
        steps.push(step(`Adding ${label}: ${present.skill} is already in the skill box, so its level goes up${added.level > 1 ? " by the whole multiplier" : ""}: ${formatSkills(slots)}.`, added.level > 1 ? MULTIPLIERS : LEVEL_UP));
      } else {
        slots.push({ ...added });
        steps.push(step(`Adding ${label}: not in the skill box yet, so it goes at the end${added.level > 1 ? ", multiplier and all" : ""}: ${formatSkills(slots)}.`, added.level > 1 ? MULTIPLIERS : LEVEL_UP));
      }
      decidedBy = added.level > 1 ? MULTIPLIERS : LEVEL_UP;
    }
  }

  if (input.loseFirstListed) {
    const first = slots[0];
    if (first && !("empty" in first)) {
      slots[0] = { empty: true };
      decidedBy = first.level > 1 ? SUPER_SKILL : LOST;
      steps.push(
        step(
          `Losing the first-listed skill: all of ${first.level === 1 ? first.skill : `${first.skill} x${first.level}`} is lost${first.level > 1 ? " (a multiplied skill is one skill, not several)" : ""}, and its place stays empty; the next skill does not slide over: ${formatSkills(slots)}.`,
          decidedBy,
        ),
      );
    } else {
      decidedBy = LOST;
      steps.push(step("Losing the first-listed skill: the first place is already empty, so nothing more is lost.", LOST));
    }
  }
  return { skills: formatSkills(slots), slots, decision: `The skill box is now ${formatSkills(slots)}.`, steps, decidedBy };
}

/** 1E: what a skill box becomes when skills are added (multipliers kept), when assimilated, and when the first-listed skill is lost. */
export const skillBoxExample = createExample<SkillBoxInput, SkillBoxOutput>({
  id: "1e-skill-box",
  title: "Adding and losing skills (1E)",
  edition: "1E",
  summary:
    "Adding, sharing, doubling or selecting a skill that is already in the skill box raises its level; a new skill goes at the end of the box; multipliers are kept (Sarek's Diplomacy x3 plus Riva's Diplomacy x2 is Diplomacy x5). An assimilated personnel's classification becomes the first-listed skill. A lost first-listed skill leaves an empty place: the rest do not slide over, and a multiplied skill is lost whole. Enter a skill box and what happens to it.",
  cites: [LEVEL_UP, DAMATO, ASSIMILATED, LOST, MULTIPLIERS, SAREK, SUPER_SKILL],
  assumptions: [
    "When several of these happen, they are applied in the order of the form: assimilation, then the added skills (in the order listed), then the loss of the first-listed skill.",
    "Skills are matched by name, ignoring capitals (a classification such as ENGINEER matches the skill Engineer).",
  ],
  defaults: { skills: ["Geology x2", "Archaeology"], add: ["Geology"], loseFirstListed: false },
  schema,
  rules,
});
