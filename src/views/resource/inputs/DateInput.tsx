import { DateTimeInput } from "../../../ui/DateTimeInput";
import { commonProps, type FieldInputProps } from "./types";

/** A date or a date and time (China time), typed `YYYY-MM-DD HH:mm` or picked in the Chinese calendar. */
export function DateInput(props: FieldInputProps) {
  const { field, value, onChange, inputRef } = props;
  return <DateTimeInput {...commonProps(props)} ref={inputRef} withTime={field.kind === "datetime"} label={`选择${field.label}`}
    className="pr-7" value={typeof value === "string" ? value : ""} onChange={onChange} />;
}
