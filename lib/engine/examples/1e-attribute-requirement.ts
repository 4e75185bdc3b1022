import { z } from "zod";
import { MAX_ATTRIBUTE, MAX_PERSONNEL, MAX_SKILLS } from "../bounds";
import { parseRequirement, parseSkillEntry, PERSONNEL_ATTRIBUTES, type RequirementClause } from "../requirements";
import { citing, createExample, step } from "../create-example";
import { text, textReadBy, wholeNumber } from "../schema";
import type { Citation, ExplainedResult, Step } from "../types";

// Skill and personnel names are a word or two, card requirements a line or two of text: room to spare.
const MAX_SKILL_TEXT = 100;
const MAX_REQUIREMENT_TEXT = 500;

const attribute = () => wholeNumber(0, MAX_ATTRIBUTE).optional();

const personnelSchema = z.strictObject({
  /** A name to tell the personnel apart (default "personnel 1", "personnel 2", …). */
  name: text(MAX_SKILL_TEXT).optional(),
  /** Skills and classifications, e.g. "SCIENCE", "Navigation x2". */
  skills: z.array(textReadBy(MAX_SKILL_TEXT, (s) => parseSkillEntry(s, "skill"))).max(MAX_SKILLS),
  STRENGTH: attribute(),
  CUNNING: attribute(),
  INTEGRITY: attribute(),
  disabled: z.boolean().optional(),
});

const schema = z.strictObject({
  /** e.g. "SCIENCE and CUNNING>35" or "2 SCIENCE". */
  requirement: textReadBy(MAX_REQUIREMENT_TEXT, (t) => parseRequirement(t)),
  personnel: z.array(personnelSchema).max(MAX_PERSONNEL),
});

/** A personnel: its skills and classifications ("SCIENCE", "Navigation x2"), attributes, and whether it is disabled. */
export type RequirementPersonnel = z.infer<typeof personnelSchema>;

/** Input of the attribute-requirement example: a requirement and the personnel present. */
export type AttributeRequirementInput = z.infer<typeof schema>;

/** How one part of the requirement fared. */
export interface ClauseResult {
  text: string;
  met: boolean;
  /** What is needed and what the personnel who count have, in words. */
  detail: string;
}

/** Output of the attribute-requirement example. */
export interface AttributeRequirementOutput extends ExplainedResult {
  met: boolean;
  clauses: ClauseResult[];
}

const faq = citing("1e-faq-1995-02-11/lt-and-gt-marks");
const TRANSLATION = faq(
  'This example translates as, "Unless you have one SCIENCE Personnel and a total amount of CUNNING greater than 35...."',
);
const ATTRIBUTES = faq(
  'They refer to "Attributes" (Strength, Cunning, Integrity for the Personnel, or Weapons, Shields and Range for the Ships), and state how much of that attribute you need.',
);
const COUNT = faq('"2 SCIENCE" or "3 Diplomacy", etc., which means you need at least that many Personnel with those skills.');
const useSkills = citing("1e-crd-2017-12-04/use-skills");
const LEVELS = useSkills(
  'A requirement for multiple levels of a skill, such as Navigation x2, may be met by any combination of Navigation skills on one or more personnel (unless "a personnel with Navigation x2" is specified).',
);
const EITHER = useSkills("If a card requires a personnel type such as MEDICAL without specifying a classification or a skill, either suffices.");
const DISABLED = citing("1e-cr-2000-07-31/disabled")(
  "Disabled personnel may not use any of their game text (including attributes and icons), lore, skills or traits (such as gender, species, matching commander status etc.) and may not perform any actions such as attempting a mission or defending themselves in battle.",
);
const KTARIAN = citing("1e-faq-1995-02-11/ktarian-game")(
  '(Note: When counting this CUNNING>30 needed to overcome it, you can\'t count the "disabled" crew, only the crew that haven\'t been disabled yet.',
);

const CLAUSE_CITATION: Record<RequirementClause["kind"], Citation> = { attribute: TRANSLATION, personnel: COUNT, levels: LEVELS };

interface Member {
  label: string;
  levels: Map<string, number>;
  attributes: Record<string, number>;
  disabled: boolean;
}

function members(personnel: RequirementPersonnel[]): Member[] {
  return personnel.map((p, i) => {
    const levels = new Map<string, number>();
    p.skills.forEach((s, j) => {
      const { skill, level } = parseSkillEntry(s, `personnel[${i}].skills[${j}]`);
      const key = skill.toLowerCase();
      levels.set(key, (levels.get(key) ?? 0) + level);
    });
    const attributes: Record<string, number> = {};
    for (const a of PERSONNEL_ATTRIBUTES) attributes[a] = p[a] ?? 0;
    return { label: p.name ?? `personnel ${i + 1}`, levels, attributes, disabled: p.disabled ?? false };
  });
}

