import { sql } from "kysely";
import { z } from "zod";
import { consoleUser } from "../../../../src/catalogue/registry";
import { hashPassword, passwordProblem, verifyPassword } from "../../../platform/auth/passwords";
import { logSecurity, tallyRefusal } from "../../../platform/auth/securityLog";
import { endSession, endUserSessions, startSession } from "../../../platform/auth/sessions";
import { attemptFailed, attemptSucceeded, reserveAttempt } from "../../../platform/auth/throttle";
import { decodeRow } from "../../../platform/db/columns";
import { SIGNED_IN, type Call } from "../../../platform/rpc/call";
import { BusinessError, invalid } from "../../../platform/wire/errors";
import { method, publicMethod, type MethodRegistry } from "../../../platform/rpc/registry";
import { recordChange } from "../../../resources/changes";

const SERVICE = consoleUser.service;

const loginInput = z.object({
  userName: z.string({ error: "请输入用户名" }).trim().min(1, "请输入用户名").max(64, "用户名最多 64 个字符"),
  password: z.string({ error: "请输入密码" }).min(1, "请输入密码").max(1024, "密码过长"),
});

async function credentialOf(call: Call, userId: number): Promise<string | undefined> {
  const row = await call.db.selectFrom("user_credential").select("passwordHash").where("userId", "=", userId).executeTakeFirst();
  return row ? String(row.passwordHash) : undefined;
}

/**
 * The signed-in console user's own methods under sys.SysAdmin (DESIGN.md §4): 登录 (throttled, every
 * attempt in the security log), 退出, 用户信息 with the caller's rights, 修改密码 (every other session
 * ends). Sessions, passwords, the throttle and the log are the platform's (server/platform/auth);
 * what is the console user's (its table, its fields, its change record) is here.
 */
export function registerSignIn(registry: MethodRegistry): void {
  registry.add(publicMethod({
    service: SERVICE, method: "login", input: loginInput,
    async handler(call, { userName, password }) {
      const now = call.now();
      const days = call.config.securityLogDays;
      // The attempt is counted before the password is checked, so parallel guesses cannot outrun the count.
      const verdict = await reserveAttempt(call.db, call.dialect, userName, call.ip, now);
      if (!verdict.ok) {
        await tallyRefusal(call.db, { ctime: now, ip: call.ip, method: call.path, code: verdict.code }, days);
        throw new BusinessError(verdict.code, verdict.message);
      }
      // User names are unique case-insensitively: `Admin` signs in as `admin`.
      const row = await call.db.selectFrom("console_user").select(["Id", "state", "userName"])
        .where(sql`lower(${sql.ref("userName")})`, "=", userName.toLowerCase()).executeTakeFirst();
      const ok = await verifyPassword(row ? await credentialOf(call, Number(row.Id)) : undefined, password);
      if (!row || !ok) {
        await attemptFailed(call.db, call.dialect, verdict.ticket, now);
        await logSecurity(call.db, { kind: "login_failure", ctime: now, userName, ip: call.ip, method: call.path, code: "LOGIN_FAILED" }, days);
        throw new BusinessError("LOGIN_FAILED", "用户名或密码错误");
      }
      await attemptSucceeded(call.db, verdict.ticket);
      const name = String(row.userName);
      if (row.state !== "ACTIVE") {
        await logSecurity(call.db, { kind: "login_refused", ctime: now, userName: name, ip: call.ip, method: call.path, code: "USER_DISABLED" }, days);
        throw new BusinessError("USER_DISABLED", "该账号已停用，请联系管理员");
      }
      const userId = Number(row.Id);
      const session = await startSession(call.db, userId, now, { idleMs: call.config.sessionIdleMs, maxMs: call.config.sessionMaxMs }, call.ip);
      // The sign-in time is the server's note, not an edit: utime stays, so no one's open edit is invalidated.
      await call.db.updateTable("console_user").set({ lastLoginAt: now }).where("Id", "=", userId).execute();
      await logSecurity(call.db, { kind: "login_success", ctime: now, userName: name, ip: call.ip, method: call.path }, days);
      return { token: session.token, expiresAt: session.expiresAt, userName: name };
    },
  }));

  registry.add(method({
    service: SERVICE, method: "logout", access: SIGNED_IN, input: z.object({}),
    async handler(call) {
      await endSession(call.db, call.user.tokenHash);
      await logSecurity(call.db, { kind: "logout", ctime: call.now(), userName: call.user.userName, ip: call.ip, method: call.path }, call.config.securityLogDays);
      return {};
    },
  }));

  registry.add(method({
    service: SERVICE, method: "getUserinfo", access: SIGNED_IN, input: z.object({}),
    async handler(call) {
      const row = await call.db.selectFrom("console_user").selectAll().where("Id", "=", call.user.Id).executeTakeFirstOrThrow();
      const user = decodeRow(consoleUser.fields, row);
      return {
        Id: user.Id, userName: user.userName, nickName: user.nickName, role: user.role, state: user.state,
        email: user.email, avatar: user.avatar, lastLoginAt: user.lastLoginAt,
        acl: { rights: call.user.rights },
      };
    },
  }));

  registry.add(method({
    service: SERVICE, method: "updatePassword", access: SIGNED_IN,
    input: z.object({
      oldPassword: z.string({ error: "请输入原密码" }).min(1, "请输入原密码").max(1024, "密码过长"),
      newPassword: z.string({ error: "请输入新密码" }).max(1024, "密码过长"),
    }),
    async handler(call, { oldPassword, newPassword }) {
      const now = call.now();
      const { userName, Id: userId } = call.user;
      const verdict = await reserveAttempt(call.db, call.dialect, userName, call.ip, now);
      if (!verdict.ok) throw new BusinessError(verdict.code, verdict.message);
      if (!(await verifyPassword(await credentialOf(call, userId), oldPassword))) {
        await attemptFailed(call.db, call.dialect, verdict.ticket, now);
        await logSecurity(call.db, { kind: "login_failure", ctime: now, userName, ip: call.ip, method: call.path, code: "WRONG_PASSWORD" }, call.config.securityLogDays);
        throw new BusinessError("WRONG_PASSWORD", "原密码不正确");
      }
      await attemptSucceeded(call.db, verdict.ticket);
      const problem = passwordProblem(newPassword);
      if (problem) throw invalid(problem);
      if (newPassword === oldPassword) throw invalid("新密码不能与原密码相同");
      const passwordHash = await hashPassword(newPassword);
      // Every session of the user ends; the caller gets a fresh one so that this tab stays signed in.
      return call.db.transaction().execute(async (tx) => {
        await tx.updateTable("user_credential").set({ passwordHash, changedAt: now }).where("userId", "=", userId).execute();
        await endUserSessions(tx, userId);
        const session = await startSession(tx, userId, now, { idleMs: call.config.sessionIdleMs, maxMs: call.config.sessionMaxMs }, call.ip);
        await recordChange(tx, call, { resource: consoleUser, action: "action", recordId: userId, before: null, after: null, summary: `${userName} 修改了自己的密码` });
        return { token: session.token, expiresAt: session.expiresAt };
      });
    },
  }));
}
