/** What the pairing needs of a statement: its key, the ruling it is a version of, and whether it amends only part of it. */
export interface VersionOfRuling {
  key: string;
  ruling: string;
  partial: boolean;
}

/**
 * The pairs of statements the compare page brings word diffs for: each version of a ruling (one amending only part of
 * it aside) with the version before it, both ways. Linear in versions: every pair would be quadratic (200 versions of
 * one ruling at 100x, 39,800 diffs in one page); the page computes any other pair in the browser when asked.
 */
export function listAdjacentVersions<T extends VersionOfRuling>(versions: readonly T[]): [T, T][] {
  const whole = versions.filter((v) => !v.partial);
  const pairs: [T, T][] = [];
  whole.forEach((later, i) => {
    const earlier = whole.slice(0, i).findLast((v) => v.ruling === later.ruling);
    if (earlier) pairs.push([earlier, later], [later, earlier]);
  });
  return pairs;
}
