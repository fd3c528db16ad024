import { compareImage } from "../../../../src/catalogue/registry";
import { alreadySeeded, ARTWORKS, COMPARE_TITLES, contentKey, pick, recentBetween, scaled, seededVisitors } from "../../../seed/data/touristContent";
import { defineSeed } from "../../../seed/factory";

/** ~1,200 comparison images of 2–4 artworks (commerce.md §5.6, §10), a few hidden. */
export const seed = defineSeed({
  resource: compareImage,
  async run(ctx) {
    if (await alreadySeeded(ctx, compareImage.table)) return;
    const visitors = await seededVisitors(ctx);
    if (visitors.length === 0) return;
    const count = scaled(ctx, 1200, 12);
    for (let n = 0; n < count; n++) {
      const v = pick(ctx, visitors);
      const at = recentBetween(ctx, v.registerAt, ctx.now - 60_000);
      const size = 2 + Math.floor(ctx.random() * 3);
      const items = Array.from({ length: size }, (_, i) => {
        const [resType, title] = pick(ctx, ARTWORKS);
        return { resType, resId: `${resType}${String(1000 + ((n * 7 + i) % 900)).padStart(6, "0")}`, title: `《${title}》`, crop: { x: 0, y: 0, w: 1, h: 1 } };
      });
      const hidden = ctx.random() < 0.02;
      await ctx.insert(compareImage, {
        visitorId: v.Id, title: pick(ctx, COMPARE_TITLES), layout: pick(ctx, ["LEFT_RIGHT", "LEFT_RIGHT", "TOP_BOTTOM", "OVERLAY", "SLIDER"]),
        items, itemCount: size, resultImage: contentKey("compare", at, n), visibility: ctx.random() < 0.35 ? "PUBLIC" : "PRIVATE",
        status: hidden ? "HIDDEN" : "NORMAL", hiddenReason: hidden ? pick(ctx, ["INFRINGE", "AD"]) : null,
        shareCount: Math.floor(ctx.random() ** 3 * 60), createdAt: at,
      }, { ctime: at });
    }
  },
});
