import fc from "fast-check";
import type { z } from "zod";
import { EXACT_STRINGS, FORMATTED_STRINGS } from "./hints.js";

/**
 * Inputs for any action, read off its zod input schema: values that are nearly valid (each
 * field of the right kind, often at a limit) mixed with values that are not (strings the
 * database cannot store, numbers past every column's range, wrong types, missing, extra and
 * prototype keys). The walker knows zod's node types; an unknown one yields anything at all.
 */

/** Text that has broken systems before: NUL (PostgreSQL text refuses it), lone surrogates, every plane. */
const HOSTILE_STRINGS: readonly string[] = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfff\ud800",
  "😀",
  "👩‍👩‍👧‍👦".repeat(40),
  "𠜎𠜱𠝹𠱓",
  "漢字かなカナ",
  "Привет, мир",
  "مرحبا بالعالم",
  "e\u0301\u0301\u0301",
  "\u202eevil",
  "<script>alert(1)</script>",
  "</p><img src=x onerror=alert(1)>",
  "' OR 1=1 --",
  "%_\\",
  "__proto__",
  "constructor",
  "0x0000000000000000000000000000000000000000",
  "0xZZ",
  "NaN",
  "1e309",
  "-1",
  "x".repeat(10_001),
  "字".repeat(5_000),
];

/** Strings in the formats fields expect, so that generated inputs reach the handlers too. */
const PLAUSIBLE_STRINGS: readonly string[] = [
  "Rollup notes",
  "<p>Fraud proofs give challengers a week.</p>",
  `/uploads/image/2025/01/${"ab".repeat(16)}.png`,
  `/uploads/video/2025/01/${"cd".repeat(16)}.mp4`,
  "0x5fbdb2315678afecb367f032d93f642f64180aa3",
  "someone@example.com",
  "rollups,layer2",
  "en",
  "zh",
];

/** A transaction hash's format (32 bytes in hex), for `*_hash` fields. */
const PLAUSIBLE_HASH = `0x${"ab".repeat(32)}`;

/** Numbers past every column's range, fractions where integers go, and the edges between. */
const HOSTILE_NUMBERS: readonly number[] = [
  0,
  -1,
  1,
  0.5,
  -0.0001,
  2 ** 15,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 63,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

/** Keys that must never reach an object's prototype. */
const PROTOTYPE_KEYS = ["__proto__", "constructor", "prototype"] as const;

interface ZodDef {
  type: string;
  [key: string]: unknown;
}
const defOf = (schema: unknown): ZodDef => (schema as { _zod: { def: ZodDef } })._zod.def;

const anyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...PLAUSIBLE_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
);
const anyNumber = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: -2, max: 200 }) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
);
/** A value of the wrong kind for any field. */
const wrongKind = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  anyNumber,
  anyString,
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
);

/**
 * Strings for a field, by its name: those its area's hints give (hints.ts), else by the name's
 * ending (times, uploads, wallets, hashes); mostly of the format it expects, sometimes anything.
 */
function stringFor(key: string): fc.Arbitrary<string> {
  const exact = EXACT_STRINGS[key];
  if (exact) return fc.constantFrom(...exact);
  const formatted =
    FORMATTED_STRINGS[key] ??
    (key.endsWith("_time")
      ? ["2026-03-01", ""]
      : key.endsWith("_url")
        ? PLAUSIBLE_STRINGS.filter((text) => text.startsWith("/uploads/"))
        : key.includes("wallet")
          ? PLAUSIBLE_STRINGS.filter((text) => text.startsWith("0x"))
          : key.endsWith("_hash")
            ? [PLAUSIBLE_HASH]
            : key.endsWith("_at") || key.endsWith("_deadline")
              ? ["2099-06-15T10:00:00Z", "2099-06-15T18:00:00+08:00", "2099-06-16T10:00:00.000Z"]
              : []);
  if (formatted.length === 0) return anyString;
  return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...formatted) }, { weight: 1, arbitrary: anyString });
}

/**
 * Nearly valid values of one schema node; `ids` are ids that exist (so handlers reach their real
 * paths), `key` the field's name (so URL, wallet, email, month, day and time fields mostly get
 * their format).
 */
export function nearlyValid(schema: z.ZodType, ids: readonly number[], key = ""): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (node: unknown) => nearlyValid(node as z.ZodType, ids, key);
  switch (def.type) {
    case "object": {
      const shape = def.shape as Record<string, z.ZodType>;
      const fields = Object.fromEntries(
        Object.entries(shape).map(([name, node]) => [name, nearlyValid(node, ids, name)]),
      );
      return fc.record(fields, { requiredKeys: Object.keys(shape) });
    }
    case "string":
      return stringFor(key);
    case "number":
    case "int":
      // Flags, types and pages are small; ids exist; the rest probes every range.
      return fc.oneof(
        { weight: 3, arbitrary: fc.integer({ min: 0, max: 3 }) },
        { weight: 2, arbitrary: fc.constantFrom(...ids) },
        { weight: 3, arbitrary: anyNumber },
      );
    case "boolean":
      return fc.boolean();
    case "enum":
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case "literal":
      return fc.constantFrom(...(def.values as unknown[]));
    case "array":
      return fc.array(inner(def.element), { maxLength: 12 });
    case "tuple":
      return fc.tuple(...(def.items as unknown[]).map(inner));
    case "record":
      return fc.dictionary(fc.string({ maxLength: 8 }), inner(def.valueType), { maxKeys: 3 });
    case "union":
      return fc.oneof(...(def.options as unknown[]).map(inner));
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
      return fc.option(inner(def.innerType), { nil: undefined, freq: 4 });
    case "pipe":
      return inner(def.in);
    case "lazy":
      return inner((def.getter as () => unknown)());
    default:
      return fc.anything();
  }
}

/** Breaks a nearly valid payload: a field dropped, of the wrong kind, an extra or a prototype key. */
function broken(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.nat(), wrongKind, fc.constantFrom(...PROTOTYPE_KEYS, "extra_field"), fc.nat(3))
    .map(([value, pick, wrong, extraKey, how]) => {
      if (typeof value !== "object" || value === null || Array.isArray(value)) return wrong;
      const copy: Record<string, unknown> = { ...value };
      const keys = Object.keys(copy);
      const key = keys[pick % Math.max(keys.length, 1)];
      if (how === 0 && key !== undefined) delete copy[key];
      else if (how === 1 && key !== undefined) copy[key] = wrong;
      // defineProperty: a literal `__proto__` key must be an own key, as JSON.parse would make it.
      else Object.defineProperty(copy, extraKey, { value: wrong, enumerable: true, writable: true });
      return copy;
    });
}

/** Every payload the fuzzer sends an action: nearly valid, broken, or not an object at all. */
export function payloads(schema: z.ZodType, ids: readonly number[]): fc.Arbitrary<unknown> {
  const valid = nearlyValid(schema, ids);
  return fc.oneof(
    { weight: 5, arbitrary: valid },
    { weight: 4, arbitrary: broken(valid) },
    { weight: 1, arbitrary: fc.oneof(wrongKind, fc.anything()) },
  );
}
