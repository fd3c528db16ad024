import { z } from "zod";
import { tagItem } from "../../../../src/catalogue/registry";
import { decodeRow } from "../../../platform/db/columns";
import type { Db, Row } from "../../../platform/db/types";
import { read, write } from "../../../platform/rpc/call";
import { invalid } from "../../../platform/wire/errors";
import { method, type MethodRegistry } from "../../../platform/rpc/registry";
import { recordChange } from "../../../resources/changes";
import type { ResourceHooks } from "../../../resources/hooks";
import { createResource, listResource, registerResource } from "../../../resources/methods";
import { idSchema, listPayload, parseJsonq } from "../../../resources/payload";
import { findRecord } from "../../../resources/queries";
import { nextUtime } from "../../../platform/db/utime";
import { defineRules } from "../../rules";

export const SERVICE = "MultiLevelTagServiceAdmin";

export interface TagNode extends Row {
  children: TagNode[];
}

/** The live items of a type as a tree, each level ordered by `sort` then Id. */
export async function tagTree(db: Db, typeId: number): Promise<TagNode[]> {
  const rows = await db.selectFrom("tag_item").selectAll().where("typeId", "=", typeId).where("deleted", "=", 0)
    .orderBy("sort", "asc").orderBy("Id", "asc").execute();
  const nodes = new Map<number, TagNode>();
  for (const r of rows) nodes.set(Number(r.Id), { ...decodeRow(tagItem.fields, r), children: [] });
  const roots: TagNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId as number);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** A parent item must belong to the same type, and an item may not sit under itself or its descendants. */
const itemHooks: ResourceHooks = {
  async beforeWrite({ tx, value, current }) {
    const typeId = (value.typeId ?? current?.typeId) as number;
    const parentId = value.parentId as number | null | undefined;
    if (parentId !== undefined && parentId !== null) {
      let cursor: Row | null = await findRecord(tx, tagItem, parentId);
      if (!cursor) throw invalid(`上级标签不存在（Id ${parentId}）`);
      if (cursor.typeId !== typeId) throw invalid("上级标签必须属于同一标签类型");
      for (let depth = 0; cursor && depth < 64; depth++) {
        if (current && cursor.Id === current.Id) throw invalid("不能把标签移到它自己或它的下级之下");
        cursor = cursor.parentId === null ? null : await findRecord(tx, tagItem, cursor.parentId as number);
      }
    }
    if (value.sort === undefined && current === null) {
      const last = await tx.selectFrom("tag_item").select((eb) => eb.fn.max("sort").as("m"))
        .where("typeId", "=", typeId).where("deleted", "=", 0).executeTakeFirst();
      return { ...value, sort: Number(last?.m ?? -1) + 1 };
    }
    return value;
  },
};

/** 标签: items under their type (the list by type and parent, sorting, batch creation; a type's tree is read in tagType's rules). */
export const rules = defineRules("tagItem", (registry: MethodRegistry) => {
  registerResource(registry, tagItem, itemHooks, ["get", "create", "update", "delete"]);

  registry.add(method({
    service: SERVICE, method: "listItem", access: read(tagItem.access),
    input: listPayload.extend({ Id: idSchema.optional(), typeId: idSchema.optional() }),
    async handler(call, input) {
      // `Id` is the parent item; without it, `cond.jsonq.parentId` may name one (null for the top level).
      const extra: Record<string, unknown> = {};
      if (input.typeId !== undefined) extra.typeId = input.typeId;
      if (input.Id !== undefined) extra.parentId = input.Id;
      const { Id: _id, typeId: _t, ...list } = input;
      const jsonq = parseJsonq(list.cond?.jsonq);
      if (!jsonq.ok) throw invalid(jsonq.message);
      let scope: ResourceHooks = {};
      if (input.Id === undefined && Object.hasOwn(jsonq.value, "parentId") && jsonq.value.parentId === null) {
        delete jsonq.value.parentId;
        scope = { listScope: () => [(eb) => eb("parentId", "is", null)] };
      }
      list.cond = { jsonq: JSON.stringify(jsonq.value) };
      return listResource(call, tagItem, list, scope, extra);
    },
  }));

  registry.add(method({
    service: SERVICE, method: "itemSort", access: write(tagItem.access),
    input: z.object({
      typeId: idSchema,
      parentId: idSchema.nullable().optional(),
      ids: z.array(idSchema, { error: "ids 必须是 Id 数组" }).min(1, "ids 不能为空").max(1000, "一次最多排序 1000 项"),
    }),
    async handler(call, { typeId, parentId = null, ids }) {
      if (new Set(ids).size !== ids.length) throw invalid("ids 中有重复的 Id");
      return call.db.transaction().execute(async (tx) => {
        let q = tx.selectFrom("tag_item").select(["Id", "sort", "utime"]).where("typeId", "=", typeId).where("deleted", "=", 0);
        q = parentId === null ? q.where("parentId", "is", null) : q.where("parentId", "=", parentId);
        const siblings = await q.execute();
        const known = new Set(siblings.map((s) => Number(s.Id)));
        if (ids.length !== known.size || ids.some((id) => !known.has(id))) {
          throw invalid("ids 必须恰好是同一上级下的全部标签");
        }
        const before = Object.fromEntries(siblings.map((s) => [String(s.Id), Number(s.sort)]));
        for (const [i, id] of ids.entries()) {
          const s = siblings.find((x) => Number(x.Id) === id);
          await tx.updateTable("tag_item").set({ sort: i, utime: nextUtime(Number(s?.utime ?? 0), call.now()) }).where("Id", "=", id).execute();
        }
        const after = Object.fromEntries(ids.map((id, i) => [String(id), i]));
        await recordChange(tx, call, { resource: tagItem, action: "action", recordId: parentId ?? typeId, before, after, summary: `标签排序（类型 ${typeId}）` });
        return { data: ids };
      });
    },
  }));

  registry.add(method({
    service: SERVICE, method: "batchCreateItem", access: write(tagItem.access),
    input: z.object({
      typeId: idSchema,
      parentId: idSchema.nullable().optional(),
      labels: z.array(z.string(), { error: "labels 必须是字符串数组" }).min(1, "labels 不能为空").max(500, "一次最多创建 500 项"),
    }),
    async handler(call, { typeId, parentId = null, labels }) {
      const clean = labels.map((l) => l.trim()).filter((l) => l !== "");
      if (clean.length === 0) throw invalid("没有可创建的标签名称");
      // All or nothing: one transaction around every item.
      const created: Row[] = [];
      await call.db.transaction().execute(async (tx) => {
        const txCall = { ...call, db: tx };
        for (const label of clean) {
          created.push(await createResource(txCall, tagItem, { typeId, parentId, label }, itemHooks));
        }
      });
      return { data: created, total: created.length };
    },
  }));
});
