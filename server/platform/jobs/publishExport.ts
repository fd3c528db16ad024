import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { filePathOf, publish, removeQuietly, uploadsRoot } from "../storage/store";
import type { JobContext } from "./context";
import { leaseWrite } from "./store";

/** upload_file's `dataType` of export results (no upload type: nobody uploads under export/). */
export const EXPORT_DATA_TYPE = "EXPORT";

class LeaseLost extends Error {}

/** A fresh temporary path for a job's file under uploads/.tmp (same disk as its final place, so publishing is a rename). */
export async function exportTempPath(ctx: JobContext, prefix: string): Promise<string> {
  const tmpDir = path.join(uploadsRoot(ctx.deps.config.dataDir), ".tmp");
  await fs.mkdir(tmpDir, { recursive: true });
  return path.join(tmpDir, `${prefix}-${ctx.job.Id}-${randomBytes(6).toString("hex")}.part`);
}

export interface FinishedFile {
  /** The written temporary file (moved away on success). */
  readonly temp: string;
  /** Its object key under export/. */
  readonly key: string;
  readonly contentType: string;
  readonly done: number;
  readonly total: number;
}

/**
 * Puts a finished export in place and ends its job: the file moves to its key, and in one transaction it is recorded
 * as the user's file (so that signed URLs serve it to them) and the job becomes DONE with it as result. When the runner
 * lost the job meanwhile, the file is removed again and the answer is "lost".
 */
export async function publishExport(ctx: JobContext, file: FinishedFile): Promise<"finished" | "lost"> {
  const { deps, job, lease } = ctx;
  const now = deps.now();
  const size = (await fs.stat(file.temp)).size;
  const target = filePathOf(deps.config.dataDir, file.key);
  await publish(file.temp, target);
  try {
    lease.version = await deps.db.transaction().execute(async (tx) => {
      await tx.insertInto("upload_file").values({ key: file.key, dataType: EXPORT_DATA_TYPE, contentType: file.contentType, size, userId: job.userId, ctime: now }).execute();
      const version = await leaseWrite(tx, lease, { status: "DONE", done: file.done, total: file.total, resultKey: file.key, finishedAt: now }, now);
      if (version === null) throw new LeaseLost();
      return version;
    });
  } catch (err) {
    await removeQuietly(target);
    if (err instanceof LeaseLost) return "lost";
    throw err;
  }
  return "finished";
}
