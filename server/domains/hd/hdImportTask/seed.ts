import { hdImportItem, hdImportTask } from "../../../../src/catalogue/registry";
import { importCodePrefix } from "../hdImage/codes";
import { defineSeed } from "../../../seed/factory";

const DAY = 86_400_000;
type Status = "succeeded" | "partial" | "running" | "failed" | "cancelled" | "pending";

/** content.md §1.2: 12 tasks — 6 done, 2 partly failed, 1 running, 1 failed (GBK manifest), 1 cancelled, 1 pending. */
const TASKS: readonly { name: string; status: Status; files: number; done?: number; failed?: number; folder: string; source?: "csvManifest" }[] = [
  { name: "台北故宫书画 2024-03 批次 1", status: "succeeded", files: 48, folder: "taipei-npm-2024-03-1" },
  { name: "台北故宫书画 2024-03 批次 2", status: "succeeded", files: 36, folder: "taipei-npm-2024-03-2" },
  { name: "故宫博物院法书 2024-04", status: "succeeded", files: 30, folder: "dpm-calligraphy-2024-04", source: "csvManifest" },
  { name: "上海博物馆青铜器多视图", status: "succeeded", files: 24, folder: "shm-bronze-2024-05" },
  { name: "辽宁省博物馆宋元册页", status: "succeeded", files: 20, folder: "lnm-album-2024-05", source: "csvManifest" },
  { name: "大都会艺术博物馆开放图像", status: "succeeded", files: 12, folder: "met-open-2024-06" },
  { name: "南京博物院明清扇面", status: "partial", files: 60, failed: 3, folder: "njm-fans-2024-06" },
  { name: "千里江山图分段扫描", status: "partial", files: 40, failed: 3, folder: "qianli-2024-07", source: "csvManifest" },
  { name: "驻留计划采集交付 2024-08", status: "running", files: 120, done: 37, folder: "shiy-capture-2024-08" },
  { name: "古籍善本清单（GBK 编码）", status: "failed", files: 0, folder: "rare-books-2024-08", source: "csvManifest" },
  { name: "西方印象派补扫", status: "cancelled", files: 20, done: 8, folder: "impressionists-2024-09" },
  { name: "颜真卿碑帖新拓", status: "pending", files: 0, folder: "yan-zhenqing-2024-10" },
];
const FAILURES = ["ICC 配置文件无法解析", "TIFF 文件不完整", "不是可识别的图片文件（支持 TIFF、JPEG、PNG）"] as const;

/**
 * 导入任务 (content.md §1.2) and their items (≈ 400 designed, scaled): finished tasks keep their
 * counts, the failed rows their reasons; ok items point at the seeded HD images when there are any.
 */
export const seed = defineSeed({
  resource: hdImportTask,
  fills: [hdImportItem],
  after: ["hdImage", "hdAlbum"],
  async run(ctx) {
    const { tx } = ctx;
    if (await tx.selectFrom(hdImportTask.table).select("Id").limit(1).executeTakeFirst()) return;
    const images = await ctx.idsOf("hdImage");
    const users = await ctx.idsOf("consoleUser");
    let imageAt = 0;
    const perDay = new Map<string, number>();
    for (const [i, t] of TASKS.entries()) {
      const at = ctx.now - (120 - i * 9) * DAY;
      const prefix = importCodePrefix(at);
      const n = (perDay.get(prefix) ?? 0) + 1;
      perDay.set(prefix, n);
      const files = t.files === 0 ? 0 : Math.max(4, Math.round(t.files * ctx.scale));
      const failed = t.failed === undefined ? 0 : Math.min(t.failed, Math.max(1, files - 1));
      const processed = t.done === undefined ? files : Math.max(1, Math.round((t.done / t.files) * files));
      const finished = t.status !== "running" && t.status !== "pending";
      const base = `shiy/incoming/${t.folder}`;
      const taskId = await ctx.insert(hdImportTask, {
        code: `${prefix}${String(n).padStart(3, "0")}`, name: t.name, sourceType: t.source ?? "ossPrefix",
        sourcePath: t.source ? null : `${base}/`, manifestFile: t.source ? `${base}/manifest.csv` : null,
        tileAfterImport: true, tileLayout: "iiif3", tileSize: "512", onDuplicate: "skip", defaultVersion: "原始扫描", defaultAccessLevel: "vip",
        status: t.status, total: files, succeeded: Math.max(0, processed - failed), failed, skipped: 0,
        failReason: t.status === "failed" ? "清单文件不是 UTF-8 编码，请在表格软件中另存为「CSV UTF-8」后重新上传" : null,
        startedAt: t.status === "pending" ? null : at + 60_000, finishedAt: finished ? at + 60_000 + processed * 20_000 : null,
        operatorId: users[i % Math.max(1, users.length)] ?? null,
        errorReport: null, // 下载错误报告 builds the CSV from the failed items when no file was stored
      }, { ctime: at, utime: at + 60_000 + processed * 20_000 });
      for (let r = 0; r < files; r += 1) {
        const isFailed = r >= processed - failed && r < processed;
        const status = r >= processed ? "pending" : isFailed ? "failed" : "ok";
        const imageId = status === "ok" && images.length > 0 ? images[imageAt++ % images.length] : null;
        await ctx.insert(hdImportItem, {
          taskId, rowNo: r + (t.source ? 2 : 1), fileKey: `${base}/${String(r + 1).padStart(4, "0")}.tif`,
          title: null, status, message: isFailed ? FAILURES[r % FAILURES.length] : null, hdImageId: imageId ?? null,
        }, { ctime: at, utime: at + 60_000 + r * 20_000 });
      }
    }
  },
});
