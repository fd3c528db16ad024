import type { FieldDef } from "../../catalogue";

/** What every special field input (reference picker, upload) is given by the editor. */
export interface TextInputProps {
  field: FieldDef;
  id: string;
  value: string;
  disabled: boolean;
  invalid: boolean;
  onChange(value: string): void;
  inputRef?: (el: HTMLElement | null) => void;
}
