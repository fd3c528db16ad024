/** 推荐主题 (commerce.md §6.13): placement checks, at most 100 picked works, the 展示状态 kept current. */
import { recommendTheme } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { invalid } from "../../../platform/wire/errors";
import type { WriteContext } from "../../../resources/hooks";
import { registerResource } from "../../../resources/methods";
import { checkPlacement, placementPatch, placementSweeper } from "../../../resources/slotPlacement";
import { defineRules } from "../../rules";

const MAX_ITEMS = 100;
/** The libraries a picked work may come from (the app's work detail pages). */
const RES_TYPES = ["suha", "sufa", "wenwu", "west", "hd"];

function itemsOf(value: unknown): { resType: string; resId: number }[] {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value)) throw invalid("精选作品应为列表：[{\"resType\": \"suha\", \"resId\": 12}]");
  if (value.length > MAX_ITEMS) throw invalid(`精选作品最多 ${MAX_ITEMS} 件，现有 ${value.length} 件`);
  const seen = new Set<string>();
  return value.map((item, i) => {
    const o = item as { resType?: unknown; resId?: unknown } | null;
    if (!o || typeof o.resType !== "string" || !RES_TYPES.includes(o.resType) || !Number.isInteger(o.resId) || Number(o.resId) <= 0) {
      throw invalid(`精选作品第 ${i + 1} 项应为 {resType, resId}，resType 为 ${RES_TYPES.join("、")} 之一，resId 为正整数`);
    }
    const key = `${o.resType}:${String(o.resId)}`;
    if (seen.has(key)) throw invalid(`精选作品第 ${i + 1} 项与前面重复`);
    seen.add(key);
    return { resType: o.resType, resId: Number(o.resId) };
  });
}

async function beforeWrite(ctx: WriteContext): Promise<Record<string, unknown>> {
  const value = { ...ctx.value };
  const merged = { ...(ctx.current ?? {}), ...value };
  checkPlacement(merged);
  if (ctx.mode === "create" || Object.hasOwn(value, "items")) value.itemCount = itemsOf(merged.items).length;
  return { ...value, ...placementPatch(merged, ctx.call.now()) };
}

export const rules = defineRules("recommendTheme", (registry: MethodRegistry) => {
  registerResource(registry, recommendTheme, { beforeWrite });
}, { sweepers: [placementSweeper(recommendTheme)] });
