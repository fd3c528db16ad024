import { shanghaiDay } from "../../../../src/catalogue/kinds/shanghai";
import { captureItem, captureTask, device, hdImage, hdImportItem, hdImportTask, resourceByName } from "../../../../src/catalogue/registry";
import { byCatalogue } from "../../../platform/db/types";
import { defineSeed } from "../../../seed/factory";
import { importCodePrefix, nextCode } from "../../hd/hdImage/codes";
import { measurePatches } from "../../../../src/catalogue/resources/shiy/colorChart";
import { qcSummaryOf } from "./passQc";
import { seedPatches } from "./seedPatches";

const DAY = 86_400_000;
const HOUR = 3_600_000;
type Status = "planned" | "scheduled" | "capturing" | "processing" | "qc" | "rework" | "done" | "cancelled";

/** content.md §8.4: 20 tasks — 6 done, 1 cancelled, 3 planned, 3 scheduled, 2 capturing, 2 processing, 2 qc, 1 rework; oldest first. */
const PLAN: readonly { status: Status; daysAgo: number }[] = [
  ...[150, 130, 115, 100, 85, 70].map((d) => ({ status: "done" as const, daysAgo: d })),
  { status: "cancelled", daysAgo: 60 },
  { status: "rework", daysAgo: 30 },
  { status: "qc", daysAgo: 24 }, { status: "qc", daysAgo: 21 },
  { status: "processing", daysAgo: 16 }, { status: "processing", daysAgo: 13 },
  { status: "capturing", daysAgo: 9 }, { status: "capturing", daysAgo: 8 },
  { status: "scheduled", daysAgo: 6 }, { status: "scheduled", daysAgo: 5 }, { status: "scheduled", daysAgo: 4 },
  { status: "planned", daysAgo: 3 }, { status: "planned", daysAgo: 2 }, { status: "planned", daysAgo: 1 },
];
const RETAKE = ["反光", "色卡缺失", "失焦", "分块拼接错位"] as const;
const MODES = ["reprography", "scan", "stitch", "reprography", "multispectral"] as const;
// Classic 24 first: its published reference values give the demo items their per-patch chart (seedPatches.ts).
const TARGETS = ["cc24", "ccsg", "it8", "dice"] as const;

interface Work { Id: number; artistId: number; title: string; hdImageId: number | null }

/**
 * The capture tasks of the programme (content.md §8.4–§8.5, §15.2 step 12) over the seeded works: done
 * tasks captured works that have HD images (their items point at those images, an import task of source
 * 采集任务交付 delivered them, and each work points back at its task); open tasks take works without one.
 * Devices of scheduled tasks are reserved, of capturing ones in use. Every date is in the past.
 */
