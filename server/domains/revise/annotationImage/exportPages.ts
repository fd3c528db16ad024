/**
 * 导出标注 (content.md §11.4, READ(suha)): a job (kind `annotationExport`) writing one W3C AnnotationPage JSON
 * per image — its visible slices (or only the approved ones) as Web Annotations on the image's IIIF canvas —
 * zipped into one file of the user's. The images are those of the hdplist filter the action's inputs give
 * (state, batch) that have slices. Targets: the canvas of the image's work manifest, signed at export time
 * (what Mirador loads with it, named in the page's `partOf`), else the image's stable canvas id.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import JSZip from "jszip";
import { levelAtLeast } from "../../../../src/catalogue";
import { annotationSlice, hdImage } from "../../../../src/catalogue/registry";
import { EXPORT_ANNOTATIONS } from "../../../../src/catalogue/resources/revise/annotationImage";
import { annotationPage, canvasIdOf, sliceToAnnotation, type SliceRegion, type SliceShape } from "../../../../src/catalogue/resources/revise/annotationW3c";
import { formatShanghai, shanghaiDay } from "../../../../src/catalogue/kinds/shanghai";
import { decodeRow } from "../../../platform/db/columns";
import type { Db, Row } from "../../../platform/db/types";
import { byCatalogue } from "../../../platform/db/types";
import type { AuthedCall } from "../../../platform/rpc/call";
import { publicBase } from "../../../platform/rpc/publicBase";
import { invalid } from "../../../platform/wire/errors";
import { actorCall } from "../../../platform/jobs/actor";
import { failJob, type JobContext, type JobOutcome } from "../../../platform/jobs/context";
import { insertJob, leaseUpdate } from "../../../platform/jobs/store";
import { exportTempPath, publishExport } from "../../../platform/jobs/publishExport";
import { manifestExpiry, manifestPath } from "../../hd/hdImage/iiif/manifestUrl";
import { imageConditions } from "./listImages";

export const ZIP_TYPE = "application/zip";
/** Most images one export writes. */
export const MAX_EXPORT_IMAGES = 2000;

/** The images an export covers: the filter's, with at least one visible slice. */
async function imageIds(db: Db, jsonq: Record<string, unknown>, dialect: AuthedCall["dialect"]): Promise<number[]> {
  let q = byCatalogue(db).selectFrom(hdImage.table).select("Id")
    .where("Id", "in", byCatalogue(db).selectFrom(annotationSlice.table).select("hdImageId").where("hidden", "=", 0));
  for (const c of imageConditions(jsonq, dialect)) q = q.where(c);
  const rows = await q.orderBy("Id").limit(MAX_EXPORT_IMAGES + 1).execute();
  return rows.map((r) => Number(r.Id));
}

/** Queues the export; answers the job's Id (the console follows it). */
export async function startAnnotationExport(call: AuthedCall, data: Record<string, unknown>): Promise<{ Id: number }> {
  const jsonq: Record<string, unknown> = {};
  if (typeof data.annotationState === "string") jsonq.annotationState = data.annotationState;
  if (typeof data.batchName === "string" && data.batchName !== "") jsonq.batchName = data.batchName;
  const ids = await imageIds(call.db, jsonq, call.dialect);
  if (ids.length === 0) throw invalid("没有符合条件且已有切片的图像");
  if (ids.length > MAX_EXPORT_IMAGES) throw invalid(`一次最多导出 ${MAX_EXPORT_IMAGES} 张图像的标注`);
  const Id = await insertJob(call.db, {
    kind: "annotationExport", label: "导出标注（W3C AnnotationPage）", resource: "annotationImage", total: ids.length,
    params: { operation: EXPORT_ANNOTATIONS, data: { approvedOnly: data.approvedOnly === true, base: publicBase(call.config, call.origin) } },
    targets: ids, userId: call.user.Id, userName: call.user.userName,
  }, call.now());
  return { Id };
}

