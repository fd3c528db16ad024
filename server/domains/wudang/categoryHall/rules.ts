import { z } from "zod";
import { categoryHall } from "../../../../src/catalogue/registry";
import { nextUtime } from "../../../platform/db/utime";
import { write } from "../../../platform/rpc/call";
import { method, type MethodRegistry } from "../../../platform/rpc/registry";
import { invalid } from "../../../platform/wire/errors";
import { registerActions } from "../../../resources/actions";
import { recordChange } from "../../../resources/changes";
import type { ResourceHooks } from "../../../resources/hooks";
import { registerResource } from "../../../resources/methods";
import { idSchema } from "../../../resources/payload";
import { defineRules } from "../../rules";
import { checkParent, checkPlatforms, hallItemCount } from "./halls";

/** Two levels, known platforms, rules that hold; 条目数 recomputed on save; a new hall goes last among its siblings. */
const hallHooks: ResourceHooks = {
  async beforeWrite({ tx, value, current }) {
    const out = { ...value };
    if (out.parentId !== undefined) await checkParent(tx, out.parentId, current);
    checkPlatforms(out.platforms);
    const pick = (k: string) => (out[k] !== undefined ? out[k] : current?.[k]);
    if (out.ruleType !== undefined || out.items !== undefined || out.query !== undefined) {
      out.itemCount = await hallItemCount(tx, pick("ruleType"), pick("items"), pick("query"));
    }
    if (current === null) {
      if (out.enabled === undefined || out.enabled === null) out.enabled = true;
      if (out.sort === undefined || out.sort === null) {
        const parentId = (out.parentId ?? null) as number | null;
        let q = tx.selectFrom("category_hall").select((eb) => eb.fn.max("sort").as("m"));
        q = parentId === null ? q.where("parentId", "is", null) : q.where("parentId", "=", parentId);
        const last = await q.executeTakeFirst();
        out.sort = last?.m === null || last?.m === undefined ? 0 : Math.min(99_999, Number(last.m) + 1);
      }
    }
    return out;
  },
  async beforeDelete({ tx, current }) {
    const child = await tx.selectFrom("category_hall").select("name").where("parentId", "=", Number(current.Id)).limit(1).executeTakeFirst();
    if (child) throw invalid(`「${String(current.name)}」下还有分类馆「${String(child.name)}」，请先删除或移走下级`);
  },
};

/** 分类馆: the generic methods, 启用/停用, and `sortCategoryHall` — one level's new order in one transaction. */
export const rules = defineRules("categoryHall", (registry: MethodRegistry) => {
  registerResource(registry, categoryHall, hallHooks);
  registerActions(registry, categoryHall, { setCategoryHallEnabled: ({ input }) => ({ enabled: input.enabled }) }, hallHooks);

  registry.add(method({
    service: categoryHall.service, method: "sortCategoryHall", access: write(categoryHall.access),
    input: z.object({
      parentId: idSchema.nullable().optional(),
      Ids: z.array(idSchema, { error: "Ids 必须是 Id 数组" }).min(1, "Ids 不能为空").max(500, "一次最多排序 500 个分类馆"),
    }),
    async handler(call, { parentId = null, Ids }) {
      if (new Set(Ids).size !== Ids.length) throw invalid("Ids 中有重复的 Id");
      return call.db.transaction().execute(async (tx) => {
        let q = tx.selectFrom("category_hall").select(["Id", "sort", "utime"]);
        q = parentId === null ? q.where("parentId", "is", null) : q.where("parentId", "=", parentId);
        const siblings = await q.execute();
        const known = new Set(siblings.map((s) => Number(s.Id)));
        if (Ids.length !== known.size || Ids.some((id) => !known.has(id))) throw invalid("Ids 必须恰好是同一上级下的全部分类馆");
        const before = Object.fromEntries(siblings.map((s) => [String(s.Id), Number(s.sort)]));
        for (const [i, id] of Ids.entries()) {
          const s = siblings.find((x) => Number(x.Id) === id);
          await tx.updateTable("category_hall").set({ sort: i, utime: nextUtime(Number(s?.utime ?? 0), call.now()) }).where("Id", "=", id).execute();
        }
        const after = Object.fromEntries(Ids.map((id, i) => [String(id), i]));
        await recordChange(tx, call, { resource: categoryHall, action: "action", recordId: parentId ?? Ids[0] as number, before, after, summary: "分类馆排序" });
        return { data: Ids };
      });
    },
  }));
});
