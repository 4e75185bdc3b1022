import { readFileSync } from "node:fs";
import { join } from "node:path";

/** A bracketed marker of the sources ("[univ]") read as the card icon or symbol it stands for. */
export interface IconLabel {
  marker: string;
  /** What the reader sees instead of the marker: "Universal". */
  label: string;
  /** The symbol printed on the cards, when the sources describe one: "❖". */
  symbol?: string;
  /** One line on what it means, from the sources' own explanation. */
  meaning: string;
  source: { entry: string; quote: string };
}

interface IconDecisions {
  icons: IconLabel[];
  unexplained: { marker: string; reason: string }[];
}

let decisions: IconDecisions | null = null;
/** content/editorial/icons.json, read once (the reviewed decisions: see that folder's README). */
function load(): IconDecisions {
  decisions ??= JSON.parse(readFileSync(join(process.cwd(), "content", "editorial", "icons.json"), "utf8")) as IconDecisions;
  return decisions;
}

/** The reading of a marker ("univ" → Universal), or null for one the sources do not explain (it stays as written). */
export function getIconLabel(marker: string): IconLabel | null {
  return load().icons.find((i) => i.marker === marker) ?? null;
}

/** Every marker with a reading, and every marker found in the texts that is knowingly left as written. */
export function listIconDecisions(): { labelled: IconLabel[]; unexplained: IconDecisions["unexplained"] } {
  return { labelled: load().icons, unexplained: load().unexplained };
}

/** Every marker with a reading, as the search's snippets read it: marker → label and symbol. */
export function toIconReadings(): Record<string, { label: string; symbol?: string }> {
  return Object.fromEntries(load().icons.map((i) => [i.marker, { label: i.label, ...(i.symbol ? { symbol: i.symbol } : {}) }]));
}
