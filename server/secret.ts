import { randomBytes } from "node:crypto";
import type { Db } from "./platform/db/types";

/** The signing secret, made once and kept in the database so that every server process shares it. */
export async function loadSecret(db: Db): Promise<string> {
  const fresh = randomBytes(32).toString("base64url");
  await db.insertInto("setting").values({ key: "signingSecret", value: fresh }).onConflict((oc) => oc.column("key").doNothing()).execute();
  const row = await db.selectFrom("setting").select("value").where("key", "=", "signingSecret").executeTakeFirstOrThrow();
  return String(row.value);
}
