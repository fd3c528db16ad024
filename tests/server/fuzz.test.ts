/**
 * A bounded property-based fuzz of every registered RPC method (fast-check).
 *
 * The methods come from the registry, so a method added later is fuzzed without touching this
 * file. Each method gets a few dozen payloads per caller: arbitrary JSON, plausible payloads
 * (list / get / update / delete / create / action shapes, plus the method's own input keys) whose
 * values are drawn from nasty sets (NUL, lone surrogates, long strings, 2^31, 2^53, 1e308, deep
 * nesting, `__proto__` keys, SQL-ish text…) and catalogue field names, and raw bodies (invalid
 * JSON, 5000-level nesting, huge numbers).
 *
 * Properties:
 * 1. never a 5xx; the body is JSON with a `code` and a non-empty `message`;
 * 2. anonymous callers, a user with NONE everywhere and one with READ everywhere change nothing
 *    (row count and max(utime) of every table after each call; a digest of every row after each
 *    method for the READ user, and once over the whole run for the two turned away at the gate),
 *    except through a method they hold the right to write with;
 * 3. the administrator (all rights) may write, so only property 1 is checked, without the calls
 *    that would end the test's own session.
 *
 * Runs are reproducible: every property has a fixed seed derived from FUZZ_SEED (default below)
 * and the caller and method; a failure prints the seed, the path and the shrunk payload.
 * FUZZ_SCALE multiplies the number of runs (e.g. FUZZ_SCALE=10 for a longer local session).
 */
import { createHash } from "node:crypto";
import fc from "fast-check";
import { sql } from "kysely";
import type { z } from "zod";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ACCESS_LEVELS, ACCESS_OBJECTS, levelAtLeast, maxLengthOf, methodName, RESOURCE_OPS, uniformRights, type FieldDef, type ResourceDef, type Rights } from "../../src/catalogue";
import { RESOURCES } from "../../src/catalogue/registry";
import type { Access } from "../../server/platform/rpc/call";
import { drainJobs } from "../../server/platform/jobs/runner";
import { buildRegistry } from "../../server/services";
import { createTestServer, describeEachDb, START_TIME, type TestServer } from "./harness";

const BASE_SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
/** FUZZ_STATS=1 prints how the answers were distributed (caller, kind of method, status, code; with FUZZ_STATS_MSG=1 the message too), to see how deep the payloads reach. */
const STATS = process.env.FUZZ_STATS === "1";

/** Tables that legitimately change on refused or failed calls (sessions, sign-in throttling, the security log). */
const VOLATILE_TABLES = new Set(["session", "security_log", "security_tally", "login_throttle"]);

/** Calls that would end the administrator's own session. */
const ADMIN_SKIPPED = new Set(["sys.SysAdmin/logout", "sys.SysAdmin/updatePassword"]);
/** Methods a signed-in caller may use to write to their own account without any right. */
const SELF_SERVICE_WRITES = new Set(["sys.SysAdmin/updatePassword"]);
/** Reads that leave a record of having been made (下载原图: a change record `download`), by whoever holds the right to read. */
const AUDITED_READS = new Set(["HdpServiceAdmin/downloadHdImageMaster"]);

// ---------------------------------------------------------------------------------------------
// The methods, from the registry the server itself is built from

type Kind = "list" | "get" | "create" | "update" | "delete" | "action";

interface MethodInfo {
  readonly key: string;
  readonly access: Access;
  readonly kind: Kind;
  readonly resource: ResourceDef | undefined;
  /** Fields of `data`: the resource's for create/update, the action's input for actions. */
  readonly dataFields: readonly FieldDef[];
  /** Field names of the resource (or of every resource when the method has none). */
  readonly fieldKeys: readonly string[];
  /** Top-level keys: the kind's template plus the method's own input keys. */
  readonly topKeys: readonly string[];
  readonly requiredKeys: readonly string[];
}

const ALL_FIELDS: readonly FieldDef[] = RESOURCES.flatMap((r) => r.fields as readonly FieldDef[]);
const ALL_FIELD_KEYS = [...new Set(ALL_FIELDS.map((f) => f.key))];

const TEMPLATE_KEYS: Record<Kind, readonly string[]> = {
  list: ["page", "cond", "sort", "mask"],
  get: ["Id", "utime", "data"],
  update: ["Id", "utime", "data"],
  delete: ["Id", "utime", "data"],
  create: ["data"],
  action: ["Id", "utime", "Ids", "data"],
};

function kindFromName(name: string): Kind {
  const m = /^(list|get|create|batchCreate|update|delete)/.exec(name);
  if (!m) return "action";
  return m[1] === "batchCreate" ? "create" : (m[1] as Kind);
}

function describeMethod(key: string, def: { service: string; method: string; access: Access; input: z.ZodType }): MethodInfo {
  let resource: ResourceDef | undefined;
  let kind: Kind | undefined;
  let dataFields: readonly FieldDef[] = [];
  for (const r of RESOURCES as readonly ResourceDef[]) {
    if (r.service !== def.service) continue;
    const op = RESOURCE_OPS.find((o) => methodName(r, o) === def.method);
    if (op) {
      resource = r;
      kind = op;
      dataFields = r.fields;
      break;
    }
    const action = r.actions?.find((a) => a.name === def.method);
    if (action) {
      resource = r;
      kind = "action";
      dataFields = action.input;
      break;
    }
  }
  kind ??= kindFromName(def.method);
  if (!resource) {
    const entity = def.method.replace(/^(list|get|create|batchCreate|update|delete)/, "");
    resource = (RESOURCES as readonly ResourceDef[]).find((r) => r.service === def.service && r.entity === entity);
    if (resource && dataFields.length === 0) dataFields = resource.fields;
  }
  const shape = (def.input as { shape?: Record<string, z.ZodType> }).shape ?? {};
  const own = Object.keys(shape);
  const requiredKeys = own.filter((k) => !shape[k]?.safeParse(undefined).success);
  return {
    key, access: def.access, kind, resource, dataFields,
    fieldKeys: resource ? resource.fields.map((f) => f.key) : ALL_FIELD_KEYS,
    topKeys: [...new Set([...TEMPLATE_KEYS[kind], ...own])],
    requiredKeys,
  };
}

