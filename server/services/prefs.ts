import { z } from "zod";
import { SIGNED_IN } from "../platform/rpc/call";
import { method, type MethodRegistry } from "../platform/rpc/registry";
import { invalid, RpcError } from "../platform/wire/errors";

/** Longest value, as JSON text: a grid's widths, order and hidden columns take a few hundred characters. */
export const PREF_VALUE_MAX = 16_000;
/** Settings one user may keep: one per screen and a few more, with room to spare. */
export const PREFS_PER_USER = 500;

const prefKey = z.string({ error: "请提供设置名 key" })
  .min(1, "设置名不能为空").max(120, "设置名最多 120 个字符")
  .regex(/^[A-Za-z0-9._:-]+$/, "设置名只能由字母、数字和 . _ : - 组成");

/**
 * PrefServiceAdmin: each signed-in user's own settings that follow them to another browser (a grid's
 * column widths, order and hidden columns). Every call reads and writes only the caller's rows: the
 * user comes from the session, never from the payload, so no right is needed beyond signing in.
 */
export function registerPrefs(registry: MethodRegistry): void {
  /** getPref {key} → {data: {key, value, utime} | null} */
  registry.add(method({
    service: "PrefServiceAdmin", method: "getPref", access: SIGNED_IN,
    input: z.object({ key: prefKey }),
    async handler(call, { key }) {
      const row = await call.db.selectFrom("user_pref").select(["value", "utime"])
        .where("userId", "=", call.user.Id).where("key", "=", key).executeTakeFirst();
      return { data: row ? { key, value: JSON.parse(String(row.value)) as unknown, utime: Number(row.utime) } : null };
    },
  }));
  /** setPref {key, value} → {data: {key, utime}}; a null value forgets the setting. */
  registry.add(method({
    service: "PrefServiceAdmin", method: "setPref", access: SIGNED_IN,
    input: z.object({ key: prefKey, value: z.unknown().optional() }),
    async handler(call, { key, value }) {
      if (value === null) {
        await call.db.deleteFrom("user_pref").where("userId", "=", call.user.Id).where("key", "=", key).execute();
        return { data: { key, utime: null } };
      }
      if (value === undefined) throw invalid("请提供设置内容 value");
      const text = JSON.stringify(value);
      if (text.length > PREF_VALUE_MAX) throw invalid(`设置内容太长：最多 ${PREF_VALUE_MAX} 个字符`);
      const utime = call.now();
      return call.db.transaction().execute(async (tx) => {
        const held = await tx.selectFrom("user_pref").select((eb) => eb.fn.countAll<number>().as("n"))
          .where("userId", "=", call.user.Id).where("key", "<>", key).executeTakeFirstOrThrow();
        if (Number(held.n) >= PREFS_PER_USER) throw new RpcError("RESOURCE_EXHAUSTED", `个人设置最多 ${PREFS_PER_USER} 项，已满`);
        await tx.insertInto("user_pref").values({ userId: call.user.Id, key, value: text, utime })
          .onConflict((oc) => oc.columns(["userId", "key"]).doUpdateSet({ value: text, utime })).execute();
        return { data: { key, utime } };
      });
    },
  }));
}
