/**
 * Downloads of the HD library, each answered as a signed URL of the store (the console opens it):
 * an image's master (R(hdpic) + 允许下载原图, or W(hdpic); every download is a change record with
 * action `download`), an import task's error report, and the CSV manifest template.
 */
import { z } from "zod";
import { hdImage, hdImportItem, hdImportTask } from "../../../../src/catalogue/registry";
import { findRecord } from "../../../resources/queries";
import { recordChange } from "../../../resources/changes";
import { inTransaction } from "../../../resources/methods";
import { idSchema, utimeSchema } from "../../../resources/payload";
import { method, type MethodRegistry } from "../../../platform/rpc/registry";
import { invalid, notFound, RpcError } from "../../../platform/wire/errors";
import { signFileUrl } from "../../../platform/storage/policy";
import { exists, filePathOf } from "../../../platform/storage/store";
import { errorReportCsv } from "../hdImportTask/importJob";
import { mayDownload } from "./images";
import { MANIFEST_COLUMNS } from "../hdImportTask/manifest";

const rowPayload = z.object({ Id: idSchema, utime: utimeSchema.optional(), data: z.record(z.string(), z.unknown()).optional() });

/** What 下载清单模板 answers: the header and one example row, UTF-8 with a BOM (Excel opens it as UTF-8). */
export const MANIFEST_TEMPLATE = `\uFEFF${MANIFEST_COLUMNS.join(",")}\nshiy/incoming/2024-03/xishan.tif,溪山行旅图 · 全幅,suha,溪山行旅图,全幅,原始扫描,台北故宫博物院,NORTHERN_SONG,台北故宫博物院藏,publicDomain,vip\n`;

export function registerDownloads(registry: MethodRegistry): void {
  registry.add(method({
    service: hdImage.service, method: "downloadHdImageMaster", input: rowPayload, access: { kind: "right", object: "hdpic", level: "READ" },
    handler: (call, input) => inTransaction(call.db, async (tx) => {
      const image = await findRecord(tx, hdImage, input.Id);
      if (!image || image.deleted === true) throw notFound("高清图不存在");
      if (!mayDownload(call, image)) throw new RpcError("PERMISSION_DENIED", `高清图「${String(image.title)}」不允许下载原图`);
      if (typeof image.masterFile !== "string" || image.masterFile === "") throw invalid(`高清图「${String(image.title)}」没有原图文件`);
      await recordChange(tx, call, { resource: hdImage, action: "download", recordId: input.Id, before: null, after: null, method: "downloadHdImageMaster", summary: `下载原图：高清图「${String(image.title)}」（${String(image.code)}）` });
      return { data: [{ Id: input.Id, url: signFileUrl(call.secret, image.masterFile, { now: call.now() }) }] };
    }),
  }));
  registry.add(method({
    service: hdImportTask.service, method: "downloadHdImportErrors", input: rowPayload, access: { kind: "right", object: "hdpic", level: "READ" },
    handler: async (call, input) => {
      const task = await findRecord(call.db, hdImportTask, input.Id);
      if (!task) throw notFound("导入任务不存在");
      if (typeof task.errorReport === "string" && task.errorReport !== "" && (await exists(filePathOf(call.config.dataDir, task.errorReport)))) {
        return { data: [{ Id: input.Id, url: signFileUrl(call.secret, task.errorReport, { now: call.now() }) }] };
      }
      // No stored report (a task of the demo data, or a store that lost it): the same CSV from the items.
      const failed = await call.db.selectFrom(hdImportItem.table).select(["rowNo", "fileKey", "message"]).where("taskId", "=", input.Id).where("status", "=", "failed").orderBy("rowNo").execute();
      if (failed.length === 0) throw invalid(`导入任务「${String(task.name)}」没有失败项，无错误报告`);
      return { fileName: `${String(task.code)}-错误报告.csv`, contentType: "text/csv;charset=utf-8", content: errorReportCsv(failed) };
    },
  }));
  registry.add(method({
    service: hdImportTask.service, method: "downloadHdImportTemplate", input: z.object({ data: z.record(z.string(), z.unknown()).optional() }),
    access: { kind: "right", object: "hdpic", level: "READ" },
    handler: () => Promise.resolve({ fileName: "高清图导入清单模板.csv", contentType: "text/csv;charset=utf-8", content: MANIFEST_TEMPLATE }),
  }));
}
