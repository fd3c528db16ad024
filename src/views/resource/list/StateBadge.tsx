import { stateBadge, type ResourceDef } from "../../../catalogue";
import { Badge } from "../../../ui/badge";

/** A record's state as its machine shows it (已启用 in green, 已停用 in grey). */
export function StateBadge({ def, value }: { def: ResourceDef; value: unknown }) {
  const badge = stateBadge(def, value);
  return badge ? <Badge tone={badge.tone} data-state={badge.value}>{badge.label}</Badge> : null;
}
