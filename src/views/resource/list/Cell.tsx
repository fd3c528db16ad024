import type { FieldDef, ResourceDef } from "../../../catalogue";
import type { Rec } from "../../../rpc/resourceClient";
import { Badge } from "../../../ui/badge";
import { cellTextOf } from "../form/changeLabels";
import { formatValue, refTargetOf } from "../format";
import { JsonValue } from "../JsonValue";
import { RefText } from "../RefText";
import { StateBadge } from "./StateBadge";
import { Thumbnail } from "./Thumbnail";

const FIGURES = new Set(["money", "integer", "decimal"]);

/**
 * One value in a grid or a list: the state as a badge, yes/no as 是/否 badges, an image as a
 * thumbnail, everything else as its kind formats it (money in yuan, times in Shanghai).
 */
export function Cell({ def, field, row }: { def: ResourceDef; field: FieldDef; row: Rec }) {
  const value = row[field.key];
  const own = cellTextOf(def.name, field.key);
  if (own) return <>{own(row)}</>;
  if (def.states?.field === field.key) return <StateBadge def={def} value={value} />;
  if (field.kind === "boolean" && field.flag) return value === true ? <Badge tone={field.flag.tone}>{field.flag.label}</Badge> : null;
  if (field.kind === "boolean") {
    return typeof value === "boolean" ? <Badge tone={value ? "success" : "neutral"}>{formatValue(field, value)}</Badge> : null;
  }
  if (field.kind === "ref" || field.refBy) return <RefText resource={refTargetOf(field, row)} value={value} />;
  if (field.kind === "json" && field.ref) return <JsonValue field={field} value={value} empty="" />;
  if (field.kind === "image") return typeof value === "string" && value !== "" ? <Thumbnail value={value} label={field.label} /> : null;
  const text = formatValue(field, value);
  return FIGURES.has(field.kind) ? <span className="tabular-nums">{text}</span> : <>{text}</>;
}
