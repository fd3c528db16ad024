import { z } from "zod";
import { isUploadDataType, type UploadDataType } from "../../src/catalogue/uploads";
import { SIGNED_IN } from "../rpc/call";
import { invalid, notFound } from "../rpc/errors";
import { method, type MethodRegistry } from "../rpc/registry";
import { createStsCredentials, createUploadPolicy, fileUrlExpiry, FILES_PREFIX, signFileUrl } from "../storage/policy";

const SERVICE = "BaseServiceAdmin";

function dataTypeOf(value: string): UploadDataType {
  if (!isUploadDataType(value)) throw invalid(`未知的上传类型：${value}`);
  return value;
}

const typeName = (field: string) => z.string({ error: `请指定上传类型（${field}）` }).trim().min(1, `请指定上传类型（${field}）`).max(64, "上传类型过长");

/** The key behind a bare key, a `/files/…` path or a full URL to one (its query, an old signature, dropped). */
function keyOf(input: { key?: string | undefined; url?: string | undefined }): string {
  if (input.key !== undefined) return input.key;
  const raw = input.url ?? "";
  let pathname = raw;
  if (/^https?:\/\//i.test(raw)) {
    try {
      pathname = new URL(raw).pathname;
    } catch {
      throw invalid("图片地址格式不正确");
    }
  }
  pathname = pathname.split(/[?#]/, 1)[0] ?? "";
  return pathname.startsWith(FILES_PREFIX) ? pathname.slice(FILES_PREFIX.length) : pathname;
}

/** getOSSData, getSTS and encodeImageURL: upload grants and signed file URLs of the local object store. */
export function registerStorage(registry: MethodRegistry): void {
  registry.add(method({
    service: SERVICE, method: "getOSSData", access: SIGNED_IN, input: z.object({ dataType: typeName("dataType") }),
    async handler(call, { dataType }) {
      return { data: createUploadPolicy(call.secret, dataTypeOf(dataType), { now: call.now(), userId: call.user.Id }) };
    },
  }));

  registry.add(method({
    service: SERVICE, method: "getSTS", access: SIGNED_IN, input: z.object({ bucketType: typeName("bucketType") }),
    async handler(call, { bucketType }) {
      return { data: createStsCredentials(call.secret, dataTypeOf(bucketType), { now: call.now(), userId: call.user.Id }) };
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
      const row = await call.db.selectFrom("upload_file").select("key").where("key", "=", key).executeTakeFirst();
      if (!row) throw notFound(`文件不存在：${key}`);
      const now = call.now();
      return { url: signFileUrl(call.secret, key, { now }), expiresAt: fileUrlExpiry(now) * 1000 };
    },
  }));
}
