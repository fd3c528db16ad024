/**
 * 同步到公众号 from an article (content.md §7.1): the article's official-account draft — the one not yet
 * published (未同步, 已同步草稿箱 or 发布失败), else a new one — takes the article's title, author,
 * summary, cover with its crop boxes and text (work cards and videos as plain paragraphs, which the platform keeps), and
 * goes to the draft box: `draft/update` when it is there already, `draft/add` otherwise. One
 * transaction: when the platform (or the missing configuration) refuses, nothing of ours changes.
 * Needs W(article) (the action's) and W(order) (the official account's screen, §7.2).
 */
import { z } from "zod";
import { actionOf, levelAtLeast, transitionOf, validateRecord } from "../../../../src/catalogue";
import { article, oaDraft } from "../../../../src/catalogue/registry";
import type { Row, Tx } from "../../../platform/db/types";
import type { AuthedCall } from "../../../platform/rpc/call";
import { method, type MethodRegistry } from "../../../platform/rpc/registry";
import { denied, invalid, notFound, precondition } from "../../../platform/wire/errors";
import { applyUpdate, createResource, inTransaction } from "../../../resources/methods";
import { idSchema } from "../../../resources/payload";
import { lockRow } from "../../../resources/rows";
import { applyTransition, machineHooks } from "../../../resources/transitions";
import { plainText } from "./publishing";
import { resolveEmbeds } from "./embeds";
import { oaDraftHooks, oaDraftTransitions } from "../oaDraft/syncing";

const payload = z.object({ Id: idSchema.optional(), Ids: z.array(idSchema).min(1).max(1, "一次只能同步一篇文章").optional() });

/** The §7.2 limits of a draft, in characters. */
const cut = (text: unknown, n: number) => (typeof text === "string" && text !== "" ? [...text].slice(0, n).join("") : null);

/** The draft's fields as the article has them now. */
async function draftValues(tx: Tx, a: Row): Promise<Record<string, unknown>> {
  const content = await resolveEmbeds(tx, String(a.content ?? ""), "wechat");
  return {
    title: cut(a.title, 32), author: cut(a.author, 16), digest: cut(a.summary, 128) ?? cut(plainText(content), 54),
    content, cover: a.cover, articleType: "news", sourceArticleId: Number(a.Id),
    // The cover's crop boxes go with it (pic_crop_235_1 / pic_crop_1_1).
    coverCrops: typeof a.coverCrops === "string" ? (JSON.parse(a.coverCrops) as unknown) : a.coverCrops ?? null,
  };
}

/** The draft's own rules for these writes, as its generic methods keep them (a new draft starts 未同步). */
const draftHooks = machineHooks(oaDraft, oaDraftHooks);

export function registerArticleToOfficialAccount(registry: MethodRegistry): void {
  const action = actionOf(article, "syncArticleToOa");
  const sync = transitionOf(oaDraft, "sync");
  if (!action || !sync) throw new Error("article.syncArticleToOa or oaDraft.sync is missing from the catalogue");
  registry.add(method({
    service: article.service, method: action.name, input: payload,
    access: { kind: "right", object: article.access, level: "WRITE" },
    async handler(call, input) {
      if (!levelAtLeast(call.user.rights[oaDraft.access], "WRITE")) throw denied("同步到公众号还需要公众号文章的写权限");
      const Id = input.Id ?? input.Ids?.[0];
      if (Id === undefined) throw invalid("请指定要同步的文章（Id）");
      const made = await inTransaction(call.db, async (tx) => {
        const inTx: AuthedCall = { ...call, db: tx };
        const a = await tx.selectFrom("article").selectAll().where("Id", "=", Id).where("deleted", "=", 0).executeTakeFirst();
        if (!a) throw notFound(`文章不存在或已删除（Id ${Id}）`);
        const missing = [...(a.cover ? [] : ["封面"]), ...(plainText(String(a.content ?? "")) !== "" || String(a.content ?? "").includes("<img ") ? [] : ["正文"])];
        if (missing.length > 0) throw precondition(`文章「${String(a.title)}」还缺少${missing.join("、")}，不能同步到公众号`);
        const checked = validateRecord(oaDraft.fields, await draftValues(tx, a), "update");
        if (!checked.ok) throw precondition(`文章「${String(a.title)}」不能同步到公众号：${checked.errors.map((e) => e.message).join("；")}`);
        const values = checked.value;
        const open = await tx.selectFrom("oa_draft").select("Id").where("sourceArticleId", "=", Id)
          .where("syncState", "in", ["local", "synced", "failed"]).orderBy("Id", "desc").limit(1).executeTakeFirst();
        let draft: Row;
        if (open) {
          // A synced draft follows through draft/update (its hooks); the others are only local until synced below.
          draft = await applyUpdate(tx, inTx, oaDraft, await lockRow(tx, oaDraft, Number(open.Id)), values, {
            hooks: draftHooks, change: { action: "action", method: action.name, summary: `${action.label}：文章「${String(a.title)}」` },
          });
        } else {
          draft = await createResource(inTx, oaDraft, values, draftHooks);
        }
        if (draft.syncState === "synced") return draft;
        return applyTransition(tx, inTx, oaDraft, sync, draft, {}, { hooks: oaDraftHooks, sideEffect: oaDraftTransitions.sync });
      });
      return { data: made };
    },
  }));
}
