import { loginDevice, visitor } from "../../../../src/catalogue/registry";
import { bulkInsert, type SeedRow } from "../../../seed/commerce/bulk";
import { pick, scaled } from "../../../seed/data/touristContent";
import { defineSeed } from "../../../seed/factory";

const DAY = 86_400_000;

/** Devices per platform: [model, OS versions, app versions]. */
const MODELS: Readonly<Record<string, readonly (readonly [string, readonly string[]])[]>> = {
  IOS: [["iPhone 15 Pro", ["iOS 17.5.1", "iOS 18.1"]], ["iPhone 14", ["iOS 17.4", "iOS 18.0.1"]], ["iPhone 13 mini", ["iOS 16.7.8", "iOS 17.6"]], ["iPad Air (第五代)", ["iPadOS 17.5"]]],
  ANDROID: [["HUAWEI Mate 60 Pro", ["HarmonyOS 4.2"]], ["Xiaomi 14", ["Android 14"]], ["OPPO Find X7", ["Android 14"]], ["vivo X100", ["Android 14"]], ["荣耀 Magic6", ["Android 14"]], ["Redmi K70", ["Android 14"]]],
  MP_WEIXIN: [["iPhone 14（微信 8.0.49）", ["iOS 17.4"]], ["HUAWEI P60（微信 8.0.47）", ["HarmonyOS 4.0"]], ["Xiaomi 13（微信 8.0.48）", ["Android 14"]]],
  H5: [["Safari 移动版", ["iOS 17.5"]], ["Chrome 移动版", ["Android 13"]]],
  PC: [["Windows 电脑 Chrome 126", ["Windows 11"]], ["Mac 电脑 Safari 17", ["macOS 14.5"]]],
};
const APP_VERSIONS = ["3.6.0", "3.7.2", "3.8.0", "3.8.1", "3.9.0"];

/**
 * A few login devices (commerce.md §5.1 登录设备) of the most recently active visitors — ≤ 300 rows in
 * all (the design gives no count): each visitor's newest device was last used exactly at their
 * `lastActiveAt`, older ones earlier, none before registration; the first is on the channel they
 * registered on.
 */
export const seed = defineSeed({
  resource: loginDevice,
  async run(ctx) {
    if (await ctx.tx.selectFrom(loginDevice.table).select("Id").limit(1).executeTakeFirst()) return;
    const visitors = await ctx.tx.selectFrom(visitor.table).select(["Id", "registerAt", "lastActiveAt", "registerChannel"])
      .where("status", "!=", "DEACTIVATED").orderBy("lastActiveAt", "desc").orderBy("Id").limit(scaled(ctx, 140, 12)).execute();
    const rows: SeedRow[] = [];
    for (const v of visitors) {
      const registerAt = Number(v.registerAt);
      const last = Math.min(ctx.now, Number(v.lastActiveAt ?? registerAt));
      const count = 1 + Math.floor(ctx.random() ** 2 * 3);
      let seenUntil = last;
      for (let i = 0; i < count && seenUntil >= registerAt; i++) {
        const platform = i === 0 ? String(v.registerChannel ?? "IOS") : pick(ctx, ["IOS", "ANDROID", "MP_WEIXIN", "PC"]);
        const [model, oses] = pick(ctx, MODELS[platform] ?? MODELS.IOS!);
        const firstLoginAt = registerAt + Math.floor(ctx.random() * (seenUntil - registerAt + 1));
        const tdid = Array.from({ length: 32 }, () => "0123456789abcdef"[Math.floor(ctx.random() * 16)]).join("");
        rows.push({
          ctime: firstLoginAt, utime: seenUntil,
          data: {
            visitorId: Number(v.Id), tdid, deviceModel: model, platform, osVersion: pick(ctx, oses),
            appVersion: platform === "IOS" || platform === "ANDROID" ? pick(ctx, APP_VERSIONS) : null,
            firstLoginAt, lastLoginAt: seenUntil,
            lastLoginIp: `${pick(ctx, [36, 58, 112, 117, 183, 221])}.${Math.floor(ctx.random() * 256)}.${Math.floor(ctx.random() * 256)}.${1 + Math.floor(ctx.random() * 254)}`,
          },
        });
        // The next (older) device was last used before this one was first used.
        seenUntil = firstLoginAt - 1 - Math.floor(ctx.random() * 7 * DAY);
      }
    }
    await bulkInsert(ctx.tx, loginDevice, rows);
  },
});
