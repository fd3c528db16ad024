import { actionOf, methodName, type ResourceDef } from "../../../src/catalogue";
import { resourceByName } from "../../../src/catalogue/registry";
import type { Row } from "../db/types";
import { byCatalogue } from "../db/types";
import type { AuthedCall } from "../rpc/call";
import type { MethodDef, MethodRegistry } from "../rpc/registry";
import { accessProblem, actorCall, methodOf, parseInput, reasonOf } from "./actor";
import { failJob, type JobContext, type JobOutcome } from "./context";
import { MAX_JOB_ROWS } from "./exportJob";
import { leaseUpdate, leaseWrite, withError } from "./store";

/** Ids listed per call when a filter is resolved into the rows it matches. */
const RESOLVE_PAGE = 1000;
/** The user's state and rights are read again every so many rows. */
const RECHECK_ROWS = 100;

class LeaseLost extends Error {}

/**
 * The method one row of a batch goes through: the resource's delete method, or the row action's —
 * the very method a single call uses, so that every rule, hook and change record applies.
 */
export function batchMethod(registry: MethodRegistry, resource: ResourceDef, operation: string): MethodDef | undefined {
  if (operation === "delete") {
    return resource.ops.includes("delete") && !resource.readOnly ? methodOf(registry, resource.service, methodName(resource, "delete")) : undefined;
  }
  const action = actionOf(resource, operation);
  return action && action.scope === "rows" ? methodOf(registry, resource.service, action.name) : undefined;
}

/** The payload of one row's call. */
function rowPayload(operation: string, id: number, data: Record<string, unknown> | undefined): Record<string, unknown> {
  return operation === "delete" ? { Id: id } : { Ids: [id], data: data ?? {} };
}

/** A row's title for its failure: what the change records would call it. */
async function titleOf(ctx: JobContext, resource: ResourceDef, id: number): Promise<string> {
  const row = await byCatalogue(ctx.deps.db).selectFrom(resource.table).select(resource.titleField).where("Id", "=", id).executeTakeFirst().catch(() => undefined);
  const title = row?.[resource.titleField];
  return title === null || title === undefined || title === "" ? `Id ${id}` : String(title);
}

/** The Ids a filter matches, through the resource's list method (same filters and scope), sorted; or why not. */
async function resolveTargets(ctx: JobContext, call: AuthedCall, resource: ResourceDef): Promise<number[] | string> {
  const list = resource.ops.includes("list") ? methodOf(ctx.registry, resource.service, methodName(resource, "list")) : undefined;
  if (!list) return `「${resource.label}」不能按筛选条件批量处理`;
  const denied = accessProblem(call.user.rights, list.access);
  if (denied) return denied;
  const listCall = { ...call, path: `${ctx.deps.config.namespace}.${list.service}/${list.method}` };
  const ids: number[] = [];
  for (let skip = 0; ; skip += RESOLVE_PAGE) {
    const input = parseInput(list, { page: { skip, limit: RESOLVE_PAGE }, cond: ctx.job.params.cond ?? {}, sort: { by: "Id", asc: true }, mask: { fields: ["Id"] } });
    if (!input.ok) return input.message;
    let page: { data: Row[] };
    try {
      page = (await list.handler(listCall, input.value)) as unknown as { data: Row[] };
    } catch (err) {
      return reasonOf(err, ctx.deps);
    }
    for (const r of page.data) ids.push(Number(r.Id));
    if (ids.length > MAX_JOB_ROWS) return `筛选结果超过 ${MAX_JOB_ROWS} 条，请缩小筛选范围`;
    if (page.data.length < RESOLVE_PAGE) break;
  }
  return [...new Set(ids)].sort((a, b) => a - b);
}

/**
 * Works through a batch row by row, each row in its own transaction together with the job's
 * progress (so a resumed batch neither repeats nor skips a row); a failed row is counted with its
 * reason and the batch goes on. Ends DONE, PARTIAL (some failed) or FAILED (all failed).
 */
export async function runBatch(ctx: JobContext): Promise<JobOutcome> {
  const { deps, registry, job, lease } = ctx;
  const operation = job.params.operation ?? job.kind;
  const resource = resourceByName(job.resource) as ResourceDef | undefined;
  const def = resource ? batchMethod(registry, resource, operation) : undefined;
  if (!resource || !def) return failJob(ctx, `「${resource?.label ?? job.resource}」不支持批量操作：${operation}`);
  const path = `${deps.config.namespace}.${def.service}/${def.method}`;
  const actor = async (): Promise<AuthedCall | string> => {
    const call = await actorCall(deps, job.userId, path);
    return typeof call === "string" ? call : accessProblem(call.user.rights, def.access) ?? call;
  };
  let call = await actor();
  if (typeof call === "string") return failJob(ctx, call);

  let targets = job.targets;
  if (targets === null) {
    const resolved = await resolveTargets(ctx, call, resource);
    if (typeof resolved === "string") return failJob(ctx, resolved);
    targets = resolved;
    if (!(await leaseUpdate(deps.db, lease, { targets, total: targets.length }, deps.now()))) return "lost";
  }

  let { done, failed, errors } = job;
  const start = done + failed;
  for (let i = start; i < targets.length; i++) {
    if (ctx.stop()) return "released";
    if (i > start && (i - start) % RECHECK_ROWS === 0) {
      call = await actor();
      if (typeof call === "string") return failJob(ctx, call);
    }
    const id = targets[i] as number;
    const input = parseInput(def, rowPayload(operation, id, job.params.data));
    try {
      if (!input.ok) throw new Error(input.message);
      const rowCall: AuthedCall = call;
      const next = await deps.db.transaction().execute(async (tx) => {
        // The single call's own code, inside this transaction: the row and the progress commit together.
        await def.handler({ ...rowCall, db: tx }, input.value);
        const version = await leaseWrite(tx, lease, { done: done + 1 }, deps.now());
        if (version === null) throw new LeaseLost();
        return version;
      });
      lease.version = next;
      done += 1;
    } catch (err) {
      if (err instanceof LeaseLost) return "lost";
      const reason = input.ok ? reasonOf(err, deps) : input.message;
      errors = withError(errors, { Id: id, title: await titleOf(ctx, resource, id), reason });
      failed += 1;
      if (!(await leaseUpdate(deps.db, lease, { failed, errors }, deps.now()))) return "lost";
    }
    ctx.spend(1);
  }
  const now = deps.now();
  const status = failed === 0 ? "DONE" : done === 0 ? "FAILED" : "PARTIAL";
  const reason = status === "FAILED" ? `全部 ${failed} 条均失败：${errors[0]?.reason ?? ""}`.slice(0, 500) : null;
  return (await leaseUpdate(deps.db, lease, { status, reason, total: targets.length, finishedAt: now }, now)) ? "finished" : "lost";
}