const REGISTRY = buildRegistry();
const METHODS: readonly MethodInfo[] = REGISTRY.keys().map((key) => {
  const def = REGISTRY.get(key);
  if (!def) throw new Error(`registry lost ${key}`);
  return describeMethod(key, def);
});

// ---------------------------------------------------------------------------------------------
// Nasty values

const LONG_STRINGS = ["a".repeat(256), "墨".repeat(4001), "x".repeat(70_000), "\u0000".repeat(1000), "\ud800".repeat(300)];
const NASTY_STRINGS = [
  "\u0000", "a\u0000b", "\ud800", "\udfff", "x\ud83d", "\udc00\ud800", "javascript:alert(1)", "<script>alert(1)</script>",
  "'; drop table museum; --", "' OR '1'='1", "1; select pg_sleep(1)", "%", "_", "\\", "%_\\'\"", "NaN", "Infinity", "-Infinity",
  "1e308", "-0", "0x10", "null", "undefined", "true", "Bool(false)", "__proto__", "constructor", "prototype", "\u202e\u202d",
  "\ufeff", "𠜎𠜱", " ", "\n\t", "9999-99-99", "2026-02-30", "0000-01-01", "https://", "http://[::1", "a@b", "{\"a\":1}", "[]",
];
const NASTY_NUMBERS = [
  2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 32, 2 ** 53, 2 ** 53 - 1, 2 ** 53 + 2, 2 ** 63, 2 ** 64, -1, 0, -0, 1e308, -1e308,
  5e-324, 0.5, 1.5, 1e21, 1e-7, 1_000_000_001,
];
const PROTO_KEYS = ["__proto__", "constructor", "prototype", "toString", "valueOf", "hasOwnProperty", "__defineGetter__"];

/** An object with own keys such as `__proto__` (an object literal would set the prototype instead). */
function ownObject(entries: readonly (readonly [string, unknown])[]): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  for (const [k, v] of entries) Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  return o;
}

function nest(depth: number, shape: "array" | "object"): unknown {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = shape === "array" ? [v] : { a: v };
  return v;
}

const specialUnit = fc.oneof(
  fc.constantFrom("\u0000", "\ud800", "\udfff", "'", "\"", "\\", "%", "_", ";", "\n", "\u202e", "\ufeff", "𠜎", "墨"),
  fc.string({ minLength: 1, maxLength: 1 }),
);
const nastyString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 1, arbitrary: fc.constantFrom(...LONG_STRINGS) },
  { weight: 3, arbitrary: fc.string({ unit: specialUnit, minLength: 1, maxLength: 12 }) },
);
const nastyNumber = fc.constantFrom(...NASTY_NUMBERS);
const deepValue = fc.tuple(fc.integer({ min: 20, max: 120 }), fc.constantFrom("array" as const, "object" as const)).map(([n, s]) => nest(n, s));
const protoObject = fc.array(fc.tuple(fc.constantFrom(...PROTO_KEYS), fc.oneof(fc.constant({ isAdmin: true }), fc.constant(null), nastyString, fc.constant(1))), { minLength: 1, maxLength: 3 })
  .map(ownObject);
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
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
function orNasty<T>(plausible: fc.Arbitrary<T>, nasty: fc.Arbitrary<unknown> = nastyValue): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 10, arbitrary: plausible as fc.Arbitrary<unknown> }, { weight: 1, arbitrary: edgeValue }, { weight: 2, arbitrary: nasty });
}

// ---------------------------------------------------------------------------------------------
// Plausible payloads, mutated

interface Known {
  /** Ids of existing records (any table), without the administrator's. */
  ids: number[];
  /** utime values of existing records. */
  utimes: number[];
  /** Id and utime of each resource's records (without the administrator's account), so that updates get past the utime check. */
  records: Map<string, { Id: number; utime: number }[]>;
  adminId: number;
}

const shortText = fc.string({ minLength: 1, maxLength: 12 });
/** Strings every text field accepts, but that a careless layer below might not (no NUL: the server refuses those up front). */
const ODD_TEXT = NASTY_STRINGS.filter((x) => !x.includes("\u0000") && x.trim() !== "");

function idArb(known: Known): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...known.ids) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 300 }).filter((n) => n !== known.adminId) },
    { weight: 1, arbitrary: fc.constantFrom(2 ** 31 - 1, 2 ** 31, 2 ** 32, 2 ** 53 - 1) },
    { weight: 2, arbitrary: nastyNumber },
    { weight: 1, arbitrary: nastyValue },
  );
}

function utimeArb(known: Known): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...known.utimes) },
    { weight: 1, arbitrary: fc.constant(START_TIME) },
    { weight: 2, arbitrary: nastyNumber },
    { weight: 1, arbitrary: nastyValue },
  );
}

