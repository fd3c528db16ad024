/**
 * 高清图集 rules (content.md §1.3, §17.4): counts and sections are the server's; 上架 needs images
 * and a cover; an online album is not deleted (下架 first); 复制图集 makes a draft with the same items;
 * the layout editor saves order, labels, captions, sections and the cover in one call, refused as a
 * whole when the album changed since it was read.
 */
import { refuseOnlineDelete } from "../../../resources/publish";
import { z } from "zod";
import { hdAlbum, hdAlbumItem, hdImage } from "../../../../src/catalogue/registry";
import type { Row } from "../../../platform/db/types";
import type { AuthedCall } from "../../../platform/rpc/call";
import { actorOf, insertRow, patchRow, recordActorChange } from "../../../resources/rows";
import { conflict, invalid, precondition } from "../../../platform/wire/errors";
import { method, type MethodRegistry } from "../../../platform/rpc/registry";
import type { ResourceHooks } from "../../../resources/hooks";
import type { ActionHandler } from "../../../resources/actions";
import { publishHooks } from "../../../resources/publish";
import { inTransaction } from "../../../resources/methods";
import { idSchema, utimeSchema } from "../../../resources/payload";
import { addImageToAlbum, itemKeyOf, lockAlbum } from "../hdAlbumItem/albumItems";
import { decodeRow } from "../../../platform/db/columns";


export const albumHooks: ResourceHooks = {
  beforeWrite({ mode, value }) {
    return Promise.resolve(mode === "create" ? { ...value, itemCount: 0, sections: [], sort: value.sort ?? 0 } : value);
  },
  beforeDelete: refuseOnlineDelete(hdAlbum, "图集"),
};

/** 上架 and 重新上架: an album shows images under a cover. */
export const albumTransitions = publishHooks(({ current }) => {
  if (Number(current.itemCount ?? 0) === 0) throw precondition(`图集「${String(current.title)}」还没有图片，不能上架`);
  if (!current.cover && !current.coverImageId) throw precondition(`图集「${String(current.title)}」没有封面，请上传封面或在排版中选一张图作封面`);
});

/** 复制图集: a draft named 「…（副本）」 with the same items in the same order; the source is unchanged. */
const copyHdAlbum: ActionHandler = async ({ call, tx, current }) => {
  const at = call.now();
  const { Id: _id, ctime: _c, utime: _u, publishedAt: _p, republishedAt: _r, ...rest } = current;
  const copy = await insertRow(tx, hdAlbum, { ...rest, title: `${String(current.title).slice(0, 56)}（副本）`, publishState: "draft", publishedAt: null, republishedAt: null, deleted: false }, at);
  const items = await tx.selectFrom(hdAlbumItem.table).selectAll().where("albumId", "=", Number(current.Id)).orderBy("sort").orderBy("Id").execute();
  for (const it of items) {
    await insertRow(tx, hdAlbumItem, {
      albumId: Number(copy.Id), hdImageId: Number(it.hdImageId), itemKey: itemKeyOf(Number(copy.Id), Number(it.hdImageId)),
      sort: it.sort, label: it.label, caption: it.caption, sectionKey: it.sectionKey, startRegion: typeof it.startRegion === "string" ? JSON.parse(it.startRegion) : it.startRegion,
    }, at);
  }
  await recordActorChange(tx, actorOf(call), { table: hdAlbum, recordId: Number(copy.Id), before: null, after: copy, at, method: "copyHdAlbum", summary: `复制图集：「${String(current.title)}」→「${String(copy.title)}」` });
  return {};
};

/** 添加图片: the images (Ids, comma- or space-separated) at the end of the album, in the order given. */
const addHdAlbumImages: ActionHandler = async ({ call, tx, current, input }) => {
  const parts = String(input.hdImageIds ?? "").split(/[\s,，、;；]+/).filter((p) => p !== "");
  const bad = parts.filter((p) => !/^[1-9]\d{0,9}$/.test(p));
  if (bad.length > 0) throw invalid(`高清图 Id 不正确：${bad.slice(0, 5).join("、")}`);
  const ids = [...new Set(parts.map(Number))];
  if (ids.length === 0) throw invalid("请填写至少一个高清图 Id");
  if (ids.length > 500) throw invalid("一次最多添加 500 张图");
  for (const id of ids) {
    const image = await tx.selectFrom(hdImage.table).selectAll().where("Id", "=", id).where("deleted", "=", 0).executeTakeFirst();
    if (!image) throw invalid(`高清图（Id ${id}）不存在`);
    await addImageToAlbum(tx, call, Number(current.Id), decodeRow(hdImage.fields, image), false);
  }
  const n = await tx.selectFrom(hdAlbumItem.table).select((eb) => eb.fn.countAll().as("n")).where("albumId", "=", Number(current.Id)).executeTakeFirstOrThrow();
  return { itemCount: Number(n.n) };
};

