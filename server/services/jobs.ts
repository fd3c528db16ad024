import { byCatalogue } from "../platform/db/types";
import { sql } from "kysely";
import { z } from "zod";
import { actionOf, levelAtLeast, methodName, validateRecord, type ResourceDef } from "../../src/catalogue";
import { job as jobResource, JOB_FINISHED, resourceByName } from "../../src/catalogue/registry";
import { logSecurity } from "../platform/auth/securityLog";
import { SIGNED_IN, type AuthedCall } from "../platform/rpc/call";
import { invalid, notFound, RpcError, precondition } from "../platform/wire/errors";
import { method, type MethodDef, type MethodRegistry } from "../platform/rpc/registry";
import { accessProblem, methodOf, parseInput } from "../platform/jobs/actor";
import { batchMethod } from "../platform/jobs/batchJob";
import { MAX_JOB_ROWS } from "../platform/jobs/exportJob";
import { exportColumns } from "../platform/jobs/format";
import { announceJob } from "../platform/jobs/signal";
import { insertJob, JOB_TABLE, loadJob, toJob, type JobParams, type JobRow } from "../platform/jobs/store";
import type { Condition } from "../resources/filters";
import { listResource } from "../resources/methods";
import { dataSchema, idSchema, listPayload } from "../resources/payload";
import { fileUrlExpiry, signFileUrl } from "../platform/storage/policy";

/**
 * JobServiceAdmin: batch work answers at once with a job Id (DESIGN.md §4); the job's progress,
 * failures and result file are read through getJob / listJob. Every signed-in user reads and
 * cancels their own jobs; `sysadmin` READ reads everyone's, `sysadmin` WRITE cancels them.
 */
const SERVICE = jobResource.service;

const resourceName = z.string({ error: "请指定资源（resource）" }).trim().min(1, "请指定资源（resource）").max(64, "资源名过长");
const idsSchema = z.array(idSchema, { error: "Ids 必须是 Id 数组" }).min(1, "Ids 不能为空").max(MAX_JOB_ROWS, `一次最多处理 ${MAX_JOB_ROWS} 条记录`);

const startExportPayload = z.object({
  resource: resourceName,
  cond: listPayload.shape.cond,
  sort: listPayload.shape.sort,
  mask: listPayload.shape.mask,
  Ids: idsSchema.optional(),
});

const startBatchPayload = z.object({
  resource: resourceName,
  operation: z.string({ error: "请指定操作（operation）" }).trim().min(1, "请指定操作（operation）").max(64, "操作名过长"),
  Ids: idsSchema.optional(),
  cond: listPayload.shape.cond,
  data: dataSchema.optional(),
});

/** Jobs the caller may read: their own, or everyone's with sysadmin READ. */
function readScope(call: AuthedCall): Condition[] {
  return levelAtLeast(call.user.rights.sysadmin, "READ") ? [] : [(eb) => eb("userId", "=", call.user.Id)];
}

/** The columns answered by default: everything but the (possibly long) list of target Ids. */
const DEFAULT_COLUMNS = ["Id", "ctime", "utime", ...jobResource.fields.map((f) => f.key).filter((k) => k !== "targets")];

/** Refuses as the dispatcher refuses a call without the right, and logs it as the dispatcher does. */
async function refuse(call: AuthedCall, problem: string): Promise<never> {
  await logSecurity(call.db, { kind: "call_refused", ctime: call.now(), userName: call.user.userName, ip: call.ip, method: call.path, code: "7", message: problem }, call.config.securityLogDays);
  throw new RpcError("PERMISSION_DENIED", problem);
}

function resourceOf(name: string): ResourceDef {
  const resource = resourceByName(name) as ResourceDef | undefined;
  if (!resource) throw invalid(`未知的资源：${name}`);
  return resource;
}

/** The list method of a resource the caller may read, or the refusal. */
async function listMethodFor(registry: MethodRegistry, call: AuthedCall, resource: ResourceDef): Promise<MethodDef> {
  const list = resource.ops.includes("list") ? methodOf(registry, resource.service, methodName(resource, "list")) : undefined;
  if (!list) throw invalid(`「${resource.label}」不能按列表导出或筛选`);
  const denied = accessProblem(call.user.rights, list.access);
  if (denied) await refuse(call, denied);
  return list;
}

