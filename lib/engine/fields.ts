import { z } from "zod";
import { field } from "./schema";

/** The choices of a "Rules version" selector: latest first, marked "(latest)". */
export function versionOptions(versions: readonly string[]): { value: string; label: string }[] {
  return [...versions]
    .sort()
    .reverse()
    .map((v, i) => ({ value: v, label: i === 0 ? `${v} (latest)` : v }));
}

/** The optional "Rules version" input of an example that follows dated versions of an entry: a selector, latest first. */
export function versionSchema<V extends string>(versions: readonly [V, ...V[]]) {
  const options = versionOptions(versions);
  return field(z.enum(options.map((o) => o.value) as [V, ...V[]]), {
    label: "Rules version",
    options: Object.fromEntries(options.map((o) => [o.value, o.label])),
  }).optional();
}