export const albumActions: Readonly<Record<string, ActionHandler>> = { copyHdAlbum, addHdAlbumImages };

const sectionSchema = z.object({
  key: z.string().trim().min(1, "分组键不能为空").max(40, "分组键最多 40 个字符"),
  label: z.string().trim().min(1, "分组名称不能为空").max(30, "分组名称最多 30 个字符"),
});
const layoutItemSchema = z.object({
  Id: idSchema,
  sort: z.number().int().min(0).max(99_999),
  label: z.string().max(30, "标签最多 30 个字符").nullable().optional(),
  caption: z.string().max(500, "说明最多 500 个字符").nullable().optional(),
  sectionKey: z.string().max(40).nullable().optional(),
});
export const layoutPayload = z.object({
  albumId: idSchema,
  utime: utimeSchema,
  items: z.array(layoutItemSchema).max(2000),
  sections: z.array(sectionSchema).max(100),
  coverImageId: idSchema.nullable().optional(),
});
type Layout = z.infer<typeof layoutPayload>;

function checkLayout(layout: Layout, items: readonly Row[]): void {
  const keys = layout.sections.map((s) => s.key);
  if (new Set(keys).size !== keys.length) throw invalid("分组键重复");
  const known = new Set(items.map((i) => Number(i.Id)));
  const given = layout.items.map((i) => i.Id);
  if (new Set(given).size !== given.length) throw invalid("图片重复出现在排版中");
  // Someone added or removed an item since the editor read the album.
  if (given.length !== known.size || given.some((id) => !known.has(id))) throw conflict();
  const unknownSection = layout.items.find((i) => i.sectionKey && !keys.includes(i.sectionKey));
  if (unknownSection) throw invalid(`分组「${String(unknownSection.sectionKey)}」不存在`);
  if (layout.coverImageId && !items.some((i) => Number(i.hdImageId) === layout.coverImageId)) throw invalid("封面须是图集中的一张图");
}

/** HdpServiceAdmin/saveAlbumLayout: the whole layout or nothing, from the album's `utime`. */
async function saveAlbumLayout(call: AuthedCall, layout: Layout) {
  return inTransaction(call.db, async (tx) => {
    const album = await lockAlbum(tx, layout.albumId);
    if (Number(album.utime) !== layout.utime) throw conflict();
    const items = await tx.selectFrom(hdAlbumItem.table).selectAll().where("albumId", "=", layout.albumId).execute();
    checkLayout(layout, items);
    const at = call.now();
    const byId = new Map(items.map((i) => [Number(i.Id), i]));
    for (const it of layout.items) {
      const row = byId.get(it.Id) as Row;
      const patch = { sort: it.sort, label: it.label?.trim() || null, caption: it.caption?.trim() || null, sectionKey: it.sectionKey || null };
      if (Object.entries(patch).some(([k, v]) => (row[k] ?? null) !== v)) await patchRow(tx, hdAlbumItem, row, patch, at);
    }
    const coverImageId = layout.coverImageId === undefined ? album.coverImageId : layout.coverImageId;
    const after = await patchRow(tx, hdAlbum, album, { sections: layout.sections, coverImageId }, at);
    await recordActorChange(tx, actorOf(call), { table: hdAlbum, recordId: layout.albumId, before: album, after, at, method: "saveAlbumLayout", summary: `保存排版：图集「${String(album.title)}」` });
    return { data: after };
  });
}

export function registerAlbumLayout(registry: MethodRegistry): void {
  registry.add(method({
    service: hdAlbum.service, method: "saveAlbumLayout", input: layoutPayload,
    access: { kind: "right", object: hdAlbum.access, level: "WRITE" },
    handler: (call, input) => saveAlbumLayout(call, input),
  }));
}
