// The face of lib/engine for code the browser loads (client components): all of it light. index.ts imports every
// example, so a client module taking a value from it would ship all 21; here an example comes by loadExample, in its
// own chunk, and its types (erased from the bundle) come with the rest.
export {
  ExampleInputError,
  type Citation,
  type EngineContext,
  type ExampleDefinition,
  type ExplainedResult,
  type InputProblem,
  type RulingRef,
  type Step,
  type VersionedResult,
} from "./types";
export { toVersionInForce } from "./versions";
export { isSameAnswer, toAnswer, toVersionChanges, type VersionChange } from "./compare-versions";
export { toLengthBound, toSchemaDef, type SchemaDef } from "./schema-shape";
export { SUBJECTS, type ExampleForm, type FieldHint, type FieldHints, type Subject, type Suggest } from "./form-hints";
export { loadExample } from "./load-example";
export type { MissionAttemptExample, MissionAttemptOutput } from "./examples/2e-mission-attempt";
export type { MissionAttemptInput, AttemptDilemma } from "./examples/2e-mission-attempt/input";
export type { AttemptAction, AttemptState, AttemptStepThrough } from "./examples/2e-mission-attempt/step-through";
export type { AttemptVersion } from "./examples/2e-mission-attempt/timing";
