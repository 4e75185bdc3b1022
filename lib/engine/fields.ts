import type { FieldSpec } from "./types";

/** The optional "Rules version" selector of an example that follows dated versions of an entry: latest first. */
export function versionField(versions: readonly string[]): FieldSpec {
  const newestFirst = [...versions].sort().reverse();
  return {
    kind: "select",
    name: "version",
    label: "Rules version",
    optional: true,
    options: newestFirst.map((v, i) => ({ value: v, label: i === 0 ? `${v} (latest)` : v })),
  };
}
