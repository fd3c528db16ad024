/**
 * Western artists and their works (content.md §5): every change of an artist rebuilds the generated
 * dictionary `westArtist` (Id → 中文名) with a new version in the same transaction, so consoles that
 * cached it refresh on their next getDicts; workCount is recounted whenever a work moves or goes.
 */
import { refuseOnlineDelete } from "../../../resources/publish";
import { dict, westernArtist, westernWork } from "../../../../src/catalogue/registry";
import { decodeRow } from "../../../platform/db/columns";
import { encodeRecord, encodeValue } from "../../../resources/columns";
import type { Tx } from "../../../platform/db/types";
import type { ResourceHooks } from "../../../resources/hooks";
import type { AuthedCall } from "../../../platform/rpc/call";
import { lockRecord } from "../../../resources/rows";
import { invalid, precondition } from "../../../platform/wire/errors";
import { renameArtistOnWorks, withNames } from "../../wenwu/relic/names";
import { publishRule, withNewCount } from "../../wenwu/relic/publish";

const notDeleted = encodeValue({ key: "deleted", label: "已删除", kind: "boolean" }, false) as number;
export const WEST_ARTIST_DICT = "westArtist";

/** Writes the `westArtist` dictionary from the artists not deleted, with a version above the last one. */
export async function rebuildWestArtistDict(tx: Tx, call: AuthedCall | null, now: number): Promise<void> {
  let q = tx.selectFrom(dict.table).selectAll().where("name", "=", WEST_ARTIST_DICT);
  if (call?.dialect === "postgres") q = q.forUpdate();
  const existing = await q.executeTakeFirst();
  const artists = await tx.selectFrom(westernArtist.table).select(["Id", "nameZh"]).where("deleted", "=", notDeleted).orderBy("Id").execute();
  const items = artists.map((a) => ({ value: String(a.Id), label: String(a.nameZh) }));
  if (!existing) {
    await tx.insertInto(dict.table).values({ ...encodeRecord(dict.fields, { name: WEST_ARTIST_DICT, label: "西方画家", items, config: null, version: now }), ctime: now, utime: now }).execute();
    return;
  }
  const before = decodeRow(dict.fields, existing);
  const version = Math.max(now, Number(before.version ?? 0) + 1);
  const utime = Math.max(now, Number(existing.utime) + 1);
  await tx.updateTable(dict.table).set({ ...encodeRecord(dict.fields, { items }), version, utime }).where("Id", "=", Number(existing.Id)).execute();
}

/** Recounts an artist's works (not deleted) into workCount, the artist's row locked first. */
export async function recountWorks(call: AuthedCall, tx: Tx, artistId: unknown): Promise<void> {
  if (typeof artistId !== "number") return;
  await lockRecord(call, tx, westernArtist, artistId);
  const row = await tx.selectFrom(westernWork.table).select((eb) => eb.fn.countAll<number>().as("n"))
    .where("artistId", "=", artistId).where("deleted", "=", notDeleted).executeTakeFirst();
  await tx.updateTable(westernArtist.table).set({ workCount: Number(row?.n ?? 0) }).where("Id", "=", artistId).execute();
}

export const westernArtistHooks: ResourceHooks = {
  beforeWrite({ mode, value, current }) {
    const next = { ...(current ?? {}), ...value };
    if (typeof next.birthYear === "number" && typeof next.deathYear === "number" && next.birthYear > next.deathYear) {
      throw invalid(`生年（${next.birthYear}）不能晚于卒年（${next.deathYear}）`);
    }
    return Promise.resolve(mode === "create" ? { ...value, workCount: 0 } : value);
  },
  async afterWrite({ call, tx, mode, value, current }) {
    // The dictionary shows names only: rebuild when a name changes (or an artist appears).
    const renamed = value.nameZh !== undefined && value.nameZh !== current?.nameZh;
    if (renamed && current) await renameArtistOnWorks(tx, Number(current.Id), String(value.nameZh));
    if (mode === "create" || renamed) await rebuildWestArtistDict(tx, call, call.now());
  },
  async beforeDelete(ctx) {
    await refuseOnlineDelete(westernArtist)(ctx);
    const { tx, current } = ctx;
    const row = await tx.selectFrom(westernWork.table).select((eb) => eb.fn.countAll<number>().as("n"))
      .where("artistId", "=", Number(current.Id)).where("deleted", "=", notDeleted).executeTakeFirst();
    const n = Number(row?.n ?? 0);
    if (n > 0) throw precondition(`艺术家「${String(current.nameZh)}」还有 ${n} 件作品，不能删除`);
  },
  async afterDelete({ call, tx }) {
    await rebuildWestArtistDict(tx, call, call.now());
  },
};

export const westernArtistTransitions = publishRule({ resource: westernArtist, subjectType: null });

export const westernWorkHooks: ResourceHooks = {
  async beforeWrite({ tx, mode, value, current }) {
    const next = { ...(current ?? {}), ...value };
    if (typeof next.yearFrom === "number" && typeof next.yearTo === "number" && next.yearFrom > next.yearTo) {
      throw invalid(`起始年（${next.yearFrom}）不能晚于终止年（${next.yearTo}）`);
    }
    return withNewCount(await withNames(tx, value), mode);
  },
  async afterWrite({ call, tx, mode, value, current }) {
    if (mode === "create") return recountWorks(call, tx, value.artistId);
    if (value.artistId !== undefined && value.artistId !== current?.artistId) {
      await recountWorks(call, tx, current?.artistId);
      await recountWorks(call, tx, value.artistId);
    }
  },
  beforeDelete: refuseOnlineDelete(westernWork),
  async afterDelete({ call, tx, current }) {
    await recountWorks(call, tx, current.artistId);
  },
};

export const westernWorkTransitions = publishRule({ resource: westernWork, subjectType: "westart" });
