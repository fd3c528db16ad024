/**
 * The work tables an ancient artist's works live in: paintings always, calligraphy when the
 * calligraphy library exists in this build (content.md §2, helper "sufa"). Looked up by name so that
 * this library builds and runs without it.
 */
import type { ResourceDef } from "../../../../src/catalogue";
import { paintingWork, resourceByName } from "../../../../src/catalogue/registry";

export interface WorkTable {
  readonly type: "suha" | "sufa";
  readonly resource: ResourceDef;
}

export function workTables(): WorkTable[] {
  const calligraphy = resourceByName("calligraphyWork");
  return [{ type: "suha", resource: paintingWork }, ...(calligraphy ? [{ type: "sufa" as const, resource: calligraphy }] : [])];
}

/** Whether a resource of this build has a field (its column exists). */
export function hasField(resource: ResourceDef | undefined, key: string): resource is ResourceDef {
  return resource !== undefined && resource.fields.some((f) => f.key === key);
}
