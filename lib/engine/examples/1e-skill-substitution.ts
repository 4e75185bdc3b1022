import { addFractions, compareFractions, formatFraction, fraction, ZERO, type Fraction } from "../fractions";
import { readArray, readInteger, readObject, readOptionalBoolean, readString } from "../input-checks";
import { ExampleInputError, type Citation, type ExampleDefinition, type ExplainedResult } from "../types";

/** A personnel and its skill levels, e.g. { name: "Garak", skills: { Treachery: 2 } }. */
export interface SubstitutionPersonnel {
  name: string;
  skills: Record<string, number>;
}

/** Input of the skill-substitution example. */
export interface SkillSubstitutionInput {
  personnel: SubstitutionPersonnel[];
  /** `count` levels of `from` may be used as 1 level of `to` (The Art of Diplomacy: 2 Treachery as 1 Diplomacy). */
  rate: { from: string; count: number; to: string };
  /** The skill and level needed; singlePersonnel for "a personnel with Navigation x2". */
  requirement: { skill: string; level: number; singlePersonnel?: boolean };
}

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

const TOPIC = "1e/use-skills";
const ENTRY = "1e-crd-2017-12-04/use-skills";
const DATE = "2017-12-04";
const cite = (sentence: string): Citation => ({ topicId: TOPIC, entryId: ENTRY, date: DATE, sentence });

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

const sameSkill = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function levelOf(p: SubstitutionPersonnel, skill: string): number {
  let level = 0;
  for (const [name, value] of Object.entries(p.skills)) if (sameSkill(name, skill)) level += value;
  return level;
}

function parseSkills(raw: unknown, path: string): Record<string, number> {
  const obj = readObject(raw, path);
  const skills: Record<string, number> = {};
  const seen = new Set<string>();
  for (const [name, level] of Object.entries(obj)) {
    if (name.trim() === "") throw new ExampleInputError(path, "skill names must not be empty");
    if (seen.has(name.toLowerCase())) throw new ExampleInputError(`${path}.${name}`, "this skill is listed twice");
    seen.add(name.toLowerCase());
    skills[name] = readInteger(level, `${path}.${name}`, 0);
  }
  return skills;
}

function parse(raw: unknown): SkillSubstitutionInput {
  const obj = readObject(raw, "input");
  const personnel = readArray(obj.personnel, "personnel").map((p, i) => {
    const po = readObject(p, `personnel[${i}]`);
    return { name: readString(po.name, `personnel[${i}].name`), skills: parseSkills(po.skills, `personnel[${i}].skills`) };
  });
  const r = readObject(obj.rate, "rate");
  const rate = { from: readString(r.from, "rate.from"), count: readInteger(r.count, "rate.count", 1), to: readString(r.to, "rate.to") };
  if (sameSkill(rate.from, rate.to)) throw new ExampleInputError("rate.to", "must be a different skill from rate.from");
  const q = readObject(obj.requirement, "requirement");
  const requirement = {
    skill: readString(q.skill, "requirement.skill"),
    level: readInteger(q.level, "requirement.level", 1),
    singlePersonnel: readOptionalBoolean(q.singlePersonnel, "requirement.singlePersonnel"),
  };
  return { personnel, rate, requirement };
}

function run(input: SkillSubstitutionInput): SkillSubstitutionOutput {
  const { personnel, rate, requirement } = input;
  const substitutes = sameSkill(rate.to, requirement.skill);
  const explanation: string[] = [];
  if (substitutes) {
    explanation.push(
      `${rate.count} ${rate.from} may be used as 1 ${rate.to}: each level of ${rate.from} a personnel uses in its place counts as ${rate.to} x${formatFraction(fraction(1, rate.count))}.`,
    );
  } else {
    explanation.push(`The requirement is ${requirement.skill}, not ${rate.to}, so using ${rate.from} as ${rate.to} does not help here.`);
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
      ...(native.num > 0 ? [`${requirement.skill} x${formatFraction(native)} of its own`] : []),
      ...(fromLevels > 0 ? [`${rate.from} x${fromLevels} replaced with ${rate.to} x${formatFraction(substituted)}`] : []),
    ];
    explanation.push(`${p.name} provides ${requirement.skill} x${formatFraction(amount)} (${parts.join(" + ")}).`);
    total = addFractions(total, amount);
    if (compareFractions(amount, best) > 0) best = amount;
  }
  if (contributions.length === 0) explanation.push(`No personnel has ${requirement.skill}${substitutes ? ` or ${rate.from}` : ""}.`);

  const needed = fraction(requirement.level);
  const provided = requirement.singlePersonnel ? best : total;
  const met = compareFractions(provided, needed) >= 0;
  if (requirement.singlePersonnel) {
    explanation.push(
      `The card asks for a personnel with ${requirement.skill} x${requirement.level}, so levels on different personnel are not combined: the most one personnel provides is ${formatFraction(best)}.`,
    );
  } else {
    explanation.push(`Together they provide ${requirement.skill} x${formatFraction(total)}; levels may come from any combination of personnel.`);
  }
  explanation.push(
    met
      ? `${formatFraction(provided)} is at least the ${requirement.level} required: the requirement is met${compareFractions(provided, needed) > 0 ? " (you may choose which personnel contribute)" : ""}.`
      : `${formatFraction(provided)} is less than the ${requirement.level} required: the requirement is not met.`,
  );
  const decidedBy = requirement.singlePersonnel || !usedSubstitution ? MULTIPLE_LEVELS : FRACTION_RULE;
  return { provided: formatFraction(provided), met, contributions, explanation, decidedBy };
}

/** Skill substitution at a rate (The Art of Diplomacy: 2 Treachery as 1 Diplomacy), with fractional contributions. */
export const skillSubstitutionExample: ExampleDefinition<SkillSubstitutionInput, SkillSubstitutionOutput> = {
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
      { name: "Treachery personnel 1", skills: { Treachery: 1 } },
      { name: "Treachery personnel 2", skills: { Treachery: 1 } },
      { name: "Treachery x2 personnel", skills: { Treachery: 2 } },
    ],
    rate: { from: "Treachery", count: 2, to: "Diplomacy" },
    requirement: { skill: "Diplomacy", level: 2 },
  },
  fields: [
    {
      kind: "json",
      name: "personnel",
      label: "Personnel present",
      help: 'An array of personnel with skill levels, e.g. [{ "name": "Garak", "skills": { "Treachery": 2 } }].',
    },
    {
      kind: "json",
      name: "rate",
      label: "Substitution rate",
      help: '{ "from": skill used, "count": levels of it, "to": skill it counts as (1 level) }, e.g. { "from": "Treachery", "count": 2, "to": "Diplomacy" }.',
    },
    {
      kind: "json",
      name: "requirement",
      label: "Requirement",
      help: '{ "skill": name, "level": levels needed, "singlePersonnel": true if one personnel must have them all }, e.g. { "skill": "Diplomacy", "level": 2 }.',
    },
  ],
  parse,
  run,
};
