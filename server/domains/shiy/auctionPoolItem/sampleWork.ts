/**
 * An approved programme work with an HD image, ready for the pool: what the contract tests and the
 * auction tests need before a pool item or a lot can exist (written as the server's code writes them).
 */
import type { Tx } from "../../../platform/db/types";
import { insertRow } from "../../../resources/rows";

let serial = 0;

export interface SampleWork {
  readonly workId: number;
  readonly artistId: number;
  readonly artistCode: string;
}

export async function aWorkForSale(tx: Tx, now: number, opts: { artistId?: number; artistCode?: string; rate?: number } = {}): Promise<SampleWork> {
  serial += 1;
  const tag = `${serial}${Math.floor(Math.random() * 1e6)}`;
  let artistId = opts.artistId;
  let artistCode = opts.artistCode ?? `TEST_ARTIST_${tag}`;
  if (artistId === undefined) {
    const artist = await insertRow(tx, "programmeArtist", {
      code: artistCode, name: `测试艺术家${serial}`, disciplines: ["shufa"], batch: "2026 第1期", status: "active", revenueShareRate: opts.rate ?? 70, workCount: 1, soldCount: 0,
    }, now);
    artistId = Number(artist.Id);
    artistCode = String(artist.code);
  }
  const image = await insertRow(tx, "hdImage", {
    title: `测试作品${tag} 高清图`, subjectType: "none", subjectId: null, pageNo: 1, version: "HD", masterFile: "shiy/hd/sample.tif",
    accessLevel: "free", license: "internal", tileStatus: "none", deleted: false,
  }, now);
  const work = await insertRow(tx, "programmeWork", {
    title: `测试作品${tag}`, artistId, discipline: "shufa", heightCm: 68, widthCm: 34, authorization: ["展示", "拍卖"], referencePrice: 800_000,
    reviewState: "approved", saleState: "none", publishState: "draft", deleted: false, hdImageId: Number(image.Id),
  }, now);
  return { workId: Number(work.Id), artistId, artistCode };
}
