import { maxLengthOf, messages, type FieldDef } from "../../src/catalogue";
import { invalid } from "../platform/wire/errors";
import { sanitizeRichText } from "./sanitize";

/**
 * A rich-text value as it is written to its column: sanitised, then held to the field's length limit
 * (escaping can make the stored text longer than what was sent) and, when required, to not being
 * emptied by the sanitiser. Every write of every resource passes here (server/resources/columns.ts).
 */
export function encodeRichText(field: FieldDef, value: unknown): string | null {
  const clean = sanitizeRichText(String(value), { embeds: field.embeds === true });
  if (clean.trim() === "") {
    if (field.required) throw invalid(messages.required(field.label));
    return null;
  }
  const max = maxLengthOf(field);
  if (max !== undefined && [...clean].length > max) throw invalid(messages.maxLength(field.label, max));
  return clean;
}
