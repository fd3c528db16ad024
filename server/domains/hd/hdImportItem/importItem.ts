/**
 * One file of an import task becomes an HD image (content.md §1.2). The file must be in the store
 * and be an image sharp can read (its size comes from the file). A file already imported (an image
 * whose master is the same key) is skipped, overwritten, or imported again as a new version, as the
 * task says. `subjectCode` names the subject by its `code` field when the resource has one, else by
 * its title — exactly, the first live record by Id.
 */
import { hdImage } from "../../../../src/catalogue/registry";
import { ACCESS_LEVELS, LICENSES, SUBJECT_TYPES } from "../../../../src/catalogue/resources/content/contentEnums";
import type { Row, Tx } from "../../../platform/db/types";
import { byCatalogue } from "../../../platform/db/types";
import { insertRow, patchRow, recordActorChange, type Actor } from "../../../resources/rows";
import { filePathOf } from "../../../platform/storage/store";
import { queueTiling } from "../hdImage/tiles/queue";
import { copiedFromSubject, refreshHdCount, subjectResource } from "../hdImage/subjects";
import { nextImageCode } from "../hdImage/images";
import { itemKeyOf } from "../hdAlbumItem/albumItems";
import { RpcError } from "../../../platform/wire/errors";
import { linkCapturedImage } from "../../shiy/captureItem/linkImage";

export interface ItemOutcome {
  readonly status: "ok" | "skipped" | "failed";
  readonly message: string | null;
  readonly hdImageId: number | null;
}

/** A refusal of one item: its message goes on the item and into the error report. */
class ItemFailure extends Error {}

const fail = (message: string): never => {
  throw new ItemFailure(message);
};

async function imageSize(file: string): Promise<{ width: number; height: number }> {
  const { default: sharp } = await import("sharp");
  try {
    const meta = await sharp(file, { limitInputPixels: false }).metadata();
    if (!meta.width || !meta.height) return fail("无法读取图片尺寸");
    return { width: meta.width, height: meta.height };
  } catch (err) {
    if (err instanceof ItemFailure) throw err;
    return fail("不是可识别的图片文件（支持 TIFF、JPEG、PNG）");
  }
}

async function findSubject(tx: Tx, type: string, code: string): Promise<{ resource: NonNullable<ReturnType<typeof subjectResource>>; row: Row }> {
  if (!SUBJECT_TYPES.some((s) => s.value === type)) fail(`所属类型「${type}」不正确`);
  let resource: ReturnType<typeof subjectResource>;
  try {
    resource = subjectResource(type);
  } catch (err) {
    return fail(err instanceof RpcError ? err.message : String(err));
  }
  if (!resource) return fail("所属类型为「未关联」时不能填写所属条目");
  const column = resource.fields.some((f) => f.key === "code") ? "code" : resource.titleField;
  let q = byCatalogue(tx).selectFrom(resource.table).selectAll().where(column, "=", code).orderBy("Id").limit(1);
  if (resource.softDelete) q = q.where("deleted", "=", 0);
  const row = await q.executeTakeFirst();
  if (!row) return fail(`找不到所属条目「${code}」`);
  return { resource, row };
}

const pick = <T extends readonly { value: string }[]>(options: T, value: unknown): string | null =>
  typeof value === "string" && options.some((o) => o.value === value) ? value : null;

/** Imports one item inside the caller's transaction; answers how it went (never throws for a bad file). */
export async function importOne(tx: Tx, dataDir: string, task: Row, item: Row, actor: Actor, at: number): Promise<ItemOutcome> {
  try {
    return await importOrFail(tx, dataDir, task, item, actor, at);
  } catch (err) {
    if (err instanceof ItemFailure) return { status: "failed", message: err.message.slice(0, 500), hdImageId: null };
    throw err;
  }
}

