/** An exact non-negative rational number, always in lowest terms with a positive denominator. */
export interface Fraction {
  readonly num: number;
  readonly den: number;
}

function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/** The fraction num/den in lowest terms (den must not be 0). */
export function fraction(num: number, den = 1): Fraction {
  if (den === 0) throw new RangeError("fraction with denominator 0");
  const sign = den < 0 ? -1 : 1;
  const g = gcd(num, den) || 1;
  // `+ 0` turns -0 into 0, so a zero prints and compares as plain 0.
  return { num: (sign * num) / g + 0, den: (sign * den) / g };
}

/** The fraction 0. */
export const ZERO: Fraction = fraction(0);

/** a + b. */
export function addFractions(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.den + b.num * a.den, a.den * b.den);
}

/** Negative, zero or positive as a is less than, equal to or greater than b. */
export function compareFractions(a: Fraction, b: Fraction): number {
  return a.num * b.den - b.num * a.den;
}

/** "1/2", "3/2", "2" or "0": the form the examples print. */
export function formatFraction(f: Fraction): string {
  return f.den === 1 ? String(f.num) : `${f.num}/${f.den}`;
}
