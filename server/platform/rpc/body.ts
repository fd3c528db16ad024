import { RpcError } from "../wire/errors";
import { inputProblem } from "./inputLimits";

/** A body that went past the limit: answered 413, and the rest of it is never read. */
export class BodyTooLarge extends Error {
  readonly maxBytes: number;
  constructor(maxBytes: number) {
    super(`请求体过大，不能超过 ${Math.floor(maxBytes / 1024)} KB`);
    this.name = "BodyTooLarge";
    this.maxBytes = maxBytes;
  }
}

/**
 * Reads at most `maxBytes` of a request body, chunk by chunk, and stops (cancelling the stream)
 * the moment the limit is passed — a declared Content-Length is not trusted, and a chunked body
 * has none, so the count is what decides.
 */
export async function readLimited(req: Request, maxBytes: number): Promise<Uint8Array | BodyTooLarge> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (Number.isFinite(declared) && declared > maxBytes) return new BodyTooLarge(maxBytes);
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return new BodyTooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}

/** Reads and checks an RPC body: content type, size, UTF-8 JSON, an object, within the input limits. */
export async function readJsonBody(req: Request, maxBytes: number): Promise<Record<string, unknown> | RpcError | BodyTooLarge> {
  const type = req.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) return new RpcError("INVALID_ARGUMENT", "请求的内容类型必须是 application/json");
  const bytes = await readLimited(req, maxBytes);
  if (bytes instanceof BodyTooLarge) return bytes;
  let body: unknown;
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    body = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    return new RpcError("INVALID_ARGUMENT", "请求体不是有效的 JSON");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) return new RpcError("INVALID_ARGUMENT", "请求体必须是 JSON 对象");
  const problem = inputProblem(body);
  if (problem) return new RpcError("INVALID_ARGUMENT", problem);
  return body as Record<string, unknown>;
}
