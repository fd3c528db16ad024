import { createHmac, timingSafeEqual } from "node:crypto";
import { UPLOAD_TYPES, isUploadDataType, type UploadDataType } from "../../../src/catalogue/uploads";
import { shanghaiDay } from "../../../src/catalogue/kinds/shanghai";

/**
 * Signed, expiring grants for the local object store, shaped like Aliyun OSS PostObject
 * policies and STS credentials so that the console uploads the same way to either.
 * Every signature is an HMAC of the server secret over a purpose tag plus the signed text,
 * so that a signature made for one purpose (a file URL) is never accepted for another (an upload).
 */

export const UPLOAD_ENDPOINT = "/upload";
export const ACCESS_ID = "moyuan-local";
const POLICY_TTL_MS = 10 * 60_000;
const STS_TTL_MS = 15 * 60_000;
const FILE_URL_TTL_MS = 60 * 60_000;

/**
 * What a valid policy or security token allows: which type, under which dir, how big, by whom,
 * through which session, until when. The session is that of the call that asked for the grant
 * (the hash of its token), so that signing out ends the grant too.
 */
export interface UploadGrant {
  readonly dataType: UploadDataType;
  readonly dir: string;
  readonly maxBytes: number;
  readonly userId: number;
  readonly sessionHash: string;
  readonly expiresAt: number;
}

export interface UploadPolicy {
  readonly accessid: string;
  readonly host: string;
  readonly policy: string;
  readonly signature: string;
  readonly expire: number;
  readonly dir: string;
  readonly maxSize: number;
  readonly contentTypes: readonly string[];
  readonly dataType: UploadDataType;
}

export interface StsCredentials {
  readonly accessKeyId: string;
  readonly accessKeySecret: string;
  readonly securityToken: string;
  readonly expiration: string;
  readonly bucket: "local";
  readonly region: "local";
  readonly dir: string;
  readonly endpoint: string;
}

interface GrantOptions {
  readonly now: number;
  readonly userId: number;
  /** The token hash of the session asking for the grant. */
  readonly sessionHash: string;
  readonly ttlMs?: number;
}

function sign(secret: string, purpose: string, text: string): string {
  return createHmac("sha256", secret).update(`${purpose}\n${text}`).digest("base64url");
}

