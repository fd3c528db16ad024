import type { FieldDef } from "../../../catalogue";
import { Field } from "../../../ui/field";
import { FieldInput } from "../FieldInput";
import type { FormValue } from "../formValues";
import type { FormValues } from "./collect";

/** The inputs of a form, one per field, each labelled, with its error or help below. */
export function FieldList({ idPrefix, fields, values, errors, disabled, starred, onChange }: {
  idPrefix: string;
  fields: readonly FieldDef[];
  values: FormValues;
  errors: Readonly<Record<string, string>>;
  disabled(field: FieldDef): boolean;
  /** Star required fields (not on a read-only view). */
  starred: boolean;
  onChange(key: string, value: FormValue): void;
}) {
  return fields.map((f) => {
    const id = `${idPrefix}-${f.key}`;
    return (
      <Field key={f.key} id={id} label={f.label} required={starred && (f.required === true || f.requiredWhen !== undefined)} error={errors[f.key]}
        help={starred && f.requiredWhen ? [f.requiredWhen, f.help].filter(Boolean).join("；") : f.help}>
        <FieldInput field={f} id={id} value={values[f.key] ?? ""} disabled={disabled(f)} invalid={Boolean(errors[f.key])} onChange={(v) => onChange(f.key, v)} />
      </Field>
    );
  });
}

/** The first control of a form that takes input, for the initial focus (lazy inputs may still be loading). */
export function firstControl(root: Element | null): HTMLElement | null {
  return root?.querySelector<HTMLElement>("[data-slot=field] :is(input, select, textarea):not(:disabled):not([type=hidden]):not(.sr-only)") ?? null;
}
