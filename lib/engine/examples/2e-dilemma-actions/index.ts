import { z } from "zod";
import { MAX_DILEMMA_ACTIONS, MAX_PERSONNEL } from "../../bounds";
import { citing, createExample, step } from "../../create-example";
import { toReissues } from "../../rulings";
import { text, wholeNumber } from "../../schema";
import type { Citation, ExplainedResult } from "../../types";
import TEXT from "./example.json" with { type: "json" };
import FORM from "./form.json" with { type: "json" };

/** The dated versions of the 2E "dilemmas" entry. */
const VERSIONS = ["2011-10-05", "2014-07-07"] as const;
type DilemmasVersion = (typeof VERSIONS)[number];
const LATEST: DilemmasVersion = VERSIONS[1];

const IF_YOU_CANNOT = ["performed", "you-cannot", "opponent-prevented"] as const;
/**
 * What became of an action that the dilemma's "if you cannot" text depends on: "performed" (done completely),
 * "you-cannot" (the player facing the dilemma could not do it), or "opponent-prevented" (the opponent's action
 * kept it from being performed completely, as Shall We Not Revenge? does to Guess Who's Coming to Dinner?).
 */
export type IfYouCannot = (typeof IF_YOU_CANNOT)[number];

// One action is a short instruction ("stop all your other personnel").
const MAX_ACTION_TEXT = 200;

const schema = z.strictObject({
  /** The dilemma's instructions broken down into actions, in order (A Klingon Matter: four). */
  actions: z.array(text(MAX_ACTION_TEXT)).min(1).max(MAX_DILEMMA_ACTIONS),
  /** Personnel affected by one of those actions at once (one action that kills or stops several). */
  personnelAffected: wholeNumber(1, MAX_PERSONNEL),
  /** For "Stop a personnel. If that personnel has Leadership, kill him or her instead.": whether the personnel has Leadership. */
  hasLeadership: z.boolean(),
  /** For "if you cannot" text: what became of the action it depends on. */
  ifYouCannot: z.enum(IF_YOU_CANNOT),
});

/** Input of the dilemma-actions example: a dilemma's actions and the situation it is faced in. */
export type DilemmaActionsInput = z.infer<typeof schema>;

/** Output of the dilemma-actions example. */
export interface DilemmaActionsOutput extends ExplainedResult {
  /** The points at which the player facing the dilemma may use "While … facing a dilemma" game text. */
  windows: string[];
  /** How many times a response action triggers for the action that affects `personnelAffected` personnel. */
  responseTriggers: number;
  /** Whether the personnel was stopped (an "instead" effect does not undo it). */
  stopped: boolean;
  /** Whether the personnel was killed instead. */
  killed: boolean;
  /** Whether the "if you cannot" text applies; null when the chosen version does not rule on the case. */
  ifYouCannotApplies: boolean | null;
}

// The two versions quote differently ("…" in 2011, “…” in 2014), so each sentence is kept as that version prints it.
const SENTENCES = {
  oneAction: {
    "2011-10-05": "Any response actions will only trigger once when multiple personnel are affected by a single action during a mission attempt.",
    "2014-07-07": "Any response actions will only trigger once when multiple personnel are affected by a single action during a mission attempt.",
  },
  oneActionExample: {
    "2011-10-05":
      "For example: if Tragic Turn is on a mission and three personnel are selected to be killed by one action, only one additional personnel will be killed.",
    "2014-07-07":
      "For example: if two personnel are selected to be stopped by one action, Chakotay (Bridge Between Two Crews) may only prevent one of those two stops.",
  },
  notInMiddle: {
    "2011-10-05": "You may use applicable game text (“While . . . facing a dilemma”) only before or after any of these actions, not in the middle of one.",
    "2014-07-07": "You may use applicable game text (“While . . . facing a dilemma”) only before or after any of these actions, not in the middle of one.",
  },
  notAfterLast: {
    "2011-10-05":
      "You can act before or after any of these actions, except for the last one, because once it is complete you are no longer facing the dilemma.",
    "2014-07-07":
      "You can act before or after any of these actions, except for the last one, because once it is complete you are no longer facing the dilemma.",
  },
  instead: {
    "2011-10-05": '"Instead" effects do not prevent the effect they replace; replaced effects still occurred in the past.',
    "2014-07-07": "“Instead” effects do not prevent the effect they replace; replaced effects still occurred in the past.",
  },
  insteadExample: {
    "2011-10-05": 'The personnel being killed "instead" does not prevent that personnel from having been previously stopped.',
    "2014-07-07": "The personnel being killed “instead” does not prevent that personnel from having been previously stopped.",
  },
} as const satisfies Record<string, Record<DilemmasVersion, string>>;
const IF_YOU_CANNOT_SENTENCE = "Only an action by the player facing the dilemma will trigger this text.";
const IF_YOU_CANNOT_EXAMPLE =
  "If Player B prevents Player A from stopping a Diplomacy personnel by killing that personnel with Shall We Not Revenge?, Player A will not have to randomly kill a personnel.";

const cite = (version: DilemmasVersion, sentence: string): Citation => citing(`2e-crd-${version}/dilemmas`)(sentence);
const said = (key: keyof typeof SENTENCES, version: DilemmasVersion) => cite(version, SENTENCES[key][version]);

