import { z } from "zod";
import { addFractions, compareFractions, formatFraction, fraction, ZERO, type Fraction } from "../../fractions";
import { MAX_PERSONNEL, MAX_SKILL_LEVEL, MAX_SKILLS, MAX_SUBSTITUTION_RATE } from "../../bounds";
import { createExample, quotesOf, step } from "../../create-example";
import { parseSkillEntry } from "../../requirements";
import { text, textReadBy, wholeNumber } from "../../schema";
import type { ExplainedResult, Step } from "../../types";
import TEXT from "./example.json" with { type: "json" };
import FORM from "./form.json" with { type: "json" };

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

const Q = quotesOf(TEXT.quotes);

// A personnel and its skills as printed, e.g. { name: "Garak", skills: ["Treachery x2"] }.
type SubstitutionPersonnel = SkillSubstitutionInput["personnel"][number];

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
        Q.crd.fractionRule,
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
    steps.push(
      step(`${p.name} provides ${requirement.skill} x${formatFraction(amount)} (${parts.join(" + ")}).`, fromLevels > 0 ? Q.crd.fractionRule : undefined),
    );
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
        Q.crd.multipleLevels,
      ),
    );
  } else {
    steps.push(
      step(`Together they provide ${requirement.skill} x${formatFraction(total)}; levels may come from any combination of personnel.`, Q.crd.multipleLevels),
    );
  }
  if (met && compareFractions(provided, needed) > 0)
    steps.push(step("There is more than the requirement asks for: you may choose which personnel contribute.", Q.crd.chooseContributors));
  const decision = met
    ? `${formatFraction(provided)} is at least the ${requirement.level} required: the requirement is met.`
    : `${formatFraction(provided)} is less than the ${requirement.level} required: the requirement is not met.`;
  const decidedBy = requirement.singlePersonnel || !usedSubstitution ? Q.crd.multipleLevels : Q.crd.fractionRule;
  return { provided: formatFraction(provided), met, contributions, decision, steps, decidedBy };
}

/** Skill substitution at a rate (The Art of Diplomacy: 2 Treachery as 1 Diplomacy), with fractional contributions. */
export const skillSubstitutionExample = createExample<SkillSubstitutionInput, SkillSubstitutionOutput>(TEXT, FORM, {
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
