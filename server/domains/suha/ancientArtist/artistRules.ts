/**
 * The rules of 古代书画家 (content.md §3.3): a name is unique within its 朝代, an artist still holding
 * works or online is not deleted, 上架 needs a life or biography, and the generated dictionary `artist`
 * is rebuilt with a new version in the transaction of every write.
 */
import { refuseOnlineDelete } from "../../../resources/publish";
import { ancientArtist } from "../../../../src/catalogue/registry";
import { RpcError, precondition } from "../../../platform/wire/errors";
import type { ResourceHooks } from "../../../resources/hooks";
import { publishHooks } from "../../../resources/publish";
import { lockArtistDict, rebuildArtistDict } from "./artistDict";


export const artistHooks: ResourceHooks = {
  async beforeWrite({ tx, value, current }) {
    await lockArtistDict(tx);
    const next = { ...current, ...value };
    if (Object.hasOwn(value, "name") || Object.hasOwn(value, "age")) {
      let q = tx.selectFrom(ancientArtist.table).select("Id").where("deleted", "=", 0)
        .where("name", "=", String(next.name)).where("age", "=", String(next.age));
      if (current) q = q.where("Id", "!=", current.Id as number);
      if (await q.executeTakeFirst()) throw new RpcError("ALREADY_EXISTS", `同一朝代已有书画家「${String(next.name)}」，重复的请用「合并重复」`);
    }
    // workCount is the server's: a create starts at 0 whatever it says.
    return current === null ? { ...value, workCount: 0 } : value;
  },
  async afterWrite({ tx, stamp }) {
    await rebuildArtistDict(tx, stamp);
  },
  async beforeDelete({ tx, current }) {
    await lockArtistDict(tx);
    const name = String(current.name);
    await refuseOnlineDelete(ancientArtist, "书画家")({ current });
    if (Number(current.workCount ?? 0) > 0) throw precondition(`书画家「${name}」名下还有 ${String(current.workCount)} 件作品，请先用「合并重复」并入其他书画家`);
  },
  async afterDelete({ tx, call }) {
    await rebuildArtistDict(tx, call.now());
  },
};

/** 上架 and 重新上架: the list shows who the artist was, so a life (生卒) or a biography is needed. */
export const artistTransitions = publishHooks(({ current }) => {
  const bio = String(current.bio ?? "").replace(/<[^>]*>/g, "").trim();
  const life = String(current.lifeText ?? "").trim();
  if (bio === "" && life === "" && (current.birthYear === null || current.birthYear === undefined)) {
    throw precondition(`书画家「${String(current.name)}」不能上架：请先填写生卒或生平`);
  }
});
