import { resourceAlbum } from "../../../../src/catalogue/registry";
import { ALBUM_TITLES, alreadySeeded, ARTWORKS, contentKey, DAY, pick, recentBetween, scaled, seededVisitors } from "../../../seed/data/touristContent";
import { defineSeed } from "../../../seed/factory";

/** ~900 albums of 5–120 works (commerce.md §5.4, §10): 30 % public, 24 featured (all public), a few hidden. */
export const seed = defineSeed({
  resource: resourceAlbum,
  async run(ctx) {
    if (await alreadySeeded(ctx, resourceAlbum.table)) return;
    const visitors = await seededVisitors(ctx);
    if (visitors.length === 0) return;
    const count = scaled(ctx, 900, 12);
    let featured = Math.max(2, Math.round(24 * ctx.scale));
    for (let n = 0; n < count; n++) {
      const v = pick(ctx, visitors);
      const createdAt = recentBetween(ctx, v.registerAt, ctx.now - DAY);
      const updatedAt = Math.min(ctx.now - 60_000, createdAt + Math.floor(ctx.random() * 60 * DAY));
      const size = 5 + Math.floor(ctx.random() ** 2 * 116);
      const items = Array.from({ length: size }, (_, i) => {
        const [resType, title] = ARTWORKS[(n * 5 + i * 3) % ARTWORKS.length] as (typeof ARTWORKS)[number];
        return { resType, resId: `${resType}${String(1000 + ((n + i * 11) % 900)).padStart(6, "0")}`, title: `《${title}》`, thumb: contentKey("thumb", createdAt, n * 200 + i), note: "" };
      });
      const isPublic = ctx.random() < 0.3;
      const hidden = isPublic && ctx.random() < 0.03;
      const feature = isPublic && !hidden && featured > 0 && ctx.random() < 0.25;
      if (feature) featured -= 1;
      const popular = isPublic ? (feature ? 8 : 1) : 0.1;
      const title = ALBUM_TITLES[n % ALBUM_TITLES.length] as string;
      await ctx.insert(resourceAlbum, {
        title: n < ALBUM_TITLES.length ? title : `${title}（${Math.floor(n / ALBUM_TITLES.length) + 1}）`, visitorId: v.Id,
        cover: items[0]?.thumb ?? null, description: `收录${size}件作品，${pick(ctx, ["临摹备用", "课堂参考", "每日一幅", "配色参考", "收藏待看"])}。`,
        items, itemCount: size, visibility: isPublic ? "PUBLIC" : "PRIVATE", featured: feature,
        status: hidden ? "HIDDEN" : "NORMAL", hiddenReason: hidden ? "INFRINGE" : null,
        likeCount: Math.floor(ctx.random() ** 2 * 300 * popular), favCount: Math.floor(ctx.random() ** 2 * 150 * popular),
        downloadCount: 0, createdAt, updatedAt,
      }, { ctime: createdAt, utime: updatedAt });
    }
  },
});
