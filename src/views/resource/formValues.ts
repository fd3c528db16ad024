import { kindOf, type FieldDef } from "../../catalogue";

/** What a form input holds for a field: text for most kinds, a boolean for checkboxes, an object for rights. */
export type FormValue = string | boolean | Record<string, string>;

/** A stored value as its input shows it (the kind's own module converts: yuan, Shanghai time, JSON…). */
export function toFormValue(field: FieldDef, value: unknown): FormValue {
  if (field.kind === "boolean") return value === true;
  if (field.kind === "rights") return ((value as { rights?: Record<string, string> } | null)?.rights ?? {});
  if (value === null || value === undefined) return "";
  return kindOf(field).toInput(value);
}

/**
 * An input's content as the wire value, before validation: numbers parsed, yuan to fen, JSON parsed.
 * Unparseable text is passed through as text so that validation names the field in Chinese.
 */
export function fromFormValue(field: FieldDef, input: FormValue): unknown {
  if (typeof input === "boolean") return input;
  if (typeof input === "object") return { rights: input };
  return kindOf(field).fromInput(input);
}

/** Fields a person edits in the form (server-set ones are shown read-only). */
export function formFields(fields: readonly FieldDef[]): FieldDef[] {
  return fields.filter((f) => f.editable !== false && f.key !== "deleted");
}

export function equalValues(a: FormValue, b: FormValue): boolean {
  return typeof a === "object" && typeof b === "object" ? JSON.stringify(a) === JSON.stringify(b) : a === b;
}
