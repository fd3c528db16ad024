/**
 * 小鹅通兑换码 on PointServiceAdmin (commerce.md §3.5): lists and gets show codes masked (the whole
 * code only through 查看兑换码, which is recorded, and in the export jobs of a user with W(point));
 * 作废 is the machine's transition; 手动发放 runs issueXiaoeCode; 导入兑换码 makes an import batch and
 * queues its `import` job; 导出未发放 queues the engine's export of the IN_STOCK codes.
 */
import { levelAtLeast, UPLOAD_TYPES } from "../../../../src/catalogue";
import { xiaoeCode, xiaoeImportBatch } from "../../../../src/catalogue/registry";
import { businessNo } from "../../../resources/businessNo";
import { actorOf, insertRow, recordActorChange } from "../../../resources/rows";
import { issueXiaoeCode, maskXiaoeCode, syncXiaoeStock } from "./codes";
import type { Row } from "../../../platform/db/types";
import { XLSX_TYPE } from "../../../platform/jobs/exportJob";
import { announceJob } from "../../../platform/jobs/signal";
import { insertJob } from "../../../platform/jobs/store";
import type { AuthedCall } from "../../../platform/rpc/call";
import { invalid, notFound, precondition } from "../../../platform/wire/errors";
import { method, MethodRegistry } from "../../../platform/rpc/registry";
import { registerViewAction } from "../../../resources/actions";
import type { ResourceHooks } from "../../../resources/hooks";
import { inTransaction, registerResource } from "../../../resources/methods";
import { selectionPayload, selectionTargets } from "../../../resources/payload";
import { findRecord } from "../../../resources/queries";
import { defineRules } from "../../rules";
import { xiaoeExpirySweeper } from "./expiry";

/** Jobs (ip "job") of a user who may write the points chest export whole codes: handing them out is what 导出未发放 is for. */
const seesWholeCodes = (call: AuthedCall) => call.ip === "job" && levelAtLeast(call.user.rights.point, "WRITE");
const masked = (row: Row): Row => ("code" in row ? { ...row, code: maskXiaoeCode(row.code) } : row);
const maskData = (data: unknown): unknown => (Array.isArray(data) ? data.map((r) => masked(r as Row)) : data && typeof data === "object" ? masked(data as Row) : data);

/** A code that leaves IN_STOCK by 作废 leaves its goods' stock too. */
const codeHooks: ResourceHooks = {
  async afterWrite({ tx, record, current, stamp }) {
    if (current && current.status !== record.status) await syncXiaoeStock(tx, String(record.activityId), stamp);
  },
};

async function visitorOfUid(call: AuthedCall, uid: number): Promise<number> {
  const v = await call.db.selectFrom("visitor").select("Id").where("uid", "=", uid).executeTakeFirst();
  if (!v) throw notFound(`用户编号 ${uid} 不存在`);
  return Number(v.Id);
}

function registerRowMethods(registry: MethodRegistry): void {
  registry.add(method({
    service: xiaoeCode.service, method: "issueXiaoeCode", input: selectionPayload,
    access: { kind: "right", object: "point", level: "WRITE" },
    async handler(call, payload) {
      const [target] = selectionTargets(payload, { label: "手动发放", single: true, utimeRequired: false });
      const data = payload.data ?? {};
      const uid = Number(data.uid);
      if (!Number.isInteger(uid) || uid < 10_000_000 || uid > 99_999_999) throw invalid("用户编号须为 8 位数字");
      const reason = typeof data.reason === "string" ? data.reason.trim() : "";
      if (reason === "") throw invalid("请填写发放原因");
      if (reason.length > 100) throw invalid("发放原因不能超过 100 个字");
      const visitorId = await visitorOfUid(call, uid);
      const row = await inTransaction(call.db, (tx) => issueXiaoeCode(tx, target!.id, { visitorId, reason, actor: actorOf(call), at: call.now() }));
      return { data: [masked(row)], total: 1 };
    },
  }));
  registry.add(method({
    service: xiaoeCode.service, method: "revealXiaoeCode", input: selectionPayload,
    access: { kind: "right", object: "point", level: "WRITE" },
    async handler(call, payload) {
      const [target] = selectionTargets(payload, { label: "查看兑换码", single: true, utimeRequired: false });
      const row = await inTransaction(call.db, async (tx) => {
        const found = await findRecord(tx, xiaoeCode, target!.id);
        if (!found) throw notFound(`小鹅通兑换码不存在（Id ${target!.id}）`);
        // Who saw which code, when: the change record (the code itself is not written into it).
        await recordActorChange(tx, actorOf(call), {
          table: xiaoeCode, recordId: Number(found.Id), before: masked(found), after: masked(found), at: call.now(), method: "revealXiaoeCode",
          summary: `查看兑换码：${String(maskXiaoeCode(found.code))}`,
        });
        return found;
      });
      return { data: [row], total: 1 };
    },
  }));
}

