import { z } from "zod";
import { article } from "../../../../src/catalogue/registry";
import { richTextMayShow } from "../../../../src/catalogue/richTextImages";
import type { Db, Row } from "../../../platform/db/types";
import { read, type ServerDeps } from "../../../platform/rpc/call";
import { method, type MethodRegistry } from "../../../platform/rpc/registry";
import { signFileUrl } from "../../../platform/storage/policy";
import { notFound } from "../../../platform/wire/errors";
import { signImages } from "../../../richtext/preview";
import { sanitizeRichText } from "../../../richtext/sanitize";
import { resolveEmbeds } from "./embeds";

const input = z.object({ Id: z.number({ error: "请指定文章（Id）" }).int("文章 Id 必须是整数").positive("文章 Id 必须是正整数") });
const contentField = article.fields.find((f) => f.key === "content")!;

/** The cover's 2.35:1 crop box `[x1, y1, x2, y2]` (fractions), or null for the whole cover. */
function wideCrop(stored: unknown): number[] | null {
  const list: unknown = typeof stored === "string" ? JSON.parse(stored) : stored;
  const box = Array.isArray(list) ? (list as { ratio?: unknown; box?: unknown }[]).find((c) => c.ratio === "2.35:1")?.box : undefined;
  const n = typeof box === "string" ? box.split(",").map(Number) : [];
  return n.length === 4 && n.every((x) => Number.isFinite(x) && x >= 0 && x <= 1) && n[2]! > n[0]! && n[3]! > n[1]! ? n : null;
}

/** The label of a 栏目 value from the `article` dictionary (the value itself when the dictionary lacks it). */
async function categoryLabel(db: Db, value: unknown): Promise<string> {
  if (typeof value !== "string" || value === "") return "";
  const row = await db.selectFrom("dict").select("items").where("name", "=", "article").executeTakeFirst();
  const items = typeof row?.items === "string" ? (JSON.parse(row.items) as { value: string; label: string }[]) : [];
  return items.find((i) => i.value === value)?.label ?? value;
}

/**
 * A stored article as the app shows it — the stored, sanitised text (sanitised again on the way out: a row
 * written by hand shows no script either) with its work cards, videos and HD details resolved and its
 * pictures and cover signed. For the console's preview and for the signed preview link alike.
 */
export async function articlePreviewData(deps: Pick<ServerDeps, "db" | "secret" | "now">, row: Row): Promise<Record<string, unknown>> {
  const mayShow = (key: string) => richTextMayShow(contentField, article.access, key);
  // Work cards and videos show what their records say now (a renamed work updates every article).
  const html = typeof row.content === "string"
    ? signImages(deps, await resolveEmbeds(deps.db, sanitizeRichText(row.content, { embeds: true }), "app", { secret: deps.secret, now: deps.now() }), mayShow) : "";
  const cover = typeof row.cover === "string" && row.cover !== "" && mayShow(row.cover) ? signFileUrl(deps.secret, row.cover, { now: deps.now() }) : null;
  return {
    Id: Number(row.Id), title: String(row.title ?? ""), subtitle: row.subtitle ?? null, author: row.author ?? null, sourceText: row.sourceText ?? null,
    category: await categoryLabel(deps.db, row.categoryId), publishState: row.publishState, publishedAt: row.publishedAt === null ? null : Number(row.publishedAt),
    utime: Number(row.utime), cover, coverCrop: cover === null ? null : wideCrop(row.coverCrops), html,
  };
}

/** `ArticleServiceAdmin/getArticlePreview {Id}` (content.md §7.3): articlePreviewData. Needs READ on `article`; deleted articles are gone. */
export function registerArticlePreview(registry: MethodRegistry): void {
  registry.add(method({
    service: article.service, method: "getArticlePreview", access: read("article"), input,
    async handler(call, { Id }) {
      const row = await call.db.selectFrom("article").selectAll().where("Id", "=", Id).where("deleted", "=", 0).executeTakeFirst();
      if (!row) throw notFound(`文章不存在或已删除（Id ${Id}）`);
      return { data: await articlePreviewData(call, row) };
    },
  }));
}
