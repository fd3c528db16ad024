import { artistAccount, programmeArtist } from "../../../../src/catalogue/registry";
import { defineSeed } from "../../../seed/factory";

const DAY = 86_400_000;
const PLATFORMS = ["channels", "douyin", "xiaohongshu", "weibo", "bilibili", "officialAccount", "kuaishou", "toutiao"] as const;
const HOSTS: Readonly<Record<(typeof PLATFORMS)[number], string | null>> = {
  channels: null, officialAccount: null, douyin: "https://www.douyin.com/user/", xiaohongshu: "https://www.xiaohongshu.com/user/profile/",
  weibo: "https://weibo.com/u/", bilibili: "https://space.bilibili.com/", kuaishou: "https://www.kuaishou.com/profile/", toutiao: "https://www.toutiao.com/c/user/",
};

/** content.md §8.8 seed: 45 accounts — two for most signed artists, three for the busiest, none for those still signing. */
export const seed = defineSeed({
  resource: artistAccount,
  async run(ctx) {
    if (await ctx.tx.selectFrom(artistAccount.table).select("Id").limit(1).executeTakeFirst()) return;
    const artists = await ctx.tx.selectFrom(programmeArtist.table).select(["Id", "name", "artName", "status", "ctime"]).where("status", "!=", "signing").orderBy("Id").execute();
    let left = 45;
    for (const [i, a] of artists.entries()) {
      const remaining = artists.length - i;
      const count = Math.min(left, Math.max(1, Math.ceil(left / remaining)));
      left -= count;
      for (let k = 0; k < count; k++) {
        const platform = PLATFORMS[(i + k * 3) % PLATFORMS.length] ?? "weibo";
        const accountId = String(100_000_000 + ((Number(a.Id) * 7_919 + k * 104_729) % 900_000_000));
        const host = HOSTS[platform];
        const at = Math.min(ctx.now - DAY, Number(a.ctime) + (10 + k * 20) * DAY);
        const suspended = a.status === "terminated";
        await ctx.insert(artistAccount, {
          artistId: Number(a.Id), platform, accountName: k === 0 ? String(a.name) : `${String(a.artName ?? a.name)}的画室`, accountId,
          profileUrl: host ? `${host}${accountId}` : null, followers: Math.floor(ctx.random() * 180_000) + 800, verified: (i + k) % 3 === 0,
          operatedBy: k === 0 ? "self" : (i + k) % 2 === 0 ? "platform" : "joint", status: suspended ? "suspended" : "active",
          lastSyncedAt: Math.min(ctx.now - DAY, at + 30 * DAY), remark: suspended ? "解约后停止代运营" : null,
        }, { ctime: at });
      }
    }
  },
});