/** Strings matching a field's pattern (lookaheads, which fast-check cannot generate from, are dropped and checked after). */
function patternArb(pattern: string): fc.Arbitrary<string> {
  const re = new RegExp(pattern);
  try {
    return fc.stringMatching(re);
  } catch {
    return fc.stringMatching(new RegExp(pattern.replace(/\(\?=[^)]*\)/g, ""))).filter((x) => re.test(x));
  }
}

/** Values the field's validation accepts, many of them at the edges (longest, largest, odd characters). */
function validValueArb(field: FieldDef, known: Known): fc.Arbitrary<unknown> {
  const max = maxLengthOf(field) ?? 255;
  switch (field.kind) {
    case "text": case "longText": case "richText": case "phone": case "image": case "file": case "dict": {
      if (field.options) return fc.constantFrom(...field.options.map((o) => o.value));
      if (field.kind === "image" || field.kind === "file") {
        return fc.constantFrom("https://moyuan.art/a.png", "https://a.cn/'; drop table museum; --", "https://a.cn/\ud800.png", "https://[::1]:99999/x", `https://a.cn/${"a".repeat(max - 13)}`);
      }
      if (field.kind === "phone") return fc.constantFrom("+86 010-1234", "123", "(0)" + "9".repeat(29));
      if (field.pattern) return patternArb(field.pattern).filter((x) => x.length >= (field.minLength ?? 0) && x.length <= max);
      const min = field.minLength ?? 1;
      return fc.oneof(
        fc.string({ minLength: min, maxLength: Math.min(12, max) }),
        fc.constantFrom(...ODD_TEXT).filter((x) => [...x].length >= min && [...x].length <= max),
        fc.constantFrom("墨".repeat(max), "\ud800".repeat(max), "'".repeat(max), "𠜎".repeat(max)),
      );
    }
    case "email":
      return fc.constantFrom("a@moyuan.art", "x.y@b.cn", "'or'1'='1@a.cn", "\ud800@a.cn", `${"a".repeat(max - 7)}@ab.cn`);
    case "url":
      return fc.constantFrom("https://moyuan.art/x", "http://a.cn/?q=1", "https://a.cn/'; drop table museum; --", "https://a.cn/\ud800", "http://[::1]:99999/", `https://a.cn/${"a".repeat(max - 13)}`);
    case "integer": case "money": case "datetime": {
      const lo = field.min ?? -(2 ** 53) + 1;
      const hi = field.max ?? 2 ** 53 - 1;
      const edges = [lo, hi, 0, 1, 2 ** 31 - 1, 2 ** 31, 2 ** 32, -(2 ** 31) - 1, START_TIME, 8.64e15, 8.64e15 + 1].filter((n) => n >= lo && n <= hi);
      // Small values around zero, or just above the minimum when it is far from zero (a visitor's uid).
      const small = Math.max(lo, -1000);
      return fc.oneof(fc.constantFrom(...edges), fc.integer({ min: small, max: Math.min(hi, Math.max(small + 2000, 1000)) }));
    }
    case "decimal":
      return fc.constantFrom(0.1, 1e308, -1e308, 5e-324, 2 ** 53 + 0.5, 123.456);
    case "ref": {
      const pairs = field.ref ? known.records.get(field.ref) : undefined;
      const ids = pairs && pairs.length > 0 ? pairs.map((p) => p.Id) : known.ids;
      return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...ids) }, { weight: 1, arbitrary: fc.constantFrom(2 ** 31 - 1, 2 ** 31, 2 ** 53 - 1, 99_999) });
    }
    case "boolean":
      return fc.boolean();
    case "enum":
      return fc.constantFrom(...(field.options ?? [{ value: "x" }]).map((o) => o.value));
    case "date":
      return fc.constantFrom("2026-11-22", "0001-01-01", "9999-12-31", "2024-02-29");
    case "tags":
      return fc.array(fc.oneof(fc.string({ minLength: 1, maxLength: 8 }), fc.constantFrom(...ODD_TEXT.filter((x) => x.length <= 64))), { maxLength: 4 });
    case "json":
      return fc.oneof(
        fc.constant([{ value: "a", label: "甲" }]),
        fc.array(fc.record({ value: fc.constantFrom(...ODD_TEXT), label: fc.constantFrom(...ODD_TEXT) }), { minLength: 1, maxLength: 3 }),
        fc.dictionary(fc.oneof(shortText, fc.constantFrom(...PROTO_KEYS)), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
        fc.integer({ min: 2, max: 30 }).map((n) => nest(n, "object")),
        protoObject,
      );
    case "rights":
      return fc.dictionary(fc.constantFrom(...ACCESS_OBJECTS), fc.constantFrom(...ACCESS_LEVELS), { maxKeys: 4 }).map((rights) => ({ rights }));
  }
}

/** Values the field's validation should refuse (wrong type, out of range, too long) or that are odd in any position. */
function invalidValueArb(field: FieldDef): fc.Arbitrary<unknown> {
  switch (field.kind) {
    case "integer": case "money": case "decimal": case "datetime": case "ref":
      return fc.oneof(nastyNumber, fc.constantFrom("1", "NaN", "1e400", ""), nastyValue);
    case "rights":
      return fc.oneof(
        fc.tuple(fc.oneof(fc.constantFrom(...PROTO_KEYS), nastyString), fc.constantFrom("WRITE", "ROOT")).map(([k, v]) => ({ rights: ownObject([[k, v]]) })),
        nastyValue,
      );
    default:
      return fc.oneof(nastyString, nastyValue);
  }
}

