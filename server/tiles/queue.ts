import { hdImage } from "../../src/catalogue/registry";
import { encodeRecord } from "../db/columns";
import type { Tx } from "../db/types";
import { lockRow, type Actor } from "../commerce/rows";
import { notFound, RpcError } from "../rpc/errors";
import { announceJob } from "../jobs/signal";
import { insertJob, loadJob } from "../jobs/store";
import { nextUtime } from "../resources/queries";

/** Job kind and resource of a tiling job; `targets` holds the one image's Id. */
export const TILE_JOB_KIND = "tile";

/** Who asks for the tiling: a console user (`{userId, userName}`, as actorOf(call)) or the system. */
export type TilingActor = Actor;

/**
 * Queues the tiling of one HD image, inside the caller's transaction: tileStatus → queued and a job row
 * of kind "tile" (its Id in tileJobId). The image row is locked first, so of two concurrent requests the
 * second sees the first's job still queued or running and adds none.
 */
export async function queueTiling(tx: Tx, imageId: number, actor: TilingActor, at: number = Date.now()): Promise<void> {
  const image = await lockRow(tx, hdImage, imageId);
  if (image.deleted === true) throw notFound(`高清图不存在（Id ${imageId}）`);
  if (!image.masterFile) throw new RpcError("FAILED_PRECONDITION", "请先上传原图文件，再生成切片");
  if ((image.tileStatus === "queued" || image.tileStatus === "tiling") && typeof image.tileJobId === "number") {
    const job = await loadJob(tx, image.tileJobId);
    if (job && (job.status === "QUEUED" || job.status === "RUNNING")) return;
  }
  const jobId = await insertJob(tx, {
    kind: TILE_JOB_KIND, label: `切片：${String(image.code ?? imageId)} ${String(image.title ?? "")}`.trim().slice(0, 128),
    resource: hdImage.name, total: 100, params: { Ids: [imageId] }, targets: [imageId],
    userId: actor.userId ?? 0, userName: actor.userName,
  }, at);
  await tx.updateTable(hdImage.table)
    .set({ ...encodeRecord(hdImage.fields, { tileStatus: "queued", tileProgress: 0, tileError: null, tileJobId: jobId }), utime: nextUtime(Number(image.utime), at) })
    .where("Id", "=", imageId).execute();
  announceJob();
}
