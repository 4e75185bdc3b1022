import type { FieldSpec } from "./types";

/** The choices of a "Rules version" selector: latest first, marked "(latest)". */
export function versionOptions(versions: readonly string[]): { value: string; label: string }[] {
  return [...versions]
    .sort()
    .reverse()
    .map((v, i) => ({ value: v, label: i === 0 ? `${v} (latest)` : v }));
}

/** The optional "Rules version" selector of an example that follows dated versions of an entry. */
export function versionField(versions: readonly string[]): FieldSpec {
  return { kind: "select", name: "version", label: "Rules version", optional: true, options: versionOptions(versions) };
}
