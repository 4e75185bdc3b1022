import { z } from "zod";
import { MAX_ATTRIBUTE, MAX_PERSONNEL, MAX_SKILLS } from "../../bounds";
import { parseRequirement, parseSkillEntry, PERSONNEL_ATTRIBUTES, type RequirementClause } from "../../requirements";
import { createExample, quotesOf, step } from "../../create-example";
import { text, textReadBy, wholeNumber } from "../../schema";
import type { Citation, ExplainedResult, Step } from "../../types";
import TEXT from "./example.json" with { type: "json" };
import FORM from "./form.json" with { type: "json" };

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

const Q = quotesOf(TEXT.quotes);

const KIND_CITATION: Record<RequirementClause["kind"], Citation> = { attribute: Q.marks.translation, personnel: Q.marks.count, levels: Q.useSkills.levels };

/**
 * The sentence that decides a clause. "2 SCIENCE" asks for that skill more than once: the FAQ read it as that many
 * personnel, which the 2017 entry amended (levels on one or more personnel count, so SCIENCE x2 is two SCIENCE).
 */
function citationOf(clause: RequirementClause): Citation {
  return clause.kind === "personnel" && clause.count > 1 ? Q.useSkills.levels : KIND_CITATION[clause.kind];
}

interface Member {
  label: string;
  levels: Map<string, number>;
  attributes: Record<string, number>;
  disabled: boolean;
}

// A personnel: its skills and classifications ("SCIENCE", "Navigation x2"), attributes, and whether it is disabled.
type RequirementPersonnel = AttributeRequirementInput["personnel"][number];

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
      if (clause.count === 1) {
        const met = having.length >= 1;
        return {
          met,
          detail: `needs one personnel with ${clause.skill}; ${having.length === 0 ? "none has it" : `${having.join(", ")} ${having.length === 1 ? "has" : "have"} it`}.`,
        };
      }
      const total = group.reduce((sum, m) => sum + (m.levels.get(key) ?? 0), 0);
      return {
        met: total >= clause.count,
        detail: `needs ${clause.skill} ${clause.count} times, skill levels on one or more personnel counting (${clause.skill} x2 is two); ${having.length === 0 ? "none has it" : `together ${having.join(", ")} ${having.length === 1 ? "has" : "have"} ${clause.skill} x${total}`}.`,
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
    steps.push(
      step(
        "The < and > marks refer to attributes and state how much of that attribute the personnel need in total; they are not boolean algebra.",
        Q.marks.attributes,
      ),
    );
  }
  if (disabled.length > 0) {
    steps.push(
      step(
        `${disabled.map((m) => m.label).join(", ")} ${disabled.length === 1 ? "is" : "are"} disabled and may not use skills or attributes, so only the others count.`,
        Q.disabled.disabled,
      ),
    );
  }

  const results = alternatives.map((alt) => alt.map((clause) => ({ clause, ...evaluate(clause, active) })));
  const chosen = results.find((alt) => alt.every((r) => r.met)) ?? results[0]!;
  const met = chosen.every((r) => r.met);
  if (results.length > 1) steps.push(step(`The requirement offers ${results.length} alternatives (OR); ${met ? "one is met" : "none is met"}.`));
  for (const alt of met ? [chosen] : results) {
    for (const r of alt) steps.push(step(`${r.clause.text}: ${r.detail} ${r.met ? "Met." : "Not met."}`, citationOf(r.clause)));
  }
  const decision = met ? `"${input.requirement}" is met.` : `"${input.requirement}" is not met.`;

  let decidedBy: Citation;
  if (met) {
    decidedBy = citationOf((chosen.find((r) => r.clause.kind === "attribute") ?? chosen[0]!).clause);
  } else {
    const failing = chosen.find((r) => !r.met)!;
    // If counting the disabled personnel would have met this part, their being disabled is what decides it.
    decidedBy = disabled.length > 0 && evaluate(failing.clause, all).met ? Q.disabled.disabled : citationOf(failing.clause);
  }
  return { met, clauses: chosen.map((r) => ({ text: r.clause.text, met: r.met, detail: r.detail })), decision, steps, decidedBy };
}

/** Reads a 1E requirement with < and > marks ("SCIENCE and CUNNING>35", "2 SCIENCE") and checks it against personnel. */
export const attributeRequirementExample = createExample<AttributeRequirementInput, AttributeRequirementOutput>(TEXT, FORM, {
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