/** Mostly valid, sometimes not: what filters and loose slots get. */
function fieldValueArb(field: FieldDef, known: Known): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 3, arbitrary: validValueArb(field, known) }, { weight: 1, arbitrary: invalidValueArb(field) });
}

/**
 * `data`: a record the validation accepts (required fields present, editable ones only), then
 * mutated: none, one or two fields given a nasty value, or keys no field has; or not a record at all.
 */
function dataArb(info: MethodInfo, known: Known): fc.Arbitrary<unknown> {
  const all = info.dataFields.length > 0 ? info.dataFields : ALL_FIELDS.slice(0, 12);
  const writable = all.filter((f) => f.editable !== false && !(info.kind === "update" && f.createOnly));
  const fields = writable.length > 0 ? writable : all;
  const model = Object.fromEntries(fields.map((f) => [f.key, validValueArb(f, known)]));
  const required = info.kind === "update" ? [] : fields.filter((f) => f.required).map((f) => f.key);
  const record = fc.record(model, { requiredKeys: required });
  const password = info.resource?.name === "consoleUser" && info.kind !== "action"
    ? fc.option(fc.constantFrom("Password-123456", "密码".repeat(6), "\ud800".repeat(12), "x".repeat(1024)), { nil: undefined })
    : fc.constant(undefined);
  const mutation = fc.oneof(...all.map((f) => fc.tuple(fc.constant(f.key), invalidValueArb(f))));
  const junkKey = fc.oneof(fc.constantFrom("Id", "ctime", "utime", "deleted", "passwordHash", ...PROTO_KEYS), shortText);
  const junk = fc.tuple(junkKey, nastyValue);
  const mutated = fc.tuple(record, password, fc.array(mutation, { maxLength: 2 }), fc.array(junk, { maxLength: 1 }))
    .map(([r, pw, muts, junks]) => ({ ...r, ...(pw === undefined ? {} : { password: pw }), ...ownObject(muts), ...ownObject(junks) }));
  return fc.oneof({ weight: 8, arbitrary: mutated }, { weight: 1, arbitrary: nastyValue });
}

function fieldNameArb(info: MethodInfo): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...info.fieldKeys, "Id", "ctime", "utime") },
    { weight: 1, arbitrary: fc.constantFrom(...ALL_FIELD_KEYS, "passwordHash", "deleted", "name; drop table museum", "Id.x", "") },
    { weight: 1, arbitrary: nastyString },
  );
}

function jsonqArb(info: MethodInfo, known: Known): fc.Arbitrary<unknown> {
  const fields = info.resource ? (info.resource.fields as readonly FieldDef[]) : ALL_FIELDS;
  const system: FieldDef[] = [
    { key: "Id", label: "Id", kind: "ref" }, { key: "ctime", label: "ctime", kind: "datetime" }, { key: "utime", label: "utime", kind: "datetime" },
    { key: "parentId", label: "parentId", kind: "ref" },
  ];
  const filterValue = (f: FieldDef) => fc.oneof(
    { weight: 3, arbitrary: fieldValueArb(f, known) },
    { weight: 1, arbitrary: fc.tuple(fieldValueArb(f, known), fieldValueArb(f, known)) },
    { weight: 1, arbitrary: fc.array(fieldValueArb(f, known), { maxLength: 4 }) },
  );
  const entry = fc.oneof(...[...fields, ...system].map((f) => fc.tuple(fc.constant(f.key), filterValue(f))));
  const filter = fc.array(fc.oneof({ weight: 5, arbitrary: entry }, { weight: 1, arbitrary: fc.tuple(fieldNameArb(info), nastyValue) }), { maxLength: 4 })
    .map((entries) => JSON.stringify(ownObject(entries)));
  return fc.oneof(
    { weight: 5, arbitrary: filter },
    { weight: 1, arbitrary: nastyString },
    { weight: 1, arbitrary: fc.integer({ min: 20, max: 6000 }).map((n) => "[".repeat(n) + "]".repeat(n)) },
    { weight: 1, arbitrary: fc.integer({ min: 20, max: 6000 }).map((n) => `${"{\"name\":".repeat(n)}1${"}".repeat(n)}`) },
    { weight: 1, arbitrary: fc.constantFrom("{name:", "[1]", "null", "", "  ", "{\"__proto__\":{\"x\":1}}", "{\"constructor\":{\"prototype\":1}}", "{\"Id\":1e400}", "{\"name\":\"\\u0000\"}") },
    { weight: 1, arbitrary: nastyValue },
  );
}

