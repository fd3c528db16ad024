import type { ResolvedRoute, ResourceDef } from "../../src/catalogue";
import { resourceByName } from "../../src/catalogue/registry";

/**
 * The built routes the smoke test runs axe on: a covering set, not all of them. A generic list screen is drawn
 * from its resource's field kinds (grid columns, filters) and screen features (queue, board, totals, tabs,
 * child list, preset, machine), so once a kind or feature has been checked on one screen, another screen made
 * of the same parts adds time (axe was most of the smoke test's) and no new markup. Every special view is checked.
 */
export function axeCoveringSet(built: readonly ResolvedRoute[]): ReadonlySet<string> {
  const seen = new Set<string>();
  const chosen = new Set<string>();
  for (const route of built) {
    const fresh = partsOf(route).filter((p) => !seen.has(p));
    if (fresh.length === 0) continue;
    fresh.forEach((p) => seen.add(p));
    chosen.add(route.path);
  }
  return chosen;
}

function partsOf(route: ResolvedRoute): string[] {
  const def = resourceByName(route.view as string) as ResourceDef | undefined;
  if (!def) return [`view:${route.view}`];
  const parts: string[] = [];
  for (const f of [...(def.screen?.leadColumns ?? []), ...def.fields]) {
    if (f.listed) parts.push(`column:${f.kind}`);
    if (f.filter) parts.push(`filter:${f.kind}${f.dict ? ":dict" : ""}${f.tag ? ":tag" : ""}`);
  }
  for (const feature of Object.keys(def.screen ?? {})) parts.push(`screen:${feature}`);
  if (route.parent || def.parent) parts.push("child list");
  if (route.preset) parts.push("preset");
  if (def.states) parts.push("machine");
  if (def.readOnly) parts.push("read-only");
  return parts;
}
