import { levelAtLeast, type Rights } from "../../../src/catalogue";
import { parseRights } from "../auth/sessions";
import type { Access, AuthedCall, ServerDeps } from "../rpc/call";
import { BusinessError, RpcError } from "../wire/errors";
import type { MethodDef, MethodRegistry } from "../rpc/registry";
import { isDataException, isUniqueViolation } from "../db/violations";

const LEVEL_WORD = { READ: "读取", WRITE: "修改" } as const;

/** Why `rights` do not satisfy `access` (the dispatcher's words), or null. */
export function accessProblem(rights: Rights, access: Access): string | null {
  if (access.kind !== "right" || levelAtLeast(rights[access.object], access.level)) return null;
  return `没有权限：需要「${access.object}」的${LEVEL_WORD[access.level]}权限`;
}

/** A registered method that needs a signed-in caller, by `{Service}/{method}`. */
export function methodOf(registry: MethodRegistry, service: string, name: string): MethodDef | undefined {
  const def = registry.get(`${service}/${name}`);
  return def && def.access.kind !== "public" ? (def as MethodDef) : undefined;
}

/**
 * The call a job makes on its user's behalf, with the user's rights as they are *now*: a user who
 * was disabled, deleted or lost the right since starting the job stops it. Answers the reason instead.
 */
export async function actorCall(deps: ServerDeps, userId: number, path: string): Promise<AuthedCall | string> {
  const row = await deps.db.selectFrom("console_user").select(["Id", "userName", "nickName", "role", "state", "acl"])
    .where("Id", "=", userId).executeTakeFirst();
  if (!row) return "发起任务的用户已被删除，任务停止";
  if (row.state !== "ACTIVE") return "发起任务的用户已被停用，任务停止";
  return {
    ...deps,
    user: {
      Id: Number(row.Id), userName: String(row.userName), nickName: String(row.nickName ?? ""), role: String(row.role ?? ""),
      rights: parseRights(row.acl),
      // No session: the job runs for its user, not through one of their sign-ins.
      tokenHash: "",
    },
    ip: "job",
    path,
    token: undefined,
  };
}

/** Parses a method's input as the dispatcher does; answers the Chinese problem, as the dispatcher words it. */
export function parseInput(def: MethodDef, payload: unknown): { ok: true; value: unknown } | { ok: false; message: string } {
  const parsed = def.input.safeParse(payload);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
  return { ok: false, message: `参数错误：${where}${issue?.message ?? "格式不正确"}` };
}

/** The message a single call would have answered for this error, in Chinese: what a failed row records as its reason. */
export function reasonOf(err: unknown, deps: Pick<ServerDeps, "dialect">): string {
  if (err instanceof BusinessError || err instanceof RpcError) return err.message;
  if (isUniqueViolation(err, deps.dialect)) return "该记录已存在";
  if (isDataException(err, deps.dialect)) return "参数错误：取值超出范围或格式不正确";
  console.error("[jobs] a row failed", err);
  return "服务器内部错误";
}
