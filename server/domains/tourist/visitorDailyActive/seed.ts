import { order, visitor, visitorDailyActive } from "../../../../src/catalogue/registry";
import { shanghaiDate, shanghaiDayStart } from "../../../../src/catalogue/kinds/shanghai";
import { bulkInsert, pick, type SeedRow } from "../../../seed/commerce/bulk";
import { defineSeed } from "../../../seed/factory";

const DAY = 86_400_000;
/** The days of activity kept in the demo (the dashboards' 近30天 and 近12周 need no more). */
const DAYS = 90;
const APP_VERSIONS = ["3.7.2", "3.8.0", "3.8.1", "3.9.0"];

/**
 * Active days of the last 90 (commerce.md §7.0 activeVisitors): for each visitor, between their
 * registration (or 90 days ago) and their `lastActiveAt` day, each day with the visitor's own
 * engagement (5–50 %), their `lastActiveAt` day always; plus every day within the window on which they
 * created or paid an order (an order is a client call). Mostly on the platform they registered on.
 * A few thousand rows at test scale (≈ 15 a visitor), inserted in chunks.
 */
export const seed = defineSeed({
  resource: visitorDailyActive,
  after: ["order"],
  async run(ctx) {
    if (await ctx.tx.selectFrom("visitor_daily_active").select("Id").limit(1).executeTakeFirst()) return;
    const { random, now } = ctx;
    const today = shanghaiDayStart(now);
    const first = today - (DAYS - 1) * DAY;
    const visitors = await ctx.tx.selectFrom(visitor.table).select(["Id", "registerAt", "lastActiveAt", "registerChannel"]).orderBy("Id").execute();
    const orderDays = new Map<number, Set<number>>();
    const orders = await ctx.tx.selectFrom(order.table).select(["visitorId", "ctime", "paidAt"]).where("ctime", ">=", first).execute();
    for (const o of orders) {
      const days = orderDays.get(Number(o.visitorId)) ?? new Set<number>();
      for (const at of [o.ctime, o.paidAt]) if (at !== null && Number(at) <= now) days.add(shanghaiDayStart(Number(at)));
      orderDays.set(Number(o.visitorId), days);
    }
    const rows: SeedRow[] = [];
    for (const v of visitors) {
      const id = Number(v.Id);
      const from = Math.max(first, shanghaiDayStart(Number(v.registerAt)));
      const last = Math.min(today, shanghaiDayStart(Math.min(now, Number(v.lastActiveAt ?? v.registerAt))));
      const engagement = 0.05 + random() * 0.45;
      const days = new Set<number>();
      for (let d = from; d <= last; d += DAY) if (d === last || random() < engagement) days.add(d);
      for (const d of orderDays.get(id) ?? []) if (d >= from && d <= today) days.add(d);
      const home = String(v.registerChannel ?? "IOS");
      for (const d of [...days].sort((a, b) => a - b)) {
        const platform = random() < 0.8 ? home : pick(random, [["IOS", 4], ["ANDROID", 4], ["MP_WEIXIN", 2]] as const);
        const date = shanghaiDate(d);
        // The first call of the day: some time that day, never after now.
        const at = Math.min(now, d + Math.floor(random() * DAY));
        rows.push({
          ctime: at,
          data: { visitorId: id, date, platform, appVersion: platform === "IOS" || platform === "ANDROID" ? APP_VERSIONS[Math.floor(random() * APP_VERSIONS.length)] : null, dayKey: `${id}:${date}` },
        });
      }
    }
    await bulkInsert(ctx.tx, visitorDailyActive, rows);
  },
});
