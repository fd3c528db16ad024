import type { FieldDef, FieldKind } from "../fields";
import { boolean } from "./boolean";
import { date } from "./date";
import { datetime } from "./datetime";
import { decimal } from "./decimal";
import { dict } from "./dict";
import { discount } from "./discount";
import { email } from "./email";
import { enumKind } from "./enum";
import { file } from "./file";
import { image } from "./image";
import { integer } from "./integer";
import { json } from "./json";
import { longText } from "./longText";
import { money } from "./money";
import { phone } from "./phone";
import { ref } from "./ref";
import { richText } from "./richText";
import { rights } from "./rights";
import { tags } from "./tags";
import { text } from "./text";
import type { FormatContext, KindModule } from "./types";
import { url } from "./url";

/** Every field kind's module; the compiler checks none is missing. */
export const KINDS: { readonly [K in FieldKind]: KindModule } = {
  text, longText, richText, email, url, phone, integer, decimal, money, discount, boolean,
  enum: enumKind, dict, ref, image, file, date, datetime, tags, json, rights,
};

export function kindOf(field: Pick<FieldDef, "kind">): KindModule {
  return KINDS[field.kind];
}

/** A value as a person reads it ("" for nothing). */
export function formatField(field: FieldDef, value: unknown, ctx?: FormatContext): string {
  if (value === null || value === undefined || value === "") return "";
  // A text field whose values come from a tag tree shows the tag's label.
  if (field.tag) return ctx?.tagLabel?.(field.tag, String(value)) ?? String(value);
  return kindOf(field).format(field, value, ctx);
}

export { formatMoney, MONEY_NUM_FMT } from "./money";
export { MAX_REF_ID } from "./numberBase";
export { MAX_JSON_DEPTH, jsonDepth } from "./json";
export { messages } from "./messages";
export { formatShanghai, fromShanghaiInput, shanghaiDate, toShanghaiInput } from "./shanghai";
export type { ColumnType, FilterOp, FormatContext, KindModule } from "./types";
