import type { FieldDef } from "../../../catalogue";
import { Field } from "../../../ui/field";
import { FieldInput } from "../FieldInput";
import { refTargetOf } from "../format";
import type { FormValue } from "../formValues";
import { JsonValue } from "../JsonValue";
import { RefText } from "../RefText";
import type { FormValues } from "./collect";
import { scopedField, scopeWaits } from "./refScope";

/**
 * The inputs of a form, one per field, each labelled, with its error or help below. On a read-only
 * detail (`record` given) a structured value reads as a table, not as JSON text; an Id whose resource a
 * type field names (an HD image's subject), or a json list of Ids, shows the records' titles under its input.
 */
export function FieldList({ idPrefix, fields, values, errors, disabled, starred, onChange, record }: {
  idPrefix: string;
  fields: readonly FieldDef[];
  values: FormValues;
  errors: Readonly<Record<string, string>>;
  disabled(field: FieldDef): boolean;
  /** Star required fields (not on a read-only view). */
  starred: boolean;
  onChange(key: string, value: FormValue): void;
  /** The record a read-only detail shows. */
  record?: Readonly<Record<string, unknown>> | undefined;
}) {
  return fields.map((f) => {
    const id = `${idPrefix}-${f.key}`;
    if (record && f.kind === "json") {
      return (
        <Field key={f.key} id={id} label={f.label}>
          <div id={id} className="max-h-80 overflow-auto rounded border border-gray-200 p-2"><JsonValue field={f} value={record[f.key]} /></div>
        </Field>
      );
    }
    return (
      <Field key={f.key} id={id} label={f.label} required={starred && (f.required === true || f.requiredWhen !== undefined)} error={errors[f.key]}
        help={starred && f.requiredWhen ? [f.requiredWhen, f.help].filter(Boolean).join("；") : f.help}>
        <FieldInput field={scopedField(pickedField(f, values), values)} id={id} value={values[f.key] ?? ""} disabled={disabled(f) || pickWaits(f, values) || scopeWaits(f, values)} invalid={Boolean(errors[f.key])} onChange={(v) => onChange(f.key, v)} />
        {f.kind === "json" && f.ref && f.picker !== "refs" && (
          <div className="mt-1" data-testid={`ref-of-${f.key}`}><JsonValue field={f} value={typedJson(values[f.key])} empty="" /></div>
        )}
        {f.refBy && !f.refBy.pick && (
          <p className="mt-1 text-sm" data-testid={`ref-of-${f.key}`}>
            <RefText resource={refTargetOf(f, record ?? values)} value={record ? record[f.key] : values[f.key]} />
          </p>
        )}
      </Field>
    );
  });
}

/**
 * An Id picked by name (`refBy.pick`: 标记误识's 正确结果): a reference input over the resource the form's
 * type field names now; the field as it is while no type is chosen.
 */
function pickedField(f: FieldDef, values: FormValues): FieldDef {
  if (!f.refBy?.pick) return f;
  const target = refTargetOf(f, values);
  return target ? { ...f, kind: "ref", ref: target, refBy: undefined } as FieldDef : f;
}

/** A picked Id waits for its type to be chosen. */
function pickWaits(f: FieldDef, values: FormValues): boolean {
  return f.refBy?.pick === true && refTargetOf(f, values) === undefined;
}

/** A json input's text as the value it would save, or null while it does not parse (the names follow the typing). */
function typedJson(text: FormValue | undefined): unknown {
  if (typeof text !== "string" || text.trim() === "") return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The first control of a form that takes input, for the initial focus (lazy inputs may still be loading). */
export function firstControl(root: Element | null): HTMLElement | null {
  return root?.querySelector<HTMLElement>("[data-slot=field] :is(input, select, textarea):not(:disabled):not([type=hidden]):not(.sr-only)") ?? null;
}
