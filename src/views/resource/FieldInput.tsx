import { ACCESS_OBJECTS, ACCESS_LEVELS, type FieldDef } from "../../catalogue";
import { cachedDict, tagOptions } from "../../rpc/dictSync";
import type { FormValue } from "./formValues";
import { RefInput } from "./RefInput";
import { UploadInput } from "./UploadInput";

const LEVEL_LABELS = { NONE: "无", READ: "只读", WRITE: "读写" } as const;
const base = "w-full rounded border border-gray-300 px-3 py-1.5 focus:border-primary disabled:bg-gray-50 disabled:text-gray-600";

/** The input for one field kind; `id` ties it to its label and error. */
export function FieldInput({ field, id, value, disabled, invalid, onChange, inputRef }: {
  field: FieldDef;
  id: string;
  value: FormValue;
  disabled: boolean;
  invalid: boolean;
  onChange(value: FormValue): void;
  inputRef?: (el: HTMLElement | null) => void;
}) {
  const common = { id, disabled, "aria-required": field.required || undefined, "aria-invalid": invalid || undefined, "aria-describedby": invalid ? `${id}-error` : undefined };
  const text = typeof value === "string" ? value : "";
  const kind = field.tag ? "dict" : field.kind;
  switch (kind) {
    case "ref":
      return <RefInput field={field} id={id} value={text} disabled={disabled} invalid={invalid} onChange={onChange} inputRef={inputRef} />;
    case "image":
    case "file":
      return <UploadInput field={field} id={id} value={text} disabled={disabled} invalid={invalid} onChange={onChange} inputRef={inputRef} />;
    case "boolean":
      return <input type="checkbox" {...common} ref={inputRef} checked={value === true} onChange={(e) => onChange(e.target.checked)} className="h-4 w-4" />;
    case "enum":
    case "dict": {
      const options = field.tag ? tagOptions(field.tag) : field.kind === "enum" ? field.options ?? [] : cachedDict(field.dict ?? "")?.items ?? [];
      return (
        <select {...common} ref={inputRef} value={text} onChange={(e) => onChange(e.target.value)} className={base}>
          <option value="">请选择</option>
          {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
          {text !== "" && !options.some((o) => o.value === text) && <option value={text}>{text}</option>}
        </select>
      );
    }
    case "longText":
    case "richText":
    case "json":
      return <textarea {...common} ref={inputRef} value={text} rows={field.kind === "json" ? 6 : 4} onChange={(e) => onChange(e.target.value)}
        className={`${base} ${field.kind === "json" ? "font-mono text-xs" : ""}`} />;
    case "rights": {
      const rights = typeof value === "object" ? value : {};
      return (
        <div id={id} role="group" className="grid grid-cols-2 gap-x-4 gap-y-1 rounded border border-gray-200 p-3">
          {ACCESS_OBJECTS.map((o) => (
            <label key={o} className="flex items-center justify-between gap-2 text-sm">
              <span className="font-mono text-gray-600">{o}</span>
              <select disabled={disabled} value={rights[o] ?? "NONE"} onChange={(e) => onChange({ ...rights, [o]: e.target.value })}
                className="rounded border border-gray-300 px-1 py-0.5 disabled:bg-gray-50" aria-label={`权限 ${o}`}>
                {ACCESS_LEVELS.map((l) => <option key={l} value={l}>{LEVEL_LABELS[l]}</option>)}
              </select>
            </label>
          ))}
        </div>
      );
    }
    default: {
      const type = field.kind === "date" ? "date" : field.kind === "datetime" ? "datetime-local" : field.kind === "email" ? "email"
        : field.kind === "url" ? "url" : field.kind === "phone" ? "tel" : "text";
      const inputMode = field.kind === "integer" ? "numeric" : field.kind === "decimal" || field.kind === "money" ? "decimal" : undefined;
      return <input {...common} ref={inputRef} type={type} inputMode={inputMode} value={text} placeholder={field.kind === "money" ? "单位：元" : field.placeholder}
        onChange={(e) => onChange(e.target.value)} className={base} />;
    }
  }
}
