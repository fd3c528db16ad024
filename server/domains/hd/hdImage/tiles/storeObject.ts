import type { ServerDeps } from "../../../../platform/rpc/call";
import { filePathOf, publish, writeTemp } from "../../../../platform/storage/store";

interface ObjectMeta {
  readonly dataType: string;
  readonly contentType: string;
  readonly userId: number | null;
}

/** Records a server-made object of the store in upload_file (so image cells and file links sign it); the same key is updated. */
export async function storeObjectRow(deps: ServerDeps, key: string, meta: ObjectMeta & { size: number }): Promise<void> {
  await deps.db.insertInto("upload_file")
    .values({ key, dataType: meta.dataType, contentType: meta.contentType, size: meta.size, userId: meta.userId, ctime: deps.now() })
    .onConflict((oc) => oc.column("key").doUpdateSet({ size: meta.size, contentType: meta.contentType }))
    .execute();
}

/**
 * Puts server-made bytes into the upload store under `key` with its upload_file row, replacing what
 * was there (server objects are derived: the same key always means the same content's latest make).
 */
export async function storeObject(deps: ServerDeps, key: string, bytes: Uint8Array, meta: ObjectMeta): Promise<void> {
  const temp = await writeTemp(deps.config.dataDir, bytes);
  await publish(temp, filePathOf(deps.config.dataDir, key));
  await storeObjectRow(deps, key, { ...meta, size: bytes.byteLength });
}
