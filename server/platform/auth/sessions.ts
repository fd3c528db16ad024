import { createHash, randomBytes } from "node:crypto";
import { completeRights, isAccessLevel, isAccessObject, type AccessLevel, type AccessObject, type Rights } from "../../../src/catalogue";
import type { Db } from "../db/types";

/** The signed-in console user behind a call. */
export interface SessionUser {
  readonly Id: number;
  readonly userName: string;
  readonly nickName: string;
  readonly role: string;
  readonly rights: Rights;
  readonly tokenHash: string;
}

/** A new token: 256 bits from the CSPRNG, URL-safe. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export interface SessionPolicy {
  readonly idleMs: number;
  readonly maxMs: number;
}

/** Starts a session for a user and answers its token and absolute expiry. */
export async function startSession(db: Db, userId: number, now: number, policy: SessionPolicy, ip: string): Promise<{ token: string; expiresAt: number }> {
  const token = newToken();
  const expiresAt = now + policy.maxMs;
  await db.insertInto("session").values({ tokenHash: hashToken(token), userId, ctime: now, lastSeen: now, expiresAt, ip }).execute();
  return { token, expiresAt };
}

/** Parses the stored `acl` column into complete rights. */
export function parseRights(acl: unknown): SessionUser["rights"] {
  const partial: Partial<Record<AccessObject, AccessLevel>> = {};
  try {
    const parsed: unknown = typeof acl === "string" ? JSON.parse(acl) : acl;
    const rights = (parsed as { rights?: Record<string, unknown> } | null)?.rights ?? {};
    for (const [k, v] of Object.entries(rights)) if (isAccessObject(k) && isAccessLevel(v)) partial[k] = v;
  } catch {
    // A damaged acl grants nothing.
  }
  return completeRights(partial);
}

/**
 * Touching a session on every call would write on every read, so `lastSeen` is written at most
 * every 15 s: the last call may be up to that much later than `lastSeen`. The idle timeout counts
 * from the latest moment the last call could have been, so an active session never ends early
 * (an idle one ends at most 15 s late).
 */
export const TOUCH_AFTER_MS = 15_000;

/** The user behind a token, or null when the token is unknown, expired, idle too long or its user is not active. */
export async function resolveSession(db: Db, token: string, now: number, policy: SessionPolicy): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  const row = await db.selectFrom("session")
    .innerJoin("console_user", "console_user.Id", "session.userId")
    .select(["session.userId", "session.lastSeen", "session.expiresAt", "console_user.userName", "console_user.nickName", "console_user.role", "console_user.state", "console_user.acl"])
    .where("session.tokenHash", "=", tokenHash)
    .executeTakeFirst();
  if (!row) return null;
  const lastSeen = Number(row.lastSeen);
  if (now >= Number(row.expiresAt) || now - lastSeen >= policy.idleMs + TOUCH_AFTER_MS || row.state !== "ACTIVE") {
    await db.deleteFrom("session").where("tokenHash", "=", tokenHash).execute();
    return null;
  }
  if (now - lastSeen >= TOUCH_AFTER_MS) {
    await db.updateTable("session").set({ lastSeen: now }).where("tokenHash", "=", tokenHash).execute();
  }
  return {
    Id: Number(row.userId),
    userName: String(row.userName),
    nickName: String(row.nickName ?? ""),
    role: String(row.role ?? ""),
    rights: parseRights(row.acl),
    tokenHash,
  };
}

export async function endSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom("session").where("tokenHash", "=", tokenHash).execute();
}

/** Ends every session of a user (password changed, user disabled or deleted). */
export async function endUserSessions(db: Db, userId: number): Promise<void> {
  await db.deleteFrom("session").where("userId", "=", userId).execute();
}
