import type { AttemptAction } from "@/lib/engine";

// Actions as short tokens: "c" or "c5" (continue, 5 times), "s0.2" (stack of drawn 0 then 2; "s" alone: empty),
// "r1" / "r1p" (resolve: 1 stopped, "p" placed somewhere), "q1" / "q0" (requirements shown or not).
/** The actions of a step-through as a short token list: "c5,s0.2,r1p,q1". */
export function toActionsToken(actions: AttemptAction[]): string {
  const tokens: string[] = [];
  let continues = 0;
  const flush = () => {
    if (continues) tokens.push(continues === 1 ? "c" : `c${continues}`);
    continues = 0;
  };
  for (const a of actions) {
    if (a.type === "continue") {
      continues++;
      continue;
    }
    flush();
    if (a.type === "chooseStack") tokens.push(`s${a.chosen.join(".")}`);
    else if (a.type === "resolveDilemma") tokens.push(`r${a.stop}${a.placeSomewhere ? "p" : ""}`);
    else tokens.push(`q${a.met ? 1 : 0}`);
  }
  flush();
  return tokens.join(",");
}

// Reads tokens up to the first one it does not understand, so a damaged link still opens at a sensible point.
/** The actions a token list holds, up to the first token it does not understand. */
export function fromActionsToken(text: string): AttemptAction[] {
  const actions: AttemptAction[] = [];
  for (const token of text.split(",").filter(Boolean)) {
    let m: RegExpMatchArray | null;
    if ((m = token.match(/^c(\d{0,4})$/))) {
      const n = m[1] ? Number(m[1]) : 1;
      for (let i = 0; i < n; i++) actions.push({ type: "continue" });
    } else if ((m = token.match(/^s((?:\d+)(?:\.\d+)*)?$/))) {
      actions.push({ type: "chooseStack", chosen: m[1] ? m[1].split(".").map(Number) : [] });
    } else if ((m = token.match(/^r(\d+)(p?)$/))) {
      actions.push({ type: "resolveDilemma", stop: Number(m[1]), placeSomewhere: m[2] === "p" });
    } else if ((m = token.match(/^q([01])$/))) {
      actions.push({ type: "showRequirements", met: m[1] === "1" });
    } else break;
  }
  return actions;
}
