/** 编辑推荐 (commerce.md §6.2): placement, a target that exists, ≤ 8 live banners per platform, 上线/下线, 上移/下移. */
import { editorRecommendation } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerActions } from "../../../resources/actions";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { checkLiveLimit } from "../../../resources/slotLiveLimit";
import { placementHooks, placementSweeper } from "../../../resources/slotPlacement";
import { moveSlot } from "./slotOrder";
import { checkTarget } from "./target";

const hooks = placementHooks({
  async check(ctx, next) {
    await checkTarget(ctx.tx, next);
    if (next.position === "HOME_BANNER") await checkLiveLimit(ctx, next, { groupKey: "position", limit: 8, groupLabel: "首页轮播", noun: "推荐" });
  },
});

export const rules = defineRules("editorRecommendation", (registry: MethodRegistry) => {
  registerResource(registry, editorRecommendation, hooks);
  registerActions(registry, editorRecommendation, {
    setEditorRecommendationOnline: ({ input }) => ({ online: input.online }),
    moveUpEditorRecommendation: moveSlot(editorRecommendation, "position", "up"),
    moveDownEditorRecommendation: moveSlot(editorRecommendation, "position", "down"),
  }, hooks);
}, { sweepers: [placementSweeper(editorRecommendation)] });
