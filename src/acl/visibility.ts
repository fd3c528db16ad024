import type { AccessObject } from "../catalogue/access";
import { ROUTE_SECTIONS, withView, type RouteDef, type RouteSection } from "../catalogue/routes";
import type { RightsMap } from "./rights";

/**
 * Spec §6 rules 1–2: a route with no objects is visible; otherwise it is visible when the user
 * holds, for any of its objects, a right that exists and is not NONE.
 */
export function routeAllowed(objects: readonly AccessObject[], rights: RightsMap | undefined): boolean {
  if (objects.length === 0) return true;
  return objects.some((o) => {
    const level = rights?.[o];
    return level !== undefined && level !== "NONE";
  });
}

export interface VisibleSection {
  readonly section: RouteSection;
  /** The section's routes the user may open (rule 3 marks the others unaccessible). */
  readonly routes: readonly RouteDef[];
  /** The same, without hidden routes: what the menu and the palette show. */
  readonly menu: readonly RouteDef[];
}

function objectsOf(section: RouteSection, route: RouteDef): readonly AccessObject[] {
  return route.access ?? section.access ?? [];
}

/**
 * The sections the user may see, each with its accessible routes. Rule 4: a parent whose children
 * are all unaccessible is unaccessible. Rule 5: /dataadmin and /sysadmin have no check of their own,
 * so only their children decide.
 */
export function visibleSections(rights: RightsMap | undefined): VisibleSection[] {
  const out: VisibleSection[] = [];
  for (const section of ROUTE_SECTIONS as readonly RouteSection[]) {
    const parentOk = section.parentUnchecked || section.access === undefined || routeAllowed(section.access, rights);
    if (!parentOk) continue;
    // A route that names no view may still be a resource's grid (the resource declares it with `route:`).
    const routes = section.routes.filter((r) => routeAllowed(objectsOf(section, r), rights)).map(withView);
    if (routes.length === 0) continue;
    out.push({ section, routes, menu: routes.filter((r) => !r.hidden) });
  }
  return out;
}

/** Whether the user may open a path of the catalogue (unknown paths: true — the router decides). */
export function pathAllowed(path: string, rights: RightsMap | undefined): boolean {
  for (const section of ROUTE_SECTIONS as readonly RouteSection[]) {
    const route = section.routes.find((r) => r.path === path);
    if (route) return routeAllowed(objectsOf(section, route), rights);
  }
  return true;
}
