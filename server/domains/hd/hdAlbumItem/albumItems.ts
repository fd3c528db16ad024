/**
 * Album items (content.md §1.3): one per image and album (`itemKey` = album-image, a unique index),
 * appended at the end; the album's `itemCount` follows every add and removal in the same transaction.
 */
import { hdAlbum, hdAlbumItem } from "../../../../src/catalogue/registry";
import type { Row, Tx } from "../../../platform/db/types";
import type { AuthedCall } from "../../../platform/rpc/call";
import { invalid, RpcError } from "../../../platform/wire/errors";
import type { ResourceHooks } from "../../../resources/hooks";
import { actorOf, insertRow, lockRow, patchRow, recordActorChange } from "../../../resources/rows";

export const itemKeyOf = (albumId: number, imageId: number) => `${albumId}-${imageId}`;

/** The live album, locked for the rest of the transaction. */
export async function lockAlbum(tx: Tx, albumId: number): Promise<Row> {
  const album = await lockRow(tx, hdAlbum, albumId).catch(() => null);
  if (!album || album.deleted === true) throw invalid(`高清图集（Id ${albumId}）不存在`);
  return album;
}

/** Recounts an album's items into `itemCount`. */
export async function refreshItemCount(tx: Tx, albumId: number, at: number): Promise<void> {
  const n = await tx.selectFrom(hdAlbumItem.table).select((eb) => eb.fn.countAll().as("n")).where("albumId", "=", albumId).executeTakeFirstOrThrow();
  const album = await lockRow(tx, hdAlbum, albumId);
  if (Number(album.itemCount ?? 0) !== Number(n.n)) await patchRow(tx, hdAlbum, album, { itemCount: Number(n.n) }, at);
}

/**
 * Adds one image at the end of an album; refuses an image already there. `countAlbum` false: the
 * caller writes the album itself (an action on the album answers its new itemCount).
 */
export async function addImageToAlbum(tx: Tx, call: AuthedCall, albumId: number, image: Row, countAlbum = true): Promise<Row> {
  const album = await lockAlbum(tx, albumId);
  if (image.deleted === true) throw invalid(`高清图（Id ${String(image.Id)}）已删除`);
  const itemKey = itemKeyOf(albumId, Number(image.Id));
  if (await tx.selectFrom(hdAlbumItem.table).select("Id").where("itemKey", "=", itemKey).executeTakeFirst()) {
    throw new RpcError("ALREADY_EXISTS", `高清图「${String(image.title)}」已在图集「${String(album.title)}」中`);
  }
  const last = await tx.selectFrom(hdAlbumItem.table).select((eb) => eb.fn.max("sort").as("m")).where("albumId", "=", albumId).executeTakeFirst();
  const at = call.now();
  const item = await insertRow(tx, hdAlbumItem, {
    albumId, hdImageId: Number(image.Id), itemKey, sort: Number(last?.m ?? 0) + 10, label: String(image.viewLabel ?? "").slice(0, 30) || null,
  }, at);
  await recordActorChange(tx, actorOf(call), { table: hdAlbumItem, recordId: Number(item.Id), before: null, after: item, at, method: "addImageToAlbum", summary: `加入图集：${String(album.title)}「${String(image.title)}」` });
  if (countAlbum) await patchRow(tx, hdAlbum, album, { itemCount: Number(album.itemCount ?? 0) + 1 }, at);
  return item;
}

/** The generic create/delete of an item keeps its key and the album's count. */
export const albumItemHooks: ResourceHooks = {
  async beforeWrite({ tx, mode, value }) {
    if (mode !== "create") return value;
    const albumId = Number(value.albumId);
    const imageId = Number(value.hdImageId);
    await lockAlbum(tx, albumId);
    const itemKey = itemKeyOf(albumId, imageId);
    if (await tx.selectFrom(hdAlbumItem.table).select("Id").where("itemKey", "=", itemKey).executeTakeFirst()) {
      throw new RpcError("ALREADY_EXISTS", "该图片已在图集中");
    }
    return { ...value, itemKey, sort: value.sort ?? 0 };
  },
  async afterWrite({ tx, mode, record, call }) {
    if (mode === "create") await refreshItemCount(tx, Number(record.albumId), call.now());
  },
  async afterDelete({ tx, current, call }) {
    await refreshItemCount(tx, Number(current.albumId), call.now());
  },
};
