// The dated versions of the 2E "attempting missions" timing, and each version's steps as its entry prints them.

/** The dated versions of the 2E "attempting missions" timing. */
export const ATTEMPT_VERSIONS = ["2011-10-05", "2014-07-07"] as const;
/** One dated version of the timing. */
export type AttemptVersion = (typeof ATTEMPT_VERSIONS)[number];
/** The version used when none is chosen: the latest. */
export const LATEST_ATTEMPT_VERSION: AttemptVersion = "2014-07-07";

/**
 * Each version's steps as `[id, text]`, copied verbatim from its entry (quotes differ between versions, so each is kept
 * whole). A paragraph printed under a step stays in that step's text after a line break, as in the entry.
 */
export const STEP_TEXTS: Record<AttemptVersion, readonly (readonly [string, string])[]> = {
  "2011-10-05": [
    ["1", "Active player (AP) begins a mission attempt"],
    [
      "1.a",
      "AP announces where and by what means (normal or game text), showing required personnel, and announcing the difference between the number of personnel involved in the attempt and the number of dilemmas underneath the mission.",
    ],
    ["1.b", "“When . . . begins a mission attempt” triggers process."],
    ["2", "Draw Dilemmas"],
    ["2.a", "“When . . . about to draw dilemmas” triggers process."],
    ["2.b", "Opponent (OP) draws dilemmas from his or her dilemma pile equal to the number announced (plus or minus any modifiers, minimum 0)."],
    ["2.c", "“When . . . drawn dilemmas” triggers process."],
    [
      "2.d",
      "OP selects any number (0 or more) of dilemmas from those drawn, uses them to form the dilemma stack, and places the rest face up on the bottom of the dilemma pile.",
    ],
    ["2.e", "“When . . . (choose/chosen) dilemmas” triggers process."],
    ["3", "Facing Dilemmas"],
    ["3.a", "If there are no personnel still involved in the mission attempt, all remaining dilemmas in the dilemma stack are overcome."],
    ["3.b", "“When . . . dilemma . . . about to (be) reveal(ed)” triggers process."],
    ["3.c", "OP reveals the top card of the dilemma stack to AP."],
    ["3.d", "“When . . . reveal” triggers process."],
    ["3.e", "Cost-related response actions and cost-modifying dilemma gametext process."],
    [
      "3.f",
      "Check dilemma for duplication, type, and cost. If it fails any of these, it is overcome. Otherwise, the dilemma’s cost is deducted from the total allowed.",
    ],
    ["3.g", "“When . . . about to face . . . dilemma” triggers process."],
    [
      "3.h",
      "“(When/While) . . . (face/facing) . . . dilemma” triggers and “(When/While) . . . is attempting a mission” triggers process and may be used at any time until dilemma is overcome or placed somewhere.",
    ],
    ["3.i", "Process the dilemma’s non-cost-related gametext, one action at a time."],
    ["4", "Overcoming Dilemmas"],
    ["4.a", "After all of a dilemma is processed, if the AP has not been instructed to place it somewhere, it is overcome."],
    ["4.b", "Repeat the process beginning at “Facing Dilemmas”."],
    [
      "5",
      "Once the dilemma stack is empty and no response actions adding dilemmas are used, it is time to complete the mission with the remaining unstopped personnel.",
    ],
    ["5.a", "“(When/While) . . . is attempting a mission” triggers process and may be used until the end of the mission attempt."],
    ["5.b", "“(When/While) . . . checking . . . mission requirements” triggers process and may be used until the end of the mission attempt."],
    [
      "5.c",
      "AP shows all requirements needed to complete the mission. If he or she cannot, all of the personnel involved are stopped and all “When . . . fail a mission attempt” triggers and “When . . . mission attempt fails” triggers process.",
    ],
    [
      "5.d",
      "If the AP does show all requirements, all “When . . . about to complete” triggers process, then the AP scores the points on the mission (or points in game text used to attempt and complete the mission, then “When . . . complete” triggers process. If the mission requirements change at any point during part 5, return to the beginning of part 5.",
    ],
  ],
  "2014-07-07": [
    ["1", "Active player (AP) begins a mission attempt"],
    [
      "1.a",
      "AP announces where and by what means (normal or game text), showing required personnel, and announcing the difference between the number of personnel involved in the attempt and the number of dilemmas underneath the mission.",
    ],
    ["1.b", '"When . . . begins a mission attempt" triggers process.'],
    ["2", "Draw Dilemmas"],
    ["2.a", '"When . . . about to draw dilemmas" triggers process.'],
    ["2.b", "Opponent (OP) draws dilemmas from his or her dilemma pile equal to the number announced (plus or minus any modifiers, minimum 0)."],
    ["2.c", '"When . . . drawn dilemmas" triggers process.'],
    [
      "2.d",
      "OP selects any number (0 or more) of dilemmas from those drawn, uses them to form the dilemma stack, and places the rest face up on the bottom of the dilemma pile.",
    ],
    ["2.e", '"When . . . (choose/chosen) dilemmas" triggers process.'],
    ["3", "Facing Dilemmas"],
    ["3.a", "If there are no personnel still involved in the mission attempt, all remaining dilemmas in the dilemma stack are overcome."],
    ["3.b", '"When . . . dilemma . . . about to (be) reveal(ed)" triggers process.'],
    ["3.c", "OP reveals the top card of the dilemma stack to AP."],
    ["3.d", '"When . . . reveal" triggers process.'],
    ["3.e", "Cost-related response actions and cost-modifying dilemma game text process."],
    [
      "3.f",
      "Check dilemma for duplication, type, and cost. If it fails any of these, it is overcome. Otherwise, the dilemma’s cost is deducted from the total allowed.",
    ],
    ["3.g", '"When . . . about to face . . . dilemma" triggers process.'],
    [
      "3.h",
      '"(When/While) . . . (face/facing) . . . dilemma" triggers and “(When/While) . . . is attempting a mission” triggers process and may be used at any time until the end of step 4.a.',
    ],
    ["3.i", "Process the dilemma’s non-cost-related game text, one action at a time.\nContinuous effects are simply in effect and are not actions."],
    ["4", "Overcoming Dilemmas"],
    ["4.a", "After all dilemma actions are processed, if the AP has not been instructed to place the dilemma somewhere, it is overcome."],
    ["4.b", 'Repeat the process beginning at "Facing Dilemmas".'],
    [
      "5",
      "Once the dilemma stack is empty and no response actions adding dilemmas are used, it is time to complete the mission with the remaining unstopped personnel.",
    ],
    ["5.a", "“(When/While) . . . is attempting a mission” triggers process and may be used until the end of the mission attempt."],
    ["5.b", "“(When/While) . . . checking . . . mission requirements” triggers process and may be used until the end of the mission attempt."],
    [
      "5.c",
      "AP shows all requirements needed to complete the mission. If he or she cannot, all of the personnel involved are stopped and all “When . . . fail a mission attempt” triggers and “When . . . mission attempt fails” triggers process.",
    ],
    [
      "5.d",
      "If the AP does show all requirements, all “When . . . about to complete” triggers process, then the AP scores the points on the mission (or points in game text used to attempt and complete the mission, then “When . . . complete” triggers process. If the mission requirements change at any point during part 5, return to the beginning of part 5.",
    ],
  ],
};

/** The ids of the steps that head a part ("Draw Dilemmas", …); part 5 has none of its own. */
export const HEADINGS = new Set(["1", "2", "3", "4"]);