export const seed = defineSeed({
  resource: captureTask,
  fills: [captureItem],
  after: ["device", "hdImage", "hdImportTask", "programmeWork"],
  async run(ctx) {
    const { tx } = ctx;
    if (await tx.selectFrom(captureTask.table).select("Id").limit(1).executeTakeFirst()) return;
    const workDef = resourceByName("programmeWork");
    const artistDef = resourceByName("programmeArtist");
    if (!workDef || !artistDef) return;
    const works = (await byCatalogue(tx).selectFrom(workDef.table).select(["Id", "artistId", workDef.titleField, "hdImageId"]).where("deleted", "=", 0).orderBy("Id").execute())
      .map((w): Work => ({ Id: Number(w.Id), artistId: Number(w.artistId), title: String(w[workDef.titleField]), hdImageId: typeof w.hdImageId === "number" ? w.hdImageId : null }));
    const artists = new Map((await byCatalogue(tx).selectFrom(artistDef.table).select(["Id", artistDef.titleField]).execute()).map((a) => [Number(a.Id), String(a[artistDef.titleField])]));
    const devices = await tx.selectFrom(device.table).select(["Id", "status"]).where("status", "=", "available").orderBy("Id").execute();
    const users = await ctx.idsOf("consoleUser");
    const used = new Set<number>();
    const perTask = Math.max(2, Math.round(15 * ctx.scale));
    /** Up to `n` unused works of one artist, with or without an HD image; the artist with the most such works first. */
    const pick = (withHd: boolean): Work[] => {
      const free = works.filter((w) => !used.has(w.Id) && (w.hdImageId !== null) === withHd);
      const byArtist = new Map<number, Work[]>();
      for (const w of free) byArtist.set(w.artistId, [...(byArtist.get(w.artistId) ?? []), w]);
      const best = [...byArtist.values()].sort((a, b) => b.length - a.length || (a[0]?.Id ?? 0) - (b[0]?.Id ?? 0))[0] ?? [];
      const chosen = best.slice(0, perTask);
      for (const w of chosen) used.add(w.Id);
      return chosen;
    };
    let deviceAt = 0;
    const perYear = new Map<string, number>();
    for (const [i, plan] of PLAN.entries()) {
      const chosen = pick(plan.status === "done");
      if (chosen.length === 0) continue;
      const artistId = (chosen[0] as Work).artistId;
      const created = ctx.now - plan.daysAgo * DAY;
      const year = shanghaiDay(created).slice(0, 4);
      const n = (perYear.get(year) ?? 0) + 1;
      perYear.set(year, n);
      // Scheduled for the morning after it was made (the open ones: earlier today), captured through the day.
      const scheduledAt = plan.status === "planned" && i % 2 === 1 ? null : Math.min(created + DAY, ctx.now - 2 * HOUR);
      const active = plan.status === "scheduled" || plan.status === "capturing";
      const taskDevices = devices.length === 0 ? [] : [0, 1].map(() => Number(devices[deviceAt++ % devices.length]?.Id));
      const targetPpi = [600, 800, 400, 1000][i % 4] as number;
      const task = {
        code: `DR-${year}-${String(n).padStart(4, "0")}`,
        title: `${artists.get(artistId) ?? "驻留艺术家"} 作品采集（第 ${n} 批）`.slice(0, 60),
        artistId, workIds: chosen.map((w) => w.Id), place: i % 3 === 0 ? "artistStudio" : "studio", scheduledAt,
        deviceIds: [...new Set(taskDevices)], operatorIds: users.length > 0 ? [users[i % users.length] as number] : [],
        captureMode: MODES[i % MODES.length], targetPpi, colorTarget: TARGETS[i % TARGETS.length],
        fileSpec: i % 4 === 3 ? "raw" : "tiff16", colorSpace: i % 2 === 0 ? "eciRGBv2" : "AdobeRGB", status: plan.status,
        itemsDone: 0, itemsTotal: chosen.length, qcSummary: null, importTaskId: null, jobId: null,
        reworkReason: plan.status === "rework" ? "部分作品色差超标，需重拍" : null,
        cancelReason: plan.status === "cancelled" ? "艺术家临时出国，改期另行安排" : null, remark: null,
      };
      const items = [];
      for (const [k, w] of chosen.entries()) {
        const r = ctx.random;
        const measured = ["done", "qc", "rework", "processing"].includes(plan.status) && (plan.status !== "processing" || k % 2 === 0);
        const bad = plan.status === "rework" ? k % 2 === 0 : plan.status === "qc" && k === chosen.length - 1;
        const image = plan.status === "done" && w.hdImageId !== null ? await tx.selectFrom(hdImage.table).select(["masterFile"]).where("Id", "=", w.hdImageId).executeTakeFirst() : undefined;
        const captured = scheduledAt === null || plan.status === "planned" || plan.status === "scheduled" || (plan.status === "capturing" && k >= chosen.length / 2) ? null : scheduledAt + (k + 1) * 20 * 60_000;
        const qcState = plan.status === "done" || (plan.status === "qc" && k === 0) ? "passed" : plan.status === "rework" && bad ? "failed" : "pending";
        items.push({
          workId: w.Id, workTitle: w.title.slice(0, 60), shotCount: captured === null ? null : task.captureMode === "stitch" ? 12 + k : 1,
          masterFile: ["done", "qc", "rework", "processing"].includes(plan.status) ? (String(image?.masterFile ?? "") || `shiy/capture/${task.code}/${String(w.Id).padStart(6, "0")}.tif`) : null,
          capturedAt: captured,
          ppiMeasured: measured ? targetPpi + Math.round(r() * 8) : null,
          deltaEMean: measured ? Math.round((1.2 + r() * 1.4 + (bad ? 1.6 : 0)) * 10) / 10 : null,
          deltaEMax: measured ? Math.round((bad ? 6.5 + r() * 1.4 : 3 + r() * 2.4) * 10) / 10 : null,
          toneDeltaL: measured ? Math.round((0.5 + r() * 1.3) * 10) / 10 : null,
          uniformityPct: measured ? Math.round((1 + r() * 3) * 10) / 10 : null,
          sfrEfficiency: measured ? Math.round(85 + r() * 13) : null,
          qcState, retakeReason: qcState === "failed" ? RETAKE[k % RETAKE.length] : null,
          hdImageId: plan.status === "done" ? w.hdImageId : null,
        });
      }
      // A Classic 24 capture carries its per-patch measurements; the item's ΔE mean and max are theirs.
      if (task.colorTarget === "cc24") {
        for (const [k, x] of items.entries()) {
          if (x.deltaEMean === null || x.deltaEMax === null) continue;
          const chart = measurePatches(seedPatches(i * 1000 + k, x.deltaEMean, x.deltaEMax));
          Object.assign(x, { patches: chart.patches, deltaEMean: chart.deltaEMean, deltaEMax: chart.deltaEMax });
        }
      }
      const passed = items.filter((x) => x.qcState === "passed").length;
      const summary = ["done", "rework"].includes(plan.status) ? qcSummaryOf(items) : null;
      const taskId = await ctx.insert(captureTask, { ...task, itemsDone: passed, qcSummary: summary }, { ctime: created, utime: Math.min(created + 3 * DAY, ctx.now - HOUR) });
      for (const item of items) await ctx.insert(captureItem, { taskId, ...item }, { ctime: created, utime: item.capturedAt ?? created });
      if (active && taskDevices.length > 0) {
        await tx.updateTable(device.table).set({ status: plan.status === "scheduled" ? "reserved" : "inUse" }).where("Id", "in", [...new Set(taskDevices)]).execute();
      }
      if (plan.status === "done") {
        const importTaskId = await delivered(ctx, { taskId, code: task.code, title: task.title, at: (scheduledAt ?? created) + DAY, items, users });
        await tx.updateTable(captureTask.table).set({ importTaskId }).where("Id", "=", taskId).execute();
      }
      if (plan.status === "done") {
        await byCatalogue(tx).updateTable(workDef.table).set({ captureTaskId: taskId }).where("Id", "in", chosen.map((w) => w.Id)).execute();
      }
    }
  },
});

