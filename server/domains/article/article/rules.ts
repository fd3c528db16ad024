import { article } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { articleDemoImages } from "./demoImages";
import { registerArticleLinks } from "./links";
import { registerArticlePreview } from "./preview";
import { articleHooks, articleTransitions } from "./publishing";
import { scheduledArticles } from "./scheduler";
import { registerArticleToOfficialAccount } from "./toOfficialAccount";

/** 文章 (content.md §7.1, §7.3): its rules and publishing, the preview and its links, 同步到公众号, 定时发布 and the demo pictures. */
export const rules = defineRules("article", (registry: MethodRegistry) => {
  registerResource(registry, article, { ...articleHooks, transitions: articleTransitions });
  registerArticlePreview(registry);
  registerArticleLinks(registry);
  registerArticleToOfficialAccount(registry);
}, { sweepers: [scheduledArticles, articleDemoImages] });
