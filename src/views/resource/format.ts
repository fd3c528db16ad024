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

/** What the caller may know of a referenced record: its title, that it is gone or not theirs to read, or not yet. */
export type RefAnswer =
  | { readonly state: "title"; readonly title: string }
  | { readonly state: "deleted" | "denied" | "failed" | "loading" | "none" };

/**
 * A reference as a person reads it: the record's title, with its Id as a quieter hint; 已删除 or
 * 无权查看 instead of a bare number when the record is gone or the reader may not see it.
 */
export function refDisplay(answer: RefAnswer, id: number | null): { text: string; hint: string; state: RefAnswer["state"] } {
  const hint = id === null ? "" : `#${id}`;
  switch (answer.state) {
    case "title": return { text: answer.title || "（无标题）", hint, state: answer.state };
    case "deleted": return { text: "已删除", hint, state: answer.state };
    case "denied": return { text: "无权查看", hint, state: answer.state };
    case "failed": return { text: "无法读取", hint, state: answer.state };
    case "loading": return { text: "…", hint, state: answer.state };
    default: return { text: "", hint: "", state: answer.state };
  }
}

/** A reference as one line of text (`范宽（#59）`), for inputs and confirmations that take plain text. */
export function refLine(answer: RefAnswer, id: number | null): string {
  const { text, hint } = refDisplay(answer, id);
  return hint ? `${text}（${hint}）` : text;
}

/** The resource a reference points into: its own, or the one its record's type field names (an HD image's subject). */
export function refTargetOf(field: FieldDef, record?: Readonly<Record<string, unknown>>): string | undefined {
  if (field.kind === "ref") return field.ref;
  if (!field.refBy || !record) return undefined;
  const type = record[field.refBy.field];
  if (typeof type !== "string") return undefined;
  return field.refBy.resources ? field.refBy.resources[type] ?? undefined : type;
}
