/** An exact rational number, always in lowest terms with a positive denominator (BigInt, so sums never round). */
export interface Fraction {
  readonly num: bigint;
  readonly den: bigint;
}

const abs = (n: bigint) => (n < 0n ? -n : n);

// Euclid's algorithm: |y| strictly decreases, so it ends within about 1.5 steps per bit of the smaller number.
function gcd(a: bigint, b: bigint): bigint {
  let x = abs(a);
  let y = abs(b);
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function toBigInt(n: number | bigint, what: string): bigint {
  if (typeof n === "bigint") return n;
  if (!Number.isSafeInteger(n)) throw new RangeError(`fraction with ${what} ${n}: not a whole number that a double holds exactly`);
  return BigInt(n);
}

/** The fraction num/den in lowest terms; throws RangeError for a denominator of 0 or a number that is not a safe integer. */
export function fraction(num: number | bigint, den: number | bigint = 1n): Fraction {
  const n = toBigInt(num, "numerator");
  const d = toBigInt(den, "denominator");
  if (d === 0n) throw new RangeError("fraction with denominator 0");
  const sign = d < 0n ? -1n : 1n;
  const g = gcd(n, d) || 1n;
  return { num: (sign * n) / g, den: (sign * d) / g };
}

/** The fraction 0. */
export const ZERO: Fraction = fraction(0);

/** a + b. */
export function addFractions(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.den + b.num * a.den, a.den * b.den);
}

/** -1, 0 or 1 as a is less than, equal to or greater than b. */
export function compareFractions(a: Fraction, b: Fraction): number {
  const diff = a.num * b.den - b.num * a.den;
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
}

/** "1/2", "3/2", "2" or "0": the form the examples print. */
export function formatFraction(f: Fraction): string {
  return f.den === 1n ? String(f.num) : `${f.num}/${f.den}`;
}
