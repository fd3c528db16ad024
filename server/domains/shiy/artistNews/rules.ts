import { artistNews } from "../../../../src/catalogue/registry";
import { TIMELINE_NEWS_TYPES } from "../../../../src/catalogue/resources/shiy/shiyEnums";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { invalid } from "../../../platform/wire/errors";
import type { ResourceHooks } from "../../../resources/hooks";
import { registerResource } from "../../../resources/methods";
import { publishHooks, refuseOnlineDelete } from "../../../resources/publish";
import { defineRules } from "../../rules";

function checkImages(images: unknown): void {
  if (images === null || images === undefined) return;
  if (!Array.isArray(images) || images.some((i) => typeof i !== "string" || i === "")) throw invalid("图片必须是图片地址的列表");
  if (images.length > 9) throw invalid(`图片最多 9 张，现有 ${images.length} 张`);
}

/** Dates in order, at most nine pictures, the timeline default by type; an online entry is taken offline before it is deleted. */
const newsHooks: ResourceHooks = {
  async beforeWrite({ mode, value, current }) {
    const out = { ...value };
    checkImages(out.images);
    const start = out.startDate ?? current?.startDate;
    const end = out.endDate ?? current?.endDate;
    if (typeof start === "string" && typeof end === "string" && end < start) throw invalid("结束日期不能早于开始日期");
    if (mode === "create" && (out.showInTimeline === undefined || out.showInTimeline === null)) out.showInTimeline = TIMELINE_NEWS_TYPES.includes(String(out.newsType));
    return out;
  },
  beforeDelete: refuseOnlineDelete(artistNews, "动态"),
};

/** 艺术家经历与动态 (content.md §8.8), published as content (§0.4). */
export const rules = defineRules("artistNews", (registry: MethodRegistry) => {
  registerResource(registry, artistNews, { ...newsHooks, transitions: publishHooks() });
});
