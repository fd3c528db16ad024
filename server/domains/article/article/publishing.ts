/**
 * content.md §7.1 on the server: what an article needs before it goes online (cover, 栏目, text), the
 * 定时发布 time (at least five minutes ahead), the summary that defaults to the text's first 54
 * characters, and the §0.4 rule that an online article is not deleted.
 */
import { article } from "../../../../src/catalogue/registry";
import type { ResourceHooks } from "../../../resources/hooks";
import { publishHooks, refuseOnlineDelete } from "../../../resources/publish";
import type { TransitionContext, TransitionHooks } from "../../../resources/transitions";
import { invalid, precondition } from "../../../platform/wire/errors";
import { sanitizeRichText } from "../../../richtext/sanitize";
import { checkHdDetails } from "./hdDetails";

const MIN_LEAD_MS = 5 * 60_000;
const SUMMARY_CHARS = 54;

/** The text of sanitised HTML as a reader sees it: tags dropped, entities of the sanitiser read back, spaces folded. */
export function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, " ").replace(/&nbsp;/g, " ").replace(/&lt;/g, "<").replace(/&gt;/g, ">")
    .replace(/&quot;/g, "\"").replace(/&#39;/g, "'").replace(/&amp;/g, "&").replace(/\s+/g, " ").trim();
}

/** Stored text with words or a picture in it. */
const hasBody = (html: unknown) => typeof html === "string" && (plainText(html) !== "" || html.includes("<img "));

/** Refuses (nothing changes) an article that may not go online, naming everything it lacks. */
function checkReady({ current }: TransitionContext): void {
  const missing = [
    ...(current.cover ? [] : ["封面"]),
    ...(current.categoryId ? [] : ["栏目"]),
    ...(hasBody(current.content) ? [] : ["正文"]),
  ];
  if (missing.length > 0) throw precondition(`文章「${String(current.title)}」还缺少${missing.join("、")}，不能发布`);
}

export const articleTransitions: TransitionHooks = {
  ...publishHooks(checkReady),
  schedule(ctx) {
    checkReady(ctx);
    const at = Number(ctx.input.scheduledAt);
    if (!(at >= ctx.call.now() + MIN_LEAD_MS)) throw invalid("定时发布时间至少要在 5 分钟之后");
    return { scheduledAt: at };
  },
  unschedule: () => ({ scheduledAt: null }),
};

/** The first 54 characters of the text as a reader sees it (of the sanitised text: what is stored). */
function autoSummary(html: unknown): string {
  return typeof html === "string" ? [...plainText(sanitizeRichText(html))].slice(0, SUMMARY_CHARS).join("") : "";
}

export const articleHooks: ResourceHooks = {
  async beforeWrite({ value, current, tx }) {
    // A region outside its image, or an image the app cannot show, is refused before anything is written.
    if (typeof value.content === "string") await checkHdDetails(tx, sanitizeRichText(value.content, { embeds: true }));
    const related = value.relatedWorks;
    if (Array.isArray(related) && related.length > 20) throw invalid("关联作品最多 20 件");
    // A summary left empty is the text's opening, as the app shows it in lists (§7.1), and it follows
    // the text for as long as nobody has written one of their own.
    const given = value.summary;
    const stored = current?.summary ?? null;
    const automatic = given === "" || given === null || (given === undefined && (stored === null || stored === autoSummary(current?.content)));
    const content = value.content === undefined ? current?.content : value.content;
    if (automatic && (value.content !== undefined || given !== undefined)) {
      const text = autoSummary(content);
      return { ...value, summary: text === "" ? null : text };
    }
    return value;
  },
  beforeDelete: refuseOnlineDelete(article),
};
