import type { FieldDef } from "../../../catalogue";
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

/** The accessibility attributes every input carries. */
export function commonProps({ field, id, disabled, invalid }: FieldInputProps) {
  return { id, disabled, "aria-required": field.required || undefined, "aria-invalid": invalid || undefined, "aria-describedby": invalid ? `${id}-error` : undefined };
}
