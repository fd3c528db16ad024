import { ALL_ROUTES, type ResolvedRoute, type ResourceDef } from "../../../catalogue";
import { RESOURCES } from "../../../catalogue/registry";

/** A resource shown under a parent record: its key field holds the parent's Id. */
export type ChildDef = ResourceDef & { readonly parent: NonNullable<ResourceDef["parent"]> };

/** Resources whose `parent.resource` is this one (tag items under a tag type). */
export function childResourcesOf(def: ResourceDef): ChildDef[] {
  return (RESOURCES as readonly ResourceDef[]).filter((r): r is ChildDef => r.parent?.resource === def.name);
}

/** One tab of a parent's drawer: the children that show in it (several share 支付记录). */
export interface ChildTab {
  readonly value: string;
  readonly label: string;
  readonly children: readonly ChildDef[];
}

/** The drawer's child tabs, in the children's order, grouped by `parent.tab`. */
export function childTabs(children: readonly ChildDef[]): ChildTab[] {
  const tabs: { value: string; label: string; children: ChildDef[] }[] = [];
  for (const c of children) {
    const label = c.parent.tab ?? c.label;
    const tab = tabs.find((t) => t.label === label);
    if (tab) tab.children.push(c);
    else tabs.push({ value: c.name, label, children: [c] });
  }
  return tabs;
}

/** The screen of a resource: its menu route, else its hidden one (a child list). */
export function routeOf(def: ResourceDef): ResolvedRoute | undefined {
  const routes = ALL_ROUTES.filter((r) => r.view === def.name);
  return routes.find((r) => !r.hidden) ?? routes[0];
}

/** The child list of one parent record: the child's route with `?{key}={parentId}`. */
export function childPath(child: ChildDef, parentId: number): string | undefined {
  const route = routeOf(child);
  return route && `${route.path}?${new URLSearchParams({ [child.parent.key]: String(parentId) })}`;
}
