// How the attempt's explanations say dilemmas and numbers.
import type { AttemptDilemma } from "./input";

/** Dilemmas by name and cost ("Dilemma A (cost 1), Dilemma B (cost 2)"), or "none". */
export const names = (ds: AttemptDilemma[]) => (ds.length ? ds.map((d) => `${d.name} (cost ${d.cost})`).join(", ") : "none");
/** A count and its noun: "1 dilemma", "2 dilemmas". */
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
/** A modifier with its sign: "+ 2", "− 1". */
export const signed = (n: number) => (n < 0 ? `− ${-n}` : `+ ${n}`);
