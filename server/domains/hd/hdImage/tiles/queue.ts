import { hdImage } from "../../../../../src/catalogue/registry";
import { encodeRecord } from "../../../../resources/columns";
import type { Row, Tx } from "../../../../platform/db/types";
import { lockRow, type Actor } from "../../../../resources/rows";
import { notFound, precondition } from "../../../../platform/wire/errors";
import { announceJob } from "../../../../platform/jobs/signal";
import { insertJob, loadJob } from "../../../../platform/jobs/store";
import { nextUtime } from "../../../../platform/db/utime";

/** Job kind of a tiling job; its resource is hdImage and `targets` holds the one image's Id. */
export const TILE_JOB_KIND = "tile";

/** Who asks for the tiling: a console user (`{userId, userName}`, as actorOf(call)) or the system. */
export type TilingActor = Actor;

/** Whether the image already has a tiling job waiting or running (then no second one is queued). */
export async function tilingUnderWay(tx: Tx, image: Row): Promise<boolean> {
  if (image.tileStatus !== "queued" && image.tileStatus !== "tiling") return false;
  if (typeof image.tileJobId !== "number") return false;
  const job = await loadJob(tx, image.tileJobId);
  return job !== null && (job.status === "QUEUED" || job.status === "RUNNING");
}

/**
 * Inserts the tiling job of an image the caller holds locked, and answers the fields the image takes
 * (tileStatus queued, its job's Id); the caller writes them (an action through the engine, or queueTiling).
 */
export async function tilingJobPatch(tx: Tx, image: Row, actor: TilingActor, at: number): Promise<Record<string, unknown>> {
  if (image.deleted === true) throw notFound(`高清图不存在（Id ${String(image.Id)}）`);
  if (!image.masterFile) throw precondition(`高清图「${String(image.title ?? image.Id)}」还没有原图文件，请先上传原图再生成切片`);
  const jobId = await insertJob(tx, {
    kind: TILE_JOB_KIND, label: `切片：${String(image.code ?? image.Id)} ${String(image.title ?? "")}`.trim().slice(0, 128),
    resource: hdImage.name, total: 100, params: { Ids: [Number(image.Id)] }, targets: [Number(image.Id)],
    userId: actor.userId ?? 0, userName: actor.userName,
  }, at);
  announceJob();
  return { tileStatus: "queued", tileProgress: 0, tileError: null, tileJobId: jobId };
}

/**
 * Queues the tiling of one HD image inside the caller's transaction: tileStatus → queued and a job row
 * of kind "tile" (its Id in tileJobId). The image row is locked first, so of two concurrent requests
 * the second sees the first's job still queued or running and adds none.
 */
export async function queueTiling(tx: Tx, imageId: number, actor: TilingActor, at: number = Date.now()): Promise<void> {
  const image = await lockRow(tx, hdImage, imageId);
  if (await tilingUnderWay(tx, image)) return;
  const patch = await tilingJobPatch(tx, image, actor, at);
  await tx.updateTable(hdImage.table)
    .set({ ...encodeRecord(hdImage.fields, patch), utime: nextUtime(Number(image.utime), at) })
    .where("Id", "=", imageId).execute();
}