/** Runs the list once (one row) as the job will: refuses bad filters, sorts and masks now, and answers the total. */
async function countMatching(call: AuthedCall, list: MethodDef, payload: Record<string, unknown>): Promise<number> {
  const input = parseInput(list, { ...payload, page: { skip: 0, limit: 1 } });
  if (!input.ok) throw invalid(input.message);
  const answer = (await list.handler(call, input.value)) as { total?: unknown };
  return Number(answer.total ?? 0);
}

async function queue(call: AuthedCall, spec: Omit<Parameters<typeof insertJob>[1], "userId" | "userName">): Promise<{ Id: number; data: Record<string, unknown> }> {
  const id = await insertJob(call.db, { ...spec, userId: call.user.Id, userName: call.user.userName }, call.now());
  announceJob();
  return { Id: id, data: shown(await loadJob(call.db, id) as JobRow) };
}

/** Ids of `params` shown in answers: a poll every second need not carry a selection of 100,000. */
const SHOWN_IDS = 100;

/** A job as answers show it: without its target list, and `params.Ids` cut to its first Ids (`IdCount` says how many). */
function shown(job: object): Record<string, unknown> {
  const { targets: _targets, ...rest } = job as Record<string, unknown>;
  const params = rest.params as JobParams | null | undefined;
  if (!params?.Ids || params.Ids.length <= SHOWN_IDS) return rest;
  return { ...rest, params: { ...params, Ids: params.Ids.slice(0, SHOWN_IDS), IdCount: params.Ids.length } };
}

function tooMany(total: number): void {
  if (total > MAX_JOB_ROWS) throw invalid(`共 ${total} 条，超过一次最多处理的 ${MAX_JOB_ROWS} 条，请缩小筛选范围`);
}

/** A job's file is offered once it ended: an export's when DONE, an import's error report when PARTIAL or FAILED. */
function hasResult(status: unknown): boolean {
  return status === "DONE" || status === "PARTIAL" || status === "FAILED";
}

/** What a job row answers: the row, and a signed link to its result file once there is one. */
function answerOf(call: AuthedCall, job: JobRow): Record<string, unknown> {
  const out: Record<string, unknown> = { data: shown(job) };
  if (job.resultKey && hasResult(job.status)) {
    const now = call.now();
    out.resultUrl = signFileUrl(call.secret, job.resultKey, { now });
    out.resultExpiresAt = fileUrlExpiry(now) * 1000;
  }
  return out;
}

/** A listed job with the signed link to its file, once it ended with one (answered only if `resultKey` was asked for). */
function withResultUrl(call: AuthedCall, row: Record<string, unknown>): Record<string, unknown> {
  if (!hasResult(row.status) || typeof row.resultKey !== "string" || row.resultKey === "") return row;
  return { ...row, resultUrl: signFileUrl(call.secret, row.resultKey, { now: call.now() }) };
}

async function readableJob(call: AuthedCall, id: number): Promise<JobRow> {
  let q = byCatalogue(call.db).selectFrom(JOB_TABLE).selectAll().where("Id", "=", id);
  for (const c of readScope(call)) q = q.where(c);
  const row = await q.executeTakeFirst();
  if (!row) throw notFound("任务不存在");
  return toJob(row);
}