/** The AnnotationPage of one image (exported for Mirador and other IIIF viewers). */
export function pageOf(image: Row, slices: readonly Row[], canvasId: string, manifestId: string | null): Record<string, unknown> {
  const annotations = slices.map((s) => sliceToAnnotation({
    Id: Number(s.Id), canvasId, shape: s.shape as SliceShape, region: s.region as SliceRegion,
    tag: { Id: Number(s.tagId), label: String(s.tagLabel ?? "") }, text: s.text as string | null, note: s.note as string | null,
    created: s.ctime as number, modified: s.utime as number,
  }));
  const page = annotationPage(`${canvasId}/annotations`, annotations, `${String(image.code)} ${String(image.title)} 的标注`);
  return manifestId ? { ...page, partOf: [{ id: manifestId, type: "Manifest" }] } : page;
}

/** The canvas id as the image's work manifest names it (signed now), or the stable id when it has no work. */
function canvasFor(ctx: JobContext, image: Row, base: string): { canvasId: string; manifestId: string | null } {
  const type = String(image.subjectType ?? "none");
  if (type === "none" || typeof image.subjectId !== "number") return { canvasId: canvasIdOf(base, Number(image.Id)), manifestId: null };
  const manifestId = `${base}${manifestPath(ctx.deps.secret, type, image.subjectId, manifestExpiry(ctx.deps.now()))}`;
  return { canvasId: `${manifestId.replace(/\/manifest$/, "")}/canvas/${Number(image.Id)}`, manifestId };
}

export async function runAnnotationExport(ctx: JobContext): Promise<JobOutcome> {
  const { deps, job, lease } = ctx;
  // The user must still be able to make it (active, R(suha)) when it runs.
  const call = await actorCall(deps, job.userId, `${deps.config.namespace}.ReviseServiceAdmin/${EXPORT_ANNOTATIONS}`);
  if (typeof call === "string") return failJob(ctx, call);
  if (!levelAtLeast(call.user.rights.suha, "READ")) return failJob(ctx, "没有「书画」读权限，不能导出标注");
  const ids = job.targets ?? [];
  const approvedOnly = job.params.data?.approvedOnly === true;
  const base = typeof job.params.data?.base === "string" ? job.params.data.base : publicBase(deps.config, undefined);
  const zip = new JSZip();
  let done = 0;
  for (const id of ids) {
    if (ctx.stop()) return "released";
    const imageRow = await byCatalogue(deps.db).selectFrom(hdImage.table).selectAll().where("Id", "=", id).executeTakeFirst();
    if (imageRow) {
      const image = decodeRow(hdImage.fields, imageRow);
      let q = byCatalogue(deps.db).selectFrom(annotationSlice.table).selectAll().where("hdImageId", "=", id).where("hidden", "=", 0);
      if (approvedOnly) q = q.where("auditState", "=", "approved");
      const slices = (await q.orderBy("Id").execute()).map((r) => decodeRow(annotationSlice.fields, r));
      const { canvasId, manifestId } = canvasFor(ctx, image, base);
      zip.file(`${String(image.code || `HD-${id}`)}.json`, JSON.stringify(pageOf(image, slices, canvasId, manifestId), null, 2));
    }
    done += 1;
    ctx.spend(1);
    if (!(await leaseUpdate(deps.db, lease, { done, total: ids.length }, deps.now()))) return "lost";
  }
  zip.file("README.txt", `墨苑标注导出 ${formatShanghai(deps.now())}\n每个 JSON 文件是一张高清图的 W3C Web Annotation AnnotationPage；target.source 为该图在作品 IIIF 清单中的画布（清单地址见 partOf，2 小时内有效）。\n`);
  const key = `export/${shanghaiDay(deps.now())}/annotations-${job.Id}-${randomBytes(4).toString("hex")}.zip`;
  const temp = await exportTempPath(ctx, "annotations");
  await fs.writeFile(temp, await zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" }), { flag: "wx" });
  return publishExport(ctx, { temp, key, contentType: ZIP_TYPE, done, total: ids.length });
}
