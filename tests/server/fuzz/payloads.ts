/**
 * The fuzz's payloads: arbitrary JSON, plausible payloads (list / get / update / delete / create /
 * action shapes, plus the method's own input keys) with nasty values and catalogue field names, and
 * raw bodies (invalid JSON, 5000-level nesting, huge numbers).
 */
import fc from "fast-check";
import { ACCESS_LEVELS, ACCESS_OBJECTS, maxLengthOf, type FieldDef } from "../../../src/catalogue";
import { START_TIME } from "../harness";
import { ALL_FIELD_KEYS, ALL_FIELDS, type MethodInfo } from "./methods";
import { NASTY_STRINGS, nastyNumber, nastyString, nastyValue, nest, orNasty, ownObject, PROTO_KEYS, protoObject } from "./nasty";

export interface Known {
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
    case "discount":
      return fc.integer({ min: 10, max: 99 });
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
export const CTX = "\u0001CTX\u0001";
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

export type Payload = { readonly json: unknown } | { readonly raw: string };

export function payloadArb(info: MethodInfo, known: Known): fc.Arbitrary<Payload> {
  return fc.oneof(
    { weight: 2, arbitrary: arbitraryJsonArb(info).map((json): Payload => ({ json })) },
    { weight: 6, arbitrary: plausibleArb(info, known).map((json): Payload => ({ json })) },
    { weight: 1, arbitrary: rawArb(info) },
  );
}
