import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "../db/types";
import { hashPassword } from "./passwords";
import { endUserSessions } from "./sessions";

/**
 * An operator's way back in when the admin password is lost: a new random password for the
 * account (case-insensitive name), its sessions ended and its sign-in lock lifted. Answers the
 * new password, or null when no such account exists. Run from the server's machine only.
 */
export async function resetPassword(db: Db, userName: string, now: number): Promise<string | null> {
  const user = await db.selectFrom("console_user").select(["Id", "userName"])
    .where(sql`lower(${sql.ref("userName")})`, "=", userName.toLowerCase()).executeTakeFirst();
  if (!user) return null;
  const password = randomBytes(12).toString("base64url");
  const passwordHash = await hashPassword(password);
  const userId = Number(user.Id);
  await db.transaction().execute(async (tx) => {
    await tx.insertInto("user_credential").values({ userId, passwordHash, changedAt: now })
      .onConflict((oc) => oc.column("userId").doUpdateSet({ passwordHash, changedAt: now })).execute();
    await endUserSessions(tx, userId);
    await tx.deleteFrom("login_throttle").where("key", "=", `user:${String(user.userName).toLowerCase()}`).execute();
  });
  return password;
}
