import type { JobKind } from "../../src/catalogue/registry";
import { RULES } from "../domains";
import { registerDashboard } from "../domains/dashboard/metrics/service";
import type { JobHandler } from "../platform/jobs/context";
import { registerImporter, registerJobHandler, registerJobMethods } from "../platform/jobs/handlers";
import { MethodRegistry } from "../platform/rpc/registry";
import { registerSweeper } from "../platform/sweep";
import { registerRichTextPreview } from "../richtext/preview";
import { registerJobs } from "./jobs";
import { registerPrefs } from "./prefs";
import { registerSavedViews } from "./savedViews";
import { registerSearch } from "./search";
import { registerStorage } from "./storage";
import { registerViewer } from "./viewer";

/**
 * Every method the server answers: the platform's own services, then every resource's rules module
 * (server/domains/<section>/<name>/rules.ts, listed by the generated server/domains/index.ts) with the
 * jobs, importers and sweepers it brings, handed to the platform's runner and sweeper, which import no
 * domain. Called every time a registry is built, so methods, jobs and sweepers are composed in one place.
 */
export function buildRegistry(): MethodRegistry {
  const registry = new MethodRegistry();
  registerStorage(registry);
  registerSearch(registry);
  registerJobs(registry);
  registerRichTextPreview(registry);
  registerViewer(registry);
  registerPrefs(registry);
  registerSavedViews(registry);
  registerDashboard(registry);
  for (const rules of Object.values(RULES)) {
    rules.register(registry);
    if (rules.importer) registerImporter(rules.resource, rules.importer);
    for (const [kind, handler] of Object.entries(rules.jobs ?? {})) registerJobHandler(kind as JobKind, handler as JobHandler);
    for (const sweeper of rules.sweepers ?? []) registerSweeper(sweeper);
  }
  // The methods jobs do their work through (a batch transition runs the transition's own method).
  registerJobMethods(registry);
  return registry;
}
