import { createHmac, timingSafeEqual } from "node:crypto";
import { TILE_URL_TTL_MS } from "../tiles/sign";

/**
 * Signed, expiring manifest addresses, `/iiif/{expires}/{signature}/{type}/{Id}/manifest`: the id of a
 * IIIF manifest is where it is published, and outside viewers (Mirador, the IIIF validator) fetch it
 * without the console's session. The signature is handed out only to a caller who may read the work
 * (ViewerServiceAdmin/getManifest), like the tile addresses inside, which expire with it.
 */

export const IIIF_PREFIX = "/iiif";

const TYPE = /^[A-Za-z][A-Za-z0-9]{0,39}$/;

function manifestSignature(secret: string, type: string, id: number, expires: number | string): string {
  return createHmac("sha256", secret).update(`manifest\n${type}\n${id}\n${expires}`).digest("base64url");
}

/** When a manifest signed at `now` stops answering (Unix seconds). */
export function manifestExpiry(now: number, ttlMs = TILE_URL_TTL_MS): number {
  return Math.floor((now + ttlMs) / 1000);
}

/** The path of a manifest, valid until `expires`. */
export function manifestPath(secret: string, type: string, id: number, expires: number): string {
  return `${IIIF_PREFIX}/${expires}/${manifestSignature(secret, type, id, expires)}/${type}/${id}/manifest`;
}

/** A manifest path taken apart, or null when it is not one. */
export function parseManifestPath(pathname: string): { expires: string; signature: string; type: string; id: number } | null {
  const m = /^\/iiif\/(\d{1,12})\/([A-Za-z0-9_-]{43})\/([^/]+)\/(\d{1,15})\/manifest$/.exec(pathname);
  if (!m || !TYPE.test(m[3] ?? "")) return null;
  return { expires: m[1] ?? "", signature: m[2] ?? "", type: m[3] ?? "", id: Number(m[4]) };
}

/** Whether a manifest path's signature grants it at `now`. */
export function verifyManifest(secret: string, parts: { expires: string; signature: string; type: string; id: number }, now: number): "ok" | "signature" | "expired" {
  const expected = Buffer.from(manifestSignature(secret, parts.type, parts.id, parts.expires));
  const given = Buffer.from(parts.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "signature";
  return now >= Number(parts.expires) * 1000 ? "expired" : "ok";
}
