import { shanghaiDayStart } from "../../../../src/catalogue/kinds/shanghai";
import { pushMessage } from "../../../../src/catalogue/registry";
import { businessNo } from "../../../resources/businessNo";
import { defineSeed } from "../../../seed/factory";

const DAY = 86_400_000;
const HOUR = 3_600_000;

const MESSAGES = [
  ["今日推荐：千里江山图", "王希孟十八岁的青绿长卷，高清细节一屏看尽", "SUHA", "1024"],
  ["会员限时 8 折", "年度会员限时优惠，今晚 24 点截止", "ACTIVITY", "12"],
  ["直播预告：兰亭序临摹", "今晚 19:30 周砚秋老师带你临《兰亭序》", "LIVE", "46"],
  ["新课上线：宋代美学", "沈知微主讲十讲，会员免费看", "COURSE", "3"],
  ["节气 · 小雪", "看宋人画里的初雪", "SUHA", "2210"],
  ["你的积分即将过期", "年底清零前，去积分商城看看", "URL", "https://m.moyuan.example/points"],
  ["敦煌色彩特展", "线上展览「敦煌色彩」开幕", "ACTIVITY", "7"],
  ["每周一帖：赵孟頫", "《洛神赋》行书高清放大", "HOME", null],
] as const;
const AUDIENCES = [
  ["ALL", null], ["TAG", ["vip", "svip"]], ["TAG", ["course_student"]], ["TAG", ["lapsed_vip"]], ["ALL", null], ["SEGMENT", { segmentId: "seg_active_30d" }],
] as const;

/**
 * commerce.md §6.12: 90 pushes over 12 months, about two a week at 10:00 or 20:00 Beijing time — 84
 * sent (3–9 % of delivered clicked), 2 failed, 2 cancelled, and 2 scheduled for the coming days.
 */
export const seed = defineSeed({
  resource: pushMessage,
  async run(ctx) {
    if (await ctx.tx.selectFrom(pushMessage.table).select("Id").limit(1).executeTakeFirst()) return;
    const today = shanghaiDayStart(ctx.now);
    for (let i = 0; i < 90; i += 1) {
      const [title, content, landingType, landingId] = MESSAGES[i % MESSAGES.length]!;
      const [audienceType, audienceValue] = AUDIENCES[i % AUDIENCES.length]!;
      const status = i >= 88 ? "SCHEDULED" : i === 40 || i === 71 ? "FAILED" : i === 25 || i === 60 ? "CANCELLED" : "SENT";
      // Two a week back from yesterday; the two scheduled ones tomorrow and the day after at 10:00.
      const at = status === "SCHEDULED" ? today + (i - 86) * DAY + 2 * HOUR : today - Math.ceil((88 - i) * 3.5) * DAY + (i % 2 === 0 ? 2 : 12) * HOUR;
      const created = Math.min(at - 2 * DAY, ctx.now - HOUR);
      const scheduled = status === "SCHEDULED" || status === "CANCELLED" || i % 5 === 0;
      const target = audienceType === "ALL" ? 180_000 + Math.round(ctx.random() * 20_000) : 12_000 + Math.round(ctx.random() * 30_000);
      const received = status === "SENT" ? Math.round(target * (0.82 + ctx.random() * 0.1)) : 0;
      await ctx.insert(pushMessage, {
        pushNo: businessNo("PM", created, Math.floor(ctx.random() * 1_000_000)), title, content, platforms: i % 4 === 3 ? ["IOS"] : ["IOS", "ANDROID"],
        audienceType, audienceValue, landingType, landingId, sendType: scheduled ? "SCHEDULED" : "NOW", scheduledAt: scheduled ? at : null,
        timeToLive: 86_400, apnsProduction: true, status,
        failReason: status === "FAILED" ? "极光推送拒绝：推送对象中没有符合条件的设备（1011）" : null,
        providerMsgId: status === "SENT" ? String(18_100_000_000_000_000n + BigInt(i) * 7_919n) : null,
        targetCount: status === "SENT" ? target : null, receivedCount: received, clickCount: Math.round(received * (0.03 + ctx.random() * 0.06)),
        sentAt: status === "SENT" ? at : null, cancelledAt: status === "CANCELLED" ? at - 3 * HOUR : null,
      }, { ctime: created, utime: Math.min(status === "SCHEDULED" ? created : at, ctx.now) });
    }
  },
});
