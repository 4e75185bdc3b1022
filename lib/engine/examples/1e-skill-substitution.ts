import { z } from "zod";
import { addFractions, compareFractions, formatFraction, fraction, ZERO, type Fraction } from "../fractions";
import { MAX_PERSONNEL, MAX_SKILL_LEVEL, MAX_SKILLS, MAX_SUBSTITUTION_RATE } from "../bounds";
import { citing, createExample, step } from "../create-example";
import { parseSkillEntry } from "../requirements";
import { text, textReadBy, wholeNumber } from "../schema";
import type { ExplainedResult, Step } from "../types";

// Skill and personnel names are a few words.
const MAX_NAME = 100;

const sameSkill = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

// A skill as printed in a skill box: "Treachery", or "Treachery x2" for two levels.
const skillEntry = textReadBy(MAX_NAME, (entry) => parseSkillEntry(entry, "skill"));

const personnelSchema = z.strictObject({ name: text(MAX_NAME), skills: z.array(skillEntry).max(MAX_SKILLS) });

const schema = z.strictObject({
  personnel: z.array(personnelSchema).max(MAX_PERSONNEL),
  /** `count` levels of `from` may be used as 1 level of `to` (The Art of Diplomacy: 2 Treachery as 1 Diplomacy). */
  rate: z
    .strictObject({ from: text(MAX_NAME), count: wholeNumber(1, MAX_SUBSTITUTION_RATE), to: text(MAX_NAME) })
    .refine((r) => !sameSkill(r.from, r.to), { path: ["to"], message: "must be a different skill from rate.from" }),
  /** The skill and level needed; singlePersonnel for "a personnel with Navigation x2". */
  requirement: z.strictObject({ skill: text(MAX_NAME), level: wholeNumber(1, MAX_SKILL_LEVEL), singlePersonnel: z.boolean().optional() }),
});

/** A personnel and its skills as printed, e.g. { name: "Garak", skills: ["Treachery x2"] }. */
export type SubstitutionPersonnel = z.infer<typeof personnelSchema>;

/** Input of the skill-substitution example: the personnel, the substitution rate and the requirement. */
export type SkillSubstitutionInput = z.infer<typeof schema>;

/** What one personnel can provide toward the requirement. */
export interface SkillContribution {
  name: string;
  /** Total levels of the required skill this personnel provides, as a fraction string ("1/2"). */
  amount: string;
  /** Of which its own levels of the required skill. */
  native: string;
  /** Of which levels gained by using the original skill in its place. */
  substituted: string;
}

/** Output of the skill-substitution example. */
export interface SkillSubstitutionOutput extends ExplainedResult {
  /** Levels of the required skill provided (the best single personnel when singlePersonnel), as a fraction string. */
  provided: string;
  met: boolean;
  contributions: SkillContribution[];
}

const cite = citing("1e-crd-2017-12-04/use-skills");

const FRACTION_RULE = cite(
  "The levels of the original skill may come from any combination of personnel, who are treated as having a fraction of that skill proportional to their contribution.",
);
const ART_OF_DIPLOMACY = cite(
  "With this card, two personnel who have Treachery can provide 1 Diplomacy (each replaces their Treachery with Diplomacy x1/2), while another personnel who has Treachery x2 can provide another Diplomacy (Treachery x2 is replaced with Diplomacy x1).",
);
const MULTIPLE_LEVELS = cite(
  'A requirement for multiple levels of a skill, such as Navigation x2, may be met by any combination of Navigation skills on one or more personnel (unless "a personnel with Navigation x2" is specified).',
);
const CHOOSE_CONTRIBUTORS = cite(
  "When you have more of a regular skill present than a card requires, you may choose which of your personnel contribute skills to it.",
);

function levelOf(p: SubstitutionPersonnel, skill: string): number {
  let level = 0;
  for (const entry of p.skills) {
    const { skill: name, level: value } = parseSkillEntry(entry, "skill");
    if (sameSkill(name, skill)) level += value;
  }
  return level;
}

