import { byCatalogue } from "../platform/db/types";
import { sql } from "kysely";
import { z } from "zod";
import { levelAtLeast, UPLOAD_TYPES, isUploadDataType, keyProblem, type ResourceDef, type UploadDataType } from "../../src/catalogue";
import { RESOURCES } from "../../src/catalogue/registry";
import { SIGNED_IN, type AuthedCall } from "../platform/rpc/call";
import { invalid, notFound, RpcError } from "../platform/wire/errors";
import { method, type MethodRegistry } from "../platform/rpc/registry";
import { richTextHolds } from "../richtext/holds";
import { uploadRightProblem } from "../platform/storage/admit";
import { createStsCredentials, createUploadPolicy, fileUrlExpiry, FILES_PREFIX, signFileUrl } from "../platform/storage/policy";

const SERVICE = "BaseServiceAdmin";

/** The type asked for, when it exists and the caller may upload it (WRITE on its access object). */
function grantableType(call: AuthedCall, value: string): UploadDataType {
  if (!isUploadDataType(value)) throw invalid(`未知的上传类型：${value}`);
  const problem = uploadRightProblem(call.user.rights, value);
  if (problem) throw new RpcError("PERMISSION_DENIED", problem);
  return value;
}

const typeName = (field: string) => z.string({ error: `请指定上传类型（${field}）` }).trim().min(1, `请指定上传类型（${field}）`).max(64, "上传类型过长");

/** The path of a URL without its query and fragment, or undefined when it is no URL. */
function pathOf(url: string): string | undefined {
  try {
    return new URL(url).pathname;
  } catch {
    return undefined;
  }
}

/** The key behind a bare key, a `/files/…` path or a full URL to one (its query, an old signature, dropped). */
function keyOf(input: { key?: string | undefined; url?: string | undefined }): string {
  if (input.key !== undefined) return input.key;
  const raw = input.url ?? "";
  let pathname = raw;
  if (/^https?:\/\//i.test(raw)) {
    pathname = pathOf(raw) ?? "";
    if (pathname === "") throw invalid("图片地址格式不正确");
  }
  pathname = pathname.split(/[?#]/, 1)[0] ?? "";
  return pathname.startsWith(FILES_PREFIX) ? pathname.slice(FILES_PREFIX.length) : pathname;
}

/** The key an image or file field's stored value names: the value itself, or the path of an https URL (ours under /files/, or an OSS one). */
function storedKeyOf(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  if (!/^https:\/\//i.test(value)) return value;
  const pathname = pathOf(value)?.slice(1);
  if (pathname === undefined) return undefined;
  return pathname.startsWith(FILES_PREFIX.slice(1)) ? pathname.slice(FILES_PREFIX.length - 1) : pathname;
}

const likeEscaped = (text: string) => text.replace(/[!%_]/g, (c) => `!${c}`);

/**
 * True when `key` is held by an image or file field (or shown in a rich-text field) of a (live) record
 * of a resource the caller may read. A field that names its upload type counts only for keys of that type, so that a value written
 * into one resource cannot make another type's files readable.
 */
async function readableRecordHolds(call: AuthedCall, key: string): Promise<boolean> {
  for (const resource of RESOURCES as readonly ResourceDef[]) {
    if (!levelAtLeast(call.user.rights[resource.access], "READ")) continue;
    // A projection (标注列表 over hdImage) has no table of its own: its files are held by the resource it projects.
    if (resource.projection) continue;
    if (await richTextHolds(call.db, resource, key)) return true;
    const fields = resource.fields.filter((f) =>
      (f.kind === "image" || f.kind === "file") && (f.upload === undefined || key.startsWith(UPLOAD_TYPES[f.upload].prefix)));
    if (fields.length === 0) continue;
    const live = resource.softDelete ? sql`${sql.ref("deleted")} = 0` : sql`1 = 1`;
    // A bare key is matched exactly; a URL by its path's end, then checked in full below.
    const exact = await byCatalogue(call.db).selectFrom(resource.table).select("Id")
      .where(sql<boolean>`(${sql.join(fields.map((f) => sql`${sql.ref(f.key)} = ${key}`), sql` or `)}) and ${live}`)
      .limit(1).executeTakeFirst();
    if (exact) return true;
    const tail = likeEscaped(`/${key}`);
    const patterns = [`%${tail}`, `%${tail}?%`, `%${tail}#%`];
    const near = await byCatalogue(call.db).selectFrom(resource.table).select(fields.map((f) => f.key))
      .where(sql<boolean>`(${sql.join(fields.flatMap((f) => patterns.map((p) => sql`${sql.ref(f.key)} like ${p} escape '!'`)), sql` or `)}) and ${live}`)
      .limit(100).execute();
    if (near.some((row) => fields.some((f) => storedKeyOf(row[f.key]) === key))) return true;
  }
  return false;
}

/** getOSSData, getSTS and encodeImageURL: upload grants and signed file URLs of the local object store. */
export function registerStorage(registry: MethodRegistry): void {
  registry.add(method({
    service: SERVICE, method: "getOSSData", access: SIGNED_IN, input: z.object({ dataType: typeName("dataType") }),
    async handler(call, { dataType }) {
      const type = grantableType(call, dataType);
      return { data: createUploadPolicy(call.secret, type, { now: call.now(), userId: call.user.Id, sessionHash: call.user.tokenHash }) };
    },
  }));

  registry.add(method({
    service: SERVICE, method: "getSTS", access: SIGNED_IN, input: z.object({ bucketType: typeName("bucketType") }),
    async handler(call, { bucketType }) {
      const type = grantableType(call, bucketType);
      return { data: createStsCredentials(call.secret, type, { now: call.now(), userId: call.user.Id, sessionHash: call.user.tokenHash }) };
    },
  }));

  registry.add(method({
    service: SERVICE, method: "encodeImageURL", access: SIGNED_IN,
    input: z.object({
      key: z.string({ error: "文件名（key）必须是字符串" }).trim().min(1, "请指定文件名（key）").max(2048, "文件名过长").optional(),
      url: z.string({ error: "图片地址必须是字符串" }).trim().min(1, "请指定图片地址").max(4096, "图片地址过长").optional(),
    }).refine((v) => v.key !== undefined || v.url !== undefined, { message: "请指定文件名（key）或图片地址（url）" }),
    async handler(call, input) {
      const key = keyOf(input);
      // Files the caller may not see answer exactly as files that do not exist.
      const missing = () => notFound(`文件不存在：${key}`);
      if (keyProblem(key)) throw missing();
      const row = await call.db.selectFrom("upload_file").select(["key", "userId"]).where("key", "=", key).executeTakeFirst();
      if (!row) throw missing();
      // The uploader's own file, or one a record the caller may read shows.
      const mine = row.userId !== null && Number(row.userId) === call.user.Id;
      if (!mine && !(await readableRecordHolds(call, key))) throw missing();
      const now = call.now();
      return { url: signFileUrl(call.secret, key, { now }), expiresAt: fileUrlExpiry(now) * 1000 };
    },
  }));
}
