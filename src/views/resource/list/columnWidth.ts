import type { FieldDef, ResourceDef } from "../../../catalogue";

/** Narrowest and widest a column may be made, by dragging or from the keyboard. */
export const MIN_COLUMN = 56;
export const MAX_COLUMN = 640;

/** Pixels a header's label takes: 14 px a Chinese character, 8 px anything else, plus padding and the sort arrow. */
export function labelWidth(label: string, sortable = false): number {
  let px = 0;
  for (const ch of label) px += /[\u2e80-\u9fff\uff00-\uffef]/.test(ch) ? 14 : 8;
  return px + 24 + (sortable ? 16 : 0);
}

/** Text fields up to this many characters are codes, numbers or short labels (券名称 of 20, 手机号): narrower. */
const SHORT_TEXT = 32;

/** What a value of the field takes, in px, before the header's label is considered. */
function contentWidth(def: ResourceDef, field: FieldDef): number {
  if (field.key === def.titleField) return 240;
  if (def.states?.field === field.key) return 104;
  switch (field.kind) {
    case "integer": case "decimal": return 96;
    case "money": return 112;
    case "boolean": return 72;
    case "image": return 72;
    case "date": return 112;
    case "datetime": return 152;
    case "enum": {
      const longest = Math.max(0, ...(field.options ?? []).map((o) => labelWidth(o.label)));
      return Math.min(200, Math.max(104, longest + 16));
    }
    case "dict": return 120;
    case "phone": return 128;
    case "ref": return 180;
    case "email": case "url": case "file": return 200;
    default: {
      if (/name|title/i.test(field.key)) return 200;
      const max = field.maxLength ?? 255;
      return max <= SHORT_TEXT ? 144 : 200;
    }
  }
}

/**
 * A column's width from its kind and content, in px: Id, numbers, money, states and dates narrow;
 * the record's title and names wide; never narrower than its header's label.
 */
export function columnWidth(def: ResourceDef, field: FieldDef): number {
  return Math.min(MAX_COLUMN, Math.max(MIN_COLUMN, contentWidth(def, field), labelWidth(field.label, field.sortable === true)));
}

/** The Id column: numbers of up to eight figures. */
export const ID_COLUMN = 80;

/** A width the user asked for, kept within the limits. */
export const clampWidth = (px: number): number => Math.round(Math.min(MAX_COLUMN, Math.max(MIN_COLUMN, px)));
