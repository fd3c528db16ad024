import type { Context } from "hono";
import { levelAtLeast, RPC_SUCCESS } from "../../src/catalogue";
import { logSecurity } from "../auth/securityLog";
import { resolveSession } from "../auth/sessions";
import { isUniqueViolation } from "../resources/queries";
import type { AuthedCall, Call, ServerDeps } from "./call";
import { BusinessError, httpStatusOf, RpcError } from "./errors";
import type { MethodRegistry } from "./registry";

const LEVEL_WORD = { READ: "读取", WRITE: "修改" } as const;

function failure(c: Context, status: number, message: string) {
  return c.json({ code: status, message }, httpStatusOf(status) as 400);
}

/** The caller's address: the socket's, as the Node adapter reports it. */
function clientIp(c: Context): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? "local";
}

/** Reads and checks the JSON body: content type, size, syntax, an object. */
async function readBody(c: Context, maxBytes: number): Promise<Record<string, unknown> | RpcError> {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) return new RpcError("INVALID_ARGUMENT", "请求的内容类型必须是 application/json");
  const declared = Number(c.req.header("content-length") ?? "0");
  if (declared > maxBytes) return new RpcError("INVALID_ARGUMENT", `请求体过大，不能超过 ${Math.floor(maxBytes / 1024)} KB`);
  const text = await c.req.text();
  if (Buffer.byteLength(text) > maxBytes) return new RpcError("INVALID_ARGUMENT", `请求体过大，不能超过 ${Math.floor(maxBytes / 1024)} KB`);
  let body: unknown;
  try {
    body = text === "" ? {} : JSON.parse(text);
  } catch {
    return new RpcError("INVALID_ARGUMENT", "请求体不是有效的 JSON");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) return new RpcError("INVALID_ARGUMENT", "请求体必须是 JSON 对象");
  return body as Record<string, unknown>;
}

function tokenOf(body: Record<string, unknown>): string | undefined {
  const context = body.context;
  if (typeof context !== "object" || context === null) return undefined;
  const token = (context as { token?: unknown }).token;
  return typeof token === "string" && token !== "" ? token : undefined;
}

/** Handles `POST {apiBase}/{ns}.{Service}/{method}`: body, session, right, input, handler, answer. */
export function createDispatcher(registry: MethodRegistry, deps: ServerDeps) {
  const prefix = `${deps.config.namespace}.`;
  return async (c: Context) => {
    const full = c.req.param("path") ?? "";
    const key = full.startsWith(prefix) ? full.slice(prefix.length) : null;
    const def = key === null ? undefined : registry.get(key);
    if (!def) return failure(c, 12, `未知的服务或方法：${full}`);

    const body = await readBody(c, deps.config.maxBodyBytes);
    if (body instanceof RpcError) return failure(c, body.status, body.message);
    const ip = clientIp(c);
    const token = tokenOf(body);
    const user = token === undefined ? null : await resolveSession(deps.db, token, deps.now(), { idleMs: deps.config.sessionIdleMs, maxMs: deps.config.sessionMaxMs });
    const call: Call = { ...deps, user, ip, path: full, token };

    const refuse = async (status: 7 | 16, message: string) => {
      await logSecurity(deps.db, { kind: "call_refused", ctime: deps.now(), userName: user?.userName, ip, method: full, code: String(status), message });
      return failure(c, status, message);
    };
    if (def.access.kind !== "public" && !user) return refuse(16, "未登录或登录已过期，请重新登录");
    if (def.access.kind === "right" && !levelAtLeast(user?.rights[def.access.object], def.access.level)) {
      return refuse(7, `没有权限：需要「${def.access.object}」的${LEVEL_WORD[def.access.level]}权限`);
    }

    const { context: _context, ...payload } = body;
    const parsed = def.input.safeParse(payload);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue && issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
      return failure(c, 3, `参数错误：${where}${issue?.message ?? "格式不正确"}`);
    }
    try {
      const result = await (def.handler as (call: Call | AuthedCall, input: unknown) => Promise<Record<string, unknown>>)(call, parsed.data);
      return c.json({ code: RPC_SUCCESS, message: "成功", ...result });
    } catch (err) {
      if (err instanceof BusinessError) return c.json({ code: err.code, message: err.message });
      if (err instanceof RpcError) return failure(c, err.status, err.message);
      if (isUniqueViolation(err, deps.dialect)) return c.json({ code: "ALREADY_EXISTS", message: "该记录已存在" });
      console.error(`[rpc] ${full} failed`, err);
      return failure(c, 13, "服务器内部错误，请稍后重试");
    }
  };
}

