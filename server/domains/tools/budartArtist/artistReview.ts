/**
 * The review of 西方艺术家数据 (content.md §12.5): 匹配已有艺术家 finds the /west artist by Wikidata ID, else by
 * original name and both years; 导入为西方艺术家 makes a draft /west artist — unless the same match finds one,
 * which is then linked instead (the row ends 已匹配), so an artist is never created twice.
 */
import { sql } from "kysely";
import { levelAtLeast } from "../../../../src/catalogue";
import { budartArtist, westernArtist } from "../../../../src/catalogue/registry";
import type { Row, Tx } from "../../../platform/db/types";
import { denied, invalid, precondition } from "../../../platform/wire/errors";
import { encodeValue } from "../../../resources/columns";
import type { ResourceHooks } from "../../../resources/hooks";
import { createResource } from "../../../resources/methods";
import { machineHooks, type TransitionHook } from "../../../resources/transitions";
import { westernArtistHooks } from "../../west/westernArtist/westArtists";

const notDeleted = encodeValue({ key: "deleted", label: "已删除", kind: "boolean" }, false) as number;

/** The /west artist a staging artist is: same Wikidata ID, else same original name and years. */
export async function findWestArtist(tx: Tx, row: Row): Promise<{ Id: number; nameZh: string } | null> {
  const base = tx.selectFrom(westernArtist.table).select(["Id", "nameZh"]).where("deleted", "=", notDeleted).orderBy("Id");
  if (typeof row.wikidataId === "string" && row.wikidataId !== "") {
    const hit = await base.where("wikidataId", "=", row.wikidataId).executeTakeFirst();
    if (hit) return { Id: Number(hit.Id), nameZh: String(hit.nameZh) };
  }
  if (typeof row.birthYear !== "number" || typeof row.deathYear !== "number") return null;
  const name = String(row.nameOriginal ?? "").trim().toLowerCase();
  const hit = await base.where(sql<string>`lower(${sql.ref("nameOriginal")})`, "=", name)
    .where("birthYear", "=", row.birthYear).where("deathYear", "=", row.deathYear).executeTakeFirst();
  return hit ? { Id: Number(hit.Id), nameZh: String(hit.nameZh) } : null;
}

export const budartArtistHooks: ResourceHooks = {
  async beforeWrite({ tx, mode, value, current }) {
    const next = { ...(current ?? {}), ...value };
    if (typeof next.birthYear === "number" && typeof next.deathYear === "number" && next.birthYear > next.deathYear) {
      throw invalid(`生年（${next.birthYear}）不能晚于卒年（${next.deathYear}）`);
    }
    const dup = await tx.selectFrom(budartArtist.table).select("Id").where("sourceName", "=", String(next.sourceName)).where("sourceId", "=", String(next.sourceId))
      .$if(current !== null, (q) => q.where("Id", "!=", Number(current?.Id))).executeTakeFirst();
    if (dup) throw invalid(`数据源「${String(next.sourceName)}」中已有源 ID「${String(next.sourceId)}」`);
    return mode === "create" ? { ...value, workCount: 0 } : value;
  },
};

const match: TransitionHook = async ({ tx, current }) => {
  const found = await findWestArtist(tx, current);
  if (!found) throw precondition(`西方艺术中没有「${String(current.nameOriginal)}」（按 Wikidata ID 或原文名与生卒年），可导入为新艺术家`);
  return { westernArtistId: found.Id };
};

const importArtist: TransitionHook = async ({ call, tx, current }) => {
  if (!levelAtLeast(call.user.rights.artist, "WRITE")) throw denied("导入会新建西方艺术家：需要「艺术家」的编辑权限");
  const found = await findWestArtist(tx, current);
  if (found) return { importState: "matched", westernArtistId: found.Id };
  if (typeof current.nameZh !== "string" || current.nameZh.trim() === "") throw precondition(`「${String(current.nameOriginal)}」还没有中文名，请先填写`);
  const made = await createResource({ ...call, db: tx }, westernArtist, {
    nameZh: current.nameZh, nameOriginal: current.nameOriginal, nationality: typeof current.school === "string" ? current.school.slice(0, 20) : null,
    birthYear: current.birthYear ?? null, deathYear: current.deathYear ?? null, wikidataId: current.wikidataId ?? null,
  }, machineHooks(westernArtist, westernArtistHooks));
  return { westernArtistId: Number(made.Id) };
};

const restore: TransitionHook = () => ({ westernArtistId: null });

export const budartArtistTransitions = { match, import: importArtist, restore };
