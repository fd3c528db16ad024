import { shanghaiDate } from "../../../../src/catalogue";
import { hdImage, programmeArtist, programmeWork } from "../../../../src/catalogue/registry";
import type { Discipline } from "../../../../src/catalogue/resources/shiy/shiyEnums";
import { SYSTEM_ACTOR } from "../../../resources/rows";
import { defineSeed, type SeedContext } from "../../../seed/factory";
import { nextImageCode } from "../../hd/hdImage/images";
import { demoKey } from "../../hd/hdImage/tiles/demoMasters";
import { queueTiling } from "../../hd/hdImage/tiles/queue";
import { REJECT_REASONS, SHAPES, TITLES, type WorkShape } from "./workData";
import { refreshWorkCount } from "./workCount";

const DAY = 86_400_000;
const PER_ARTIST = 8;

type Review = "approved" | "pending" | "rejected";

/**
 * §8.3's split of 240 works: 160 approved, 50 pending, 30 rejected. A signing artist's works all wait
 * for review; every other artist has six approved, one rejected and one pending, but for three works
 * (two approved, one pending) rejected instead.
 */
function reviewOf(signing: boolean, j: number, k: number): Review {
  if (signing) return "pending";
  if (k === 5 && j < 2) return "rejected";
  if (k === 7 && j === 2) return "rejected";
  return k < 6 ? "approved" : k === 6 ? "rejected" : "pending";
}

/** 120 of the approved works have an HD image: the first four of every artist, the fifth of the first twelve. */
const hasImage = (review: Review, j: number, k: number) => review === "approved" && (k < 4 || (k === 4 && j < 12));

async function imageFor(ctx: SeedContext, workId: number, title: string, shape: WorkShape, at: number, online: boolean): Promise<number> {
  const id = await ctx.insert(hdImage, {
    title: `${title} · 全幅`, code: await nextImageCode(ctx.tx), subjectType: "shiyWork", subjectId: workId, subjectTitle: title,
    pageNo: 1, viewLabel: "全幅", version: "RAW_SCAN", museumId: null, masterFile: demoKey(shape.master), ppi: 600,
    tileStatus: "none", tileError: null, tileProgress: 0, tileLayout: "iiif3", tileSize: "512",
    accessLevel: "free", downloadable: false, attribution: "墨苑驻留计划（演示图像）", license: "internal", annotationState: "none",
    publishState: online ? "online" : "draft", publishedAt: online ? at : null, republishedAt: null, tags: [], deleted: false,
  }, { ctime: at });
  await queueTiling(ctx.tx, id, SYSTEM_ACTOR, ctx.now);
  return id;
}

/** content.md §8.3 seed: eight works per artist (240), reference prices ¥3,000–¥60,000, 120 with an HD image of the library. */
export const seed = defineSeed({
  resource: programmeWork,
  async run(ctx) {
    if (await ctx.tx.selectFrom(programmeWork.table).select("Id").limit(1).executeTakeFirst()) return;
    const artists = await ctx.tx.selectFrom(programmeArtist.table).select(["Id", "name", "status", "disciplines", "ctime"]).orderBy("Id").execute();
    const thisYear = Number(shanghaiDate(ctx.now).slice(0, 4));
    let n = 0;
    let j = 0;
    for (const artist of artists) {
      const signing = artist.status === "signing";
      const disciplines = JSON.parse(String(artist.disciplines)) as Discipline[];
      for (let k = 0; k < PER_ARTIST; k++) {
        n += 1;
        const discipline = disciplines[k % disciplines.length] ?? "other";
        const shapes = SHAPES[discipline];
        const shape = shapes[k % shapes.length] as WorkShape;
        const titles = TITLES[discipline];
        const title = titles[(k + Number(artist.Id)) % titles.length] ?? "无题";
        const review = reviewOf(signing, j, k);
        const image = hasImage(review, j, k);
        // The artist's works go online once reviewed and photographed; a terminated artist's were taken offline.
        const online = image && artist.status !== "terminated";
        const offline = image && artist.status === "terminated";
        const at = Math.min(ctx.now - (PER_ARTIST - k) * DAY, Number(artist.ctime) + (k + 1) * 9 * DAY);
        const reviewedAt = review === "pending" ? null : Math.min(ctx.now - DAY, at + 3 * DAY);
        const id = await ctx.insert(programmeWork, {
          code: `SW-${String(n).padStart(6, "0")}`, title, artistId: Number(artist.Id), year: Math.min(thisYear, 2016 + ((n * 7) % 11)),
          discipline, category: shape.category, form: shape.form, material: shape.material, media: shape.media,
          heightCm: shape.heightCm, widthCm: shape.widthCm, edition: discipline === "banhua" ? `${1 + (k % 5)}/20` : null,
          description: `${String(artist.name)}${String(shape.heightCm)}×${String(shape.widthCm)} 厘米之作。`, hdImageId: null, captureTaskId: null,
          authorization: k % 3 === 0 ? ["展示", "衍生品", "拍卖"] : k % 3 === 1 ? ["展示", "拍卖"] : ["展示", "课程"],
          referencePrice: (3_000 + Math.floor(ctx.random() * 115) * 500) * 100,
          reviewState: review, rejectReason: review === "rejected" ? REJECT_REASONS[n % REJECT_REASONS.length] : null,
          reviewedBy: reviewedAt === null ? null : "admin", reviewedAt, saleState: k === 5 && review === "approved" ? "notForSale" : "none",
          publishState: online ? "online" : offline ? "offline" : "draft", publishedAt: online || offline ? reviewedAt : null, republishedAt: null, deleted: false,
        }, { ctime: at, utime: reviewedAt ?? at });
        if (image) {
          const hdImageId = await imageFor(ctx, id, title, shape, reviewedAt ?? at, online);
          await ctx.tx.updateTable(programmeWork.table).set({ hdImageId }).where("Id", "=", id).execute();
        }
      }
      if (!signing) j += 1;
      await refreshWorkCount(ctx.tx, artist.Id);
    }
  },
});
