/**
 * The two links of an article (content.md §7.1 复制分享链接, §7.3 复制预览链接):
 * - the share address, `{MOYUAN_PUBLIC_URL}/share/article/{Id}`, for an online article only: it shows the
 *   article to anyone, as it is now;
 * - a signed preview link, `{MOYUAN_PUBLIC_URL}/share/article-preview/{Id}.{expires}.{signature}`, valid 24 hours,
 *   that shows the phone preview of any state (a draft too) to someone without a session. The signature is an
 *   HMAC of the server's secret over a purpose tag (as the store's file URLs are), so no other signature passes.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { actionOf } from "../../../../src/catalogue";
import { article } from "../../../../src/catalogue/registry";
import { read, type AuthedCall } from "../../../platform/rpc/call";
import { publicBase } from "../../../platform/rpc/publicBase";
import { method, type MethodRegistry } from "../../../platform/rpc/registry";
import { notFound, precondition } from "../../../platform/wire/errors";
import { idSchema } from "../../../resources/payload";

export const PREVIEW_LINK_TTL_MS = 24 * 3_600_000;
export const SHARE_PATH = "/share/article";
export const PREVIEW_PATH = "/share/article-preview";

const signature = (secret: string, Id: number, expires: number) =>
  createHmac("sha256", secret).update(`article-preview\n${Id}\n${expires}`).digest("base64url");

/** `{Id}.{expires}.{signature}`, expires in Unix seconds. */
export function signPreviewToken(secret: string, Id: number, now: number, ttlMs = PREVIEW_LINK_TTL_MS): { token: string; expires: number } {
  const expires = Math.floor((now + ttlMs) / 1000);
  return { token: `${Id}.${expires}.${signature(secret, Id, expires)}`, expires };
}

export type PreviewVerdict = { ok: true; Id: number } | { ok: false; reason: "signature" | "expired" };

/** Whether a token is one we signed, and not yet expired. */
export function verifyPreviewToken(secret: string, token: string, now: number): PreviewVerdict {
  const m = /^([1-9]\d{0,14})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return { ok: false, reason: "signature" };
  const [, id = "", expires = "", given = ""] = m;
  const expected = Buffer.from(signature(secret, Number(id), Number(expires)));
  const got = Buffer.from(given);
  if (expected.length !== got.length || !timingSafeEqual(expected, got)) return { ok: false, reason: "signature" };
  return now >= Number(expires) * 1000 ? { ok: false, reason: "expired" } : { ok: true, Id: Number(id) };
}

const payload = z.object({ Id: idSchema, utime: z.unknown().optional(), data: z.unknown().optional() });

async function articleRow(call: AuthedCall, Id: number) {
  const row = await call.db.selectFrom("article").select(["Id", "title", "publishState"]).where("Id", "=", Id).where("deleted", "=", 0).executeTakeFirst();
  if (!row) throw notFound(`文章不存在或已删除（Id ${Id}）`);
  return row;
}

/** 复制分享链接 and 复制预览链接 (row actions that answer `data.url`, which the console copies). READ on `article`. */
export function registerArticleLinks(registry: MethodRegistry): void {
  const share = actionOf(article, "copyArticleShareLink");
  const preview = actionOf(article, "copyArticlePreviewLink");
  if (!share || !preview) throw new Error("article.copyArticleShareLink or copyArticlePreviewLink is missing from the catalogue");
  registry.add(method({
    service: article.service, method: share.name, access: read("article"), input: payload,
    async handler(call, { Id }) {
      const row = await articleRow(call, Id);
      // A reader following the address sees only what is online: anything else would be a dead link.
      if (row.publishState !== "online") throw precondition(`文章「${String(row.title)}」尚未发布，分享链接打开后读者看不到；请先发布，或复制预览链接`);
      return { data: { url: `${publicBase(call.config, call.origin)}${SHARE_PATH}/${Id}` } };
    },
  }));
  registry.add(method({
    service: article.service, method: preview.name, access: read("article"), input: payload,
    async handler(call, { Id }) {
      await articleRow(call, Id);
      const { token, expires } = signPreviewToken(call.secret, Id, call.now());
      return { data: { url: `${publicBase(call.config, call.origin)}${PREVIEW_PATH}/${token}`, expiresAt: expires * 1000 } };
    },
  }));
}
