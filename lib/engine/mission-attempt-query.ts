import {
  ATTEMPT_VERSIONS,
  LATEST_ATTEMPT_VERSION,
  SAMPLE_PILE,
  type AttemptAction,
  type AttemptDilemma,
  type AttemptVersion,
  type DilemmaType,
  type MissionType,
} from "./examples/2e-mission-attempt";

/** Everything needed to rebuild a step-through: the setup, and the actions taken so far (replayed in order). */
export interface StepperConfig {
  personnel: number;
  dilemmasUnderMission: number;
  drawModifier: number;
  version: AttemptVersion;
  missionType: MissionType;
  /** The opponent's dilemma pile, top first. */
  pile: AttemptDilemma[];
  actions: AttemptAction[];
}

/** The step-through as it first opens: the source's 6 personnel and 2 dilemmas under the mission, and the sample pile. */
export const DEFAULT_STEPPER_CONFIG: StepperConfig = {
  personnel: 6,
  dilemmasUnderMission: 2,
  drawModifier: 0,
  version: LATEST_ATTEMPT_VERSION,
  missionType: "planet",
  pile: SAMPLE_PILE,
  actions: [],
};

/** The dilemma types, for form controls. */
export const DILEMMA_TYPES: readonly DilemmaType[] = ["planet", "space", "dual"];

// Actions as short tokens: "c" or "c5" (continue, 5 times), "s0.2" (stack of drawn 0 then 2; "s" alone: empty),
// "r1" / "r1p" (resolve: 1 stopped, "p" placed somewhere), "q1" / "q0" (requirements shown or not).
function encodeActions(actions: AttemptAction[]): string {
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
function decodeActions(text: string): AttemptAction[] {
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

/** The query string (without "?") that rebuilds this step-through. */
export function toStepperQuery(config: StepperConfig): string {
  const q = new URLSearchParams();
  q.set("personnel", String(config.personnel));
  q.set("under", String(config.dilemmasUnderMission));
  q.set("modifier", String(config.drawModifier));
  q.set("version", config.version);
  q.set("mission", config.missionType);
  for (const d of config.pile) q.append("d", `${d.cost}:${d.type}:${d.name}`);
  const actions = encodeActions(config.actions);
  if (actions) q.set("a", actions);
  return q.toString();
}

const wholeNumber = (raw: string | null, fallback: number, min: number) => {
  if (raw === null || !/^-?\d{1,6}$/.test(raw.trim())) return fallback;
  const n = Number(raw);
  return n < min ? fallback : n;
};

/** Rebuilds a step-through from a query string; missing or unreadable parts fall back to the defaults. */
export function fromStepperQuery(query: string | URLSearchParams): StepperConfig {
  const q = typeof query === "string" ? new URLSearchParams(query.startsWith("?") ? query.slice(1) : query) : query;
  const d = DEFAULT_STEPPER_CONFIG;
  const version = q.get("version");
  const mission = q.get("mission");
  const pile: AttemptDilemma[] = [];
  for (const raw of q.getAll("d")) {
    const m = raw.match(/^(\d{1,4}):(planet|space|dual):(.+)$/s);
    if (m && m[3]!.trim()) pile.push({ cost: Number(m[1]), type: m[2] as DilemmaType, name: m[3]! });
  }
  return {
    personnel: wholeNumber(q.get("personnel"), d.personnel, 0),
    dilemmasUnderMission: wholeNumber(q.get("under"), d.dilemmasUnderMission, 0),
    drawModifier: wholeNumber(q.get("modifier"), d.drawModifier, -999_999),
    version: (ATTEMPT_VERSIONS as readonly string[]).includes(version ?? "") ? (version as AttemptVersion) : d.version,
    missionType: mission === "planet" || mission === "space" ? mission : d.missionType,
    pile: q.has("d") ? pile : d.pile,
    actions: decodeActions(q.get("a") ?? ""),
  };
}
