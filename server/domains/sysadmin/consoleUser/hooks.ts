import {
  ACCESS_OBJECTS, completeRights, levelAtLeast, ROLE_PRESETS, uniformRights, isRole,
  type AccessLevel, type AccessObject, type Rights,
} from "../../../../src/catalogue";
import { hashPassword, passwordProblem } from "../../../platform/auth/passwords";
import { endUserSessions, parseRights } from "../../../platform/auth/sessions";
import { sql } from "kysely";
import type { Row, Tx } from "../../../platform/db/types";
import type { AuthedCall } from "../../../platform/rpc/call";

import { BusinessError, invalid } from "../../../platform/wire/errors";
import type { ActionHandler } from "../../../resources/actions";
import type { ResourceHooks } from "../../../resources/hooks";

async function roleCodes(tx: Tx): Promise<Set<string>> {
  const row = await tx.selectFrom("dict").select("items").where("name", "=", "role").executeTakeFirst();
  try {
    const items = JSON.parse(String(row?.items ?? "[]")) as { value?: unknown }[];
    return new Set(items.map((i) => String(i.value)));
  } catch {
    return new Set();
  }
}

function presetFor(role: string): Rights {
  return isRole(role) ? ROLE_PRESETS[role] : uniformRights("NONE");
}

/** Nobody grants what they do not hold: every granted level must be within the caller's own. */
function checkNoEscalation(call: AuthedCall, rights: Rights): void {
  const above = ACCESS_OBJECTS.filter((o: AccessObject) => !levelAtLeast(call.user.rights[o], rights[o] as AccessLevel));
  if (above.length > 0) throw new BusinessError("PERMISSION_DENIED", `不能授予高于自己的权限：${above.join("、")}`);
}

/** The objects on which `target` holds more than `caller`. */
function outranking(target: Rights, caller: Rights): AccessObject[] {
  return ACCESS_OBJECTS.filter((o) => !levelAtLeast(caller[o], target[o]));
}

/**
 * Nobody changes the password, state, role or rights of (or deletes) a user who holds a right
 * the caller does not: the same rule as granting, so a user administrator cannot take over an admin.
 */
function checkMayManage(call: AuthedCall, current: Row, what: string): void {
  const above = outranking(parseRights(current.acl), call.user.rights);
  if (above.length > 0) {
    throw new BusinessError("PERMISSION_DENIED", `不能${what}权限高于自己的用户「${String(current.userName)}」（${above.join("、")}）`);
  }
}

/** An administrator: an active user holding WRITE on every access object. */
function isAdministrator(state: unknown, acl: unknown): boolean {
  if (state !== "ACTIVE") return false;
  const rights = parseRights(acl);
  return ACCESS_OBJECTS.every((o) => rights[o] === "WRITE");
}

/** Refuses to leave the console without an active administrator; serialised so two admins cannot demote each other at once. */
async function checkNotLastAdministrator(call: AuthedCall, tx: Tx, current: Row): Promise<void> {
  // One lock for every change that could remove an administrator; SQLite runs one write transaction at a time anyway.
  if (call.dialect === "postgres") await sql`select pg_advisory_xact_lock(724312)`.execute(tx);
  const others = await tx.selectFrom("console_user").select(["state", "acl"])
    .where("state", "=", "ACTIVE").where("Id", "<>", current.Id as number).execute();
  if (!others.some((u) => isAdministrator(u.state, u.acl))) {
    throw new BusinessError("PERMISSION_DENIED", "不能停用、删除或降低最后一位管理员的权限");
  }
}

/** Console users: passwords hashed apart, rights preset by role, no escalation, sessions ended on disable. */
export const userHooks: ResourceHooks = {
  extraKeys: ["password"],
  async beforeWrite({ call, tx, mode, value, extra, current }) {
    const out = { ...value };
    const self = current !== null && current.Id === call.user.Id;
    if (out.role !== undefined && out.role !== null && out.role !== current?.role) {
      if (self) throw new BusinessError("PERMISSION_DENIED", "不能修改自己的角色");
      if (!(await roleCodes(tx)).has(String(out.role))) throw invalid(`角色「${String(out.role)}」不存在`);
    }
    if (self && out.state !== undefined && out.state !== "ACTIVE") throw new BusinessError("PERMISSION_DENIED", "不能停用自己的账号");
    const roleChanged = out.role !== undefined && out.role !== current?.role;
    if (out.acl !== undefined && out.acl !== null) {
      out.acl = { rights: completeRights((out.acl as { rights: Partial<Rights> }).rights) };
    } else if (mode === "create" || roleChanged) {
      out.acl = { rights: presetFor(String(out.role)) };
    }
    if (out.acl) {
      const rights = (out.acl as { rights: Rights }).rights;
      if (self) {
        const mine = parseRights(current?.acl);
        const raised = ACCESS_OBJECTS.filter((o) => !levelAtLeast(mine[o], rights[o]));
        if (raised.length > 0) throw new BusinessError("PERMISSION_DENIED", "不能提升自己的权限");
      }
      checkNoEscalation(call, rights);
    }
    if (mode === "create" || extra.password !== undefined) {
      const problem = passwordProblem(extra.password);
      if (problem) throw invalid(problem);
    }
    if (current !== null && !self) {
      const sensitive = extra.password !== undefined
        || (out.state !== undefined && out.state !== current.state)
        || (out.role !== undefined && out.role !== current.role)
        || (out.acl !== undefined && JSON.stringify(parseRights(out.acl)) !== JSON.stringify(parseRights(current.acl)));
      if (sensitive) checkMayManage(call, current, "修改");
    }
    if (current !== null && isAdministrator(current.state, current.acl)
      && !isAdministrator(out.state ?? current.state, out.acl ?? current.acl)) {
      await checkNotLastAdministrator(call, tx, current);
    }
    return out;
  },
  async afterWrite({ tx, record, extra, mode, call }) {
    const userId = record.Id as number;
    if (typeof extra.password === "string") {
      const passwordHash = await hashPassword(extra.password);
      const values = { passwordHash, changedAt: call.now() };
      await tx.insertInto("user_credential").values({ userId, ...values })
        .onConflict((oc) => oc.column("userId").doUpdateSet(values)).execute();
    }
    if (mode === "update" && (typeof extra.password === "string" || record.state !== "ACTIVE")) {
      await endUserSessions(tx, userId);
    }
  },
  async beforeDelete({ call, tx, current }) {
    if (current.Id === call.user.Id) throw new BusinessError("PERMISSION_DENIED", "不能删除自己的账号");
    checkMayManage(call, current, "删除");
    if (isAdministrator(current.state, current.acl)) await checkNotLastAdministrator(call, tx, current);
  },
  async afterDelete({ tx, current }) {
    await tx.deleteFrom("user_credential").where("userId", "=", current.Id as number).execute();
    await endUserSessions(tx, current.Id as number);
  },
};

/** Row actions of console users; they run through `userHooks`, so disabling ends sessions as updateUser does. */
export const userActions: Record<string, ActionHandler> = {
  setUserState: ({ input }) => ({ state: input.state }),
};
