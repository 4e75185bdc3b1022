// The face of lib/engine: every worked example (for pages rendered on the server, scripts and tests), and all of
// browser.ts, the part client components may import.
import { costReductionExample } from "./examples/2e-cost-reduction/index";
import { dilemmaActionsExample } from "./examples/2e-dilemma-actions/index";
import { missionAttemptExample } from "./examples/2e-mission-attempt/index";
import { playingACardExample } from "./examples/2e-playing-a-card/index";
import { winningTheGameExample } from "./examples/2e-winning-the-game/index";
import { androidsExample } from "./examples/1e-androids-and-exocomps/index";
import { armbandsExample } from "./examples/1e-armbands-during-dilemmas/index";
import { attributeRequirementExample } from "./examples/1e-attribute-requirement/index";
import { cloakingExample } from "./examples/1e-cloaking-with-no-one-aboard/index";
import { duplicateMissionsExample } from "./examples/1e-duplicate-missions/index";
import { overcomingDilemmasExample } from "./examples/1e-overcoming-dilemmas/index";
import { phasedMatterExample } from "./examples/1e-phased-matter-cure/index";
import { kidnappersExample } from "./examples/1e-telepathic-alien-kidnappers/index";
import { cardTitleMatchExample } from "./examples/1e-card-title-match/index";
import { cumulativeExample } from "./examples/1e-cumulative/index";
import { doubledObjectiveExample } from "./examples/1e-doubled-objective/index";
import { fullTurnsExample } from "./examples/1e-full-turns/index";
import { uniquenessExample } from "./examples/1e-uniqueness/index";
import { skillBoxExample } from "./examples/1e-skill-box/index";
import { skillSubstitutionExample } from "./examples/1e-skill-substitution/index";
import { worthPointsExample } from "./examples/1e-worth-points/index";
import type { ExampleForm } from "./form-hints";
import type { ExampleDefinition, ExplainedResult } from "./types";

export * from "./browser";
export { createDefaultContext, createSeededRandom } from "./random";
export { findJsonError, parseJsonInput, type JsonError } from "./json-input";
export { missionAttemptExample };

const EXAMPLES = [
  missionAttemptExample,
  playingACardExample,
  winningTheGameExample,
  costReductionExample,
  dilemmaActionsExample,
  skillSubstitutionExample,
  skillBoxExample,
  worthPointsExample,
  cardTitleMatchExample,
  fullTurnsExample,
  attributeRequirementExample,
  cumulativeExample,
  doubledObjectiveExample,
  uniquenessExample,
  cloakingExample,
  duplicateMissionsExample,
  phasedMatterExample,
  overcomingDilemmasExample,
  armbandsExample,
  androidsExample,
  kidnappersExample,
] as unknown as ExampleDefinition<unknown, ExplainedResult>[];

/** Every worked example, 2E first, in a stable order. */
export function listExamples(): ExampleDefinition<unknown, ExplainedResult>[] {
  return EXAMPLES;
}

/** One worked example by id, or null. */
export function getExample(id: string): ExampleDefinition<unknown, ExplainedResult> | null {
  return EXAMPLES.find((e) => e.id === id) ?? null;
}

/** The examples that apply a topic's rulings (cite one of its entries), the one citing it first first, for its "Try it" panels. */
export function listExamplesForTopic(topicId: string): ExampleDefinition<unknown, ExplainedResult>[] {
  const citing = EXAMPLES.filter((e) => e.cites.some((c) => c.topicId === topicId));
  return [...citing.filter((e) => e.cites[0]?.topicId === topicId), ...citing.filter((e) => e.cites[0]?.topicId !== topicId)];
}

/** The form words of an example (its form.json: labels, hints and subject); throws for an unknown id. */
export function getExampleForm(id: string): ExampleForm {
  const example = getExample(id);
  if (!example) throw new Error(`no example ${id} (ids: ${EXAMPLES.map((e) => e.id).join(", ")})`);
  return example.form;
}
