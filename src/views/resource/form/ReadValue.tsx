import type { FieldDef } from "../../../catalogue";
import { formatValue, refTargetOf } from "../format";
import { JsonValue } from "../JsonValue";
import { RefText } from "../RefText";

/** One value of a record as its detail shows it: references by title, structured values as tables. */
export function ReadValue({ field, record, empty = "—" }: { field: FieldDef; record: Readonly<Record<string, unknown>>; empty?: string }) {
  const value = record[field.key];
  if (value === null || value === undefined || value === "") return <>{empty}</>;
  if (field.kind === "ref" || field.refBy) return <RefText resource={refTargetOf(field, record)} value={value} />;
  if (field.kind === "json") return <JsonValue field={field} value={value} empty={empty} />;
  // Long text keeps its lines (a run's log, an error sample, a remark).
  if (field.kind === "longText") return <span className="whitespace-pre-line break-words">{formatValue(field, value) || empty}</span>;
  return <>{formatValue(field, value) || empty}</>;
}
