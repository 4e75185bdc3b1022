import { describe, expect, it } from "vitest";
import {
  acceptedActions,
  advanceProcedure,
  advanceToChoice,
  CONTINUE,
  findStep,
  listSteps,
  ProcedureError,
  startProcedure,
  triggersOf,
  type Procedure,
  type ProcedurePosition,
} from "./procedure";

interface Counter extends ProcedurePosition {
  n: number;
  skipB: boolean;
}
type Act = { type: "continue" } | { type: "add"; by: number };

const proc: Procedure<Counter, Act> = {
  id: "test",
  steps: [
    { id: "1", text: "Part one", heading: true },
    { id: "1.a", text: "Start." },
    { id: "1.b", text: "Maybe skipped.", guard: (s) => !s.skipB },
    { id: "1.c", text: "Add something.", accepts: ["add"], apply: (s, a) => (a.type === "add" ? { ...s, n: s.n + a.by } : s) },
    { id: "1.d", text: "Loop back while small.", next: (s) => (s.n < 3 ? "1" : "2") },
    { id: "2", text: '"When . . . done" triggers process.', apply: (s) => ({ ...s, n: s.n * 10 }) },
  ],
};
const fresh = (skipB = false): Counter => ({ stepId: "", finished: false, trace: [], n: 0, skipB });

describe("procedure state machine", () => {
  it("starts at the first step that is not a heading", () => {
    expect(startProcedure(proc, fresh()).stepId).toBe("1.a");
  });

  it("skips a step whose guard fails", () => {
    const s = advanceProcedure(proc, startProcedure(proc, fresh(true)), CONTINUE);
    expect(s.stepId).toBe("1.c");
  });

  it("rejects an action the current step does not wait for", () => {
    const s = startProcedure(proc, fresh(true));
    expect(() => advanceProcedure(proc, s, { type: "add", by: 1 })).toThrow(ProcedureError);
    expect(acceptedActions(proc, s)).toEqual(["continue"]);
  });

  it("applies a choice, follows `next` back through a heading, and ends after the last step", () => {
    let s = advanceToChoice(proc, startProcedure(proc, fresh(true)), CONTINUE);
    expect(s.stepId).toBe("1.c");
    s = advanceToChoice(proc, advanceProcedure(proc, s, { type: "add", by: 2 }), CONTINUE);
    expect(s.stepId).toBe("1.c"); // looped back: 2 < 3
    s = advanceToChoice(proc, advanceProcedure(proc, s, { type: "add", by: 2 }), CONTINUE);
    expect(s.finished).toBe(true);
    expect(s.n).toBe(40);
    expect(s.trace).toEqual(["1.a", "1.c", "1.d", "1.a", "1.c", "1.d", "2"]);
    expect(acceptedActions(proc, s)).toEqual([]);
    expect(() => advanceProcedure(proc, s, CONTINUE)).toThrow(/already finished/);
  });

  it("lists steps with headings and finds them by id", () => {
    expect(listSteps(proc).map((s) => s.id)).toEqual(["1", "1.a", "1.b", "1.c", "1.d", "2"]);
    expect(findStep(proc, "1.c").text).toBe("Add something.");
    expect(() => findStep(proc, "9")).toThrow(ProcedureError);
  });

  it("reads the quoted trigger conditions of a step's text, straight or curly quotes", () => {
    expect(triggersOf('"When . . . done" triggers process.')).toEqual(["When . . . done"]);
    expect(triggersOf("all “When . . . fail a mission attempt” triggers and “When . . . mission attempt fails” triggers process.")).toEqual([
      "When . . . fail a mission attempt",
      "When . . . mission attempt fails",
    ]);
    expect(triggersOf('Mandatory "prevent" response actions process beginning with the AP.')).toEqual(["prevent"]);
    expect(triggersOf("Repeat the process beginning at “Facing Dilemmas”.")).toEqual([]);
  });
});