function rules(input: DilemmaActionsInput, rules: { version: string }): DilemmaActionsOutput {
  const version = rules.version as DilemmasVersion;
  const { actions } = input;
  // Before each action, and after each one but the last: after the last the dilemma is no longer being faced.
  const windows = actions.map((a, i) => (i === 0 ? `before “${a}”` : `after “${actions[i - 1]}”, before “${a}”`));
  const steps = [
    step(
      `The dilemma is ${actions.length} action${actions.length === 1 ? "" : "s"}; game text that works “while facing a dilemma” may be used only between them, never in the middle of one: ${windows.length} point${windows.length === 1 ? "" : "s"} (${windows.join("; ")}).`,
      said("notInMiddle", version),
    ),
    step(`Not after “${actions[actions.length - 1]}”: once the last action is complete, you are no longer facing the dilemma.`, said("notAfterLast", version)),
  ];

  const responseTriggers = 1;
  steps.push(
    input.personnelAffected > 1
      ? step(
          `One action affects ${input.personnelAffected} personnel at once, so a response to it triggers once, not ${input.personnelAffected} times. ${SENTENCES.oneActionExample[version]}`,
          said("oneAction", version),
        )
      : step("One action affects one personnel, so a response to it triggers once.", said("oneAction", version)),
  );

  const stopped = true;
  const killed = input.hasLeadership;
  steps.push(
    killed
      ? step(
          "“Stop a personnel. If that personnel has Leadership, kill him or her instead.”: the personnel has Leadership, so he or she is killed instead, and was still stopped first: an “instead” effect replaces an effect without preventing it; only “prevent” keeps an effect from happening at all.",
          said("insteadExample", version),
        )
      : step(
          "“Stop a personnel. If that personnel has Leadership, kill him or her instead.”: without Leadership the personnel is only stopped.",
          said("instead", version),
        ),
  );

  let ifYouCannotApplies: boolean | null;
  let ifYouCannot: string;
  if (input.ifYouCannot === "performed") {
    ifYouCannotApplies = false;
    ifYouCannot = "its “if you cannot” text does not apply (the action was performed)";
    steps.push(step("The action was performed completely, so its “if you cannot” text does not apply."));
  } else if (input.ifYouCannot === "you-cannot") {
    ifYouCannotApplies = true;
    ifYouCannot = "its “if you cannot” text applies";
    steps.push(step("The player facing the dilemma could not perform the action, so its “if you cannot” text applies, as the card says."));
  } else if (version === "2014-07-07") {
    ifYouCannotApplies = false;
    ifYouCannot = "the opponent's prevention does not trigger its “if you cannot” text";
    steps.push(
      step(
        `The opponent's action kept the action from being performed completely; that does not trigger “if you cannot” text. ${IF_YOU_CANNOT_EXAMPLE}`,
        cite(version, IF_YOU_CANNOT_SENTENCE),
      ),
    );
  } else {
    ifYouCannotApplies = null;
    ifYouCannot = "this version does not say whether the opponent's prevention triggers its “if you cannot” text";
    steps.push(
      step(
        "The 2011-10-05 version does not say whether an opponent's action triggers “if you cannot” text; the ruling that it does not was added on 2014-07-07.",
      ),
    );
  }

  const decidedBy =
    input.ifYouCannot === "opponent-prevented" && version === "2014-07-07"
      ? cite(version, IF_YOU_CANNOT_SENTENCE)
      : killed
        ? said("insteadExample", version)
        : input.personnelAffected > 1
          ? said("oneAction", version)
          : said("notAfterLast", version);
  const decision = `You may act at ${windows.length} point${windows.length === 1 ? "" : "s"}; a response triggers once; the personnel is ${killed ? "stopped, then killed instead" : "stopped"}; ${ifYouCannot}.`;
  return { windows, responseTriggers, stopped, killed, ifYouCannotApplies, decision, steps, decidedBy };
}

/** 2E: how a dilemma resolves as a series of actions: when you may act, how often responses trigger, "instead" against "prevent", "if you cannot". */
export const dilemmaActionsExample = createExample<DilemmaActionsInput, DilemmaActionsOutput>(TEXT, FORM, {
  defaults: {
    actions: ["randomly select a personnel", "kill that personnel", "stop all your other personnel", "return this dilemma to its owner's dilemma pile"],
    personnelAffected: 3,
    hasLeadership: true,
    ifYouCannot: "opponent-prevented",
  },
  cites: [
    said("notInMiddle", LATEST),
    said("notAfterLast", LATEST),
    said("oneAction", LATEST),
    said("oneActionExample", LATEST),
    said("oneActionExample", "2011-10-05"),
    said("instead", LATEST),
    said("insteadExample", LATEST),
    said("instead", "2011-10-05"),
    cite(LATEST, IF_YOU_CANNOT_SENTENCE),
    cite(LATEST, IF_YOU_CANNOT_EXAMPLE),
  ],
  schema,
  follows: toReissues(VERSIONS.map((v) => `2e-crd-${v}/dilemmas`)),
  versions: VERSIONS,
  rules,
});
