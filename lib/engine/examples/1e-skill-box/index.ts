import { z } from "zod";
import { MAX_SKILL_LEVEL, MAX_SKILLS } from "../../bounds";
import { createExample, quotesOf, step } from "../../create-example";
import { text, textReadBy } from "../../schema";
import { ExampleInputError, type Citation, type ExplainedResult, type Step } from "../../types";
import TEXT from "./example.json" with { type: "json" };
import FORM from "./form.json" with { type: "json" };

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
      const name = entry
        .replace(/\s*[x×]\s*\d+\s*$/i, "")
        .trim()
        .toLowerCase();
      if (seen.has(name))
        ctx.addIssue({ code: "custom", path: [i], message: 'is listed twice; a skill box lists each skill once, with its level (e.g. "Geology x2")' });
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

const Q = quotesOf(TEXT.quotes);

/** Writes slots back as printed: "Geology x3, Archaeology". */
export function formatSkills(slots: SkillSlot[]): string {
  return slots.map((s) => ("empty" in s ? "(empty)" : s.level === 1 ? s.skill : `${s.skill} x${s.level}`)).join(", ") || "(none)";
}

const sameSkill = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const findSkill = (slots: SkillSlot[], skill: string) => slots.find((s): s is { skill: string; level: number } => !("empty" in s) && sameSkill(s.skill, skill));

function rules(input: SkillBoxInput): SkillBoxOutput {
  const slots: SkillSlot[] = input.skills.map((entry, i) => parseSkill(entry, `skills[${i}]`));
  const steps: Step[] = [step(`The skill box starts as ${formatSkills(slots)}.`)];
  let decidedBy: Citation = Q.skills.levelUp;

  if (input.assimilatedAs) {
    const present = findSkill(slots, input.assimilatedAs);
    if (present) {
      present.level += 1;
      steps.push(
        step(`Assimilated: ${input.assimilatedAs} already appears as a skill, so its level goes up by one: ${formatSkills(slots)}.`, Q.skills.assimilated),
      );
    } else {
      slots.unshift({ skill: input.assimilatedAs, level: 1 });
      steps.push(step(`Assimilated: the classification ${input.assimilatedAs} becomes the first-listed skill: ${formatSkills(slots)}.`, Q.skills.assimilated));
    }
    decidedBy = Q.skills.assimilated;
  }

  if (input.add) {
    for (const [i, entry] of input.add.entries()) {
      const added = parseSkill(entry, `add[${i}]`);
      const present = findSkill(slots, added.skill);
      const label = added.level === 1 ? added.skill : `${added.skill} x${added.level}`;
      if (present) {
        present.level += added.level;
        steps.push(
          step(
            `Adding ${label}: ${present.skill} is already in the skill box, so its level goes up${added.level > 1 ? " by the whole multiplier" : ""}: ${formatSkills(slots)}.`,
            added.level > 1 ? Q.sharing.multipliers : Q.skills.levelUp,
          ),
        );
      } else {
        slots.push({ ...added });
        steps.push(
          step(
            `Adding ${label}: not in the skill box yet, so it goes at the end${added.level > 1 ? ", multiplier and all" : ""}: ${formatSkills(slots)}.`,
            added.level > 1 ? Q.sharing.multipliers : Q.skills.levelUp,
          ),
        );
      }
      decidedBy = added.level > 1 ? Q.sharing.multipliers : Q.skills.levelUp;
    }
  }

  if (input.loseFirstListed) {
    const first = slots[0];
    if (first && !("empty" in first)) {
      slots[0] = { empty: true };
      decidedBy = first.level > 1 ? Q.superSkills.superSkill : Q.skills.lost;
      steps.push(
        step(
          `Losing the first-listed skill: all of ${first.level === 1 ? first.skill : `${first.skill} x${first.level}`} is lost${first.level > 1 ? " (a multiplied skill is one skill, not several)" : ""}, and its place stays empty; the next skill does not slide over: ${formatSkills(slots)}.`,
          decidedBy,
        ),
      );
    } else {
      decidedBy = Q.skills.lost;
      steps.push(step("Losing the first-listed skill: the first place is already empty, so nothing more is lost.", Q.skills.lost));
    }
  }
  return { skills: formatSkills(slots), slots, decision: `The skill box is now ${formatSkills(slots)}.`, steps, decidedBy };
}

/** 1E: what a skill box becomes when skills are added (multipliers kept), when assimilated, and when the first-listed skill is lost. */
export const skillBoxExample = createExample<SkillBoxInput, SkillBoxOutput>(TEXT, FORM, {
  defaults: { skills: ["Geology x2", "Archaeology"], add: ["Geology"], loseFirstListed: false },
  schema,
  rules,
});
