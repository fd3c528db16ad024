import type { Context } from "hono";
import { levelAtLeast, RPC_SUCCESS } from "../../../src/catalogue";
import { logSecurity, tallyRefusal } from "../auth/securityLog";
import { resolveSession } from "../auth/sessions";
import { isDataException, isForeignKeyViolation, isUniqueViolation } from "../db/violations";
import { BodyTooLarge, readJsonBody } from "./body";
import type { AuthedCall, Call, ServerDeps } from "./call";
import { clientAddress, requestOrigin, trustedProxyList } from "./clientAddress";
import { BusinessError, httpStatusOf, RpcError } from "../wire/errors";
import type { MethodRegistry } from "./registry";
import { inCall, noteCaller, recorderOf } from "../slowQuery";

const LEVEL_WORD = { READ: "读取", WRITE: "修改" } as const;

function failure(c: Context, status: number, message: string) {
  return c.json({ code: status, message }, httpStatusOf(status) as 400);
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
  const trusted = trustedProxyList(deps.config.trustedProxies);
  const dispatch = async (c: Context) => {
    const full = c.req.param("path") ?? "";
    const key = full.startsWith(prefix) ? full.slice(prefix.length) : null;
    const def = key === null ? undefined : registry.get(key);
    if (!def) return failure(c, 12, `未知的服务或方法：${full}`);

    const body = await readJsonBody(c.req.raw, deps.config.maxBodyBytes);
    // Too large: answered before anything else, and the connection closed so the rest is never read.
    if (body instanceof BodyTooLarge) return c.json({ code: 3, message: body.message }, 413, { connection: "close" });
    if (body instanceof RpcError) return failure(c, body.status, body.message);
    const ip = clientAddress(c, trusted);
    const token = tokenOf(body);
    const user = token === undefined ? null : await resolveSession(deps.db, token, deps.now(), { idleMs: deps.config.sessionIdleMs, maxMs: deps.config.sessionMaxMs });
    noteCaller(user);
    const call: Call = { ...deps, user, ip, path: full, token, origin: requestOrigin(c, trusted) };

    const refuse = async (status: 7 | 16, message: string) => {
      // A signed-in user's refusal is worth a row; anonymous ones are only counted, so a flood stays small.
      if (user) await logSecurity(deps.db, { kind: "call_refused", ctime: deps.now(), userName: user.userName, ip, method: full, code: String(status), message }, deps.config.securityLogDays);
      else await tallyRefusal(deps.db, { ctime: deps.now(), ip, method: full, code: String(status) }, deps.config.securityLogDays);
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
      if (isForeignKeyViolation(err, deps.dialect)) return c.json({ code: "FAILED_PRECONDITION", message: "该记录仍被其他记录引用，不能删除" });
      // The database refusing a value (out of range, malformed) is the caller's input, not our failure.
      if (isDataException(err, deps.dialect)) return failure(c, 3, "参数错误：取值超出范围或格式不正确");
      console.error(`[rpc] ${full} failed`, err);
      return failure(c, 13, "服务器内部错误，请稍后重试");
    }
  };
  // Every call is timed (refused and failed ones too) and its statements attributed to it: server/platform/slowQuery.
  return (c: Context) => {
    const full = c.req.param("path") ?? "";
    const recorder = recorderOf(deps.db);
    return inCall(full, () => (recorder ? recorder.timeCall(full, () => dispatch(c)) : dispatch(c)));
  };
}
