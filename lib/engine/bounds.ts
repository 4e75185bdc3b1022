// Bounds a real game stays within. Every number a worked example reads is held to one of them, so no input can make
// an example run away (a count of turns builds one label per turn), and the form shows them as its inputs' limits.

/** Turns of one player: a game lasts a few dozen, and cards count a handful (Anti-Time Anomaly: 3); 1000 is beyond any game. */
export const MAX_TURNS = 1000;

/** Personnel in one place or count: a deck of 60 or so cards seldom holds 40 personnel; 100 leaves room. */
export const MAX_PERSONNEL = 100;

/** 1E: one personnel's STRENGTH, CUNNING or INTEGRITY: printed values run to about 12 and enhancements add a few. */
export const MAX_ATTRIBUTE = 100;

/** 1E: a skill's level: printed multipliers go to x3 or x4, and adding, sharing or doubling raises them. */
export const MAX_SKILL_LEVEL = 100;

/** 1E: skills in one personnel's skill box: printed boxes hold a handful, and cards add a few. */
export const MAX_SKILLS = 20;

/** 1E: changes of a "worth points" card's condition (met, ended) in one game: a handful. */
export const MAX_CONDITION_CHANGES = 100;

/** 1E: copies of one card in play: both players' decks hold a few copies each. */
export const MAX_COPIES = 100;

/** 1E: the points one card is worth, either way: a game is played to 100 points. */
export const MAX_CARD_POINTS = 100;

/** 1E: levels of one skill used as one level of another (The Art of Diplomacy: 2 Treachery as 1 Diplomacy). */
export const MAX_SUBSTITUTION_RATE = 10;

/** 2E: a player's score, either way: the game is won at 100 once both missions are done; 500 leaves room for a long game. */
export const MAX_SCORE = 500;

/** 2E: a printed cost, a reduction of it, or a dilemma's cost: printed costs run from 0 to about 9. */
export const MAX_COST = 20;

/** 2E: counters in a Play and Draw Cards segment: seven a turn, plus the few that cards add. */
export const MAX_COUNTERS = 20;

/** 2E: missions one player can complete: the spaceline holds five per player, and headquarters are not completed. */
export const MAX_COMPLETED_MISSIONS = 8;

/** 2E: dilemmas in a pile or under a mission, or a modifier to the number drawn: piles hold a few dozen. */
export const MAX_DILEMMAS = 100;

/** 2E: the actions one dilemma is broken into (A Klingon Matter: four). */
export const MAX_DILEMMA_ACTIONS = 20;

/** 2E: cards of a kind a player commands, counted by a card's own text (Evek: six [Car] personnel). */
export const MAX_COMMANDED = 100;
