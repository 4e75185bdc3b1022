/** JSON with object keys sorted and two-space indentation, so generated files diff cleanly. */
export function toStableJson(value: unknown, indent = 2): string {
  return JSON.stringify(sortKeys(value), null, indent) + "\n";
}

function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v && typeof v === "object") {
    return Object.fromEntries(
      Object.keys(v as object)
        .sort()
        .map((k) => [k, sortKeys((v as Record<string, unknown>)[k])]),
    );
  }
  return v;
}