/** Plausible values for one top-level key, by its name. */
function topValueArb(key: string, info: MethodInfo, known: Known): fc.Arbitrary<unknown> {
  const small = fc.oneof(fc.integer({ min: 0, max: 60 }), fc.constantFrom(1000, 1_000_000_000, 2 ** 31), nastyNumber);
  switch (key) {
    case "page":
      return orNasty(fc.record({ skip: orNasty(small), limit: orNasty(small) }, { requiredKeys: [] }));
    case "cond":
      return orNasty(fc.record({ jsonq: jsonqArb(info, known) }, { requiredKeys: [] }));
    case "sort":
      return orNasty(fc.record({ by: orNasty(fieldNameArb(info)), asc: orNasty(fc.boolean()) }, { requiredKeys: [] }));
    case "mask":
      return orNasty(fc.record({ fields: orNasty(fc.array(fc.oneof(fieldNameArb(info), fieldNameArb(info).map((f) => `${f}.x`)), { maxLength: 5 })) }, { requiredKeys: [] }));
    case "Id": case "typeId": case "parentId":
      return idArb(known);
    case "utime":
      return utimeArb(known);
    case "Ids": case "ids":
      return orNasty(fc.array(idArb(known), { minLength: 1, maxLength: 6 }));
    case "data":
      return dataArb(info, known);
    case "labels":
      return orNasty(fc.array(fc.oneof(shortText, fc.constantFrom(...ODD_TEXT), nastyString), { minLength: 1, maxLength: 4 }));
    case "dictVersion":
      return orNasty(fc.dictionary(fc.oneof(fc.constantFrom("role", "userState", ...PROTO_KEYS), shortText), fc.oneof(nastyNumber, nastyString, fc.constant(null)), { maxKeys: 4 }));
    case "userName":
      return orNasty(fc.oneof(fc.constantFrom("fuzz.none", "fuzz.read", "nobody"), shortText), nastyString);
    case "context":
      return orNasty(fc.record({ token: fc.oneof(nastyString, shortText), tourToken: nastyString }, { requiredKeys: [] }));
    default:
      return orNasty(fc.oneof(shortText, fc.constantFrom(...ODD_TEXT)), fc.oneof(nastyString, nastyValue));
  }
}

function plausibleArb(info: MethodInfo, known: Known): fc.Arbitrary<unknown> {
  const keys = [...info.topKeys, "context"];
  const model = Object.fromEntries(keys.map((k) => [k, topValueArb(k, info, known)]));
  const required = [...new Set([...info.requiredKeys, ...(info.kind === "update" ? ["Id", "utime", "data"] : [])])];
  const record = fc.record(model, { requiredKeys: required.filter((k) => keys.includes(k)) });
  // A real record's Id with its current utime (or its Id alone in Ids), so that the call reaches the write.
  const pairs = (info.resource ? known.records.get(info.resource.name) : undefined) ?? [];
  const target = pairs.length > 0 && keys.includes("Id") ? fc.option(fc.constantFrom(...pairs), { freq: 2 }) : fc.constant(null);
  const extra = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...PROTO_KEYS), shortText), nastyValue), { maxLength: 2 }).map(ownObject);
  return fc.tuple(record, target, fc.oneof({ weight: 6, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: extra }))
    .map(([r, t, e]) => {
      const out: Record<string, unknown> = { ...r, ...e };
      if (t) {
        if (keys.includes("Ids") && Array.isArray(out.Ids)) out.Ids = [t.Id];
        else {
          out.Id = t.Id;
          out.utime = t.utime;
        }
      }
      return out;
    });
}

/** Fully arbitrary JSON: any value as the body, or objects over names the server knows. */
function arbitraryJsonArb(info: MethodInfo): fc.Arbitrary<unknown> {
  const keyArb = fc.oneof(fc.constantFrom(...info.topKeys, ...info.fieldKeys, ...PROTO_KEYS, "context"), fc.string({ maxLength: 8 }));
  return fc.oneof(
    fc.jsonValue({ maxDepth: 4 }),
    fc.dictionary(keyArb, fc.jsonValue({ maxDepth: 3 }), { maxKeys: 6 }),
    fc.dictionary(keyArb, fc.dictionary(keyArb, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }), { maxKeys: 4 }),
  );
}

// Raw bodies. CTX marks where the caller's context goes in an object body (nothing when anonymous).
const CTX = "\u0001CTX\u0001";
const deepArray = (n: number) => `${"[".repeat(n)}1${"]".repeat(n)}`;
const deepObject = (n: number) => `${"{\"a\":".repeat(n)}1${"}".repeat(n)}`;
const INVALID_RAW = [
  "{\"data\": {\"name\": \"x\"", "{", "", " ", "null", "[]", "\"str\"", "1", "true", "{\"a\":1,}", "{'a':1}", "\u0000", "{\"a\": NaN}",
  "{\"a\": Infinity}", "\ufeff{}", "{\"a\":\"\\ud800\"}", "{\"a\":\"\\u0000\"}", "[".repeat(5000), "[".repeat(5000) + "]".repeat(5000),
  deepObject(5000), deepArray(100_000), `{"data":{"name":"${"x".repeat(1_100_000)}"}}`,
];
type RawTemplate = (top: string, field: string) => string;
const RAW_TEMPLATES: readonly RawTemplate[] = [
  (top) => `{${CTX}"${top}":1e400}`,
  (top) => `{${CTX}"${top}":-1e400}`,
  (top) => `{${CTX}"${top}":123456789012345678901234567890}`,
  (top) => `{${CTX}"${top}":"\\u0000"}`,
  (top) => `{${CTX}"${top}":"\\ud800"}`,
  (top) => `{${CTX}"${top}":${deepArray(5000)}}`,
  (top) => `{${CTX}"${top}":${deepObject(5000)}}`,
  () => `{${CTX}"Ids":[1e400, 2147483648, 9007199254740993]}`,
  () => `{${CTX}"page":{"skip":1e400,"limit":-1e400}}`,
  () => `{${CTX}"cond":{"jsonq":${JSON.stringify(deepArray(5000))}}}`,
  () => `{${CTX}"cond":{"jsonq":${JSON.stringify(`{"Id":${deepArray(5000)}}`)}}}`,
  () => `{${CTX}"Id":99999,"utime":0,"Ids":[99999],"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}`,
  (_top, field) => `{${CTX}"Id":99999,"utime":0,"data":{"${field}":1e400}}`,
  (_top, field) => `{${CTX}"Id":99999,"utime":0,"data":{"${field}":123456789012345678901234567890}}`,
  (_top, field) => `{${CTX}"Id":99999,"utime":0,"data":{"${field}":"\\u0000"}}`,
  (_top, field) => `{${CTX}"Id":99999,"utime":0,"data":{"${field}":"a\\ud800b"}}`,
  (_top, field) => `{${CTX}"Id":99999,"utime":0,"data":{"${field}":${deepArray(5000)}}}`,
  (_top, field) => `{${CTX}"Id":99999,"utime":0,"data":{"${field}":${deepObject(5000)}}}`,
];

