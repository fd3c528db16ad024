/**
 * Which resources have SQL or hooks of their own on the server, read from what the server registers
 * (never a list of names): the per-resource contract runs those on every database.
 */
import { methodName, transitionMethodName, type ResourceDef } from "../../src/catalogue";
import { RESOURCES } from "../../src/catalogue/registry";
import { IMPORTERS } from "../../server/platform/jobs/handlers";
import { resourceRules } from "../../server/resources/methods";
import type { MethodRegistry } from "../../server/platform/rpc/registry";
import { buildRegistry } from "../../server/services";

/** The keys `registerResource` gives a resource with no rules of its own: its ops and its transitions. */
function genericKeys(r: ResourceDef): string[] {
  const ops = r.ops.filter((op) => !r.readOnly || op === "list" || op === "get");
  return [...ops.map((op) => methodName(r, op)), ...(r.states?.transitions ?? []).map((t) => transitionMethodName(r, t))].map((m) => `${r.service}/${m}`);
}

/** A method of the resource's service naming its entity (`sumBookkeepingEntry`, `getDicts`, `itemSort`): SQL of its own. */
function namesEntity(key: string, r: ResourceDef): boolean {
  const slash = key.lastIndexOf("/");
  if (key.slice(0, slash) !== r.service) return false;
  const lower = r.entity.charAt(0).toLowerCase() + r.entity.slice(1);
  return new RegExp(`(?:^${lower}|${r.entity})(?=[A-Z]|s?$)`).test(key.slice(slash + 1));
}

/**
 * Every resource of the catalogue with what the server has of its own for it: the hooks, side
 * effects or subset of ops `registerResource` was given (or generic methods it never registered),
 * row and view actions, other methods of its service naming it, an import job. Empty: generic.
 */
export function ownRules(registry: MethodRegistry = buildRegistry(), resources: readonly ResourceDef[] = RESOURCES): ReadonlyMap<string, readonly string[]> {
  const registered = resourceRules(registry);
  const generic = new Set(resources.flatMap(genericKeys));
  const others = registry.keys().filter((k) => !generic.has(k));
  return new Map(resources.map((r) => {
    const actions = new Set((r.actions ?? []).map((a) => `${r.service}/${a.name}`));
    const own = [
      ...(registered.get(r.name) ?? ["generic methods registered by its service"]),
      ...others.filter((k) => actions.has(k) || namesEntity(k, r)).map((k) => `method ${k}`),
      ...(Object.hasOwn(IMPORTERS, r.name) ? ["an import job"] : []),
    ];
    return [r.name, own];
  }));
}
