import type { ServerDeps } from "../rpc/call";
import { filePathOf, publish, writeTemp } from "../storage/store";

/**
 * Puts server-made bytes into the upload store under `key` with its upload_file row, replacing what
 * was there (server objects are derived: the same key always means the same content's latest make).
 */
export async function storeObject(deps: ServerDeps, key: string, bytes: Uint8Array, meta: { dataType: string; contentType: string; userId: number | null }): Promise<void> {
  const temp = await writeTemp(deps.config.dataDir, bytes);
  await publish(temp, filePathOf(deps.config.dataDir, key));
  const now = deps.now();
  await deps.db.insertInto("upload_file")
    .values({ key, dataType: meta.dataType, contentType: meta.contentType, size: bytes.byteLength, userId: meta.userId, ctime: now })
    .onConflict((oc) => oc.column("key").doUpdateSet({ size: bytes.byteLength, contentType: meta.contentType }))
    .execute();
}