function rawArb(info: MethodInfo): fc.Arbitrary<Payload> {
  // Deep and odd values matter most where the server walks them: JSON-ish fields first.
  const nested = info.dataFields.filter((f) => f.kind === "json" || f.kind === "tags" || f.kind === "rights").map((f) => f.key);
  const fieldKeys = [...nested, ...info.dataFields.map((f) => f.key).filter((k) => !nested.includes(k)), "x"];
  return fc.oneof(
    fc.constantFrom(...INVALID_RAW),
    fc.tuple(fc.constantFrom(...RAW_TEMPLATES), fc.constantFrom(...info.topKeys), fc.constantFrom(...fieldKeys)).map(([tpl, top, field]) => tpl(top, field)),
    fc.tuple(fc.constantFrom(...RAW_TEMPLATES.slice(-6)), fc.constantFrom(...(nested.length > 0 ? nested : fieldKeys))).map(([tpl, field]) => tpl("data", field)),
  ).map((text): Payload => ({ raw: text }));
}

type Payload = { readonly json: unknown } | { readonly raw: string };

function payloadArb(info: MethodInfo, known: Known): fc.Arbitrary<Payload> {
  return fc.oneof(
    { weight: 2, arbitrary: arbitraryJsonArb(info).map((json): Payload => ({ json })) },
    { weight: 6, arbitrary: plausibleArb(info, known).map((json): Payload => ({ json })) },
    { weight: 1, arbitrary: rawArb(info) },
  );
}

// ---------------------------------------------------------------------------------------------
// Calling, checking, fingerprinting

interface Caller {
  readonly name: "anonymous" | "none" | "read" | "admin";
  readonly ip: string;
  readonly runs: number;
  token?: string;
  rights?: Rights;
}

function bodyText(p: Payload, token: string | undefined): string {
  if ("raw" in p) return p.raw.replace(CTX, token === undefined ? "" : `"context":{"token":${JSON.stringify(token)}},`);
  const v = p.json;
  if (token === undefined || typeof v !== "object" || v === null || Array.isArray(v)) return JSON.stringify(v);
  return JSON.stringify({ ...v, context: { token, tourToken: token, tdid: "" } });
}

/** The server's console.error output during a call: each error's first line and its first project frames. */
function formatLog(args: unknown[]): string {
  return args.map((a) => {
    if (!(a instanceof Error)) return String(a);
    const frames = (a.stack ?? "").split("\n").slice(1).map((l) => l.trim()).filter((l) => !l.includes("node_modules") && !l.includes("node:")).slice(0, 3);
    const cause = a.cause instanceof Error ? ` (cause: ${a.cause.message})` : "";
    return [`${a.name}: ${a.message}${cause}`, ...frames].join(" | ");
  }).join(" ");
}

async function post(t: TestServer, path: string, body: string, ip: string): Promise<{ status: number; text: string; log: string[] }> {
  const log: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => {
    log.push(formatLog(args));
  };
  try {
    const res = await t.server.app.request(`/api/${t.server.deps.config.namespace}.${path}`, {
      method: "POST", headers: { "content-type": "application/json" }, body,
    }, { incoming: { socket: { remoteAddress: ip } } });
    return { status: res.status, text: await res.text(), log };
  } finally {
    console.error = original;
  }
}

/** Property 1: a 4xx or 200, and a JSON body with `code` and a non-empty `message`. */
function answerProblem(status: number, text: string): string | null {
  if (status >= 500) return `HTTP ${status}`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `HTTP ${status} with a body that is not JSON`;
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) return `HTTP ${status} with a body that is not an object`;
  const b = body as Record<string, unknown>;
  if (b.code === undefined || b.code === null) return `HTTP ${status} without a code`;
  if (typeof b.message !== "string" || b.message === "") return `HTTP ${status} without a message`;
  return null;
}

interface Table {
  readonly name: string;
  readonly hasUtime: boolean;
}

async function listTables(t: TestServer): Promise<Table[]> {
  const db = t.server.deps.db;
  let names: string[];
  let withUtime: Set<string>;
  if (t.kind === "sqlite") {
    names = (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(db)).rows.map((r) => r.name);
    withUtime = new Set();
    for (const name of names) {
      const cols = await sql<{ name: string }>`select name from pragma_table_info(${name})`.execute(db);
      if (cols.rows.some((c) => c.name === "utime")) withUtime.add(name);
    }
  } else {
    names = (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db)).rows.map((r) => r.name);
    withUtime = new Set((await sql<{ name: string }>`select table_name as name from information_schema.columns where table_schema = current_schema() and column_name = 'utime'`.execute(db)).rows.map((r) => r.name));
  }
  return names.filter((n) => !VOLATILE_TABLES.has(n)).map((name) => ({ name, hasUtime: withUtime.has(name) }));
}