function sameSignature(expected: string, given: unknown): boolean {
  if (typeof given !== "string") return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

function decode(text: string): unknown {
  try {
    return JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
}

/** The day folder in China time (UTC+8), where the console's users are: `YYYYMMDD/`. */
export function dayDir(dataType: UploadDataType, now: number): string {
  return `${UPLOAD_TYPES[dataType].prefix}${shanghaiDay(now)}/`;
}

/** An OSS-PostObject-like policy: the form fields the console posts with the file. */
export function createUploadPolicy(secret: string, dataType: UploadDataType, { now, userId, sessionHash, ttlMs = POLICY_TTL_MS }: GrantOptions): UploadPolicy {
  const rule = UPLOAD_TYPES[dataType];
  const dir = dayDir(dataType, now);
  const expiresAt = now + ttlMs;
  const policy = encode({
    expiration: new Date(expiresAt).toISOString(),
    dataType,
    conditions: [["starts-with", "$key", dir], ["content-length-range", 1, rule.maxBytes]],
    userId,
    session: sessionHash,
  });
  return {
    accessid: ACCESS_ID, host: UPLOAD_ENDPOINT, policy, signature: sign(secret, "policy", policy),
    expire: Math.floor(expiresAt / 1000), dir, maxSize: rule.maxBytes, contentTypes: rule.contentTypes, dataType,
  };
}

/** Reads the limits out of a decoded policy or token; undefined when anything is missing or odd. */
function grantOf(value: unknown): UploadGrant | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const v = value as Record<string, unknown>;
  if (!isUploadDataType(v.dataType)) return undefined;
  // Every grant names its user and session; one without them is not ours.
  const userId = v.userId, sessionHash = v.session;
  if (typeof userId !== "number" || !Number.isSafeInteger(userId) || typeof sessionHash !== "string" || sessionHash === "") return undefined;
  let dir = v.dir, maxBytes = v.maxBytes, expiresAt = v.expiresAt;
  if (Array.isArray(v.conditions)) {
    // The policy form: limits live in OSS-style conditions.
    for (const c of v.conditions as unknown[]) {
      if (Array.isArray(c) && c[0] === "starts-with" && c[1] === "$key") dir = c[2];
      if (Array.isArray(c) && c[0] === "content-length-range") maxBytes = c[2];
    }
    expiresAt = typeof v.expiration === "string" ? Date.parse(v.expiration) : undefined;
  }
  if (typeof dir !== "string" || typeof maxBytes !== "number" || typeof expiresAt !== "number" || !Number.isFinite(expiresAt)) return undefined;
  // The catalogue's limit wins should it have shrunk since the grant was signed.
  return { dataType: v.dataType, dir, maxBytes: Math.min(maxBytes, UPLOAD_TYPES[v.dataType].maxBytes), userId, sessionHash, expiresAt };
}

export type GrantVerdict = { readonly ok: true; readonly grant: UploadGrant } | { readonly ok: false; readonly reason: "signature" | "expired" };

function verdict(grant: UploadGrant | undefined, now: number): GrantVerdict {
  if (!grant) return { ok: false, reason: "signature" };
  if (now >= grant.expiresAt) return { ok: false, reason: "expired" };
  return { ok: true, grant };
}

export function verifyUploadPolicy(secret: string, policy: unknown, signature: unknown, now: number): GrantVerdict {
  if (typeof policy !== "string" || !sameSignature(sign(secret, "policy", policy), signature)) return { ok: false, reason: "signature" };
  return verdict(grantOf(decode(policy)), now);
}

/** STS-like credentials: the security token alone authorises uploads, sent as `x-moyuan-security-token`. */
export function createStsCredentials(secret: string, dataType: UploadDataType, { now, userId, sessionHash, ttlMs = STS_TTL_MS }: GrantOptions): StsCredentials {
  const dir = dayDir(dataType, now);
  const expiresAt = now + ttlMs;
  const claims = encode({ dataType, dir, maxBytes: UPLOAD_TYPES[dataType].maxBytes, userId, session: sessionHash, expiresAt });
  const securityToken = `${claims}.${sign(secret, "sts", claims)}`;
  return {
    accessKeyId: `STS.${ACCESS_ID}`,
    // The local store never asks the client to sign, so this only fills the OSS shape; it is
    // derived from the token, never from the secret itself.
    accessKeySecret: sign(secret, "sts-key", securityToken),
    securityToken, expiration: new Date(expiresAt).toISOString(), bucket: "local", region: "local", dir, endpoint: UPLOAD_ENDPOINT,
  };
}

export function verifySecurityToken(secret: string, token: unknown, now: number): GrantVerdict {
  if (typeof token !== "string") return { ok: false, reason: "signature" };
  const dot = token.indexOf(".");
  const claims = token.slice(0, dot);
  if (dot < 0 || !sameSignature(sign(secret, "sts", claims), token.slice(dot + 1))) return { ok: false, reason: "signature" };
  return verdict(grantOf(decode(claims)), now);
}

export const FILES_PREFIX = "/files/";

/** When a file URL signed at `now` stops working, in unix seconds (whole seconds, as the URL carries them). */
export function fileUrlExpiry(now: number, ttlMs = FILE_URL_TTL_MS): number {
  return Math.floor((now + ttlMs) / 1000);
}

/** A time-limited URL to one stored file; keys hold only URL-safe characters, so no escaping is needed. */
export function signFileUrl(secret: string, key: string, { now, ttlMs = FILE_URL_TTL_MS }: { now: number; ttlMs?: number }): string {
  const expires = fileUrlExpiry(now, ttlMs);
  return `${FILES_PREFIX}${key}?expires=${expires}&signature=${sign(secret, "file", `${key}\n${expires}`)}`;
}

export function verifyFileUrl(secret: string, key: string, expires: unknown, signature: unknown, now: number): "ok" | "signature" | "expired" {
  if (typeof expires !== "string" || !/^\d{1,12}$/.test(expires)) return "signature";
  if (!sameSignature(sign(secret, "file", `${key}\n${expires}`), signature)) return "signature";
  return now >= Number(expires) * 1000 ? "expired" : "ok";
}
