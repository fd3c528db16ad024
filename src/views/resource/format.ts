import { formatField, formatShanghai, type FieldDef, type FormatContext } from "../../catalogue";
import { cachedDict, tagOptions } from "../../rpc/dictSync";

/** Milliseconds since the epoch as `YYYY-MM-DD HH:mm` in Asia/Shanghai. */
export const formatDateTime = (ms: number): string => formatShanghai(ms);

export function dictLabel(dict: string | undefined, value: string): string {
  if (!dict) return value;
  return cachedDict(dict)?.items.find((i) => i.value === value)?.label ?? value;
}

/** The console's lookups for labels: the cached dictionaries and tag trees. */
const CONTEXT: FormatContext = {
  dictLabel: (dict, value) => cachedDict(dict)?.items.find((i) => i.value === value)?.label,
  tagLabel: (tag, value) => tagOptions(tag as Parameters<typeof tagOptions>[0]).find((o) => o.value === value)?.label,
};

/** A value as a grid cell or read-only field shows it, in Chinese (the kind's own module formats it). */
export function formatValue(field: FieldDef, value: unknown): string {
  return formatField(field, value, CONTEXT);
}
