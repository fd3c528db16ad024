import type { JobKind, ResourceName } from "../../src/catalogue/registry";
import type { JobHandler } from "../platform/jobs/context";
import type { MethodRegistry } from "../platform/rpc/registry";
import type { Sweeper } from "../platform/sweep";

/**
 * The server's rules for one resource: its `registerResource` call with hooks and transitions, and
 * the methods of its own. One per resource, in `server/domains/<section>/<name>/rules.ts`, listed by
 * the generated server/domains/index.ts (RULES), which buildRegistry registers. A rules module
 * imports nothing of server/services (the composition above it).
 */
export interface Rules<N extends ResourceName = ResourceName> extends RulesWork {
  readonly resource: N;
  register(registry: MethodRegistry): void;
}

/** The background work a resource brings, handed to the platform's job runner with its methods. */
export interface RulesWork {
  /** The code of an `import` job that fills this resource (a task's folder of HD images). */
  readonly importer?: JobHandler;
  /** The code of job kinds this resource owns. */
  readonly jobs?: Readonly<Partial<Record<JobKind, JobHandler>>>;
  /** Its timed changes (an activity's phases, a code's expiry), run by every server's sweeper in their `order`. */
  readonly sweepers?: readonly Sweeper[];
}

export function defineRules<N extends ResourceName>(resource: N, register: (registry: MethodRegistry) => void, work: RulesWork = {}): Rules<N> {
  return { resource, register, ...work };
}
