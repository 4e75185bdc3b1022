import type { FieldHints } from "./form-model";

/** What a worked example is about, for the index's groups. */
export type Subject = "Personnel and skills" | "Missions and dilemmas" | "Cards in play" | "Points and winning" | "Turns and timing";

/** The subjects in the order the index lists them. */
export const SUBJECTS: readonly Subject[] = ["Missions and dilemmas", "Personnel and skills", "Cards in play", "Points and winning", "Turns and timing"];

/** The form's words for one example, and its subject. */
export interface ExampleForm {
  subject: Subject;
  hints: FieldHints;
}

const skill = { label: "Skill", suggest: "skills" } as const;
const AS_PRINTED = 'As printed: "SCIENCE", or "Navigation x2" for two levels';
const personnelName = (i: number) => `Personnel ${i + 1}`;
const PHASED_PLACES = { "phased-team": "in the phased Away Team", "other-team": "in another Away Team on the planet", none: "not on the planet" };

/** Every worked example's form words and subject, by example id (a unit test holds them to the schemas). */
export const EXAMPLE_FORMS: Record<string, ExampleForm> = {
  "2e-mission-attempt": {
    subject: "Missions and dilemmas",
    hints: {
      personnel: { label: "Personnel involved in the attempt" },
      dilemmasUnderMission: { label: "Dilemmas underneath the mission" },
      drawModifier: { label: "Draw modifier (+ or −)" },
      missionType: { label: "Mission type", options: { planet: "Planet", space: "Space" } },
      pile: { label: "Opponent's dilemma pile, top first", item: "dilemma", newItem: (i) => ({ name: `Dilemma ${i + 1}`, cost: 1, type: "dual" }) },
      "pile[].name": { label: "Name", suggest: "cards" },
      "pile[].cost": { label: "Cost" },
      "pile[].type": { label: "Type", options: { planet: "Planet", space: "Space", dual: "Dual" } },
    },
  },
  "2e-playing-a-card": {
    subject: "Cards in play",
    hints: {
      card: { label: "Card played", suggest: "cards" },
      canPayCosts: { label: "The AP can pay the costs" },
      locationAvailable: { label: "There is a location where the card may enter play" },
      prevented: {
        label: '"Prevent" responses',
        options: {
          none: "none prevents the playing",
          mandatory: 'a mandatory "prevent" response prevents it (step 5)',
          optional: 'an optional "prevent" response prevents it (step 6)',
        },
      },
      "selfReference.kind": {
        label: 'The card\'s own "when played" text',
        options: {
          none: "does not refer to a kind of card it is",
          trigger: "triggers on playing a kind of card it is (like K'Tal)",
          count: "counts cards of a kind it is (like Evek's six [Car] personnel)",
        },
      },
      "selfReference.statesOtherwise": { label: 'The text specifically says the played card itself triggers it or counts (e.g. "this personnel")' },
      "selfReference.required": { label: "Counting text: number required" },
      "selfReference.commanded": { label: "Counting text: number you command, the played card included" },
    },
  },
  "2e-winning-the-game": {
    subject: "Points and winning",
    hints: {
      points: { label: "Points", step: 5 },
      completedPlanetMissions: { label: "Completed planet missions you command" },
      completedSpaceMissions: { label: "Completed space missions you command" },
    },
  },
  "2e-cost-reduction": {
    subject: "Cards in play",
    hints: {
      printedCost: { label: "Printed cost" },
      countersRemaining: { label: "Counters remaining in your Play and Draw Cards segment" },
      "reduction.basis": {
        label: "The reduction is based on",
        options: {
          public: "information you normally have access to (face up cards, your hand, discard piles…)",
          hidden: "information you would not normally have access to (an opponent's hand, a deck, a dilemma pile…)",
        },
      },
      "reduction.amount": { label: "Reduction amount" },
      "additionalCost.losePoints": { label: "Additional cost: points to lose" },
      "additionalCost.pointsAvailable": { label: "Additional cost: points you have" },
      sameHiddenInfoUsedBefore: { label: "This hidden information was already used for another cost reduction" },
    },
  },
  "2e-dilemma-actions": {
    subject: "Missions and dilemmas",
    hints: {
      actions: { label: "The dilemma's actions, in order", item: "action", newItem: () => "" },
      "actions[]": { label: "Action" },
      personnelAffected: { label: "Personnel affected by one action" },
      hasLeadership: { label: "The personnel to be stopped has Leadership" },
      ifYouCannot: {
        label: "The action that “if you cannot” text depends on",
        options: {
          performed: "was performed completely",
          "you-cannot": "could not be performed by the player facing the dilemma",
          "opponent-prevented": "was prevented by the opponent's action",
        },
      },
    },
  },
  "1e-skill-substitution": {
    subject: "Personnel and skills",
    hints: {
      personnel: { label: "Personnel present", item: "personnel", newItem: (i) => ({ name: personnelName(i), skills: [] }) },
      "personnel[].name": { label: "Name" },
      "personnel[].skills": { label: "Skills", item: "skill", newItem: () => "", hint: AS_PRINTED },
      "personnel[].skills[]": skill,
      "rate.from": { label: "Skill used in place of another", suggest: "skills" },
      "rate.count": { label: "Levels of it used as one level" },
      "rate.to": { label: "Skill it counts as", suggest: "skills" },
      "requirement.skill": { label: "Skill required", suggest: "skills" },
      "requirement.level": { label: "Levels required" },
      "requirement.singlePersonnel": { label: 'The card asks for "a personnel with" the skill (one personnel must have all the levels)' },
    },
  },
  "1e-skill-box": {
    subject: "Personnel and skills",
    hints: {
      skills: { label: "Skill box as printed, in order", item: "skill", newItem: () => "", hint: AS_PRINTED },
      "skills[]": skill,
      assimilatedAs: { label: "Assimilated with classification (e.g. ENGINEER)", suggest: "skills" },
      add: { label: "Skills added, shared or doubled, in order", item: "added skill", newItem: () => "", hint: AS_PRINTED },
      "add[]": skill,
      loseFirstListed: { label: "The first-listed skill is lost" },
    },
  },
  "1e-worth-points": {
    subject: "Points and winning",
    hints: {
      points: { label: "Points the card is worth" },
      events: { label: "What happens to the condition, in order", item: "event", newItem: (i) => (i % 2 === 0 ? "met" : "ended") },
      "events[]": {
        label: "The condition",
        options: { met: "is first met", ended: "ceases to be met", "nullified-on-entry": "is met, bonus nullified (Khan!)" },
        control: "select",
      },
    },
  },
  "1e-card-title-match": {
    subject: "Cards in play",
    hints: {
      reference: { label: "Title the card refers to", suggest: "cards" },
      candidate: { label: "Title of the card you want to use", suggest: "cards" },
      referrerType: { label: "Card making the reference", options: { other: "Other", personnel: "Personnel", ship: "Ship" }, hint: "Other: any card but a Personnel or Ship" },
      any: { label: 'Reference says "any"' },
    },
  },
  "1e-full-turns": {
    subject: "Turns and timing",
    hints: {
      currentTurn: { label: "Subject's current turn" },
      doubleTurns: { label: "Subject takes double turns (Horga'hn)" },
      half: { label: "With double turns: which turn of the double turn", options: { a: "First (a)", b: "Second (b)" } },
      fullTurns: { label: "Full turns counted" },
    },
  },
  "1e-attribute-requirement": {
    subject: "Personnel and skills",
    hints: {
      requirement: { label: "Requirement", hint: 'As printed, e.g. "SCIENCE and CUNNING>35", "2 SCIENCE", "Navigation x2"' },
      personnel: { label: "Personnel present", item: "personnel", newItem: () => ({ skills: [] }) },
      "personnel[].name": { label: "Name" },
      "personnel[].skills": { label: "Skills and classifications", item: "skill", newItem: () => "", hint: AS_PRINTED },
      "personnel[].skills[]": skill,
      "personnel[].STRENGTH": { label: "STRENGTH" },
      "personnel[].CUNNING": { label: "CUNNING" },
      "personnel[].INTEGRITY": { label: "INTEGRITY" },
      "personnel[].disabled": { label: "Disabled" },
    },
  },
  "1e-cumulative": {
    subject: "Cards in play",
    hints: {
      copies: { label: "Copies of the card in play" },
      markedCumulative: { label: 'Card is marked "cumulative"' },
      timing: {
        label: "How the copies' effects happen",
        options: {
          "same-time": "At the same time (Science Kit, Fajo's Gallery)",
          "end-or-start-of-turn": "End-of-turn or start-of-turn actions (Process Ore)",
          lasting: "Lasting effects (Reaction Control Thrusters)",
          "separate-actions": "Separate actions (Android Headlock)",
        },
      },
      sameTarget: { label: "Same target(s)" },
      placedOnSameCard: { label: "Played or placed on the same card" },
      damageMarker: { label: "Same damage marker (Tactic cards)" },
    },
  },
  "1e-doubled-objective": {
    subject: "Points and winning",
    hints: {
      basePoints: { label: "The objective's own points", step: 5 },
      doubledByHarnessParticle: { label: "Doubled by Harness Particle 010" },
      resistanceIsFutile: { label: "Resistance is Futile played on it (+10)" },
      simultaneous: { label: "The two modifications are simultaneous" },
    },
  },
  "1e-uniqueness": {
    subject: "Cards in play",
    hints: {
      cardType: {
        label: "Card type",
        options: {
          personnel: "Personnel",
          ship: "Ship",
          facility: "Facility",
          site: "Site",
          mission: "Mission",
          "time-location": "Time location",
          other: "Other (event, interrupt, equipment, dilemma, artifact …)",
        },
      },
      universalIcon: { label: "Has the [univ] symbol" },
      enigmaIcon: { label: "Has the Enigma icon [enig]" },
      marking: { label: "Game text marking", options: { none: "Neither", unique: "“Unique”", "not-duplicatable": "“Not duplicatable”" } },
      action: {
        label: "The other copy or version is",
        options: {
          play: "played",
          seed: "seeded",
          encounter: "encountered (e.g. a dilemma)",
          earn: "earned (e.g. an artifact)",
          activate: "activated (e.g. a hidden agenda)",
        },
      },
      sameOwner: { label: "It belongs to the player who has the first one in play" },
      sameNor: { label: "Sites: on the same Nor" },
    },
  },
  "1e-cloaking-with-no-one-aboard": {
    subject: "Cards in play",
    hints: {
      personnelAboard: { label: "Personnel aboard the ship" },
      change: { label: "The ship is to", options: { cloak: "Cloak", uncloak: "Uncloak" } },
    },
  },
  "1e-duplicate-missions": {
    subject: "Missions and dilemmas",
    hints: {
      universal: { label: "The mission has the universal symbol in its title" },
      alreadySeededBy: { label: "A copy is already on the spaceline, laid down by", options: { opponent: "Your opponent", you: "You" } },
    },
  },
  "1e-phased-matter-cure": {
    subject: "Missions and dilemmas",
    hints: {
      engineer: { label: "The ENGINEER is", options: PHASED_PLACES, control: "select" },
      science: { label: "The SCIENCE is", options: PHASED_PLACES, control: "select" },
    },
  },
  "1e-overcoming-dilemmas": {
    subject: "Missions and dilemmas",
    hints: {
      hasConditions: { label: "The dilemma has conditions (“Unless …”)", hint: "Armus – Skin of Evil has none; Rebel Encounter has STRENGTH>44" },
      conditionsMet: { label: "The Away Team or crew meets them" },
      targetsAbsent: { label: "It specifies cards (a male, a personnel with Empathy…) and none is present" },
    },
  },
  "1e-armbands-during-dilemmas": {
    subject: "Missions and dilemmas",
    hints: {
      dilemma: {
        label: "The dilemma",
        options: {
          instant: "just happens (Armus – Skin of Evil)",
          "random-selection": "selects at random (who dies)",
          requirements: "has requirements (Rebel Encounter: STRENGTH>44)",
        },
        control: "select",
      },
      outcomeDetermined: { label: "Its outcome is already determined" },
      firestorm: { label: "The dilemma is Firestorm" },
    },
  },
  "1e-androids-and-exocomps": {
    subject: "Personnel and skills",
    hints: {
      personnel: { label: "The personnel", options: { "soong-type": "Data or another Soong-type android", exocomp: "An Exocomp" }, control: "select" },
      card: {
        label: "The card",
        options: { "needs-android": "needs an android (as the Ktarian Game is asked)", "affects-living-things": "affects living things (Hyperaging)" },
        control: "select",
      },
    },
  },
  "1e-telepathic-alien-kidnappers": {
    subject: "Cards in play",
    hints: {
      copies: { label: "Telepathic Alien Kidnappers you have in play" },
    },
  },
};

/** The form words of an example (a unit test makes sure every example has them). */
export function getExampleForm(id: string): ExampleForm {
  const form = EXAMPLE_FORMS[id];
  if (!form) throw new Error(`no form words for example ${id} (add them to app/examples/_lib/field-hints.ts)`);
  return form;
}
