import { costReductionExample } from "./examples/2e-cost-reduction";
import { dilemmaActionsExample } from "./examples/2e-dilemma-actions";
import { missionAttemptExample } from "./examples/2e-mission-attempt";
import { playingACardExample } from "./examples/2e-playing-a-card";
import { winningTheGameExample } from "./examples/2e-winning-the-game";
import { androidsExample } from "./examples/1e-androids-and-exocomps";
import { armbandsExample } from "./examples/1e-armbands-during-dilemmas";
import { attributeRequirementExample } from "./examples/1e-attribute-requirement";
import { cloakingExample } from "./examples/1e-cloaking-with-no-one-aboard";
import { duplicateMissionsExample } from "./examples/1e-duplicate-missions";
import { overcomingDilemmasExample } from "./examples/1e-overcoming-dilemmas";
import { phasedMatterExample } from "./examples/1e-phased-matter-cure";
import { kidnappersExample } from "./examples/1e-telepathic-alien-kidnappers";
import { cardTitleMatchExample } from "./examples/1e-card-title-match";
import { cumulativeExample } from "./examples/1e-cumulative";
import { doubledObjectiveExample } from "./examples/1e-doubled-objective";
import { fullTurnsExample } from "./examples/1e-full-turns";
import { uniquenessExample } from "./examples/1e-uniqueness";
import { skillBoxExample } from "./examples/1e-skill-box";
import { skillSubstitutionExample } from "./examples/1e-skill-substitution";
import { worthPointsExample } from "./examples/1e-worth-points";
import type { ExampleDefinition, ExplainedResult } from "./types";

export {
  ExampleInputError,
  type Citation,
  type EngineContext,
  type ExampleDefinition,
  type ExplainedResult,
  type InputProblem,
  type Step,
  type VersionedResult,
} from "./types";
export { createDefaultContext, createSeededRandom } from "./random";
export { toVersionInForce } from "./versions";

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