export function registerJobs(registry: MethodRegistry): void {
  registry.add(method({
    service: SERVICE, method: "startExport", access: SIGNED_IN, input: startExportPayload,
    async handler(call, input) {
      const resource = resourceOf(input.resource);
      const list = await listMethodFor(registry, call, resource);
      const Ids = input.Ids ? [...new Set(input.Ids)] : undefined;
      const params: JobParams = {
        ...(input.cond ? { cond: input.cond } : {}), ...(input.sort ? { sort: input.sort } : {}),
        ...(input.mask ? { mask: input.mask } : {}), ...(Ids ? { Ids } : {}),
      };
      // Unknown columns, bad filters and sorts are refused now rather than failing the job.
      exportColumns(resource, input.mask?.fields);
      const matching = await countMatching(call, list, { cond: input.cond, sort: input.sort, mask: { fields: ["Id"] } });
      const total = Ids ? Ids.length : matching;
      tooMany(total);
      return queue(call, { kind: "export", label: `导出${resource.label}`, resource: resource.name, total, params, targets: null });
    },
  }));

  registry.add(method({
    service: SERVICE, method: "startBatch", access: SIGNED_IN, input: startBatchPayload,
    async handler(call, input) {
      const resource = resourceOf(input.resource);
      const def = batchMethod(registry, resource, input.operation);
      if (!def) throw invalid(input.operation === "delete" ? `「${resource.label}」不能删除` : `「${resource.label}」没有可批量执行的操作「${input.operation}」`);
      const denied = accessProblem(call.user.rights, def.access);
      if (denied) await refuse(call, denied);
      const action = input.operation === "delete" ? undefined : actionOf(resource, input.operation);
      let data: Record<string, unknown> | undefined;
      if (action) {
        const checked = validateRecord(action.input, input.data ?? {}, "create");
        if (!checked.ok) throw invalid(checked.errors.map((e) => e.message).join("；"));
        data = input.data ?? {};
      } else if (input.data !== undefined && Object.keys(input.data).length > 0) {
        throw invalid("删除不需要 data");
      }
      if (input.Ids !== undefined && input.cond !== undefined) throw invalid("Ids 和 cond 只能提供一个");
      if (input.Ids === undefined && input.cond === undefined) throw invalid("请提供 Ids，或用 cond 选择全部符合筛选条件的记录");
      let targets: number[] | null = null;
      let total: number;
      if (input.Ids) {
        targets = [...new Set(input.Ids)].sort((a, b) => a - b);
        total = targets.length;
      } else {
        // "All matching": the rows are fixed when the job starts, through the list's own filters and scope.
        const list = await listMethodFor(registry, call, resource);
        total = await countMatching(call, list, { cond: input.cond, mask: { fields: ["Id"] } });
      }
      tooMany(total);
      const params: JobParams = {
        operation: input.operation,
        ...(input.Ids ? { Ids: targets ?? [] } : { cond: input.cond }),
        ...(data ? { data } : {}),
      };
      // An action already named for batches (批量不通过) is not called 批量 twice.
      const label = action ? `${action.label.startsWith("批量") ? "" : "批量"}${action.label}：${resource.label}` : `批量删除${resource.label}`;
      return queue(call, { kind: action ? "action" : "delete", label, resource: resource.name, total, params, targets });
    },
  }));

  registry.add(method({
    service: SERVICE, method: methodName(jobResource, "get"), access: SIGNED_IN, input: z.object({ Id: idSchema }),
    async handler(call, { Id }) {
      return answerOf(call, await readableJob(call, Id));
    },
  }));

  registry.add(method({
    service: SERVICE, method: methodName(jobResource, "list"), access: SIGNED_IN, input: listPayload,
    async handler(call, input) {
      const mask = input.mask?.fields && input.mask.fields.length > 0 ? input.mask : { fields: DEFAULT_COLUMNS };
      const answer = await listResource(call, jobResource, { ...input, mask }, { listScope: readScope });
      // 我的任务 offers each finished export's file from the list itself (a signed link, as getJob's).
      return { ...answer, data: answer.data.map((row) => withResultUrl(call, shown(row))) };
    },
  }));

  registry.add(method({
    service: SERVICE, method: "cancelJob", access: SIGNED_IN, input: z.object({ Id: idSchema }),
    async handler(call, { Id }) {
      const job = await readableJob(call, Id);
      // Reading everyone's jobs is not cancelling them: that takes sysadmin WRITE.
      if (job.userId !== call.user.Id && !levelAtLeast(call.user.rights.sysadmin, "WRITE")) throw notFound("任务不存在");
      const ended = () => precondition("任务已结束，不能取消");
      if ((JOB_FINISHED as readonly string[]).includes(job.status)) throw ended();
      const now = call.now();
      const reason = job.userId === call.user.Id ? null : `已由 ${call.user.userName} 取消`;
      // Whatever the runner wrote meanwhile: its next write (it holds the old utime) fails, and it
      // stops at the next row; rows already done stay done.
      const utime = sql<number>`case when ${sql.ref("utime")} >= ${now} then ${sql.ref("utime")} + 1 else ${now} end`;
      const result = await call.db.updateTable(JOB_TABLE)
        .set({ status: "CANCELLED", reason, finishedAt: now, utime })
        .where("Id", "=", Id).where("status", "in", ["QUEUED", "RUNNING"])
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw ended();
      return answerOf(call, await readableJob(call, Id));
    },
  }));
}
