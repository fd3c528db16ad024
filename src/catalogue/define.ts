import type { ResourceDef } from "./resource";

/** What a resource file declares: everything but the names derived from `name` (given only where the spec fixes them). */
export type ResourceSpec = Omit<ResourceDef, "table" | "entity"> & Partial<Pick<ResourceDef, "table" | "entity">>;

/** `clientConfig` → `client_config`. */
export function tableNameOf(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** `clientConfig` → `ClientConfig`, the word of `listClientConfig`. */
export function entityWordOf(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * Declares a resource: its literal types are kept (so names, field keys and references are
 * checked by the compiler), and the table and entity word are derived from the name unless given.
 */
export function defineResource<const R extends ResourceSpec>(spec: R): R & { readonly table: string; readonly entity: string } {
  return { ...spec, table: spec.table ?? tableNameOf(spec.name), entity: spec.entity ?? entityWordOf(spec.name) };
}
