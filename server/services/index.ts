import type { JobKind } from "../../src/catalogue/registry";
import { RULES } from "../domains";
import type { JobHandler } from "../platform/jobs/context";
import { registerImporter, registerJobHandler } from "../platform/jobs/handlers";
import { MethodRegistry } from "../platform/rpc/registry";
import { registerSweeper } from "../platform/sweep";
import { registerArtistLedger } from "./artistLedger";
import { registerBackgroundWork } from "./background";
import { registerBookkeeping } from "./bookkeeping";
import { registerCourseClasses } from "./courseClasses";
import { registerCourses } from "./courses";
import { registerJobs } from "./jobs";
import { registerMarketing } from "./marketing";
import { registerOrders } from "./orders";
import { registerPayments } from "./payments";
import { registerPoints } from "./points";
import { registerRichTextPreview } from "../richtext/preview";
import { registerSearch } from "./search";
import { registerStorage } from "./storage";
import { registerSysAdmin } from "./sysAdmin";
import { registerTourist } from "./tourist";
import { registerViewer } from "./viewer";
import { registerTouristContent } from "./touristContent";
import { registerTouristRequests } from "./touristRequests";

/** Every method the server answers; the domains' jobs and sweepers are registered with them. */
export function buildRegistry(): MethodRegistry {
  const registry = new MethodRegistry();
  registerSysAdmin(registry);
  registerStorage(registry);
  registerSearch(registry);
  registerJobs(registry);
  registerOrders(registry);
  registerTourist(registry);
  registerBookkeeping(registry);
  registerArtistLedger(registry);
  registerTouristContent(registry);
  registerTouristRequests(registry);
  registerPayments(registry);
  registerMarketing(registry);
  registerPoints(registry);
  registerCourses(registry);
  registerRichTextPreview(registry);
  registerCourseClasses(registry);
  registerViewer(registry);
  // Resources whose rules are modules (server/domains/<section>/<name>/rules.ts); the services above move there one by one.
  for (const rules of Object.values(RULES)) {
    rules.register(registry);
    if (rules.importer) registerImporter(rules.resource, rules.importer);
    for (const [kind, handler] of Object.entries(rules.jobs ?? {})) registerJobHandler(kind as JobKind, handler as JobHandler);
    for (const sweeper of rules.sweepers ?? []) registerSweeper(sweeper);
  }
  registerBackgroundWork(registry);
  return registry;
}
