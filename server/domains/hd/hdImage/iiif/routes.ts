import type { BlockList } from "node:net";
import { Hono, type Context } from "hono";
import { SUBJECT_TYPES } from "../../../../../src/catalogue/resources/content/contentEnums";
import type { ServerDeps } from "../../../../platform/rpc/call";
import { requestOrigin, trustedProxyList } from "../../../../platform/rpc/clientAddress";
import { publicBase } from "../../../../platform/rpc/publicBase";
import { RpcError } from "../../../../platform/wire/errors";
import { albumManifest, subjectManifest } from "./manifestOf";
import { IIIF_PREFIX, parseManifestPath, verifyManifest } from "./manifestUrl";
import { remainingSeconds } from "../tiles/sign";

/**
 * `GET /iiif/{expires}/{signature}/{type}/{Id}/manifest`: a manifest where its id says it is published,
 * as JSON for outside viewers (Mirador, the IIIF validator) — only through an unexpired signature,
 * which ViewerServiceAdmin/getManifest hands to a caller who may read the work.
 */

const PRESENTATION_JSON_LD = 'application/ld+json;profile="http://iiif.io/api/presentation/3/context.json"';
const SUBJECTS: ReadonlySet<string> = new Set(SUBJECT_TYPES.map((t): string => t.value).filter((v) => v !== "none"));

function refuse(c: Context, status: 403 | 404, message: string): Response {
  return c.json({ code: status === 403 ? 7 : 5, message }, status, { "access-control-allow-origin": "*" });
}

async function serveManifest(c: Context, deps: ServerDeps, trusted: BlockList): Promise<Response> {
  const now = deps.now();
  const parts = parseManifestPath(new URL(c.req.url).pathname);
  if (!parts || (parts.type !== "hdAlbum" && !SUBJECTS.has(parts.type))) return refuse(c, 404, "清单不存在");
  const verdict = verifyManifest(deps.secret, parts, now);
  if (verdict === "expired") return refuse(c, 403, "清单链接已过期，请在控制台重新打开");
  if (verdict !== "ok") return refuse(c, 403, "清单链接无效（签名不正确）");
  const place = { base: publicBase(deps.config, requestOrigin(c, trusted)), expires: Number(parts.expires) };
  let manifest: Record<string, unknown>;
  try {
    manifest = parts.type === "hdAlbum" ? await albumManifest(deps, place, parts.id) : await subjectManifest(deps, place, parts.type, parts.id);
  } catch (err) {
    if (err instanceof RpcError && err.status === 5) return refuse(c, 404, err.message);
    throw err;
  }
  const type = (c.req.header("accept") ?? "").includes("application/ld+json") ? PRESENTATION_JSON_LD : "application/json";
  return new Response(JSON.stringify(manifest), {
    headers: {
      "content-type": type,
      vary: "Accept",
      "access-control-allow-origin": "*",
      "cache-control": `private, max-age=${remainingSeconds(parts.expires, now)}`,
      "x-content-type-options": "nosniff",
    },
  });
}

export function manifestRoutes(deps: ServerDeps): Hono {
  const app = new Hono();
  const trusted = trustedProxyList(deps.config.trustedProxies);
  app.get(`${IIIF_PREFIX}/*`, (c) => serveManifest(c, deps, trusted));
  return app;
}
