import { MAX_ATTRIBUTE, MAX_PERSONNEL, MAX_SKILL_LEVEL } from "./bounds";
import { ExampleInputError } from "./types";

/** The personnel attributes a 1E requirement can total. */
export const PERSONNEL_ATTRIBUTES = ["STRENGTH", "CUNNING", "INTEGRITY"] as const;
/** STRENGTH, CUNNING or INTEGRITY. */
export type PersonnelAttribute = (typeof PERSONNEL_ATTRIBUTES)[number];
const SHIP_ATTRIBUTES = ["WEAPONS", "SHIELDS", "RANGE"];

// Numbers in requirement text are held to the game's bounds too.
function bounded(n: number, max: number, text: string, field: string, what: string): number {
  if (n > max) throw new ExampleInputError(field, `"${text}": ${what} must be at most ${max}`);
  return n;
}

/** One part of a 1E requirement. */
export type RequirementClause =
  /** "CUNNING>35": the total of an attribute compared with a number. */
  | { kind: "attribute"; text: string; attribute: PersonnelAttribute; op: ">" | "<"; value: number }
  /** "SCIENCE", "2 SCIENCE": at least that many personnel with the skill or classification. */
  | { kind: "personnel"; text: string; skill: string; count: number }
  /** "Navigation x2": at least that many levels of the skill, on one or more personnel. */
  | { kind: "levels"; text: string; skill: string; levels: number };

/** A requirement: alternatives separated by "OR", each a list of clauses that must all be met. */
export interface ParsedRequirement {
  alternatives: RequirementClause[][];
}

const SKILL_NAME = /^[A-Za-z][A-Za-z'\u2019 .-]*$/;

function parseClause(raw: string, field: string): RequirementClause {
  const text = raw.trim().replace(/\s+/g, " ");
  if (text === "") throw new ExampleInputError(field, "has an empty part (check the 'and', '+' and 'OR' joins)");
  const attr = /^([A-Za-z]+)\s*([<>])\s*(\d+)$/.exec(text);
  if (attr) {
    const name = attr[1]!.toUpperCase();
    if (SHIP_ATTRIBUTES.includes(name)) throw new ExampleInputError(field, `"${text}" is a ship attribute; this example totals personnel attributes only`);
    if (!(PERSONNEL_ATTRIBUTES as readonly string[]).includes(name)) {
      throw new ExampleInputError(field, `"${text}": < and > apply to attributes (STRENGTH, CUNNING, INTEGRITY), not to "${attr[1]}"`);
    }
    const value = bounded(Number(attr[3]), MAX_PERSONNEL * MAX_ATTRIBUTE, text, field, "a total");
    return { kind: "attribute", text, attribute: name as PersonnelAttribute, op: attr[2] as ">" | "<", value };
  }
  const skill = /^(?:(\d+)\s+)?(.+?)(?:\s+x\s*(\d+))?$/i.exec(text);
  const name = skill?.[2]?.trim() ?? "";
  if (!skill || !SKILL_NAME.test(name))
    throw new ExampleInputError(field, `cannot read "${text}" (try "SCIENCE", "2 SCIENCE", "Navigation x2" or "CUNNING>35")`);
  if (skill[1] !== undefined && skill[3] !== undefined) {
    throw new ExampleInputError(field, `"${text}" gives both a number of personnel and a skill level; use one`);
  }
  if (skill[3] !== undefined) {
    const levels = Number(skill[3]);
    if (levels < 1) throw new ExampleInputError(field, `"${text}": a skill level must be at least 1`);
    return { kind: "levels", text, skill: name, levels: bounded(levels, MAX_SKILL_LEVEL, text, field, "a skill level") };
  }
  const count = skill[1] === undefined ? 1 : Number(skill[1]);
  if (count < 1) throw new ExampleInputError(field, `"${text}": a number of personnel must be at least 1`);
  return { kind: "personnel", text, skill: name, count: bounded(count, MAX_PERSONNEL, text, field, "a number of personnel") };
}

/** Reads a requirement such as "SCIENCE and CUNNING>35", "2 SCIENCE" or "Navigation x2 + Leadership"; errors name `field`. */
export function parseRequirement(text: string, field = "requirement"): ParsedRequirement {
  if (text.trim() === "") throw new ExampleInputError(field, "must not be empty");
  const alternatives = text.split(/\bOR\b/i).map((alt) => alt.split(/\band\b|\+|,/i).map((c) => parseClause(c, field)));
  return { alternatives };
}

/** Reads a personnel's skill entry such as "SCIENCE" or "Navigation x2" into its name and level. */
export function parseSkillEntry(entry: string, field: string): { skill: string; level: number } {
  const m = /^(.+?)(?:\s+x\s*(\d+))?$/i.exec(entry.trim());
  const skill = m?.[1]?.trim() ?? "";
  if (!m || !SKILL_NAME.test(skill)) throw new ExampleInputError(field, `cannot read skill "${entry}" (try "SCIENCE" or "Navigation x2")`);
  const level = m[2] === undefined ? 1 : Number(m[2]);
  if (level < 1) throw new ExampleInputError(field, "a skill level must be at least 1");
  return { skill, level: bounded(level, MAX_SKILL_LEVEL, entry, field, "a skill level") };
}
