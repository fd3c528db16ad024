import { createHmac, timingSafeEqual } from "node:crypto";
import type { ServerDeps } from "../../../../platform/rpc/call";

/**
 * Signed, expiring tile URLs. One signature covers an image's whole pyramid (its tileKey), and sits in
 * the PATH — `/tiles/{expires}/{signature}/{tileKey}` — so that the relative tile URLs OpenSeadragon
 * builds from info.json (or image.dzi) keep it. The HMAC is over a purpose tag, so a file-URL or upload
 * signature is never accepted for tiles (see server/platform/storage/policy.ts).
 */

export const TILES_PREFIX = "/tiles";
export const TILE_URL_TTL_MS = 2 * 3_600_000;

/** A tileKey is one URL-safe path segment: it names the pyramid's folder under `{dataDir}/tiles/`. */
export const TILE_KEY_PATTERN = /^[a-z0-9][a-z0-9-]{0,199}$/;

export function isTileKey(value: unknown): value is string {
  return typeof value === "string" && TILE_KEY_PATTERN.test(value);
}

function tileSignature(secret: string, tileKey: string, expires: number | string): string {
  return createHmac("sha256", secret).update(`tile\n${tileKey}\n${expires}`).digest("base64url");
}

/** `/tiles/{expires}/{signature}/{tileKey}`, valid about two hours from `now`. */
export function signTileBase(secret: string, tileKey: string, now: number, ttlMs = TILE_URL_TTL_MS): string {
  return signTileBaseUntil(secret, tileKey, Math.floor((now + ttlMs) / 1000));
}

/** `/tiles/{expires}/{signature}/{tileKey}` valid until `expires` (Unix seconds): a manifest's tiles expire with it. */
export function signTileBaseUntil(secret: string, tileKey: string, expires: number): string {
  // A malformed key is signed all the same: the route serves nothing for it (404), and no caller crashes.
  return `${TILES_PREFIX}/${expires}/${tileSignature(secret, tileKey, expires)}/${tileKey}`;
}

/** The signed base path of an image's pyramid, from the server's secret and clock. */
export function signedTileBase(deps: Pick<ServerDeps, "secret" | "now">, tileKey: string): string {
  return signTileBase(deps.secret, tileKey, deps.now());
}

export type TileVerdict = "ok" | "signature" | "expired";

/** Whether `{expires}/{signature}` grants `tileKey` at `now`. */
export function verifyTileBase(secret: string, tileKey: string, expires: string, signature: string, now: number): TileVerdict {
  if (!isTileKey(tileKey) || !/^\d{1,12}$/.test(expires)) return "signature";
  const expected = Buffer.from(tileSignature(secret, tileKey, expires));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "signature";
  return now >= Number(expires) * 1000 ? "expired" : "ok";
}

/** Seconds a granted URL stays valid (for cache-control), never negative. */
export function remainingSeconds(expires: string, now: number): number {
  return Math.max(0, Math.floor((Number(expires) * 1000 - now) / 1000));
}
