import { isRole, ROLE_PRESETS, uniformRights } from "../../../../src/catalogue";
import { consoleUser } from "../../../../src/catalogue/registry";
import { hashPassword } from "../../../auth/passwords";
import { demoUsers } from "../../data/users";
import { defineSeed } from "../../factory";

/** A console user per role (and a disabled one), sharing the admin's initial password. */
export const seed = defineSeed({
  resource: consoleUser,
  async run(ctx) {
    const passwordHash = ctx.password === null ? null : await hashPassword(ctx.password);
    for (const u of demoUsers) {
      const exists = await ctx.tx.selectFrom("console_user").select("Id").where("userName", "=", u.userName).executeTakeFirst();
      if (exists) continue;
      const rights = isRole(u.role) ? ROLE_PRESETS[u.role] : uniformRights("NONE");
      const id = await ctx.insert(consoleUser, { ...u, acl: { rights } });
      if (passwordHash !== null) await ctx.tx.insertInto("user_credential").values({ userId: id, passwordHash, changedAt: ctx.now }).execute();
    }
  },
});
