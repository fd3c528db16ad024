import type { FieldDef } from "../../catalogue";
import { formatDateTime } from "./format";

/** What a form input holds for a field: text for most kinds, a boolean for checkboxes, an object for rights. */
export type FormValue = string | boolean | Record<string, string>;

/** A stored value as its input shows it. */
export function toFormValue(field: FieldDef, value: unknown): FormValue {
  if (field.kind === "boolean") return value === true;
  if (field.kind === "rights") return ((value as { rights?: Record<string, string> } | null)?.rights ?? {});
  if (value === null || value === undefined) return "";
  switch (field.kind) {
    case "money":
      return typeof value === "number" ? (value / 100).toFixed(2) : String(value);
    case "datetime":
      return typeof value === "number" ? formatDateTime(value).replace(" ", "T") : String(value);
    case "tags":
      return Array.isArray(value) ? value.join("，") : String(value);
    case "json":
      return JSON.stringify(value, null, 2);
    default:
      return String(value);
  }
}

/**
 * An input's content as the wire value, before validation: numbers parsed, yuan to fen, JSON parsed.
 * Unparseable text is passed through as text so that validation names the field in Chinese.
 */
export function fromFormValue(field: FieldDef, input: FormValue): unknown {
  if (typeof input === "boolean") return input;
  if (typeof input === "object") return { rights: input };
  const text = field.kind === "longText" || field.kind === "richText" || field.kind === "json" ? input : input.trim();
  if (text === "") return null;
  switch (field.kind) {
    case "integer":
    case "ref": {
      const n = Number(text);
      return Number.isFinite(n) ? n : text;
    }
    case "decimal": {
      const n = Number(text);
      return Number.isFinite(n) ? n : text;
    }
    case "money": {
      const n = Number(text);
      return Number.isFinite(n) ? Math.round(n * 100) : text;
    }
    case "datetime": {
      const ms = new Date(text).getTime();
      return Number.isNaN(ms) ? text : ms;
    }
    case "tags":
      return text.split(/[,，、\n]/).map((t) => t.trim()).filter(Boolean);
    case "json":
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return text;
      }
    default:
      return text;
  }
}

/** Fields a person edits in the form (server-set ones are shown read-only). */
export function formFields(fields: readonly FieldDef[]): FieldDef[] {
  return fields.filter((f) => f.editable !== false && f.key !== "deleted");
}

export function equalValues(a: FormValue, b: FormValue): boolean {
  return typeof a === "object" && typeof b === "object" ? JSON.stringify(a) === JSON.stringify(b) : a === b;
}
