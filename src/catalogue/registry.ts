/**
 * The resources, for the resource engine and the server only: the console's shell imports the
 * catalogue's barrel, which holds none of them, so that the sign-in page loads no resource.
 */
import type { ResourceDef } from "./resource";
import { RESOURCES } from "./resources/index";

export * from "./resources/index";

export type AnyResource = (typeof RESOURCES)[number];
export type ResourceName = AnyResource["name"];

const BY_NAME: ReadonlyMap<string, ResourceDef> = new Map(RESOURCES.map((r) => [r.name, r]));

export function resourceByName(name: string): ResourceDef | undefined {
  return BY_NAME.get(name);
}

export function isResourceName(name: unknown): name is ResourceName {
  return typeof name === "string" && BY_NAME.has(name);
}

// Compile-time checks: every reference and parent names a resource that exists.
type FieldOf<R> = R extends { readonly fields: readonly (infer F)[] } ? F : never;
type RefName<F> = F extends { readonly ref: infer N } ? N : never;
type ParentName<R> = R extends { readonly parent: { readonly resource: infer N } } ? N : never;
export const REFERENCES_RESOLVE: [RefName<FieldOf<AnyResource>> | ParentName<AnyResource>] extends [ResourceName] ? true : never = true;
