import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { hdImage } from "../../../../../src/catalogue/registry";
import { decodeRow } from "../../../../platform/db/columns";
import { encodeRecord } from "../../../../resources/columns";
import type { Row } from "../../../../platform/db/types";
import { lockRow } from "../../../../resources/rows";
import { failJob, type JobContext, type JobOutcome } from "../../../../platform/jobs/context";
import { PROGRESS_EVERY_MS } from "../../../../platform/jobs/progress";
import { leaseUpdate, leaseWrite } from "../../../../platform/jobs/store";
import { nextUtime } from "../../../../platform/db/utime";
import type { ServerDeps } from "../../../../platform/rpc/call";
import { filePathOf } from "../../../../platform/storage/store";
import { ensureDemoMaster } from "./demoMasters";
import { decodeProblem, inspectMaster, MasterProblem, type MasterFacts } from "./master";
import { DEFAULT_LAYOUT, DEFAULT_TILE_SIZE, generationOf, jobTempDir, pyramidDir, tileKeyOf, tileKeyStem, tilesRoot, type TileLayout } from "./paths";
import { makeThumbnail, tileCount, writePyramid } from "./pyramid";
import { Heartbeat } from "./heartbeat";
import { removeUnusedPyramid, sharedPyramid, sweepUnusedPyramids } from "./shared";
import { storeThumbnail } from "./thumbnail";

/**
 * The "tile" job: reads the master's facts, writes its pyramid into a work folder, moves it under a new
 * tileKey and only then points the image at it (the old pyramid serves until that moment), with a
 * 400 px thumbnail. A run taken over after a crash starts again from nothing (its work folder is
 * cleared). A master that is not an image, or cannot be read, ends the image failed with the reason.
 */

class LeaseLost extends Error {}

const layoutOf = (image: Row): TileLayout => (image.tileLayout === "dz" ? "dz" : DEFAULT_LAYOUT);
const sizeOf = (image: Row): number => (typeof image.tileSize === "string" && /^\d+$/.test(image.tileSize) ? Number(image.tileSize) : DEFAULT_TILE_SIZE);

/** Writes server fields of the image while this job still owns it; `bump` when the change is one a reader should notice. */
async function patchImage(deps: ServerDeps, imageId: number, jobId: number, patch: Record<string, unknown>, bump: boolean): Promise<boolean> {
  return deps.db.transaction().execute(async (tx) => {
    const image = await lockRow(tx, hdImage, imageId);
    if (image.tileJobId !== jobId || image.deleted === true) return false;
    const set: Record<string, unknown> = encodeRecord(hdImage.fields, patch);
    if (bump) set.utime = nextUtime(Number(image.utime), deps.now());
    await tx.updateTable(hdImage.table).set(set).where("Id", "=", imageId).execute();
    return true;
  });
}

/** Clears what earlier runs of this job left (a crash mid-way), and answers a fresh work folder. */
async function freshWorkDir(dataDir: string, jobId: number): Promise<string> {
  const base = jobTempDir(dataDir, jobId);
  const parent = path.dirname(base);
  await fs.mkdir(parent, { recursive: true });
  for (const name of await fs.readdir(parent)) {
    if (name === path.basename(base) || name.startsWith(`${path.basename(base)}-`)) await fs.rm(path.join(parent, name), { recursive: true, force: true });
  }
  return `${base}-${randomBytes(4).toString("hex")}`;
}

/** The next generation of this master's pyramid: above every tileKey of the stem in use. */
async function nextGeneration(deps: ServerDeps, stem: string): Promise<number> {
  const rows = await deps.db.selectFrom(hdImage.table).select("tileKey").where("tileKey", "like", `${stem}-g%`).execute();
  return Math.max(0, ...rows.map((r) => generationOf(r.tileKey))) + 1;
}

interface Built {
  readonly tileKey: string;
  readonly thumbnail: string;
}

