import { ExampleInputError } from "./types";

/** Reads a plain JSON object at `path`, or throws an ExampleInputError naming it. */
export function readObject(raw: unknown, path: string): Record<string, unknown> {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    throw new ExampleInputError(path, "must be an object");
  }
  return raw as Record<string, unknown>;
}

/** Reads an array at `path`. */
export function readArray(raw: unknown, path: string): unknown[] {
  if (!Array.isArray(raw)) throw new ExampleInputError(path, "must be an array");
  return raw;
}

/** Reads a non-empty string at `path` (trimmed). */
export function readString(raw: unknown, path: string): string {
  if (typeof raw !== "string") throw new ExampleInputError(path, "must be a string");
  const value = raw.trim();
  if (value === "") throw new ExampleInputError(path, "must not be empty");
  return value;
}

/** Reads a whole number at `path`, at least `min` when given. */
export function readInteger(raw: unknown, path: string, min?: number): number {
  if (typeof raw !== "number" || !Number.isFinite(raw)) throw new ExampleInputError(path, "must be a number");
  if (!Number.isInteger(raw)) throw new ExampleInputError(path, "must be a whole number");
  if (min !== undefined && raw < min) throw new ExampleInputError(path, `must be at least ${min}`);
  return raw;
}

/** Whether an optional field was left out: absent or null. */
export function isAbsent(raw: unknown): raw is undefined | null {
  return raw === undefined || raw === null;
}

/** Reads an optional boolean at `path` (absent or null gives `fallback`). */
export function readOptionalBoolean(raw: unknown, path: string, fallback = false): boolean {
  if (isAbsent(raw)) return fallback;
  if (typeof raw !== "boolean") throw new ExampleInputError(path, "must be true or false");
  return raw;
}

/** Reads a boolean at `path` that must be given. */
export function readBoolean(raw: unknown, path: string): boolean {
  if (isAbsent(raw)) throw new ExampleInputError(path, "is required (true or false)");
  return readOptionalBoolean(raw, path);
}

/** Reads one of the allowed string values at `path`. */
export function readEnum<T extends string>(raw: unknown, path: string, allowed: readonly T[]): T {
  if (typeof raw !== "string" || !(allowed as readonly string[]).includes(raw)) {
    throw new ExampleInputError(path, `must be one of ${allowed.map((a) => `"${a}"`).join(", ")}`);
  }
  return raw as T;
}
