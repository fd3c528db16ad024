import { validateRecord, type FieldDef } from "../../../catalogue";
import { equalValues, fromFormValue, toFormValue, type FormValue } from "../formValues";

export type FormValues = Record<string, FormValue>;

/** Each field's input for a record (or an empty form), with preset values (a child's parent) on top. */
export function initialValues(fields: readonly FieldDef[], record: Readonly<Record<string, unknown>> | null, preset?: Readonly<Record<string, unknown>>): FormValues {
  return Object.fromEntries(fields.map((f) => [f.key, toFormValue(f, preset?.[f.key] ?? (record ? record[f.key] : undefined))]));
}

/**
 * A form's wire data, checked the way the server checks it: each input converted by its field's kind
 * (yuan → fen, Shanghai time → ms, JSON parsed), then `validateRecord`. When editing, only changed
 * fields are sent; when creating, empty fields are left out.
 */
export function collectForm(fields: readonly FieldDef[], values: FormValues, mode: "create" | "update", base?: FormValues): {
  data: Record<string, unknown>;
  errors: Record<string, string>;
} {
  const data: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const f of fields) {
    if (mode === "update" && (f.createOnly || equalValues(values[f.key] ?? "", base?.[f.key] ?? ""))) continue;
    const wire = fromFormValue(f, values[f.key] ?? "");
    // Unparseable JSON comes back as its text; say so rather than "wrong type".
    if (f.kind === "json" && typeof wire === "string") errors[f.key] = `${f.label}不是有效的 JSON`;
    if (mode === "create" && wire === null) continue;
    data[f.key] = wire;
  }
  const checked = validateRecord(fields, Object.fromEntries(Object.entries(data).filter(([k]) => !errors[k])), mode);
  if (!checked.ok) for (const e of checked.errors) errors[e.field] ??= e.message;
  return { data, errors };
}
