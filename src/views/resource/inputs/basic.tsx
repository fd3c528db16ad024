import { cachedDict, tagOptions } from "../../../rpc/dictSync";
import { Input, Textarea } from "../../../ui/input";
import { Select } from "../../../ui/select";
import { commonProps, maxLengthProp, type FieldInputProps } from "./types";

const asText = (value: unknown) => (typeof value === "string" ? value : "");

/** One line: text, e-mail, URL, phone, numbers, money (in yuan), dates and times (in Shanghai). */
export function LineInput(props: FieldInputProps) {
  const { field, value, onChange, inputRef } = props;
  const type = field.kind === "date" ? "date" : field.kind === "datetime" ? "datetime-local" : field.kind === "email" ? "email"
    : field.kind === "url" ? "url" : field.kind === "phone" ? "tel" : "text";
  const inputMode = field.kind === "integer" ? "numeric" : field.kind === "decimal" || field.kind === "money" || field.kind === "discount" ? "decimal" : undefined;
  return <Input {...commonProps(props)} ref={inputRef} type={type} inputMode={inputMode} maxLength={maxLengthProp(field)} value={asText(value)} placeholder={field.kind === "money" ? "单位：元" : field.placeholder}
    onChange={(e) => onChange(e.target.value)} />;
}

/** Several lines: long text, rich text's source, JSON. */
export function AreaInput(props: FieldInputProps) {
  const { field, value, onChange, inputRef } = props;
  return <Textarea {...commonProps(props)} ref={inputRef} maxLength={maxLengthProp(field)} value={asText(value)} rows={field.kind === "json" ? 6 : 4} onChange={(e) => onChange(e.target.value)}
    className={field.kind === "json" ? "font-mono text-xs" : undefined} />;
}

export function CheckInput(props: FieldInputProps) {
  const { value, onChange, inputRef } = props;
  return <input type="checkbox" data-slot="checkbox" {...commonProps(props)} ref={inputRef} checked={value === true} onChange={(e) => onChange(e.target.checked)} className="h-4 w-4" />;
}

/** A choice among the field's options, a dictionary's items or a tag tree's labels. */
export function ChoiceInput(props: FieldInputProps) {
  const { field, value, onChange, inputRef } = props;
  const options = field.tag ? tagOptions(field.tag) : field.kind === "enum" ? field.options ?? [] : cachedDict(field.dict ?? "")?.items ?? [];
  return <Select {...commonProps(props)} ref={inputRef} value={asText(value)} onChange={(e) => onChange(e.target.value)} placeholder="请选择" options={options} />;
}
