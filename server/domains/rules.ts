import type { ResourceName } from "../../src/catalogue/registry";
import type { MethodRegistry } from "../platform/rpc/registry";

/**
 * The server's rules for one resource: its `registerResource` call with hooks and transitions, and
 * the methods of its own. One per resource, in `server/domains/<section>/<name>/rules.ts`, listed by
 * the generated server/domains/index.ts (RULES), which buildRegistry registers. A rules module
 * imports nothing of server/services (the composition above it).
 */
export interface Rules<N extends ResourceName = ResourceName> {
  readonly resource: N;
  register(registry: MethodRegistry): void;
}

export function defineRules<N extends ResourceName>(resource: N, register: (registry: MethodRegistry) => void): Rules<N> {
  return { resource, register };
}
