import { budartWork } from "../../../../src/catalogue/registry";
import { announceJob } from "../../../platform/jobs/signal";
import { insertJob, loadJob } from "../../../platform/jobs/store";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { denied, precondition } from "../../../platform/wire/errors";
import { registerActions, registerViewAction } from "../../../resources/actions";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { importRightsProblem, runBudartImport } from "./importJob";
import { budartWorkActions, budartWorkHooks, budartWorkTransitions } from "./reviewRules";

/** Most rows one 导入已映射 takes on; the rest wait for the next run. */
const MAX_IMPORT = 5000;

/** 西方作品数据: the review, and 导入已映射 — one `import` job over every reviewed row (./importJob.ts). */
export const rules = defineRules("budartWork", (registry: MethodRegistry) => {
  registerResource(registry, budartWork, { ...budartWorkHooks, transitions: budartWorkTransitions });
  registerActions(registry, budartWork, budartWorkActions, budartWorkHooks);
  registerViewAction(registry, budartWork, "importBudartWorks", async (call) => {
    const problem = importRightsProblem(call);
    if (problem) throw denied(problem);
    const rows = await call.db.selectFrom(budartWork.table).select("Id").where("importState", "=", "mapped").orderBy("Id").limit(MAX_IMPORT).execute();
    if (rows.length === 0) throw precondition("没有「已映射」的数据可导入：请先确认映射");
    const targets = rows.map((r) => Number(r.Id));
    const id = await insertJob(call.db, {
      kind: "import", label: `导入西方作品数据（${targets.length} 条）`, resource: budartWork.name, total: targets.length,
      params: { operation: "importBudartWorks" }, targets, userId: call.user.Id, userName: call.user.userName,
    }, call.now());
    announceJob();
    return { Id: id, data: await loadJob(call.db, id) };
  });
}, { importer: runBudartImport });
