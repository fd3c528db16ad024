import { albumDownload, resourceAlbum } from "../../../../src/catalogue/registry";
import { alreadySeeded, DAY, pick, recentBetween, scaled, seededVisitors } from "../../../seed/data/touristContent";
import { defineSeed } from "../../../seed/factory";

const HOUR = 3_600_000;

/**
 * ~3,400 downloads of albums (commerce.md §5.5, §10), mostly of public ones and by their owners;
 * each album's `downloadCount` is set to the downloads written here, so the two always agree.
 */
export const seed = defineSeed({
  resource: albumDownload,
  async run(ctx) {
    if (await alreadySeeded(ctx, albumDownload.table)) return;
    const visitors = await seededVisitors(ctx);
    const albums = (await ctx.tx.selectFrom(resourceAlbum.table).select(["Id", "visitorId", "visibility", "itemCount", "createdAt"]).orderBy("Id").execute())
      .map((a) => ({ Id: Number(a.Id), owner: Number(a.visitorId), isPublic: a.visibility === "PUBLIC", items: Number(a.itemCount), createdAt: Number(a.createdAt) }));
    if (visitors.length === 0 || albums.length === 0) return;
    const publicOnes = albums.filter((a) => a.isPublic);
    const vipOf = new Map(visitors.map((v) => [v.Id, v.vipLevel]));
    const counts = new Map<number, number>();
    const count = scaled(ctx, 3400, 20);
    for (let n = 0; n < count; n++) {
      const album = publicOnes.length > 0 && ctx.random() < 0.7 ? pick(ctx, publicOnes) : pick(ctx, albums);
      const by = album.isPublic && ctx.random() < 0.6 ? pick(ctx, visitors).Id : album.owner;
      const vip = vipOf.get(by) ?? "NONE";
      const resolution = vip === "SVIP" ? "ORIGINAL" : vip === "VIP" ? "HD" : ctx.random() < 0.2 ? "HD" : "STANDARD";
      const costType = vip !== "NONE" ? "VIP_QUOTA" : resolution === "HD" ? pick(ctx, ["HD_QUOTA", "POINTS"]) : "FREE";
      const requestedAt = recentBetween(ctx, album.createdAt, ctx.now - 5 * 60_000);
      const roll = ctx.random();
      const status = ctx.now - requestedAt < 10 * 60_000 && roll < 0.5 ? "PACKING" : roll < 0.03 ? "FAILED" : ctx.now - requestedAt > DAY ? "EXPIRED" : "READY";
      const finishedAt = status === "PACKING" ? null : requestedAt + 5_000 + Math.floor(ctx.random() * 90_000);
      const perItem = resolution === "ORIGINAL" ? 9_000_000 : resolution === "HD" ? 2_500_000 : 400_000;
      counts.set(album.Id, (counts.get(album.Id) ?? 0) + 1);
      await ctx.insert(albumDownload, {
        downloadNo: `DL${String(n + 1).padStart(8, "0")}`, albumId: album.Id, visitorId: by, itemCount: album.items, resolution,
        fileSize: status === "READY" || status === "EXPIRED" ? album.items * perItem + Math.floor(ctx.random() * perItem) : null,
        costType, costValue: costType === "POINTS" ? album.items * 2 : costType === "FREE" ? 0 : 1,
        status, requestedAt, finishedAt, linkExpireAt: finishedAt !== null && status !== "FAILED" ? finishedAt + 24 * HOUR : null,
        platform: pick(ctx, ["IOS", "IOS", "ANDROID", "ANDROID", "MP_WEIXIN", "PC"]),
        clientIp: `${pick(ctx, [36, 58, 112, 117, 183, 221])}.${Math.floor(ctx.random() * 256)}.${Math.floor(ctx.random() * 256)}.${1 + Math.floor(ctx.random() * 254)}`,
      }, { ctime: requestedAt, utime: finishedAt ?? requestedAt });
    }
    for (const [Id, downloads] of counts) await ctx.tx.updateTable(resourceAlbum.table).set({ downloadCount: downloads }).where("Id", "=", Id).execute();
  },
});
