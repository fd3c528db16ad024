import type { FieldDef } from "./fields";
import { kindOf } from "./kinds";
import type { ResourceDef } from "./resource";
import { checkValue } from "./validate";

/** A valid value of one field for record number `n`, or undefined when only the caller can supply one (references, dictionaries, rights). */
export function sampleValue(field: FieldDef, n: number): unknown {
  const candidates = kindOf(field).samples(field, n);
  for (const value of candidates) {
    if (!("error" in checkValue(field, value))) return value;
  }
  if (candidates.length > 0) throw new Error(`sampleValue: no valid sample for ${field.key} (${field.kind}); add a shape to its kind`);
  return undefined;
}

/**
 * A valid record for `resource`: every editable field the kinds can fill, then `given`
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
