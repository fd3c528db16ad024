import type { ResourceDef } from "./resource";

/** What a resource file declares: everything but the names derived from `name` (given only where the spec fixes them). */
export type ResourceSpec = Omit<ResourceDef, "table" | "entity"> & Partial<Pick<ResourceDef, "table" | "entity">>;

/** `clientConfig` → `client_config`. */
export function tableNameOf(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** `clientConfig` → `client_config` in the type system, so a resource's table is a literal the schema types check. */
export type TableNameOf<S extends string> = S extends `${infer H}${infer T}`
  ? `${H extends Lowercase<H> ? H : `_${Lowercase<H>}`}${TableNameOf<T>}`
  : S;

/** The table of a declared resource: the one it names, or the one derived from its name. */
type TableOf<R extends ResourceSpec> = R extends { readonly table: infer T extends string } ? T : TableNameOf<R["name"]>;

/** `clientConfig` → `ClientConfig`, the word of `listClientConfig`. */
export function entityWordOf(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * Declares a resource: its literal types are kept (so names, field keys and references are
 * checked by the compiler), and the table and entity word are derived from the name unless given.
 */
export function defineResource<const R extends ResourceSpec>(spec: R): R & { readonly table: TableOf<R>; readonly entity: string } {
  return { ...spec, table: (spec.table ?? tableNameOf(spec.name)) as TableOf<R>, entity: spec.entity ?? entityWordOf(spec.name) };
}
