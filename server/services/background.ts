import { registerJobHandler, registerJobMethods } from "../platform/jobs/handlers";
import type { MethodRegistry } from "../platform/rpc/registry";
import { runTile } from "../tiles/tileJob";

/**
 * The domains' background work, handed to the platform's job runner and sweeper, which import no
 * domain: the code of each kind of job and import, the timed changes, and the methods jobs run through.
 * Resources whose rules are modules bring their own (`defineRules(…, { importer, jobs })`, registered
 * by buildRegistry); what is listed here belongs to services not moved yet.
 * Called with the method registry every time one is built (buildRegistry), so the runner and the
 * sweeper are composed in the same place as the methods.
 */
export function registerBackgroundWork(methods: MethodRegistry): void {
  registerJobHandler("tile", runTile);
  registerJobMethods(methods);
}
