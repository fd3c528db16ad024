/**
 * The ordered hot lists (content.md §2.4): one per section; an artist at most once per section; a new
 * entry goes last; 调整位置 moves one entry and renumbers its section 1…n. Writers of one section are
 * serialised (advisory lock on PostgreSQL) so that two moves or two adds never interleave.
 */
import { hotArtist } from "../../../../src/catalogue/registry";
import type { Row, Tx } from "../../../platform/db/types";
import { invalid } from "../../../platform/wire/errors";
import type { ActionHandler } from "../../../resources/actions";
import type { ResourceHooks } from "../../../resources/hooks";
import { nextUtime } from "../../../platform/db/utime";
import { lockGroup } from "./locks";

const sectionKey = (section: unknown) => `hotArtist:${String(section)}`;

/** The section's entries in list order (sort, then Id; unsorted last). */
async function sectionRows(tx: Tx, section: unknown): Promise<Row[]> {
  const rows = await tx.selectFrom(hotArtist.table).select(["Id", "sort", "utime"]).where("section", "=", String(section)).execute();
  const key = (r: Row) => (r.sort === null ? Number.MAX_SAFE_INTEGER : Number(r.sort));
  return rows.sort((a, b) => key(a) - key(b) || Number(a.Id) - Number(b.Id));
}

export const hotArtistHooks: ResourceHooks = {
  async beforeWrite({ tx, mode, value, current }) {
    const out = { ...value };
    const section = out.section ?? current?.section;
    await lockGroup(tx, sectionKey(section));
    const artistId = out.artistId ?? current?.artistId;
    let q = tx.selectFrom(hotArtist.table).select("Id").where("section", "=", String(section)).where("artistId", "=", Number(artistId));
    if (current) q = q.where("Id", "<>", Number(current.Id));
    if (await q.executeTakeFirst()) throw invalid("该书画家已在此栏目的热门列表中");
    if (mode === "create" && (out.sort === null || out.sort === undefined)) {
      const rows = await sectionRows(tx, section);
      out.sort = rows.reduce((m, r) => Math.max(m, r.sort === null ? 0 : Number(r.sort)), 0) + 1;
    }
    if (out.startAt !== undefined || out.endAt !== undefined) {
      const start = out.startAt ?? current?.startAt;
      const end = out.endAt ?? current?.endAt;
      if (typeof start === "number" && typeof end === "number" && end <= start) throw invalid("展示结束须晚于展示开始");
    }
    return out;
  },
};

/** 调整位置: the row goes to `position` (1-based, clamped to the list), the others keep their order, all renumbered 1…n. */
export const moveHotArtist: ActionHandler = async ({ call, tx, current, input }) => {
  await lockGroup(tx, sectionKey(current.section));
  const rows = (await sectionRows(tx, current.section)).filter((r) => Number(r.Id) !== Number(current.Id));
  const at = Math.min(Math.max(Number(input.position), 1), rows.length + 1) - 1;
  rows.splice(at, 0, current);
  const now = call.now();
  for (const [i, r] of rows.entries()) {
    if (Number(r.Id) === Number(current.Id) || Number(r.sort) === i + 1) continue;
    await tx.updateTable(hotArtist.table).set({ sort: i + 1, utime: nextUtime(Number(r.utime), now) }).where("Id", "=", Number(r.Id)).execute();
  }
  return { sort: at + 1 };
};
