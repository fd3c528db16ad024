import type { FieldDef, ResourceDef, RoutePreset } from "../../catalogue";
import { filterFields } from "./FilterBar";

/**
 * The filters a screen offers, in the bar's order: a route's own list when it shows part of a resource
 * (会员订单 offers no course filters), else the resource's `screen.filterOrder` first and the other
 * filterable fields after them in field order. Fields the screen fixes or leaves out are never offered.
 */
export function screenFilters(def: ResourceDef, preset: RoutePreset | undefined, omit: readonly string[] | undefined): FieldDef[] {
  const all = filterFields(def.fields).filter((f) => !omit?.includes(f.key));
  const byKey = new Map(all.map((f) => [f.key, f]));
  const pick = (keys: readonly string[]) => keys.map((k) => byKey.get(k)).filter((f): f is FieldDef => f !== undefined);
  if (preset?.filters) return pick(preset.filters);
  const first = pick(def.screen?.filterOrder ?? []);
  return [...first, ...all.filter((f) => !first.includes(f))];
}
