/**
 * 工具栏 (commerce.md §6.4): a tab needs its selected icon; the link fits its kind; at most 5 live tabs
 * and 10 live home tools per platform at any instant; 上线/下线, 上移/下移 within the position.
 */
import { toolbarItem } from "../../../../src/catalogue/registry";
import type { Row } from "../../../platform/db/types";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { invalid } from "../../../platform/wire/errors";
import { registerActions } from "../../../resources/actions";
import type { WriteContext } from "../../../resources/hooks";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { checkLiveLimit } from "../../../resources/slotLiveLimit";
import { placementHooks, placementSweeper } from "../../../resources/slotPlacement";
import { moveSlot } from "../editorRecommendation/slotOrder";

const LIMITS: Readonly<Record<string, { limit: number; groupLabel: string }>> = {
  TAB_BAR: { limit: 5, groupLabel: "底部导航" },
  HOME_TOOLS: { limit: 10, groupLabel: "首页工具栏" },
};

async function checkItem(ctx: WriteContext, next: Row): Promise<void> {
  if (next.position === "TAB_BAR" && !next.iconActive) throw invalid("底部导航须上传选中图标");
  const link = String(next.link ?? "").trim();
  if (next.linkType === "H5" && !/^https:\/\/\S+$/.test(link)) throw invalid("跳转为网页时，跳转地址须是 https:// 开头的地址");
  if (next.linkType === "NATIVE" && !/^[a-z][a-zA-Z0-9_/-]*$/.test(link)) throw invalid("跳转为原生页面时，跳转地址须是 App 的路由名，如 tools/compare");
  const rule = LIMITS[String(next.position)];
  if (rule) await checkLiveLimit(ctx, next, { groupKey: "position", limit: rule.limit, groupLabel: rule.groupLabel, noun: "入口" });
}

const hooks = placementHooks({ check: checkItem });

export const rules = defineRules("toolbarItem", (registry: MethodRegistry) => {
  registerResource(registry, toolbarItem, hooks);
  registerActions(registry, toolbarItem, {
    setToolbarItemOnline: ({ input }) => ({ online: input.online }),
    moveUpToolbarItem: moveSlot(toolbarItem, "position", "up"),
    moveDownToolbarItem: moveSlot(toolbarItem, "position", "down"),
  }, hooks);
}, { sweepers: [placementSweeper(toolbarItem)] });
