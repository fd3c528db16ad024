import { UPLOAD_TYPES, type UploadDataType } from "../../catalogue";
import { baseAdmin } from "../../rpc/services";
import { request } from "../../rpc/transport";

interface Policy { host: string; policy: string; signature: string; dir: string; accessid: string; maxSize: number; contentTypes: string[] }

const MB = 1024 * 1024;
/** A byte count as a person reads a limit: 10 MB, 500 KB. */
export const sizeText = (bytes: number) => (bytes >= MB ? `${Math.round(bytes / MB)} MB` : `${Math.round(bytes / 1024)} KB`);

/** A unique key under the policy's directory, keeping the file's extension. */
function keyFor(dir: string, file: File): string {
  const ext = /\.[A-Za-z0-9]{1,8}$/.exec(file.name)?.[0].toLowerCase() ?? "";
  return `${dir}${crypto.randomUUID()}${ext}`;
}

/** Why a file cannot be uploaded as this type (size, content type), in Chinese, checked before asking for a grant; null when it can. */
export function uploadProblem(type: UploadDataType, file: File, types: readonly string[] = UPLOAD_TYPES[type].contentTypes): string | null {
  const spec = UPLOAD_TYPES[type];
  if (file.size > spec.maxBytes) return `文件过大，不能超过 ${sizeText(spec.maxBytes)}`;
  if (!types.includes(file.type)) return `不支持的文件类型：${file.type || "未知"}`;
  return null;
}

/** Uploads a file with a signed policy (getOSSData) and answers the stored key; failures are shown by the request layer and rethrown. */
export async function uploadFile(type: UploadDataType, file: File): Promise<string> {
  const grant = (await baseAdmin.getOSSData(type)).data as unknown as Policy;
  const form = new FormData();
  const key = keyFor(grant.dir, file);
  form.append("key", key);
  form.append("OSSAccessKeyId", grant.accessid);
  form.append("policy", grant.policy);
  form.append("signature", grant.signature);
  form.append("file", file);
  const answer = await request<{ key: string }>(grant.host, { method: "POST", body: form });
  return answer.key ?? key;
}
