import type { JobKind } from "../../src/catalogue/registry";
import { RULES } from "../domains";
import type { JobHandler } from "../platform/jobs/context";
import { registerImporter, registerJobHandler } from "../platform/jobs/handlers";
import { MethodRegistry } from "../platform/rpc/registry";
import { registerSweeper } from "../platform/sweep";
import { registerBackgroundWork } from "./background";
import { registerBaseData } from "./baseData";
import { registerJobs } from "./jobs";
import { registerRichTextPreview } from "../richtext/preview";
import { registerSearch } from "./search";
import { registerStorage } from "./storage";
import { registerTiles } from "./tiles";
import { registerViewer } from "./viewer";
import { registerCalligraphy } from "./calligraphy";
import { registerPaintings } from "./paintings";
import { registerRelicsWestOthers } from "./relicsWestOthers";

/** Every method the server answers; the domains' jobs and sweepers are registered with them. */
export function buildRegistry(): MethodRegistry {
  const registry = new MethodRegistry();
  registerBaseData(registry);
  registerStorage(registry);
  registerSearch(registry);
  registerJobs(registry);
  registerRichTextPreview(registry);
  registerTiles(registry);
  registerViewer(registry);
  registerCalligraphy(registry);
  registerPaintings(registry);
  registerRelicsWestOthers(registry);
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
