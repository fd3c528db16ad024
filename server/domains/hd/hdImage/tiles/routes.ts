import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import type { BlockList } from "node:net";
import path from "node:path";
import { Readable } from "node:stream";
import { Hono, type Context } from "hono";
import type { ServerDeps } from "../../../../platform/rpc/call";
import { requestOrigin, trustedProxyList } from "../../../../platform/rpc/clientAddress";
import { publicBase } from "../../../../platform/rpc/publicBase";
import { levelZeroInfo, storedSizes } from "./levelZero";
import { pyramidDir } from "./paths";
import { regionImage } from "./region";
import { remainingSeconds, TILES_PREFIX, verifyTileBase } from "./sign";

/**
 * `GET /tiles/{expires}/{signature}/{tileKey}/…`: an image's pyramid, only through an unexpired
 * signature of its tileKey. What may follow the key is a closed list of shapes (IIIF info.json and
 * `{region}/{size}/0/default.jpg`, Deep Zoom `image.dzi` and `image_files/{level}/{x}_{y}.jpeg`), so no
 * path can leave the pyramid's folder. The IIIF service is level 0 in full (levelZero.ts): `full/max`
 * answers the largest whole image, info.json lists what is on disk, and the bare base redirects to it.
 */

const IIIF_TILE = /^(full|\d{1,9},\d{1,9},\d{1,9},\d{1,9})\/(max|\d{1,9},|\d{1,9},\d{1,9})\/0\/default\.jpg$/;
const DZ_TILE = /^image_files\/\d{1,3}\/\d{1,9}_\d{1,9}\.jpeg$/;
const BASE = /^\/tiles\/(\d{1,12})\/([A-Za-z0-9_-]{43})\/([a-z0-9][a-z0-9-]{0,199})(?:\/(.+))?$/;
const FULL_MAX = "full/max/0/default.jpg";

const IIIF_JSON_LD = 'application/ld+json;profile="http://iiif.io/api/image/3/context.json"';

function refuse(c: Context, status: 403 | 404, message: string): Response {
  return c.json({ code: status === 403 ? 7 : 5, message }, status);
}

async function serveTile(c: Context, deps: ServerDeps, trusted: BlockList): Promise<Response> {
  const now = deps.now();
  // The raw path: every part is URL-safe, so anything percent-encoded matches no shape.
  const match = BASE.exec(new URL(c.req.url).pathname);
  if (!match) return refuse(c, 404, "瓦片不存在");
  const [, expires = "", signature = "", tileKey = "", rest = ""] = match;
  const verdict = verifyTileBase(deps.secret, tileKey, expires, signature, now);
  if (verdict === "expired") return refuse(c, 403, "瓦片链接已过期");
  if (verdict !== "ok") return refuse(c, 403, "瓦片链接无效（签名不正确）");
  // The service's id is its signed base, under the public URL: the bare base redirects to its info.json (IIIF Image 3 §2.1).
  const id = `${publicBase(deps.config, requestOrigin(c, trusted))}${TILES_PREFIX}/${expires}/${signature}/${tileKey}`;
  if (rest === "") return c.redirect(`${id}/info.json`, 303);
  if (rest !== "info.json" && rest !== "image.dzi" && !IIIF_TILE.test(rest) && !DZ_TILE.test(rest)) return refuse(c, 404, "瓦片不存在");
  const root = pyramidDir(deps.config.dataDir, tileKey);
  const largest = rest === FULL_MAX ? (await storedSizes(root)).at(-1) : undefined;
  if (rest === FULL_MAX && !largest) return refuse(c, 404, "瓦片不存在");
  const file = largest ? path.join(root, "full", `${largest.width},${largest.height}`, "0", "default.jpg") : path.join(root, ...rest.split("/"));
  if (!file.startsWith(root + path.sep)) return refuse(c, 404, "瓦片不存在");
  const headers: Record<string, string> = {
    // The URL itself expires, so caches may keep it no longer than that, and only privately.
    "cache-control": `private, max-age=${remainingSeconds(expires, now)}`,
    "x-content-type-options": "nosniff",
    "access-control-allow-origin": "*",
  };
  if (rest === "info.json") {
    const text = await fs.readFile(file, "utf8").catch(() => null);
    if (text === null) return refuse(c, 404, "瓦片不存在");
    // The id is the signed base this request came through, so every tile URL a viewer builds keeps the signature.
    const info = levelZeroInfo(JSON.parse(text) as Record<string, unknown>, await storedSizes(root), id);
    // JSON-LD only when asked for (IIIF Image 3 §7.1), plain JSON otherwise.
    const type = (c.req.header("accept") ?? "").includes("application/ld+json") ? IIIF_JSON_LD : "application/json";
    return new Response(JSON.stringify(info), { headers: { ...headers, "content-type": type, vary: "Accept" } });
  }
  const stat = await fs.stat(file).catch(() => null);
  if (!stat?.isFile()) {
    // Not a tile on disk: perhaps a region an article's HD detail asks for (region.ts).
    const cut = await regionImage(root, rest);
    if (!cut) return refuse(c, 404, "瓦片不存在");
    return new Response(new Uint8Array(cut), { headers: { ...headers, "content-type": "image/jpeg", "content-length": String(cut.length) } });
  }
  const type = rest === "image.dzi" ? "application/xml" : "image/jpeg";
  const body = Readable.toWeb(createReadStream(file)) as unknown as ReadableStream<Uint8Array>;
  return new Response(body, { headers: { ...headers, "content-type": type, "content-length": String(stat.size) } });
}

export function tileRoutes(deps: ServerDeps): Hono {
  const app = new Hono();
  const trusted = trustedProxyList(deps.config.trustedProxies);
  app.get(`${TILES_PREFIX}/*`, (c) => serveTile(c, deps, trusted));
  return app;
}
