import { checkValue, type FieldDef, type ResourceDef } from "../../src/catalogue";
import { UPLOAD_TYPES } from "../../src/catalogue/uploads";

const pad = (n: number) => String(n).padStart(4, "0");

// Text shapes, tried in order until one passes the field's own checks (pattern, lengths).
// Every shape keeps one prefix and a padded number, so any collation sorts them alike.
const TEXT_SHAPES: readonly ((n: number) => string)[] = [
  (n) => `样例${pad(n)}`,
  (n) => `Sample_${pad(n)}`,
  (n) => `SAMPLE_${pad(n)}`,
  (n) => `1.0.${pad(n)}`,
  (n) => `s${pad(n)}.example.com`,
];

const DAY = 86_400_000;

function candidates(field: FieldDef, n: number): unknown[] {
  switch (field.kind) {
    case "text": case "longText": case "richText":
      return TEXT_SHAPES.map((shape) => shape(n));
    case "email": return [`sample${pad(n)}@example.com`];
    case "url": return [`https://example.com/s/${pad(n)}`];
    case "phone": return [`1380000${pad(n)}`];
    // A storage key under the field's own upload prefix, as the editor stores it.
    case "image": case "file": return [`${UPLOAD_TYPES[field.upload ?? "UDT_GOODS"].prefix}20260101/sample-${pad(n)}.png`];
    case "integer": case "money": case "decimal": {
      const lo = field.min ?? 0;
      const hi = field.max ?? lo + 1_000_000;
      return [lo + (n % (hi - lo + 1))];
    }
    case "datetime": return [Date.UTC(2026, 0, 1) + n * 60_000];
    case "date": return [new Date(Date.UTC(2030, 0, 1) + n * DAY).toISOString().slice(0, 10)];
    case "boolean": return [n % 2 === 0];
    // Consecutive records take consecutive options, so a unique enum stays unique for `options.length` records.
    case "enum": return field.options?.length ? [field.options[n % field.options.length]?.value] : [];
    case "tags": return [[`标签${pad(n)}`]];
    case "json": return [{ sample: n }];
    // Dictionary values, references and rights depend on the database: the caller supplies them.
    case "dict": case "ref": case "rights": return [];
  }
}

/** A valid value of one field for record number `n`, or undefined when only the caller can supply one. */
export function sampleValue(field: FieldDef, n: number): unknown {
  for (const value of candidates(field, n)) {
    if (!("error" in checkValue(field, value))) return value;
  }
  if (candidates(field, n).length > 0) throw new Error(`sampleValue: no valid sample for ${field.key} (${field.kind}); add a shape`);
  return undefined;
}

/**
 * A valid record for `resource`: every editable field the sampler can fill, then `given`
 * (references, dictionary values, extra keys such as a password). Throws when a required field is left.
 */
export function sampleRecord(resource: ResourceDef, n: number, given: Record<string, unknown> = {}): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const field of resource.fields) {
    if (field.editable === false) continue;
    const value = sampleValue(field, n);
    if (value !== undefined) record[field.key] = value;
  }
  Object.assign(record, given);
  const missing = resource.fields.filter((f) => f.required && f.editable !== false && record[f.key] === undefined);
  if (missing.length > 0) throw new Error(`sampleRecord(${resource.name}): give ${missing.map((f) => f.key).join(", ")}`);
  return record;
}
