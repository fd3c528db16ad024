/**
 * The rules of 书画作品 (content.md §3.1, §0.4): co-authors are live artists other than the author,
 * 上架 needs the catalogue's required facts, an image as cover and — for a work that is not free — an
 * image whose tiles are ready; an online work is never deleted; the artists' work counts follow.
 */
import { refuseOnlineDelete } from "../../../resources/publish";
import { paintingWork } from "../../../../src/catalogue/registry";
import { ancientArtist } from "../../../../src/catalogue/registry";
import type { Row, Tx } from "../../../platform/db/types";
import { invalid, precondition } from "../../../platform/wire/errors";
import type { ResourceHooks } from "../../../resources/hooks";
import { publishHooks } from "../../../resources/publish";
import { lockArtists, recountWorks } from "../ancientArtist/artistDict";
import { subjectImages } from "./images";

const MAX_CO_ARTISTS = 5;

/** `coArtistIds` as stored: distinct artist Ids, none the author, each a live artist. */
export async function checkCoArtists(tx: Tx, value: unknown, artistId: unknown): Promise<number[] | null> {
  if (value === null || value === undefined) return null;
  if (!Array.isArray(value) || !value.every((v) => Number.isInteger(v) && (v as number) > 0)) {
    throw invalid("合作者必须是书画家 Id 的列表，如 [12, 15]");
  }
  const ids = value as number[];
  if (ids.length > MAX_CO_ARTISTS) throw invalid(`合作者最多 ${MAX_CO_ARTISTS} 位`);
  if (new Set(ids).size !== ids.length) throw invalid("合作者不能重复");
  if (ids.includes(artistId as number)) throw invalid("合作者不能是作者本人");
  if (ids.length === 0) return ids;
  const found = await tx.selectFrom(ancientArtist.table).select("Id").where("Id", "in", ids).where("deleted", "=", 0).execute();
  const missing = ids.filter((id) => !found.some((r) => Number(r.Id) === id));
  if (missing.length > 0) throw invalid(`合作者不存在（Id ${missing.join("、")}）`);
  return ids;
}

export const paintingHooks: ResourceHooks = {
  async beforeWrite({ tx, value, current }) {
    await lockArtists(tx, [current?.artistId, value.artistId]);
    const next = { ...current, ...value };
    if (Object.hasOwn(value, "coArtistIds") || Object.hasOwn(value, "artistId")) {
      await checkCoArtists(tx, next.coArtistIds, next.artistId);
    }
    const from = next.yearFrom as number | null | undefined;
    const to = next.yearTo as number | null | undefined;
    if (typeof from === "number" && typeof to === "number" && from > to) throw invalid("起年不能晚于止年");
    return value;
  },
  async afterWrite({ tx, current, record }) {
    if (current?.artistId !== record.artistId) await recountWorks(tx, [current?.artistId as number | undefined, record.artistId as number]);
  },
  async beforeDelete({ tx, current }) {
    await lockArtists(tx, [current.artistId]);
    await refuseOnlineDelete(paintingWork)({ current });
  },
  async afterDelete({ tx, current }) {
    await recountWorks(tx, [current.artistId as number]);
  },
};

/** What 上架 still misses for a work, in Chinese; empty when it may go online. */
export async function publishProblems(tx: Tx, work: Row): Promise<string[]> {
  const problems: string[] = [];
  for (const key of ["title", "artistId", "age", "category", "form", "material", "accessLevel"]) {
    const value = work[key];
    if (value === null || value === undefined || value === "") problems.push(`缺少${paintingWork.fields.find((f) => f.key === key)?.label ?? key}`);
  }
  if ((work.museumId === null || work.museumId === undefined) && (work.source === null || work.source === undefined)) {
    problems.push("缺少收藏单位或来源");
  }
  const images = await subjectImages(tx, "suha", work.Id as number);
  if (images.total === 0) problems.push("没有高清图作封面");
  else if (work.accessLevel !== "free" && images.ready === 0) problems.push("非免费作品须有切片已就绪的高清图");
  return problems;
}

/** 上架 and 重新上架: refused with every missing fact at once. */
export const paintingTransitions = publishHooks(async ({ tx, current }) => {
  const problems = await publishProblems(tx, current);
  if (problems.length > 0) throw precondition(`书画作品「${String(current.title)}」不能上架：${problems.join("；")}`);
});
