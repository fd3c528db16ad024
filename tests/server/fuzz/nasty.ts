/** Nasty values (NUL, lone surrogates, long strings, 2^31, 2^53, 1e308, deep nesting, `__proto__` keys, SQL-ish text…) for the fuzz's payloads. */
import fc from "fast-check";

const LONG_STRINGS = ["a".repeat(256), "墨".repeat(4001), "x".repeat(70_000), "\u0000".repeat(1000), "\ud800".repeat(300)];
export const NASTY_STRINGS = [
  "\u0000", "a\u0000b", "\ud800", "\udfff", "x\ud83d", "\udc00\ud800", "javascript:alert(1)", "<script>alert(1)</script>",
  "'; drop table museum; --", "' OR '1'='1", "1; select pg_sleep(1)", "%", "_", "\\", "%_\\'\"", "NaN", "Infinity", "-Infinity",
  "1e308", "-0", "0x10", "null", "undefined", "true", "Bool(false)", "__proto__", "constructor", "prototype", "\u202e\u202d",
  "\ufeff", "𠜎𠜱", " ", "\n\t", "9999-99-99", "2026-02-30", "0000-01-01", "https://", "http://[::1", "a@b", "{\"a\":1}", "[]",
];
const NASTY_NUMBERS = [
  2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 32, 2 ** 53, 2 ** 53 - 1, 2 ** 53 + 2, 2 ** 63, 2 ** 64, -1, 0, -0, 1e308, -1e308,
  5e-324, 0.5, 1.5, 1e21, 1e-7, 1_000_000_001,
];
export const PROTO_KEYS = ["__proto__", "constructor", "prototype", "toString", "valueOf", "hasOwnProperty", "__defineGetter__"];

/** An object with own keys such as `__proto__` (an object literal would set the prototype instead). */
export function ownObject(entries: readonly (readonly [string, unknown])[]): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  for (const [k, v] of entries) Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  return o;
}

export function nest(depth: number, shape: "array" | "object"): unknown {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = shape === "array" ? [v] : { a: v };
  return v;
}

const specialUnit = fc.oneof(
  fc.constantFrom("\u0000", "\ud800", "\udfff", "'", "\"", "\\", "%", "_", ";", "\n", "\u202e", "\ufeff", "𠜎", "墨"),
  fc.string({ minLength: 1, maxLength: 1 }),
);
export const nastyString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 1, arbitrary: fc.constantFrom(...LONG_STRINGS) },
  { weight: 3, arbitrary: fc.string({ unit: specialUnit, minLength: 1, maxLength: 12 }) },
);
export const nastyNumber = fc.constantFrom(...NASTY_NUMBERS);
const deepValue = fc.tuple(fc.integer({ min: 20, max: 120 }), fc.constantFrom("array" as const, "object" as const)).map(([n, s]) => nest(n, s));
export const protoObject = fc.array(fc.tuple(fc.constantFrom(...PROTO_KEYS), fc.oneof(fc.constant({ isAdmin: true }), fc.constant(null), nastyString, fc.constant(1))), { minLength: 1, maxLength: 3 })
  .map(ownObject);
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 3, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, "", [null], [[]]) },
  { weight: 1, arbitrary: deepValue },
  { weight: 1, arbitrary: protoObject },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/** The values most likely to break a layer below the validation: NUL, a lone surrogate, Ids past 32 bits, nesting past any limit. */
const edgeValue = fc.constantFrom<unknown>("\u0000", "\ud800", 2 ** 31, 2 ** 53 - 1, -1, nest(33, "array"), "x".repeat(70_000));

/** Mostly the plausible value, sometimes a nasty one. */
export function orNasty<T>(plausible: fc.Arbitrary<T>, nasty: fc.Arbitrary<unknown> = nastyValue): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 10, arbitrary: plausible as fc.Arbitrary<unknown> }, { weight: 1, arbitrary: edgeValue }, { weight: 2, arbitrary: nasty });
}
