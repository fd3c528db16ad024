import { sql } from "kysely";
import { levelAtLeast, UPLOAD_TYPES, type Rights, type UploadDataType } from "../../../src/catalogue";
import { parseRights } from "../auth/sessions";
import type { ServerDeps } from "../rpc/call";
import { RpcError } from "../wire/errors";
import type { Db, Tx } from "../db/types";
import type { UploadGrant } from "./policy";

/**
 * Who may upload what, and how much: checked when a grant is asked for, again before an
 * upload's body is read, and once more in the transaction that records the upload, so that
 * a grant dies with its session, with its user's right, and at its user's daily quota.
 */

const MB = 1024 * 1024;
const DAY_MS = 24 * 3_600_000;
/** The first key of the PostgreSQL advisory locks that serialise one user's uploads (the second is the user's Id). */
const QUOTA_LOCK = 724312;

export const SESSION_ENDED = "上传凭证已失效（已退出登录），请重新登录后再上传";

/** Why `rights` may not upload `dataType` (in Chinese), or null when they may. */
export function uploadRightProblem(rights: Rights, dataType: UploadDataType): string | null {
  const rule = UPLOAD_TYPES[dataType];
  if (levelAtLeast(rights[rule.access], "WRITE")) return null;
  return `没有权限：上传${rule.label}文件需要「${rule.access}」的修改权限`;
}

export function quotaExceeded(deps: Pick<ServerDeps, "config">): RpcError {
  const mb = Math.floor(deps.config.uploadQuotaBytes / MB);
  return new RpcError("RESOURCE_EXHAUSTED", `今日上传总量已达上限（${mb} MB），请明天再试或联系管理员`);
}

/** Bytes the user stored in the 24 hours before `now`. */
export async function uploadedSince(db: Db | Tx, userId: number, now: number): Promise<number> {
  const row = await db.selectFrom("upload_file")
    .select(sql<number | string | null>`coalesce(sum(${sql.ref("size")}), 0)`.as("used"))
    .where("userId", "=", userId)
    .where("ctime", ">", now - DAY_MS)
    .executeTakeFirst();
  return Number(row?.used ?? 0);
}

/**
 * Checks that the grant's session still exists and is live, that its user is active and still
 * holds WRITE on the type's access object; answers the bytes left under the user's quota
 * (at least 1), or the refusal.
 */
export async function admit(db: Db | Tx, deps: Pick<ServerDeps, "config">, grant: UploadGrant, now: number): Promise<number | RpcError> {
  const row = await db.selectFrom("session")
    .innerJoin("console_user", "console_user.Id", "session.userId")
    .select(["session.userId", "session.lastSeen", "session.expiresAt", "console_user.state", "console_user.acl"])
    .where("session.tokenHash", "=", grant.sessionHash)
    .executeTakeFirst();
  if (
    !row || Number(row.userId) !== grant.userId || row.state !== "ACTIVE"
    || now >= Number(row.expiresAt) || now - Number(row.lastSeen) >= deps.config.sessionIdleMs
  ) {
    return new RpcError("PERMISSION_DENIED", SESSION_ENDED);
  }
  const problem = uploadRightProblem(parseRights(row.acl), grant.dataType);
  if (problem) return new RpcError("PERMISSION_DENIED", problem);
  const left = deps.config.uploadQuotaBytes - (await uploadedSince(db, grant.userId, now));
  return left > 0 ? left : quotaExceeded(deps);
}

/**
 * Runs `record` inside a transaction after admitting the grant for `bytes` more, with the user's
 * uploads serialised (an advisory lock on PostgreSQL; SQLite has one writer), so that two
 * uploads at once cannot both slip under the quota.
 */
export async function admitAndRecord(deps: ServerDeps, grant: UploadGrant, bytes: number, now: number, record: (tx: Tx) => Promise<void>): Promise<RpcError | null> {
  return deps.db.transaction().execute(async (tx) => {
    if (deps.dialect === "postgres") await sql`select pg_advisory_xact_lock(${QUOTA_LOCK}::int, ${grant.userId}::int)`.execute(tx);
    const left = await admit(tx, deps, grant, now);
    if (left instanceof RpcError) return left;
    if (bytes > left) return quotaExceeded(deps);
    await record(tx);
    return null;
  });
}
