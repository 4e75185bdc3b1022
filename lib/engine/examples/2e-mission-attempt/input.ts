// The example's input: the attempt as the user sets it up, with the game's bounds.
import { z } from "zod";
import { MAX_COST, MAX_DILEMMAS, MAX_PERSONNEL } from "../../bounds";
import { text, wholeNumber } from "../../schema";

/** A dilemma's type: where it may be faced. */
export type DilemmaType = "planet" | "space" | "dual";
/** The type of the mission attempted. */
export type MissionType = "planet" | "space";

// Dilemma titles run to about 40 characters.
const MAX_DILEMMA_NAME = 100;

const dilemmaSchema = z.strictObject({
  name: text(MAX_DILEMMA_NAME),
  cost: wholeNumber(0, MAX_COST),
  type: z.enum(["planet", "space", "dual"]).default("dual"),
});

/** A dilemma as the user enters it. */
export type AttemptDilemma = z.infer<typeof dilemmaSchema>;

/** The input schema of the 2e-mission-attempt example. */
export const missionAttemptSchema = z.strictObject({
  /** Number of personnel involved in the attempt. */
  personnel: wholeNumber(0, MAX_PERSONNEL),
  dilemmasUnderMission: wholeNumber(0, MAX_DILEMMAS),
  /** Modifiers to the number drawn, added up (negative to draw fewer). */
  drawModifier: wholeNumber(-MAX_DILEMMAS, MAX_DILEMMAS).optional(),
  missionType: z.enum(["planet", "space"]).default("planet"),
  /** The opponent's dilemma pile, top first. */
  pile: z.array(dilemmaSchema).max(MAX_DILEMMAS).default([]),
});

/** Input of the 2e-mission-attempt example: the personnel involved, the dilemmas under the mission, modifiers, the mission and the pile. */
export type MissionAttemptInput = z.infer<typeof missionAttemptSchema>;