async function importOrFail(tx: Tx, dataDir: string, task: Row, item: Row, actor: Actor, at: number): Promise<ItemOutcome> {
  const key = String(item.fileKey ?? "");
  if (key === "") fail("文件路径为空");
  const stored = await tx.selectFrom("upload_file").select(["key", "size"]).where("key", "=", key).executeTakeFirst();
  if (!stored) fail(`文件不存在：${key}`);
  const meta = (item.meta ?? {}) as Record<string, string>;
  const subject = item.subjectCode ? await findSubject(tx, String(item.subjectType ?? ""), String(item.subjectCode)) : null;
  const { width, height } = await imageSize(filePathOf(dataDir, key));

  const existing = await tx.selectFrom(hdImage.table).selectAll().where("masterFile", "=", key).where("deleted", "=", 0).orderBy("Id").limit(1).executeTakeFirst();
  if (existing && task.onDuplicate === "skip") return { status: "skipped", message: `已导入过（${String(existing.code)}）`, hdImageId: Number(existing.Id) };

  const museum = meta.museum ? await tx.selectFrom("museum").select("Id").where("name", "=", meta.museum).executeTakeFirst() : undefined;
  if (meta.museum && !museum) fail(`收藏单位「${meta.museum}」不存在`);
  const fileName = key.split("/").pop() ?? key;
  const subjectTitle = subject ? String(subject.row[subject.resource.titleField] ?? "") : "";
  const title = item.title ?? (subjectTitle ? `${subjectTitle}${meta.viewLabel ? ` · ${meta.viewLabel}` : ""}` : fileName.replace(/\.[^.]+$/, ""));
  const fields: Record<string, unknown> = {
    title: String(title).slice(0, 120), masterFile: key, widthPx: width, heightPx: height, fileSize: Number(stored?.size ?? 0),
    viewLabel: meta.viewLabel?.slice(0, 30) ?? null,
    version: String(meta.version ?? task.defaultVersion ?? "原始扫描").slice(0, 32),
    accessLevel: pick(ACCESS_LEVELS, meta.accessLevel) ?? task.defaultAccessLevel ?? (Math.max(width, height) >= 10_000 ? "vip" : "free"),
    license: pick(LICENSES, meta.license) ?? "internal",
    attribution: meta.attribution?.slice(0, 100) ?? null,
    ...(museum ? { museumId: Number(museum.Id) } : {}),
    ...(meta.age ? { age: meta.age } : {}),
    ...(task.tileLayout ? { tileLayout: task.tileLayout } : {}),
    ...(task.tileSize ? { tileSize: task.tileSize } : {}),
  };
  if (subject) Object.assign(fields, { subjectType: item.subjectType, subjectId: Number(subject.row.Id), ...copiedFromSubject(subject, fields) });

  let image: Row;
  if (existing && task.onDuplicate === "overwrite") {
    const before = await tx.selectFrom(hdImage.table).selectAll().where("Id", "=", Number(existing.Id)).executeTakeFirstOrThrow();
    const { decodeRow } = await import("../../../platform/db/columns");
    const current = decodeRow(hdImage.fields, before);
    image = await patchRow(tx, hdImage, current, fields, at);
    await recordActorChange(tx, actor, { table: hdImage, recordId: Number(image.Id), before: current, after: image, at, method: "importHdImage", summary: `导入覆盖：${String(task.code)}` });
    if (current.subjectType !== image.subjectType || current.subjectId !== image.subjectId) await refreshHdCount(tx, current.subjectType, current.subjectId);
  } else {
    image = await insertRow(tx, hdImage, {
      subjectType: "none", tileStatus: "none", annotationState: "none", publishState: "draft", downloadable: false, deleted: false,
      ...fields, code: await nextImageCode(tx),
    }, at);
    await recordActorChange(tx, actor, { table: hdImage, recordId: Number(image.Id), before: null, after: image, at, method: "importHdImage", summary: `导入：${String(task.code)} 第 ${String(item.rowNo)} 行` });
  }
  await refreshHdCount(tx, image.subjectType, image.subjectId);
  if (task.tileAfterImport === true) await queueTiling(tx, Number(image.Id), actor, at);
  const albumId = typeof task.targetAlbumId === "number" ? task.targetAlbumId : null;
  if (albumId !== null) await addToAlbumQuietly(tx, albumId, image, at);
  // A capture delivery: its item and work point at the image (content.md §8.4).
  if (task.sourceType === "captureTask") await linkCapturedImage(tx, item, image, actor, at);
  const note = existing ? (task.onDuplicate === "overwrite" ? `覆盖了 ${String(existing.code)}` : `${String(existing.code)} 的新版本`) : null;
  return { status: "ok", message: note, hdImageId: Number(image.Id) };
}

/** The task's album gets the image at its end (an image already there stays where it is). */
async function addToAlbumQuietly(tx: Tx, albumId: number, image: Row, at: number): Promise<void> {
  const album = await tx.selectFrom("hd_album").select(["Id", "deleted"]).where("Id", "=", albumId).executeTakeFirst();
  if (!album || Number(album.deleted) === 1 || album.deleted === true) return;
  const itemKey = itemKeyOf(albumId, Number(image.Id));
  if (await tx.selectFrom("hd_album_item").select("Id").where("itemKey", "=", itemKey).executeTakeFirst()) return;
  const last = await tx.selectFrom("hd_album_item").select((eb) => eb.fn.max("sort").as("m")).where("albumId", "=", albumId).executeTakeFirst();
  await insertRow(tx, "hdAlbumItem", { albumId, hdImageId: Number(image.Id), itemKey, sort: Number(last?.m ?? 0) + 10, label: image.viewLabel ?? null }, at);
  const n = await tx.selectFrom("hd_album_item").select((eb) => eb.fn.countAll().as("n")).where("albumId", "=", albumId).executeTakeFirstOrThrow();
  await tx.updateTable("hd_album").set({ itemCount: Number(n.n) }).where("Id", "=", albumId).execute();
}
