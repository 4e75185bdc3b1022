import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addFractions, compareFractions, formatFraction, fraction, ZERO, type Fraction } from "./fractions";

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
// Numerators and denominators past 2^53, where doubles would round.
const big = fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n });
const fractions = fc
  .tuple(
    big,
    big.filter((d) => d !== 0n),
  )
  .map(([n, d]) => fraction(n, d));

describe("exact fractions", () => {
  it("keeps every fraction in lowest terms with a positive denominator, and reads it back from its printed form", () => {
    fc.assert(
      fc.property(fractions, (f) => {
        expect(f.den > 0n).toBe(true);
        expect(gcd(f.num, f.den)).toBe(1n);
        const [num, den = "1"] = formatFraction(f).split("/");
        expect(fraction(BigInt(num!), BigInt(den))).toEqual(f);
      }),
      { numRuns: 200 },
    );
  });

  it("adds exactly: in any order and any grouping, 0 changes nothing, and adding more makes more", () => {
    fc.assert(
      fc.property(fractions, fractions, fractions, (a, b, c) => {
        expect(addFractions(a, b)).toEqual(addFractions(b, a));
        expect(addFractions(addFractions(a, b), c)).toEqual(addFractions(a, addFractions(b, c)));
        expect(addFractions(a, ZERO)).toEqual(a);
        expect(compareFractions(addFractions(a, b), a)).toBe(compareFractions(b, ZERO));
      }),
      { numRuns: 200 },
    );
  });

  it("sums n halves of 1/n to exactly 1/2 however many there are", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), (n) => {
        let sum: Fraction = ZERO;
        for (let i = 0; i < n; i++) sum = addFractions(sum, fraction(1, 2 * n));
        expect(formatFraction(sum)).toBe("1/2");
      }),
      { numRuns: 50 },
    );
  });

  it("refuses a number that is not a whole number a double holds exactly, or a zero denominator, instead of looping", () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, 0.5, 2 ** 60]) expect(() => fraction(bad)).toThrow(RangeError);
    expect(() => fraction(1, 0)).toThrow(RangeError);
  });
});
