import type { FieldDef } from "./fields";
import { kindOf, messages } from "./kinds";

/** Why one field's value was refused, in Chinese, ready to show next to the field. */
export interface FieldError {
  readonly field: string;
  readonly message: string;
}

export type ValidationResult =
  | { readonly ok: true; readonly value: Record<string, unknown> }
  | { readonly ok: false; readonly errors: readonly FieldError[] };

/** Kinds the user picks from a list (or a tag tree) and kinds the user uploads: their empty message says so. */
const CHOSEN_KINDS: ReadonlySet<string> = new Set(["enum", "dict", "ref", "boolean", "rights"]);
const UPLOADED_KINDS: ReadonlySet<string> = new Set(["image", "file"]);

/** What an empty required field is told: 请选择 for a choice, 请上传 for a file, 请输入 for what is typed. */
export function requiredMessage(field: FieldDef): string {
  if (field.tag !== undefined || CHOSEN_KINDS.has(field.kind)) return messages.choose(field.label);
  if (UPLOADED_KINDS.has(field.kind)) return messages.upload(field.label);
  return messages.required(field.label);
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === "";
}

/** Checks one non-empty value against its field's kind schema; answers the normalised value or the first message. */
export function checkValue(field: FieldDef, value: unknown): { value: unknown } | { error: string } {
  const result = kindOf(field).schema(field).safeParse(value);
  if (result.success) return { value: result.data };
  return { error: result.error.issues[0]?.message ?? messages.type(field.label) };
}

/**
 * Validates a record against its fields, the same way in the console's forms and on the server.
 * `mode: "create"` requires every required field; `"update"` checks only the fields given.
 */
export function validateRecord(
  fields: readonly FieldDef[],
  data: unknown,
  mode: "create" | "update",
): ValidationResult {
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    return { ok: false, errors: [{ field: "", message: "数据必须是一个对象" }] };
  }
  const input = data as Record<string, unknown>;
  const byKey = new Map(fields.map((f) => [f.key, f]));
  const errors: FieldError[] = [];
  const value: Record<string, unknown> = {};
  for (const key of Object.keys(input)) {
    if (!byKey.has(key)) errors.push({ field: key, message: messages.unknown(key) });
  }
  for (const field of fields) {
    const present = Object.hasOwn(input, field.key);
    const raw = input[field.key];
    if (!present) {
      if (mode === "create" && field.required && field.editable !== false) {
        errors.push({ field: field.key, message: requiredMessage(field) });
      }
      continue;
    }
    if (field.editable === false || (mode === "update" && field.createOnly)) {
      errors.push({ field: field.key, message: messages.readOnly(field.label) });
      continue;
    }
    if (isEmpty(raw)) {
      if (field.required) errors.push({ field: field.key, message: requiredMessage(field) });
      else value[field.key] = null;
      continue;
    }
    const checked = checkValue(field, raw);
    if ("error" in checked) errors.push({ field: field.key, message: checked.error });
    else value[field.key] = checked.value;
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value };
}
