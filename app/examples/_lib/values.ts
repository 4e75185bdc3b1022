/** A place in an example's input: property names and list indexes. */
export type ValuePath = readonly (string | number)[];

/** The value at a path of an input (undefined where there is none). */
export function getAt(value: unknown, path: ValuePath): unknown {
  let v = value;
  for (const key of path) {
    if (v === null || typeof v !== "object") return undefined;
    v = (v as Record<string | number, unknown>)[key];
  }
  return v;
}

/** A copy of an input with the value at `path` replaced (removed when undefined); objects and lists on the way are copied. */
export function setAt(value: unknown, path: ValuePath, next: unknown): unknown {
  if (path.length === 0) return next;
  const [key, ...rest] = path as [string | number, ...(string | number)[]];
  if (typeof key === "number") {
    const list = Array.isArray(value) ? [...value] : [];
    list[key] = setAt(list[key], rest, next);
    return list;
  }
  const obj = value !== null && typeof value === "object" && !Array.isArray(value) ? { ...(value as Record<string, unknown>) } : {};
  const child = setAt(obj[key], rest, next);
  if (child === undefined) delete obj[key];
  else obj[key] = child;
  return obj;
}

/** A path as one string, for ids and problem lookups: "personnel.0.skills.1". */
export function toPathKey(path: ValuePath): string {
  return path.join(".");
}
