import { randomBytes } from "node:crypto";
import { isRole, ROLE_PRESETS, uniformRights } from "../../../../src/catalogue";
import { consoleUser } from "../../../../src/catalogue/registry";
import { hashPassword } from "../../../platform/auth/passwords";
import { demoUsers } from "../../../seed/data/users";
import { defineSeed } from "../../../seed/factory";

/**
 * A console user per role (and a disabled one). Each gets its own random password, printed once
 * at start beside the admin's — or, with MOYUAN_DEMO_PASSWORD (tests, demos), that one.
 */
export const seed = defineSeed({
  resource: consoleUser,
  async run(ctx) {
    const shared = ctx.password === null ? null : await hashPassword(ctx.password);
    for (const u of demoUsers) {
      const exists = await ctx.tx.selectFrom("console_user").select("Id").where("userName", "=", u.userName).executeTakeFirst();
      if (exists) continue;
      const rights = isRole(u.role) ? ROLE_PRESETS[u.role] : uniformRights("NONE");
      const id = await ctx.insert(consoleUser, { ...u, acl: { rights } });
      let passwordHash = shared;
      if (passwordHash === null && u.state === "ACTIVE") {
        const own = randomBytes(9).toString("base64url");
        ctx.issued.set(u.userName, own);
        passwordHash = await hashPassword(own);
      }
      if (passwordHash !== null) await ctx.tx.insertInto("user_credential").values({ userId: id, passwordHash, changedAt: ctx.now }).execute();
    }
  },
});
