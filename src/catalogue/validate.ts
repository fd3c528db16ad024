import { isAccessLevel, isAccessObject } from "./access";
import { maxLengthOf, type FieldDef } from "./fields";
import { isFileFieldValue } from "./uploads";

/** Why one field's value was refused, in Chinese, ready to show next to the field. */
export interface FieldError {
  readonly field: string;
  readonly message: string;
}

export type ValidationResult =
  | { readonly ok: true; readonly value: Record<string, unknown> }
  | { readonly ok: false; readonly errors: readonly FieldError[] };

/** Largest Id a reference can hold (a PostgreSQL integer). */
export const MAX_REF_ID = 2_147_483_647;
/** Deepest nesting a json field may hold. */
export const MAX_JSON_DEPTH = 16;

/** How deeply a value nests, walked without recursion so that no input can overflow the stack. */
export function jsonDepth(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, d] = stack.pop() as [unknown, number];
    if (typeof v !== "object" || v === null) continue;
    deepest = Math.max(deepest, d + 1);
    for (const item of Object.values(v)) stack.push([item, d + 1]);
  }
  return deepest;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const PHONE = /^[0-9+\-() ]{3,32}$/;

/** Spec §5's generic messages, in Chinese. */
export const messages = {
  required: (label: string) => `请输入${label}`,
  type: (label: string) => `${label}不是有效的类型`,
  minLength: (label: string, n: number) => `${label}至少 ${n} 个字符`,
  maxLength: (label: string, n: number) => `${label}最多 ${n} 个字符`,
  min: (label: string, n: number) => `${label}不能小于 ${n}`,
  max: (label: string, n: number) => `${label}不能大于 ${n}`,
  pattern: (label: string) => `${label}格式不正确`,
  option: (label: string) => `${label}不是可选的值`,
  unknown: (key: string) => `未知字段 ${key}`,
  readOnly: (label: string) => `${label}不可修改`,
} as const;

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === "";
}

function isValidUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

function isValidDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}

/** Checks one non-empty value against its field; answers the normalised value or an error message. */
export function checkValue(field: FieldDef, value: unknown): { value: unknown } | { error: string } {
  const { label } = field;
  const typeError = { error: messages.type(label) };
  switch (field.kind) {
    case "text": case "longText": case "richText": case "email": case "url": case "phone":
    case "image": case "file": case "dict": {
      if (typeof value !== "string") return typeError;
      const max = maxLengthOf(field);
      if (field.minLength !== undefined && [...value].length < field.minLength) return { error: messages.minLength(label, field.minLength) };
      if (max !== undefined && [...value].length > max) return { error: messages.maxLength(label, max) };
      if (field.kind === "email" && !EMAIL.test(value)) return { error: messages.pattern(label) };
      if (field.kind === "url" && !isValidUrl(value)) return { error: messages.pattern(label) };
      if (field.kind === "phone" && !PHONE.test(value)) return { error: messages.pattern(label) };
      // An uploaded object's key or an https:// URL: never javascript:, data: or a path of our own origin.
      if ((field.kind === "image" || field.kind === "file") && !isFileFieldValue(value)) return { error: messages.pattern(label) };
      if (field.pattern !== undefined && !new RegExp(field.pattern).test(value)) {
        return { error: field.patternMessage ?? messages.pattern(label) };
      }
      return { value };
    }
    case "enum": {
      if (typeof value !== "string") return typeError;
      if (!field.options?.some((o) => o.value === value)) return { error: messages.option(label) };
      return { value };
    }
    case "integer": case "money": case "decimal": case "ref": case "datetime": {
      if (typeof value !== "number" || !Number.isFinite(value)) return typeError;
      if (field.kind !== "decimal" && !Number.isSafeInteger(value)) return typeError;
      // A reference is a 32-bit Id (PostgreSQL integer), never zero or negative.
      if (field.kind === "ref" && (value < 1 || value > MAX_REF_ID)) return { error: messages.option(label) };
      if (field.min !== undefined && value < field.min) return { error: messages.min(label, field.min) };
      if (field.max !== undefined && value > field.max) return { error: messages.max(label, field.max) };
      return { value };
    }
    case "boolean":
      return typeof value === "boolean" ? { value } : typeError;
    case "date":
      return typeof value === "string" && isValidDate(value) ? { value } : typeError;
    case "tags": {
      if (!Array.isArray(value) || !value.every((t) => typeof t === "string" && t.length > 0 && t.length <= 64)) return typeError;
      if (field.max !== undefined && value.length > field.max) return { error: messages.max(label, field.max) };
      return { value: [...new Set(value as string[])] };
    }
    case "json": {
      if (typeof value !== "object") return typeError;
      if (jsonDepth(value) > MAX_JSON_DEPTH) return { error: `${label}嵌套层数过多，最多 ${MAX_JSON_DEPTH} 层` };
      const max = maxLengthOf(field);
      if (max !== undefined && JSON.stringify(value).length > max) return { error: messages.maxLength(label, max) };
      return { value };
    }
    case "rights": {
      if (typeof value !== "object" || Array.isArray(value)) return typeError;
      const rights = (value as { rights?: unknown }).rights;
      if (typeof rights !== "object" || rights === null || Array.isArray(rights)) return typeError;
      for (const [k, v] of Object.entries(rights)) {
        if (!isAccessObject(k) || !isAccessLevel(v)) return typeError;
      }
      return { value: { rights } };
    }
  }
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
        errors.push({ field: field.key, message: messages.required(field.label) });
      }
      continue;
    }
    if (field.editable === false || (mode === "update" && field.createOnly)) {
      errors.push({ field: field.key, message: messages.readOnly(field.label) });
      continue;
    }
    if (isEmpty(raw)) {
      if (field.required) errors.push({ field: field.key, message: messages.required(field.label) });
      else value[field.key] = null;
      continue;
    }
    const checked = checkValue(field, raw);
    if ("error" in checked) errors.push({ field: field.key, message: checked.error });
    else value[field.key] = checked.value;
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value };
}