/** The import task that brought a done task's masters into the library (source 采集任务交付), one ok item per image. */
async function delivered(ctx: Parameters<Parameters<typeof defineSeed>[0]["run"]>[0], t: { taskId: number; code: string; title: string; at: number; items: readonly { masterFile: string | null; hdImageId: number | null }[]; users: readonly number[] }): Promise<number> {
  const at = Math.min(t.at, ctx.now - HOUR);
  const files = t.items.filter((x) => x.masterFile !== null);
  const importId = await ctx.insert(hdImportTask, {
    code: await nextCode(ctx.tx, hdImportTask.table, "code", importCodePrefix(at), 3), name: `采集交付 ${t.code} ${t.title}`.slice(0, 60),
    sourceType: "captureTask", captureTaskId: t.taskId, tileAfterImport: true, tileLayout: "iiif3", tileSize: "512", onDuplicate: "newVersion",
    defaultVersion: "原始扫描", defaultAccessLevel: "vip", status: "succeeded", total: files.length, succeeded: files.length, failed: 0, skipped: 0,
    startedAt: at, finishedAt: at + files.length * 20_000, operatorId: t.users[0] ?? null, errorReport: null,
  }, { ctime: at, utime: at + files.length * 20_000 });
  for (const [r, f] of files.entries()) {
    await ctx.insert(hdImportItem, { taskId: importId, rowNo: r + 1, fileKey: f.masterFile, title: null, subjectType: "shiyWork", status: "ok", message: null, hdImageId: f.hdImageId }, { ctime: at, utime: at + (r + 1) * 20_000 });
  }
  return importId;
}
