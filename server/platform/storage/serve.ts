import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import { Readable } from "node:stream";
import type { Context } from "hono";
import type { ServerDeps } from "../rpc/call";
import { FILES_PREFIX, verifyFileUrl } from "./policy";
import { filePathOf, keyProblem } from "./store";

/**
 * Stored files are served from the console's own origin, so they are never let act as a page of it:
 * a sandbox with nothing allowed but showing themselves, and anything a browser would not simply
 * show (JSON, and whatever comes next) as a download.
 */
export const FILE_CSP = "sandbox; default-src 'none'; img-src 'self'; media-src 'self'; frame-ancestors 'self'";

/** Types a browser shows by itself without running anything of the file. */
function shownInline(contentType: string): boolean {
  return /^image\/(jpeg|png|webp|gif|tiff)$/.test(contentType) || /^video\/[a-z0-9.+-]+$/.test(contentType) || contentType === "application/pdf";
}

/** `GET /files/{key}?expires=…&signature=…`: a stored file, only through an unexpired signed URL. */
export async function serveFile(c: Context, deps: ServerDeps): Promise<Response> {
  const now = deps.now();
  // The raw path: keys hold only URL-safe characters, so anything percent-encoded is no key.
  const key = new URL(c.req.url).pathname.slice(FILES_PREFIX.length);
  const verdict = verifyFileUrl(deps.secret, key, c.req.query("expires"), c.req.query("signature"), now);
  if (verdict !== "ok") {
    return c.json({ code: 7, message: verdict === "expired" ? "文件链接已过期，请刷新页面后重试" : "文件链接无效（签名不正确）" }, 403);
  }
  const notFound = () => c.json({ code: 5, message: "文件不存在" }, 404);
  if (keyProblem(key)) return notFound();
  const row = await deps.db.selectFrom("upload_file").select("contentType").where("key", "=", key).executeTakeFirst();
  if (!row) return notFound();
  const file = filePathOf(deps.config.dataDir, key);
  const stat = await fs.stat(file).catch(() => null);
  if (!stat?.isFile()) return notFound();
  const body = Readable.toWeb(createReadStream(file)) as unknown as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      "content-type": String(row.contentType),
      "content-length": String(stat.size),
      // The recorded type was read from the bytes; never let a browser guess another one.
      "x-content-type-options": "nosniff",
      "content-security-policy": FILE_CSP,
      // Keys hold only URL-safe characters, so the last segment needs no quoting beyond the quotes.
      "content-disposition": shownInline(String(row.contentType)) ? "inline" : `attachment; filename="${key.slice(key.lastIndexOf("/") + 1)}"`,
      // The URL itself expires, so caches may keep it no longer than that, and only privately.
      "cache-control": `private, max-age=${Math.max(0, Math.floor(Number(c.req.query("expires")) - now / 1000))}`,
    },
  });
}