async function buildPyramid(ctx: JobContext, heartbeat: Heartbeat, image: Row, facts: MasterFacts, master: string): Promise<Built> {
  const { deps, job } = ctx;
  const imageId = Number(image.Id);
  const layout = layoutOf(image), size = sizeOf(image);
  const masterKey = String(image.masterFile);
  const shared = await sharedPyramid(deps, image, layout, size);
  if (shared) return shared;
  const tileKey = tileKeyOf(masterKey, layout, size, await nextGeneration(deps, tileKeyStem(masterKey, layout, size)));
  const work = await freshWorkDir(deps.config.dataDir, job.Id);
  const total = tileCount(facts.width, facts.height, size, layout);
  try {
    let out: string;
    try {
      out = await writePyramid(master, work, {
        layout, size, everyMs: PROGRESS_EVERY_MS,
        onProgress: async (written) => {
          const percent = Math.min(99, Math.floor((written / total) * 100));
          await heartbeat.beat({ done: percent });
          if (!heartbeat.lost) await patchImage(deps, imageId, job.Id, { tileProgress: percent }, false);
        },
      });
    } catch (err) {
      if (err instanceof LeaseLost) throw err;
      console.error(`[tiles] tiling image ${imageId} failed`, err);
      throw decodeProblem(facts.contentType);
    }
    if (heartbeat.lost) throw new LeaseLost();
    const thumbnailBytes = await makeThumbnail(master).catch(() => {
      throw decodeProblem(facts.contentType);
    });
    const dest = pyramidDir(deps.config.dataDir, tileKey);
    await fs.mkdir(tilesRoot(deps.config.dataDir), { recursive: true });
    await fs.rename(out, dest).catch(async (err: NodeJS.ErrnoException) => {
      // A folder is only ever renamed into place whole, so one already there under this key (another
      // process tiling the same master, or a run that crashed before its commit) is complete: keep it.
      if ((err.code === "ENOTEMPTY" || err.code === "EEXIST") && (await fs.stat(dest).then((st) => st.isDirectory(), () => false))) return;
      throw err;
    });
    const thumbnail = await storeThumbnail(deps, tileKey, thumbnailBytes, job.userId || null);
    return { tileKey, thumbnail };
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

async function failImage(ctx: JobContext, imageId: number, reason: string): Promise<JobOutcome> {
  await patchImage(ctx.deps, imageId, ctx.job.Id, { tileStatus: "failed", tileError: reason.slice(0, 500), tileProgress: 0 }, true);
  return failJob(ctx, reason);
}

export async function runTile(ctx: JobContext): Promise<JobOutcome> {
  const { deps, job, lease } = ctx;
  const imageId = Number(job.targets?.[0] ?? job.params.Ids?.[0]);
  const raw = await deps.db.selectFrom(hdImage.table).selectAll().where("Id", "=", imageId).executeTakeFirst();
  const image = raw ? decodeRow(hdImage.fields, raw) : null;
  if (!image || image.deleted === true) return failJob(ctx, "高清图不存在或已删除");
  const finish = async (reason: string | null) => {
    const now = deps.now();
    return (await leaseUpdate(deps.db, lease, { status: "DONE", done: 100, total: 100, reason, finishedAt: now }, now)) ? "finished" as const : "lost" as const;
  };
  // A later request queued another job: that one tiles.
  if (image.tileJobId !== job.Id) return finish("已有更新的切片任务，本任务未执行");
  await patchImage(deps, imageId, job.Id, { tileStatus: "tiling", tileProgress: 0, tileError: null }, true);
  let built: Built, facts: MasterFacts;
  const master = filePathOf(deps.config.dataDir, String(image.masterFile));
  await sweepUnusedPyramids(deps).catch(() => undefined);
  const heartbeat = new Heartbeat(ctx);
  try {
    // A seeded image's master is drawn the first time it is tiled (never at start).
    await ensureDemoMaster(deps, String(image.masterFile));
    facts = await inspectMaster(master);
    built = await buildPyramid(ctx, heartbeat, image, facts, master);
    await heartbeat.stop();
    if (heartbeat.lost) throw new LeaseLost();
  } catch (err) {
    await heartbeat.stop();
    if (err instanceof LeaseLost) return "lost";
    if (err instanceof MasterProblem) return failImage(ctx, imageId, err.message);
    // The store itself failed (full disk, no such data folder): the image says so rather than stay 切片中.
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== "ENOENT" && code !== "EACCES" && code !== "EROFS") console.error(`[tiles] image ${imageId} failed`, err);
    return failImage(ctx, imageId, `切片失败：存储读写出错（${code ?? "未知错误"}）`);
  }
  const previous = typeof image.tileKey === "string" ? image.tileKey : null;
  const outcome = await deps.db.transaction().execute(async (tx) => {
    const current = await lockRow(tx, hdImage, imageId);
    const now = deps.now();
    const owned = current.tileJobId === job.Id && current.deleted !== true;
    if (owned) {
      await tx.updateTable(hdImage.table).set({
        ...encodeRecord(hdImage.fields, {
          tileStatus: "ready", tileProgress: 100, tileError: null, tileKey: built.tileKey, thumbnail: built.thumbnail,
          widthPx: facts.width, heightPx: facts.height, fileSize: facts.fileSize, colorProfile: facts.colorProfile,
          tileLayout: layoutOf(image), tileSize: String(sizeOf(image)),
        }),
        utime: nextUtime(Number(current.utime), now),
      }).where("Id", "=", imageId).execute();
    }
    const version = await leaseWrite(tx, lease, { status: "DONE", done: 100, total: 100, reason: owned ? null : "高清图已被修改，本次切片结果未采用", finishedAt: now }, now);
    if (version === null) throw new LeaseLost();
    return version;
  }).catch((err: unknown) => (err instanceof LeaseLost ? null : Promise.reject(err)));
  if (outcome === null) {
    await removeUnusedPyramid(deps, built.tileKey);
    return "lost";
  }
  lease.version = outcome;
  if (previous && previous !== built.tileKey) await removeUnusedPyramid(deps, previous);
  return "finished";
}
