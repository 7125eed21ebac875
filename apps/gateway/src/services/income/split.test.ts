import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allocateIncome, proRata } from "./split.js";

const shares = fc.uniqueArray(
  fc.record({ key: fc.string({ minLength: 1, maxLength: 8 }), weight: fc.bigInt({ min: 0n, max: 10n ** 12n }) }),
  { selector: (s) => s.key, maxLength: 20 },
);

describe("proRata", () => {
  it("gives out exactly the total when any weight is positive, each part within one wei of its exact share", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), shares, (total, list) => {
        const parts = proRata(total, list);
        const sum = list.reduce((acc, s) => acc + s.weight, 0n);
        const given = [...parts.values()].reduce((acc, p) => acc + p, 0n);
        expect(given).toBe(sum > 0n ? total : 0n);
        for (const s of list) {
          const part = parts.get(s.key) ?? 0n;
          if (s.weight === 0n) expect(part).toBe(0n);
          else expect(part - (total * s.weight) / sum).toBeGreaterThanOrEqual(0n);
          if (s.weight > 0n) expect(part - (total * s.weight) / sum).toBeLessThanOrEqual(1n);
        }
        // The same inputs in another order give the same parts.
        expect(proRata(total, [...list].reverse())).toEqual(parts);
      }),
    );
  });

  it("gives the leftover wei to the largest remainders, ties to the smaller key", () => {
    expect([
      ...proRata(2n, [
        { key: "b", weight: 1n },
        { key: "a", weight: 1n },
        { key: "c", weight: 1n },
      ]),
    ]).toEqual([
      ["b", 1n],
      ["a", 1n],
      ["c", 0n],
    ]);
    expect(
      proRata(10n, [
        { key: "x", weight: 2n },
        { key: "y", weight: 1n },
      ]),
    ).toEqual(
      new Map([
        ["x", 7n],
        ["y", 3n],
      ]),
    );
  });
});

describe("allocateIncome", () => {
  it("splits platform income 30/20/50 with the X-Man 10% out of the platform's share, and 20% of fees", () => {
    expect(allocateIncome(1_000n, 500n, true)).toEqual({
      platform: 200n,
      governance_buyback: 200n,
      utility_buyback: 500n,
      xman_dividend: 100n + 100n,
      fee_other: 400n,
    });
    expect(allocateIncome(1_000n, 500n, false)).toMatchObject({ platform: 400n, xman_dividend: 0n, fee_other: 400n });
  });

  it("never loses a wei", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.boolean(),
        (income, fees, stakers) => {
          const parts = Object.values(allocateIncome(income, fees, stakers));
          expect(parts.every((p) => p >= 0n)).toBe(true);
          expect(parts.reduce((acc, p) => acc + p, 0n)).toBe(income + fees);
        },
      ),
    );
  });
});
