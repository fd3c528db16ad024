import type { FieldDef } from "../../catalogue";
import { cachedDict, tagOptions } from "../../rpc/dictSync";

const pad = (n: number) => String(n).padStart(2, "0");

/** Milliseconds since the epoch as local `YYYY-MM-DD HH:mm`. */
export function formatDateTime(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Fen as yuan with two decimals: 123456 → ¥1,234.56. */
export function formatMoney(fen: number): string {
  return `¥${(fen / 100).toLocaleString("zh-CN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export function dictLabel(dict: string | undefined, value: string): string {
  if (!dict) return value;
  return cachedDict(dict)?.items.find((i) => i.value === value)?.label ?? value;
}

/** A value as a grid cell or read-only field shows it, in Chinese. */
export function formatValue(field: FieldDef, value: unknown): string {
  if (value === null || value === undefined || value === "") return "";
  if (field.tag) return tagOptions(field.tag).find((o) => o.value === value)?.label ?? String(value);
  switch (field.kind) {
    case "boolean":
      return value ? "是" : "否";
    case "money":
      return typeof value === "number" ? formatMoney(value) : String(value);
    case "datetime":
      return typeof value === "number" ? formatDateTime(value) : String(value);
    case "enum":
      return field.options?.find((o) => o.value === value)?.label ?? String(value);
    case "dict":
      return dictLabel(field.dict, String(value));
    case "ref":
      return `#${String(value)}`;
    case "tags":
      return Array.isArray(value) ? value.join("、") : String(value);
    case "json":
    case "rights":
      return JSON.stringify(value);
    default:
      return String(value);
  }
}
