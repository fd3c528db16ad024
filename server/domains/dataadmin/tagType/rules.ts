import { z } from "zod";
import { TAG_QUERIES } from "../../../../src/catalogue";
import { tagItem, tagType } from "../../../../src/catalogue/registry";
import { decodeRow } from "../../../platform/db/columns";
import { read, SIGNED_IN } from "../../../platform/rpc/call";
import { invalid, notFound } from "../../../platform/wire/errors";
import { method, type MethodRegistry } from "../../../platform/rpc/registry";
import type { ResourceHooks } from "../../../resources/hooks";
import { registerResource } from "../../../resources/methods";
import { idSchema } from "../../../resources/payload";
import { findRecord } from "../../../resources/queries";
import { defineRules } from "../../rules";
import { SERVICE, tagTree } from "../tagItem/rules";

/** A type may not sit under itself or its descendants. */
const typeHooks: ResourceHooks = {
  async beforeWrite({ tx, value, current }) {
    let parentId = value.parentId as number | null | undefined;
    for (let depth = 0; current && parentId !== undefined && parentId !== null && depth < 64; depth++) {
      if (parentId === current.Id) throw invalid("不能把标签类型移到它自己或它的下级之下");
      const parent = await findRecord(tx, tagType, parentId);
      parentId = parent?.parentId as number | null | undefined;
    }
    return value;
  },
};

/** 标签类型: the generic methods, and a type's tree of items (by Id or code; by code for the apps' tag queries). */
export const rules = defineRules("tagType", (registry: MethodRegistry) => {
  // listTagType: jsonq {label, parentId}; the generic list does the rest.
  registerResource(registry, tagType, { ...typeHooks, extraFilters: ["parentId"] });

  registry.add(method({
    service: SERVICE, method: "getMultiLevelTag", access: read(tagItem.access),
    input: z.object({ typeId: idSchema.optional(), code: z.string().max(64).optional() }),
    async handler(call, { typeId, code }) {
      let q = call.db.selectFrom("tag_type").selectAll().where("deleted", "=", 0);
      if (typeId !== undefined) q = q.where("Id", "=", typeId);
      else if (code !== undefined) q = q.where("code", "=", code);
      else throw invalid("请提供 typeId 或 code");
      const row = await q.executeTakeFirst();
      if (!row) throw notFound("标签类型不存在");
      const type = decodeRow(tagType.fields, row);
      return { data: { ...type, children: await tagTree(call.db, type.Id as number) } };
    },
  }));

  registry.add(method({
    service: "BaseServiceAdmin", method: "getTags", access: SIGNED_IN,
    input: z.object({ tag: z.string({ error: "请提供 tag" }).min(1, "请提供 tag").max(64) }),
    async handler(call, { tag }) {
      const row = await call.db.selectFrom("tag_type").select("Id").where("code", "=", tag).where("deleted", "=", 0).executeTakeFirst();
      if (!row) throw invalid(`未知的标签编码：${tag}${Object.hasOwn(TAG_QUERIES, tag) ? "（尚未配置）" : ""}`);
      return { data: await tagTree(call.db, Number(row.Id)) };
    },
  }));
});