/** Every table's row count and max(utime), in one query. */
async function quickFingerprint(t: TestServer, tables: readonly Table[]): Promise<Record<string, string>> {
  const parts = tables.map((tb) => sql`select ${sql.lit(tb.name)} as t, count(*) as n, ${tb.hasUtime ? sql`max(${sql.ref("utime")})` : sql`null`} as u from ${sql.table(tb.name)}`);
  const rows = await sql<{ t: string; n: unknown; u: unknown }>`${sql.join(parts, sql` union all `)}`.execute(t.server.deps.db);
  return Object.fromEntries(rows.rows.map((r) => [r.t, `rows ${String(r.n)}, max(utime) ${String(r.u)}`]));
}

/** A digest of every row of every table (they are small), to catch changes that keep utime. */
async function fullFingerprint(t: TestServer, tables: readonly Table[]): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const tb of tables) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(tb.name)}`.execute(t.server.deps.db);
    const lines = rows.rows.map((r) => JSON.stringify(r, (_k, v: unknown) => (typeof v === "bigint" ? v.toString() : v))).sort();
    out[tb.name] = `${lines.length} rows, ${createHash("sha256").update(lines.join("\n")).digest("hex").slice(0, 16)}`;
  }
  return out;
}

function diff(before: Record<string, string>, after: Record<string, string>): string[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.filter((k) => before[k] !== after[k]).map((k) => `${k}: ${before[k] ?? "-"} → ${after[k] ?? "-"}`);
}

/** A short, exact-enough rendering of a (possibly huge or deep) payload for the failure message. */
function summarize(value: unknown, depth = 0): string {
  if (typeof value === "string") return value.length > 60 ? `${JSON.stringify(value.slice(0, 24))}…(${value.length} chars)` : JSON.stringify(value);
  if (typeof value === "number") return Object.is(value, -0) ? "-0" : String(value);
  if (typeof value !== "object" || value === null) return String(value);
  if (depth >= 6) {
    let d = 0;
    let v: unknown = value;
    while (typeof v === "object" && v !== null) {
      v = Array.isArray(v) ? v[0] : Object.values(v)[0];
      d++;
    }
    return `…(${d} more levels)`;
  }
  if (Array.isArray(value)) return `[${value.map((v) => summarize(v, depth + 1)).join(",")}]`;
  return `{${Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${summarize(v, depth + 1)}`).join(",")}}`;
}

function summarizePayload(p: Payload): string {
  if ("json" in p) return summarize(p.json);
  // Runs of a repeated piece (`[[[[…`, `{"a":{"a":…`) are shown as the piece and a count.
  const text = p.raw.replace(CTX, "<context>").replace(/(.{1,6}?)\1{7,}/gs, (run: string, unit: string) => `‹${unit}›×${run.length / unit.length}`);
  return `raw ${text.length > 300 ? `${JSON.stringify(text.slice(0, 240))}…(${text.length} chars)` : JSON.stringify(text)}`;
}

function seedOf(caller: string, key: string): number {
  return createHash("sha256").update(`${BASE_SEED}/${caller}/${key}`).digest().readInt32LE(0);
}

/** Whether a payload names the administrator's own account (which the admin run must not change). */
function touchesAdmin(p: Payload, adminId: number): boolean {
  let v: unknown;
  if ("json" in p) v = p.json;
  else {
    try {
      v = JSON.parse(p.raw.replace(CTX, ""));
    } catch {
      return false;
    }
  }
  if (typeof v !== "object" || v === null) return false;
  const o = v as { Id?: unknown; Ids?: unknown };
  return o.Id === adminId || (Array.isArray(o.Ids) && o.Ids.includes(adminId));
}

function holdsRight(caller: Caller, access: Access): boolean {
  if (access.kind === "public") return true;
  if (caller.token === undefined) return false;
  if (access.kind === "session") return true;
  return levelAtLeast(caller.rights?.[access.object], access.level);
}

/** Whether the caller may change data through this method (otherwise nothing may change). */
function mayWrite(caller: Caller, info: MethodInfo): boolean {
  if (!holdsRight(caller, info.access)) return false;
  if (info.access.kind === "right") return info.access.level === "WRITE" || AUDITED_READS.has(info.key);
  return SELF_SERVICE_WRITES.has(info.key);
}

// ---------------------------------------------------------------------------------------------

describeEachDb("fuzz: every RPC method", (kind) => {
  let t: TestServer;
  let tables: Table[];
  const known: Known = { ids: [], utimes: [], records: new Map(), adminId: 0 };

  const callers: Caller[] = [
    // Callers without a right are turned away before any input is read, so a few payloads each say enough.
    { name: "anonymous", ip: "198.51.100.1", runs: 6 },
    { name: "none", ip: "198.51.100.2", runs: 8 },
    { name: "read", ip: "198.51.100.3", runs: 30 },
    { name: "admin", ip: "198.51.100.4", runs: 60 },
  ];

  async function refreshKnown(): Promise<void> {
    const ids = new Set<number>();
    const utimes = new Set<number>();
    for (const r of RESOURCES) {
      // A projection (书画家作品) has no table of its own.
      if ((r as ResourceDef).projection) continue;
      const rows = await t.server.deps.db.selectFrom(r.table).select(["Id", "utime"]).orderBy("Id").limit(200).execute();
      const pairs = rows.map((row) => ({ Id: Number(row.Id), utime: Number(row.utime) }))
        .filter((p) => r.name !== "consoleUser" || p.Id !== known.adminId);
      known.records.set(r.name, pairs);
      for (const p of pairs) {
        ids.add(p.Id);
        utimes.add(p.utime);
      }
    }
    known.ids = [...ids].sort((a, b) => a - b);
    known.utimes = [...utimes].sort((a, b) => a - b);
  }

  async function makeUser(userName: string, role: string, rights: Rights): Promise<string> {
    const r = await t.rpc("sys.SysAdmin/createUser", { data: { userName, nickName: userName, role, state: "ACTIVE", password: "Password-123", acl: { rights } } }, t.adminToken);
    expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
    return t.login(userName, "Password-123");
  }

  beforeAll(async () => {
    // Jobs run only when drained: the demo seed's tiling jobs run here, before any fingerprint, and no
    // job started by a call changes rows while a later method is being checked.
    t = await createTestServer(kind, { jobs: "manual" });
    await drainJobs(t.server.deps);
    const me = await t.rpc("sys.SysAdmin/getUserinfo", {}, t.adminToken);
    known.adminId = Number(me.body.Id);
    const byName = Object.fromEntries(callers.map((c) => [c.name, c]));
    Object.assign(byName.none as Caller, { token: await makeUser("fuzz.none", "annotator", uniformRights("NONE")), rights: uniformRights("NONE") });
    Object.assign(byName.read as Caller, { token: await makeUser("fuzz.read", "auditor", uniformRights("READ")), rights: uniformRights("READ") });
    Object.assign(byName.admin as Caller, { token: t.adminToken, rights: uniformRights("WRITE") });
    tables = await listTables(t);
    await refreshKnown();
  });

  const stats = new Map<string, number>();
  function count(caller: Caller, info: MethodInfo, status: number, text: string): void {
    if (!STATS) return;
    let code = "?";
    try {
      const b = JSON.parse(text) as { code?: unknown; message?: unknown };
      code = process.env.FUZZ_STATS_MSG ? `${String(b.code)} ${String(b.message).slice(0, 50)}` : String(b.code);
    } catch {
      // counted as "?"
    }
    const key = `${caller.name.padEnd(9)} ${info.kind.padEnd(6)} ${status} ${code}`;
    stats.set(key, (stats.get(key) ?? 0) + 1);
  }

  afterAll(async () => {
    if (STATS) console.info([...stats.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([k, n]) => `${k}: ${n}`).join("\n"));
    await t.close();
  });

  /** Callers whose calls are checked row by row once over the whole run rather than after every method (they reach no handler). */
  const checkedOnce = (caller: Caller) => caller.name === "anonymous" || caller.name === "none";

  for (const caller of callers) {
    let runStart: Record<string, string> = {};
    if (checkedOnce(caller)) {
      it(`${caller.name}: the database before the run`, async () => {
        runStart = await fullFingerprint(t, tables);
        expect(Object.keys(runStart).length).toBeGreaterThan(0);
      });
    }
    // Signing out and changing one's password come last, so the session serves every other method first.
    const last = (m: MethodInfo) => (m.key === "sys.SysAdmin/logout" ? 2 : m.key === "sys.SysAdmin/updatePassword" ? 1 : 0);
    const methods = METHODS.filter((m) => caller.name !== "admin" || !ADMIN_SKIPPED.has(m.key)).sort((a, b) => last(a) - last(b));
    for (const info of methods) {
      it(`${caller.name}: ${info.key}`, async () => {
        if (caller.name === "admin") await refreshKnown();
        const guard = !mayWrite(caller, info);
        const fullBefore = guard && !checkedOnce(caller) ? await fullFingerprint(t, tables) : null;
        let quick = guard ? await quickFingerprint(t, tables) : null;
        // The server log of the latest failing call: after shrinking, that of the shrunk payload.
        let failLog: string[] = [];

        const property = fc.asyncProperty(payloadArb(info, known), async (payload) => {
          if (caller.name === "admin" && info.resource?.name === "consoleUser" && info.kind !== "list" && info.kind !== "get" && touchesAdmin(payload, known.adminId)) return;
          const { status, text, log } = await post(t, info.key, bodyText(payload, caller.token), caller.ip);
          count(caller, info, status, text);
          const problem = answerProblem(status, text);
          if (problem) {
            failLog = log;
            throw new Error(`${problem}: ${text.slice(0, 200)}`);
          }
          if (quick) {
            const now = await quickFingerprint(t, tables);
            const changed = diff(quick, now);
            quick = now;
            if (changed.length > 0) {
              failLog = log;
              throw new Error(`the database changed (HTTP ${status}, ${text.slice(0, 200)}): ${changed.join("; ")}`);
            }
          }
        });
        const seed = seedOf(caller.name, info.key);
        const details = await fc.check(property, { numRuns: Math.max(1, Math.round(caller.runs * SCALE)), seed, interruptAfterTimeLimit: 45_000 });
        if (details.failed) {
          const example = details.counterexample?.[0];
          const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
          throw new Error([
            `${caller.name} ${info.key} [${kind}]: ${error}`,
            `  payload (shrunk ${details.numShrinks}×): ${example ? summarizePayload(example) : "?"}`,
            `  server log: ${failLog.join(" || ") || "(nothing)"}`,
            `  seed ${details.seed}, path "${details.counterexamplePath ?? ""}" (FUZZ_SEED=${BASE_SEED})`,
          ].join("\n"));
        }
        if (fullBefore) {
          const changed = diff(fullBefore, await fullFingerprint(t, tables));
          expect(changed, `${caller.name} ${info.key} changed the database`).toEqual([]);
        }
      }, 120_000);
    }
    if (checkedOnce(caller)) {
      it(`${caller.name}: no call of the run changed a row, not even keeping its utime`, async () => {
        expect(diff(runStart, await fullFingerprint(t, tables)), `${caller.name} changed the database`).toEqual([]);
      });
    }
  }
});
