import { exhibitionWork } from "../../../../src/catalogue/registry";
import type { Row, Tx } from "../../../platform/db/types";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { invalid } from "../../../platform/wire/errors";
import { registerActions } from "../../../resources/actions";
import type { ResourceHooks } from "../../../resources/hooks";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { defaultLabel, findItem, itemStateOf, itemTitle } from "./items";

const MAX_REGIONS = 20;

/** 展品数 of an exhibition: its enabled works, recounted in the transaction of every change to them. */
export async function recountWorks(tx: Tx, projectId: number): Promise<void> {
  const row = await tx.selectFrom("exhibition_work").select((eb) => eb.fn.countAll().as("n"))
    .where("projectId", "=", projectId).where("enabled", "=", 1).executeTakeFirst();
  await tx.updateTable("exhibition").set({ workCount: Number(row?.n ?? 0) }).where("Id", "=", projectId).execute();
}

function checkRegions(regions: unknown): void {
  if (regions === null || regions === undefined) return;
  if (!Array.isArray(regions)) throw invalid("重点局部必须是区域列表 [{x,y,w,h,title,text}]");
  if (regions.length > MAX_REGIONS) throw invalid(`重点局部最多 ${MAX_REGIONS} 个，现有 ${regions.length} 个`);
  for (const [i, r] of regions.entries()) {
    const box = r as Record<string, unknown>;
    const ok = ["x", "y", "w", "h"].every((k) => typeof box[k] === "number" && Number.isFinite(box[k]) && (box[k] as number) >= 0);
    if (!ok || (box.w as number) <= 0 || (box.h as number) <= 0) throw invalid(`第 ${i + 1} 个重点局部的 x、y、w、h 须为非负数，宽高大于 0`);
  }
}

/** A new work is a live record of its library, once per exhibition; titles and label default from it. */
const workHooks: ResourceHooks = {
  async beforeWrite({ call, tx, mode, value, current }) {
    const out = { ...value };
    checkRegions(out.focusRegions);
    if (mode === "create") {
      const projectId = Number(out.projectId);
      const { def, row } = await findItem(call, tx, out.itemType, out.itemId);
      out.itemKey = `${projectId}:${String(out.itemType)}:${String(out.itemId)}`;
      const dup = await tx.selectFrom("exhibition_work").select("Id").where("itemKey", "=", out.itemKey as string).executeTakeFirst();
      if (dup) throw invalid(`「${itemTitle(def, row)}」已在这个展览中`);
      if (out.displayTitle === undefined || out.displayTitle === null || out.displayTitle === "") out.displayTitle = itemTitle(def, row);
      if (out.label === undefined || out.label === null || out.label === "") out.label = defaultLabel(row);
      out.itemState = itemStateOf(row);
      if (out.enabled === undefined || out.enabled === null) out.enabled = true;
      if (out.sort === undefined || out.sort === null) {
        const last = await tx.selectFrom("exhibition_work").select((eb) => eb.fn.max("sort").as("m")).where("projectId", "=", projectId).executeTakeFirst();
        out.sort = last?.m === null || last?.m === undefined ? 10 : Math.min(99_999, Number(last.m) + 10);
      }
    } else if (current && (out.displayTitle === "" || out.displayTitle === null)) {
      const { def, row } = await findItem(call, tx, current.itemType, current.itemId);
      out.displayTitle = itemTitle(def, row);
    }
    return out;
  },
  async afterWrite({ tx, record }) {
    await recountWorks(tx, Number(record.projectId));
  },
  async afterDelete({ tx, current }) {
    await recountWorks(tx, Number(current.projectId));
  },
};

/** 展览作品: the generic methods over picked works; 批量设置单元 and 启用/停用 on a selection. */
export const rules = defineRules("exhibitionWork", (registry: MethodRegistry) => {
  registerResource(registry, exhibitionWork, workHooks);
  registerActions(registry, exhibitionWork, {
    setExhibitionWorkSection: ({ input }) => ({ section: input.section }),
    setExhibitionWorkEnabled: ({ input }) => ({ enabled: input.enabled }),
  }, workHooks);
});

/** The works of an exhibition in their order (for copying and for checks before publishing). */
export async function worksOf(tx: Tx, projectId: number): Promise<Row[]> {
  return tx.selectFrom("exhibition_work").selectAll().where("projectId", "=", projectId).orderBy("sort").orderBy("Id").execute() as Promise<Row[]>;
}

