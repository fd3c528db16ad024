import { runGift } from "../commerce/pointsGift";
import { xiaoeExpirySweeper } from "../commerce/xiaoeExpiry";
import { runXiaoeImport } from "../commerce/xiaoeImport";
import { COURSE_SWEEPERS } from "../courseClasses/sweeps";
import { MARKETING_SWEEPERS } from "../marketing/sweeps";
import { runReconcile } from "../payments/reconcileJob";
import { registerImporter, registerJobHandler, registerJobMethods } from "../platform/jobs/handlers";
import type { MethodRegistry } from "../platform/rpc/registry";
import { registerSweeper } from "../platform/sweep";
import { runGenerate } from "../requests/generateCodes";

/**
 * The domains' background work, handed to the platform's job runner and sweeper, which import no
 * domain: the code of each kind of job and import, the timed changes, and the methods jobs run through.
 * Resources whose rules are modules bring their own (`defineRules(…, { importer, jobs })`, registered
 * by buildRegistry); what is listed here belongs to services not moved yet.
 * Called with the method registry every time one is built (buildRegistry), so the runner and the
 * sweeper are composed in the same place as the methods.
 */
export function registerBackgroundWork(methods: MethodRegistry): void {
  registerJobHandler("generate", runGenerate);
  registerJobHandler("reconcile", runReconcile);
  registerJobHandler("gift", runGift);
  registerImporter("xiaoeImportBatch", runXiaoeImport);
  for (const sweeper of [...MARKETING_SWEEPERS, xiaoeExpirySweeper, ...COURSE_SWEEPERS]) registerSweeper(sweeper);
  registerJobMethods(methods);
}
