import { maxLengthOf, type FieldDef } from "../../../catalogue";
import type { FormValue } from "../formValues";

/** What every field input is given by the editor; `id` ties it to its label and error. */
export interface FieldInputProps {
  field: FieldDef;
  id: string;
  value: FormValue;
  disabled: boolean;
  invalid: boolean;
  onChange(value: FormValue): void;
  inputRef?: (el: HTMLElement | null) => void;
}

/** Text kinds whose limit is in characters the user types (numbers, dates and JSON are checked, not cut). */
const TYPED = new Set(["text", "email", "url", "phone", "longText", "richText", "tags"]);

/** The catalogue's length limit, for a text input to stop accepting input at it. */
export function maxLengthProp(field: FieldDef): number | undefined {
  return TYPED.has(field.kind) ? maxLengthOf(field) : undefined;
}

/** The accessibility attributes every input carries. */
export function commonProps({ field, id, disabled, invalid }: FieldInputProps) {
  return { id, disabled, "aria-required": field.required || undefined, "aria-invalid": invalid || undefined, "aria-describedby": invalid ? `${id}-error` : undefined };
}
