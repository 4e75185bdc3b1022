/**
 * Scores per text (or per topic: any index below `n`), for those given one, in the order first given (as a map's keys): a map the hottest loop of a
 * search reuses, cleared in one step, instead of a new map for every word.
 */
export class TextScores {
  /** The texts given a score since the last `clear`, in order. */
  readonly ids: number[] = [];
  private readonly scores: Float64Array;
  private readonly setIn: Uint32Array;
  private round = 1;

  constructor(n: number) {
    this.scores = new Float64Array(n);
    this.setIn = new Uint32Array(n);
  }

  clear(): void {
    this.ids.length = 0;
    if (++this.round === 2 ** 32) {
      this.setIn.fill(0);
      this.round = 1;
    }
  }

  /** Whether the text has a score. */
  has(id: number): boolean {
    return this.setIn[id] === this.round;
  }

  /** The text's score (0 when it has none). */
  get(id: number): number {
    return this.setIn[id] === this.round ? this.scores[id]! : 0;
  }

  /** Raises the text's score to `score` (gives it one if it has none). */
  max(id: number, score: number): void {
    if (this.setIn[id] !== this.round) this.give(id, score);
    else if (score > this.scores[id]!) this.scores[id] = score;
  }

  /** Adds `score` to the text's score (gives it one if it has none). */
  add(id: number, score: number): void {
    if (this.setIn[id] !== this.round) this.give(id, score);
    else this.scores[id] = this.scores[id]! + score;
  }

  private give(id: number, score: number): void {
    this.setIn[id] = this.round;
    this.scores[id] = score;
    this.ids.push(id);
  }
}