function evaluate(clause: RequirementClause, group: Member[]): { met: boolean; detail: string } {
  switch (clause.kind) {
    case "attribute": {
      const total = group.reduce((sum, m) => sum + (m.attributes[clause.attribute] ?? 0), 0);
      const parts = group.filter((m) => (m.attributes[clause.attribute] ?? 0) !== 0).map((m) => m.attributes[clause.attribute]);
      const met = clause.op === ">" ? total > clause.value : total < clause.value;
      const word = clause.op === ">" ? "greater" : "less";
      return {
        met,
        detail: `needs a total ${clause.attribute} ${word} than ${clause.value}; the total is ${total}${parts.length > 1 ? ` (${parts.join(" + ")})` : ""}, which is ${met ? "" : "not "}${word} than ${clause.value}.`,
      };
    }
    case "personnel": {
      const key = clause.skill.toLowerCase();
      const having = group.filter((m) => (m.levels.get(key) ?? 0) > 0).map((m) => m.label);
      const met = having.length >= clause.count;
      return {
        met,
        detail: `needs ${clause.count} personnel with ${clause.skill}; ${having.length === 0 ? "none has it" : `${having.length} ${having.length === 1 ? "has" : "have"} it (${having.join(", ")})`}.`,
      };
    }
    case "levels": {
      const key = clause.skill.toLowerCase();
      const total = group.reduce((sum, m) => sum + (m.levels.get(key) ?? 0), 0);
      const met = total >= clause.levels;
      return { met, detail: `needs ${clause.skill} x${clause.levels} on one or more personnel; together they have ${clause.skill} x${total}.` };
    }
  }
}

function rules(input: AttributeRequirementInput): AttributeRequirementOutput {
  const { alternatives } = parseRequirement(input.requirement);
  const all = members(input.personnel);
  const active = all.filter((m) => !m.disabled);
  const disabled = all.filter((m) => m.disabled);
  const steps: Step[] = [];
  if (alternatives.some((alt) => alt.some((c) => c.kind === "attribute"))) {
    steps.push(step("The < and > marks refer to attributes and state how much of that attribute the personnel need in total; they are not boolean algebra.", ATTRIBUTES));
  }
  if (disabled.length > 0) {
    steps.push(step(`${disabled.map((m) => m.label).join(", ")} ${disabled.length === 1 ? "is" : "are"} disabled and may not use skills or attributes, so only the others count.`, DISABLED));
  }

  const results = alternatives.map((alt) => alt.map((clause) => ({ clause, ...evaluate(clause, active) })));
  const chosen = results.find((alt) => alt.every((r) => r.met)) ?? results[0]!;
  const met = chosen.every((r) => r.met);
  if (results.length > 1) steps.push(step(`The requirement offers ${results.length} alternatives (OR); ${met ? "one is met" : "none is met"}.`));
  for (const alt of met ? [chosen] : results) {
    for (const r of alt) steps.push(step(`${r.clause.text}: ${r.detail} ${r.met ? "Met." : "Not met."}`, CLAUSE_CITATION[r.clause.kind]));
  }
  const decision = met ? `"${input.requirement}" is met.` : `"${input.requirement}" is not met.`;

  let decidedBy: Citation;
  if (met) {
    decidedBy = CLAUSE_CITATION[(chosen.find((r) => r.clause.kind === "attribute") ?? chosen[0]!).clause.kind];
  } else {
    const failing = chosen.find((r) => !r.met)!;
    // If counting the disabled personnel would have met this part, their being disabled is what decides it.
    decidedBy = disabled.length > 0 && evaluate(failing.clause, all).met ? DISABLED : CLAUSE_CITATION[failing.clause.kind];
  }
  return { met, clauses: chosen.map((r) => ({ text: r.clause.text, met: r.met, detail: r.detail })), decision, steps, decidedBy };
}

/** Reads a 1E requirement with < and > marks ("SCIENCE and CUNNING>35", "2 SCIENCE") and checks it against personnel. */
export const attributeRequirementExample = createExample<AttributeRequirementInput, AttributeRequirementOutput>({
  id: "1e-attribute-requirement",
  title: "Reading < and > requirements",
  edition: "1E",
  summary:
    '"SCIENCE and CUNNING>35" means one SCIENCE personnel and a total CUNNING greater than 35: the < and > marks total an attribute over the personnel, and "2 SCIENCE" means at least two personnel with SCIENCE. Enter a requirement and the personnel present (marking any that are disabled) to see whether it is met, part by part.',
  cites: [TRANSLATION, ATTRIBUTES, COUNT, LEVELS, EITHER, DISABLED, KTARIAN],
  assumptions: [
    'Parts joined by "and", "+" or "," must all be met; "OR" separates alternatives, any one of which suffices.',
    "One personnel may count toward several parts of a requirement (its skill toward one part, its attributes toward a total).",
    'The FAQ explains ">" (greater than); "<" is read the same way as a total less than the number.',
    "Skill and classification names are compared ignoring letter case; a personnel given without an attribute adds 0 to that total.",
  ],
  defaults: {
    requirement: "SCIENCE and CUNNING>35",
    personnel: [
      { skills: ["SCIENCE"], CUNNING: 6 },
      { skills: ["Diplomacy"], CUNNING: 30 },
    ],
  },
  schema,
  rules,
});
