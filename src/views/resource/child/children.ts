import { ALL_ROUTES, type ResolvedRoute, type ResourceDef } from "../../../catalogue";
import { RESOURCES, resourceByName } from "../../../catalogue/registry";

/**
 * A resource shown under a parent record: its key field holds the parent's Id. `via` is the route that
 * makes it a child when the resource has several parents (a course's lessons): its path, title and the
 * filters its rows also have (courseType).
 */
export type ChildDef = ResourceDef & {
  readonly parent: NonNullable<ResourceDef["parent"]>;
  readonly via?: { readonly path: string; readonly title: string; readonly fixed: Readonly<Record<string, string | number | boolean>> };
};

/** Resources whose `parent.resource` is this one (tag items under a tag type), and routes listing one under it. */
export function childResourcesOf(def: ResourceDef): ChildDef[] {
  const declared = (RESOURCES as readonly ResourceDef[]).filter((r): r is ChildDef => r.parent?.resource === def.name);
  const routed = ALL_ROUTES.flatMap((route): ChildDef[] => {
    const child = route.parent?.resource === def.name ? resourceByName(route.view ?? "") : undefined;
    return child && route.parent ? [routedChild(child, route)] : [];
  });
  return [...declared, ...routed];
}

/** The resource of a route with a `parent`, as a child of that parent. */
export function routedChild(def: ResourceDef, route: ResolvedRoute): ChildDef {
  const parent = route.parent as NonNullable<ResolvedRoute["parent"]>;
  return { ...def, parent, via: { path: route.path, title: route.title, fixed: route.preset?.fixed ?? {} } };
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
  const path = child.via?.path ?? routeOf(child)?.path;
  return path && `${path}?${new URLSearchParams({ [child.parent.key]: String(parentId) })}`;
}
