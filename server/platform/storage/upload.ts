import type { Context } from "hono";
import { UPLOAD_TYPES } from "../../../src/catalogue/uploads";
import type { ServerDeps } from "../rpc/call";
import { httpStatusOf, RpcError } from "../wire/errors";
import { admit, admitAndRecord, quotaExceeded } from "./admit";
import { FORM_OVERHEAD, readLimitedForm, type FormResult } from "./form";
import { signFileUrl, verifySecurityToken, verifyUploadPolicy, type GrantVerdict, type UploadGrant } from "./policy";
import { sniffContentType } from "./sniff";
import { exists, filePathOf, keyProblem, publish, removeQuietly, writeTemp } from "./store";

/** `POST /upload`: an OSS-PostObject-like upload into the local store, authorised by a policy or a security token. */

export const SECURITY_TOKEN_HEADER = "x-moyuan-security-token";
/** Before the policy is read, nothing bigger than the largest type can be meant. */
const HARD_LIMIT = Math.max(...Object.values(UPLOAD_TYPES).map((r) => r.maxBytes)) + FORM_OVERHEAD;

const bad = (message: string) => new RpcError("INVALID_ARGUMENT", message);
const denied = (message: string) => new RpcError("PERMISSION_DENIED", message);
const taken = (key: string) => new RpcError("ALREADY_EXISTS", `文件已存在，不能覆盖：${key}`);

