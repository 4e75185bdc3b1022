/** The version in force on a date: the latest of `versions` (dates, oldest first) not after it, or null before the first. */
export function toVersionInForce(versions: readonly string[], date: string): string | null {
  let found: string | null = null;
  for (const v of versions) if (v <= date) found = v;
  return found;
}
