/**
 * 标注标签 rules (content.md §11.1): a tree of at most three levels (no cycles), shapes among 矩形/多边形,
 * a hotkey unique among its siblings; a tag used by slices or tasks is disabled rather than deleted.
 */
import { annotationSlice, annotationTag, reviseTask } from "../../../../src/catalogue/registry";
import type { Row, Tx } from "../../../platform/db/types";
import { byCatalogue } from "../../../platform/db/types";
import { invalid, precondition } from "../../../platform/wire/errors";
import type { ResourceHooks } from "../../../resources/hooks";

export const MAX_TAG_DEPTH = 3;
const SHAPES = ["rect", "polygon"];

async function parentOf(tx: Tx, id: number): Promise<Row | undefined> {
  return byCatalogue(tx).selectFrom(annotationTag.table).select(["Id", "parentId", "label"]).where("Id", "=", id).executeTakeFirst();
}

/** Depth of a tag placed under `parentId` (1 = top level); refuses a cycle through `selfId`. */
async function depthUnder(tx: Tx, parentId: unknown, selfId: number | null): Promise<number> {
  let depth = 1;
  let at = typeof parentId === "number" ? parentId : null;
  while (at !== null) {
    if (at === selfId) throw invalid("上级标签不能是它自己或它的下级");
    const row = await parentOf(tx, at);
    if (!row) throw invalid(`上级标签（Id ${at}）不存在`);
    depth += 1;
    if (depth > 10) break;
    at = typeof row.parentId === "number" ? row.parentId : null;
  }
  return depth;
}

/** How many levels hang below a tag (0 for a leaf). */
async function heightBelow(tx: Tx, id: number, seen = 0): Promise<number> {
  if (seen > 10) return seen;
  const kids = await byCatalogue(tx).selectFrom(annotationTag.table).select("Id").where("parentId", "=", id).execute();
  let most = 0;
  for (const k of kids) most = Math.max(most, 1 + await heightBelow(tx, Number(k.Id), seen + 1));
  return most;
}

export const tagHooks: ResourceHooks = {
  async beforeWrite({ tx, mode, value, current }) {
    const merged = { ...(current ?? {}), ...value };
    if (value.shapes !== undefined) {
      const shapes = Array.isArray(value.shapes) ? value.shapes : [];
      if (shapes.length === 0 || shapes.some((s) => !SHAPES.includes(String(s))) || new Set(shapes).size !== shapes.length) {
        throw invalid("允许形状须为 rect（矩形）、polygon（多边形）中的一个或两个");
      }
    }
    const selfId = current ? Number(current.Id) : null;
    if (mode === "create" || Object.hasOwn(value, "parentId")) {
      const depth = await depthUnder(tx, merged.parentId, selfId);
      const below = selfId === null ? 0 : await heightBelow(tx, selfId);
      if (depth + below > MAX_TAG_DEPTH) throw invalid(`标注标签最多 ${MAX_TAG_DEPTH} 级`);
    }
    if (typeof merged.hotkey === "string" && merged.hotkey !== "" && (Object.hasOwn(value, "hotkey") || Object.hasOwn(value, "parentId"))) {
      let q = byCatalogue(tx).selectFrom(annotationTag.table).select("label").where("hotkey", "=", merged.hotkey);
      q = typeof merged.parentId === "number" ? q.where("parentId", "=", merged.parentId) : q.where("parentId", "is", null);
      if (selfId !== null) q = q.where("Id", "!=", selfId);
      const clash = await q.executeTakeFirst();
      if (clash) throw invalid(`快捷键 ${merged.hotkey} 已被同级标签「${String(clash.label)}」使用`);
    }
    if (mode === "create") return { enabled: true, sort: 0, ...value, sliceCount: 0 };
    return value;
  },
  async beforeDelete({ tx, current }) {
    const id = Number(current.Id);
    const child = await byCatalogue(tx).selectFrom(annotationTag.table).select("Id").where("parentId", "=", id).executeTakeFirst();
    if (child) throw precondition(`标签「${String(current.label)}」还有下级标签，不能删除`);
    const slice = await tx.selectFrom(annotationSlice.table).select("Id").where("tagId", "=", id).executeTakeFirst();
    if (slice) throw precondition(`标签「${String(current.label)}」已有切片使用，不能删除，请停用`);
    const tasks = await tx.selectFrom(reviseTask.table).select("tagIds").execute();
    const used = tasks.some((t) => {
      const raw: unknown = t.tagIds;
      const ids: unknown = typeof raw === "string" ? JSON.parse(raw) : raw;
      return Array.isArray(ids) && ids.includes(id);
    });
    if (used) throw precondition(`标签「${String(current.label)}」已用于修订任务，不能删除，请停用`);
  },
};
