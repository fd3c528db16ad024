import { ALL_ROUTES, type ResolvedRoute, type ResourceDef } from "../../../catalogue";
import { RESOURCES } from "../../../catalogue/registry";

/** A resource shown under a parent record: its key field holds the parent's Id. */
export type ChildDef = ResourceDef & { readonly parent: NonNullable<ResourceDef["parent"]> };

/** Resources whose `parent.resource` is this one (tag items under a tag type). */
export function childResourcesOf(def: ResourceDef): ChildDef[] {
  return (RESOURCES as readonly ResourceDef[]).filter((r): r is ChildDef => r.parent?.resource === def.name);
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