function size(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${Number(mb.toFixed(1))} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

function grantOrRefusal(v: GrantVerdict): UploadGrant | RpcError {
  if (v.ok) return v.grant;
  return denied(v.reason === "expired" ? "上传凭证已过期，请重新获取后再上传" : "上传凭证无效（签名不正确），请重新获取后再上传");
}

function formRefusal(r: Exclude<FormResult, { ok: true }>): RpcError {
  if (r.reason === "refused") return r.error instanceof RpcError ? r.error : bad(r.error.message);
  if (r.reason === "not-multipart") return bad("上传请求必须是 multipart/form-data");
  if (r.reason === "too-large") return bad(`文件过大，不能超过 ${size(r.limit - FORM_OVERHEAD)}`);
  return bad("上传内容格式不正确");
}

/**
 * Reads the form, cut off at the grant's size once known: from the token header, or from the leading
 * policy fields. Before a byte of the file is read, the grant's session, right and quota are checked,
 * and the body is cut off where it would pass the quota.
 */
async function readForm(c: Context, deps: ServerDeps, now: number): Promise<{ form: FormData; grant: UploadGrant } | RpcError> {
  // The limit the quota set, when it is smaller than the grant's: exceeding it is a quota refusal.
  let quotaLimit: number | undefined;
  const limitOf = async (grant: UploadGrant): Promise<number | RpcError> => {
    const left = await admit(deps.db, deps, grant, now);
    if (left instanceof RpcError) return left;
    if (left >= grant.maxBytes) return grant.maxBytes + FORM_OVERHEAD;
    quotaLimit = left + FORM_OVERHEAD;
    return quotaLimit;
  };
  const token = c.req.header(SECURITY_TOKEN_HEADER);
  const early = token === undefined ? undefined : grantOrRefusal(verifySecurityToken(deps.secret, token, now));
  if (early instanceof RpcError) return early;
  const earlyLimit = early ? await limitOf(early) : HARD_LIMIT;
  if (earlyLimit instanceof RpcError) return earlyLimit;
  const read = await readLimitedForm(c.req.raw, earlyLimit, early ? undefined : async (fields, complete) => {
    if (fields.policy === undefined || fields.signature === undefined) return complete ? denied("缺少上传凭证（policy 与 signature 须在文件之前提交）") : undefined;
    const grant = grantOrRefusal(verifyUploadPolicy(deps.secret, fields.policy, fields.signature, now));
    return grant instanceof RpcError ? grant : limitOf(grant);
  });
  if (!read.ok) return read.reason === "too-large" && read.limit === quotaLimit ? quotaExceeded(deps) : formRefusal(read);
  const grant = early ?? grantOrRefusal(verifyUploadPolicy(deps.secret, read.form.get("policy"), read.form.get("signature"), now));
  return grant instanceof RpcError ? grant : { form: read.form, grant };
}

/** Checks the key and the file against the grant; answers the bytes and their real type. */
async function checkUpload(form: FormData, grant: UploadGrant): Promise<{ key: string; bytes: Uint8Array; contentType: string } | RpcError> {
  const key = form.get("key");
  if (typeof key !== "string") return bad("缺少文件名（key）");
  const problem = keyProblem(key);
  if (problem) return bad(problem);
  if (!key.startsWith(grant.dir)) return bad(`文件名（key）必须以 ${grant.dir} 开头`);
  const file = form.get("file");
  if (!(file instanceof Blob)) return bad("缺少要上传的文件（file）");
  if (file.size === 0) return bad("文件不能为空");
  if (file.size > grant.maxBytes) return bad(`文件过大，不能超过 ${size(grant.maxBytes)}`);
  const rule = UPLOAD_TYPES[grant.dataType];
  const allowed: readonly string[] = rule.contentTypes;
  const bytes = new Uint8Array(await file.arrayBuffer());
  const contentType = await sniffContentType(bytes, allowed);
  if (!contentType || !allowed.includes(contentType)) {
    return bad(`不支持的文件类型${contentType ? `（${contentType}）` : ""}：${rule.label}只接受 ${allowed.join("、")}`);
  }
  return { key, bytes, contentType };
}

function isDuplicateKey(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  // SQLite reports a text primary key clash as SQLITE_CONSTRAINT_PRIMARYKEY, PostgreSQL as 23505.
  return code === "23505" || (typeof code === "string" && code.startsWith("SQLITE_CONSTRAINT"));
}

/**
 * Stores the bytes under the key without ever overwriting: the row is inserted first and its
 * primary key is the lock, so of two uploads of one key only one reaches the rename.
 */
async function store(deps: ServerDeps, grant: UploadGrant, key: string, bytes: Uint8Array, contentType: string, now: number): Promise<RpcError | null> {
  const { dataDir } = deps.config;
  const target = filePathOf(dataDir, key);
  const row = await deps.db.selectFrom("upload_file").select("key").where("key", "=", key).executeTakeFirst();
  if (row || (await exists(target))) return taken(key);
  const temp = await writeTemp(dataDir, bytes);
  try {
    // The session, the right and the quota once more, in the transaction that records the upload.
    const refused = await admitAndRecord(deps, grant, bytes.byteLength, now, async (tx) => {
      await tx.insertInto("upload_file").values({ key, dataType: grant.dataType, contentType, size: bytes.byteLength, userId: grant.userId, ctime: now }).execute();
    });
    if (refused) {
      await removeQuietly(temp);
      return refused;
    }
  } catch (err) {
    await removeQuietly(temp);
    if (isDuplicateKey(err)) return taken(key);
    throw err;
  }
  try {
    // A file without a row (put there by hand, or left by a failed clean-up) is still never overwritten.
    if (await exists(target)) throw taken(key);
    await publish(temp, target);
  } catch (err) {
    await removeQuietly(temp);
    await deps.db.deleteFrom("upload_file").where("key", "=", key).execute();
    if (err instanceof RpcError) return err;
    throw err;
  }
  return null;
}

export async function handleUpload(c: Context, deps: ServerDeps): Promise<Response> {
  const refuse = (e: RpcError) => c.json({ code: e.status, message: e.message }, httpStatusOf(e.status) as 400);
  const now = deps.now();
  try {
    const read = await readForm(c, deps, now);
    if (read instanceof RpcError) return refuse(read);
    const checked = await checkUpload(read.form, read.grant);
    if (checked instanceof RpcError) return refuse(checked);
    const { key, bytes, contentType } = checked;
    const failed = await store(deps, read.grant, key, bytes, contentType, now);
    if (failed) return refuse(failed);
    return c.json({ code: "SUCCESS", message: "上传成功", key, url: signFileUrl(deps.secret, key, { now }), size: bytes.byteLength, contentType });
  } catch (err) {
    console.error("[upload] failed", err);
    return c.json({ code: 13, message: "上传失败：服务器内部错误，请稍后重试" }, 500);
  }
}