function rules(input: SkillSubstitutionInput): SkillSubstitutionOutput {
  const { personnel, rate, requirement } = input;
  const substitutes = sameSkill(rate.to, requirement.skill);
  const steps: Step[] = [];
  if (substitutes) {
    steps.push(
      step(
        `${rate.count} ${rate.from} may be used as 1 ${rate.to}: each level of ${rate.from} a personnel uses in its place counts as ${rate.to} x${formatFraction(fraction(1, rate.count))}.`,
        FRACTION_RULE,
      ),
    );
  } else {
    steps.push(step(`The requirement is ${requirement.skill}, not ${rate.to}, so using ${rate.from} as ${rate.to} does not help here.`));
  }

  const contributions: SkillContribution[] = [];
  let total: Fraction = ZERO;
  let best: Fraction = ZERO;
  let usedSubstitution = false;
  for (const p of personnel) {
    const native = fraction(levelOf(p, requirement.skill));
    const fromLevels = substitutes ? levelOf(p, rate.from) : 0;
    const substituted = fraction(fromLevels, rate.count);
    const amount = addFractions(native, substituted);
    if (compareFractions(amount, ZERO) === 0) continue;
    if (fromLevels > 0) usedSubstitution = true;
    contributions.push({ name: p.name, amount: formatFraction(amount), native: formatFraction(native), substituted: formatFraction(substituted) });
    const parts = [
      ...(native.num > 0n ? [`${requirement.skill} x${formatFraction(native)} of its own`] : []),
      ...(fromLevels > 0 ? [`${rate.from} x${fromLevels} replaced with ${rate.to} x${formatFraction(substituted)}`] : []),
    ];
    steps.push(step(`${p.name} provides ${requirement.skill} x${formatFraction(amount)} (${parts.join(" + ")}).`, fromLevels > 0 ? FRACTION_RULE : undefined));
    total = addFractions(total, amount);
    if (compareFractions(amount, best) > 0) best = amount;
  }
  if (contributions.length === 0) steps.push(step(`No personnel has ${requirement.skill}${substitutes ? ` or ${rate.from}` : ""}.`));

  const needed = fraction(requirement.level);
  const provided = requirement.singlePersonnel ? best : total;
  const met = compareFractions(provided, needed) >= 0;
  if (requirement.singlePersonnel) {
    steps.push(
      step(
        `The card asks for a personnel with ${requirement.skill} x${requirement.level}, so levels on different personnel are not combined: the most one personnel provides is ${formatFraction(best)}.`,
        MULTIPLE_LEVELS,
      ),
    );
  } else {
    steps.push(step(`Together they provide ${requirement.skill} x${formatFraction(total)}; levels may come from any combination of personnel.`, MULTIPLE_LEVELS));
  }
  if (met && compareFractions(provided, needed) > 0) steps.push(step("There is more than the requirement asks for: you may choose which personnel contribute.", CHOOSE_CONTRIBUTORS));
  const decision = met
    ? `${formatFraction(provided)} is at least the ${requirement.level} required: the requirement is met.`
    : `${formatFraction(provided)} is less than the ${requirement.level} required: the requirement is not met.`;
  const decidedBy = requirement.singlePersonnel || !usedSubstitution ? MULTIPLE_LEVELS : FRACTION_RULE;
  return { provided: formatFraction(provided), met, contributions, decision, steps, decidedBy };
}

/** Skill substitution at a rate (The Art of Diplomacy: 2 Treachery as 1 Diplomacy), with fractional contributions. */
export const skillSubstitutionExample = createExample<SkillSubstitutionInput, SkillSubstitutionOutput>({
  id: "1e-skill-substitution",
  title: "Using one skill in place of another",
  edition: "1E",
  summary:
    "Some cards let your personnel use a number of levels of one skill as one level of another (The Art of Diplomacy: 2 Treachery as 1 Diplomacy). Each personnel is treated as having a fraction of the new skill proportional to its contribution, and the fractions of several personnel add up. Enter the personnel, the rate and the requirement to see what each provides and whether the requirement is met.",
  cites: [FRACTION_RULE, ART_OF_DIPLOMACY, MULTIPLE_LEVELS, CHOOSE_CONTRIBUTORS],
  assumptions: [
    "Skill names are compared ignoring letter case.",
    "Every personnel listed is present and may use the substitution (The Art of Diplomacy works for your personnel).",
    'For a requirement of "a personnel with" the skill, a personnel\'s own levels and the levels it gets by substitution are added together.',
  ],
  defaults: {
    personnel: [
      { name: "Treachery personnel 1", skills: ["Treachery"] },
      { name: "Treachery personnel 2", skills: ["Treachery"] },
      { name: "Treachery x2 personnel", skills: ["Treachery x2"] },
    ],
    rate: { from: "Treachery", count: 2, to: "Diplomacy" },
    requirement: { skill: "Diplomacy", level: 2 },
  },
  schema,
  rules,
});
