import type { FieldDef } from "../../src/catalogue";
import { encodeRecord as encodeColumns, encodeValue as encodeByKind } from "../platform/db/columns";
import type { Row } from "../platform/db/types";
import { encodeRichText } from "../richtext/encode";

/**
 * How the server writes a catalogue record's values: the platform's column encoding, with rich text
 * sanitised on the way in (server/richtext). Every write of a record goes through here; the platform's
 * own encoder refuses rich text, so a write path that forgets this one fails instead of storing
 * unsanitised markup.
 */

/** A field's value as it is written to its column; rich text is sanitised here, on every write path. */
export function encodeValue(field: FieldDef, value: unknown): unknown {
  if (field.kind === "richText" && value !== null && value !== undefined) return encodeRichText(field, value);
  return encodeByKind(field, value);
}

/** Encodes every known field of a record for writing. */
export function encodeRecord(fields: readonly FieldDef[], data: Record<string, unknown>): Row {
  return encodeColumns(fields, data, encodeValue);
}
