import { artistAccount } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { RpcError, invalid } from "../../../platform/wire/errors";
import type { ResourceHooks } from "../../../resources/hooks";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { ACCOUNT_PLATFORMS } from "../../../../src/catalogue/resources/shiy/shiyEnums";

/** What a password looks like in a note: the word itself, in either language. */
const PASSWORD_WORDS = /密码|口令|password|passwd|pwd/i;

/**
 * One account per platform and artist; the remark never holds a password (content.md §18 Q12); a
 * change of the follower count stamps 最近更新.
 */
const accountHooks: ResourceHooks = {
  async beforeWrite({ call, tx, mode, value, current }) {
    const out = { ...value };
    if (typeof out.remark === "string" && PASSWORD_WORDS.test(out.remark)) throw invalid("备注中不能记录密码，账号密码请由艺术家本人保管");
    const artistId = out.artistId ?? current?.artistId;
    const platform = out.platform ?? current?.platform;
    let q = tx.selectFrom(artistAccount.table).select("Id").where("artistId", "=", Number(artistId)).where("platform", "=", String(platform));
    if (current) q = q.where("Id", "!=", Number(current.Id));
    if (await q.executeTakeFirst()) {
      const label = ACCOUNT_PLATFORMS.find((p) => p.value === platform)?.label ?? String(platform);
      throw new RpcError("ALREADY_EXISTS", `该艺术家已有${label}账号，每个平台只能登记一个`);
    }
    if (mode === "create") out.status ??= "active";
    if (out.followers !== undefined && out.followers !== current?.followers) out.lastSyncedAt = call.now();
    return out;
  },
};

/** 第三方账号 (content.md §8.8). */
export const rules = defineRules("artistAccount", (registry: MethodRegistry) => {
  registerResource(registry, artistAccount, accountHooks);
});