const FORMATS: Readonly<Record<string, "CSV" | "XLSX">> = { "text/csv": "CSV", [XLSX_TYPE]: "XLSX" };

function registerViewMethods(registry: MethodRegistry): void {
  registerViewAction(registry, xiaoeCode, "importXiaoeCodes", async (call, { file }) => {
    const key = String(file);
    if (!key.startsWith(UPLOAD_TYPES.UDT_XIAOE.prefix)) throw invalid("请上传小鹅通码库导出的 xlsx 或 csv 文件");
    const upload = await call.db.selectFrom("upload_file").select(["contentType"]).where("key", "=", key).executeTakeFirst();
    const format = upload ? FORMATS[String(upload.contentType)] : undefined;
    if (!format) throw invalid("上传的文件不存在或不是 xlsx / csv，请重新上传");
    const at = call.now();
    return inTransaction(call.db, async (tx) => {
      const importNo = businessNo("XI", at);
      const batch = await insertRow(tx, xiaoeImportBatch, {
        importNo, file: key, fileFormat: format, total: 0, imported: 0, duplicates: 0, invalid: 0, problems: [], status: "RUNNING",
        importedBy: call.user.userName, importedAt: at,
      }, at);
      const jobId = await insertJob(tx, {
        kind: "import", label: `导入小鹅通兑换码：${importNo}`, resource: xiaoeImportBatch.name, total: 0,
        params: { data: { batchId: Number(batch.Id) } }, targets: null, userId: call.user.Id, userName: call.user.userName,
      }, at);
      const after = { ...batch, jobId };
      await tx.updateTable(xiaoeImportBatch.table).set({ jobId }).where("Id", "=", Number(batch.Id)).execute();
      await recordActorChange(tx, actorOf(call), { table: xiaoeImportBatch, recordId: Number(batch.Id), before: null, after, at, method: "importXiaoeCodes", summary: `导入兑换码：${importNo}` });
      queueMicrotask(announceJob);
      return { Id: jobId, data: [after] };
    });
  });
  registerViewAction(registry, xiaoeCode, "exportUnissuedXiaoeCodes", async (call) => {
    const n = await call.db.selectFrom(xiaoeCode.table).select((eb) => eb.fn.countAll().as("n")).where("status", "=", "IN_STOCK").executeTakeFirstOrThrow();
    if (Number(n.n) === 0) throw precondition("没有未发放的兑换码");
    const fields = ["code", "activityId", "batchId", "title", "resourceName", "startAt", "endAt", "importBatchNo"];
    const at = call.now();
    const jobId = await insertJob(call.db, {
      kind: "export", label: "导出未发放的小鹅通兑换码", resource: xiaoeCode.name, total: Number(n.n),
      params: { cond: { jsonq: JSON.stringify({ status: "IN_STOCK" }) }, sort: { by: "Id", asc: true }, mask: { fields } },
      targets: null, userId: call.user.Id, userName: call.user.userName,
    }, at);
    announceJob();
    return { Id: jobId };
  });
}

export const rules = defineRules("xiaoeCode", (registry: MethodRegistry) => {
  // The generic methods and the 作废 transition, each answer passed through the mask.
  const generic = new MethodRegistry();
  registerResource(generic, xiaoeCode, { ...codeHooks, transitions: { voidCode: ({ input }) => ({ voidReason: input.reason }) } });
  for (const key of generic.keys()) {
    const def = generic.get(key)!;
    registry.add(method({
      ...def,
      handler: async (call, input) => {
        const answer = await def.handler(call, input);
        return "data" in answer && !seesWholeCodes(call as AuthedCall) ? { ...answer, data: maskData(answer.data) } : answer;
      },
    }));
  }
  registerRowMethods(registry);
  registerViewMethods(registry);
}, { sweepers: [xiaoeExpirySweeper] });
