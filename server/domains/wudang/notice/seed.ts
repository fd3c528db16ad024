import { notice } from "../../../../src/catalogue/registry";
import { defineSeed } from "../../../seed/factory";
import { displayStateAt } from "../../../resources/slotPlacement";
import type { Row } from "../../../platform/db/types";

const DAY = 86_400_000;
const NOTICES: readonly (readonly [string, string, string])[] = [
  ["《千里江山图》高清专辑上线", "ACTIVITY", "<p>王希孟《千里江山图》全卷高清专辑已上线，会员可下载原图。</p>"],
  ["春节期间客服时间调整", "SYSTEM", "<p>春节期间（除夕至初六）客服时间调整为 10:00–16:00。</p>"],
  ["v3.6 版本更新说明", "UPDATE", "<p>新增画单分组、长卷横屏浏览，修复若干问题。</p>"],
  ["服务器维护公告", "MAINTENANCE", "<p>本周六 02:00–04:00 系统维护，期间无法登录和下载。</p>"],
  ["书院秋季班开始报名", "ACTIVITY", "<p>《工笔花鸟》《楷书入门》秋季班开放报名，会员享 8 折。</p>"],
  ["隐私政策更新", "SYSTEM", "<p>我们更新了隐私政策，新增对画单数据的说明。</p>"],
  ["v3.8 版本更新说明", "UPDATE", "<p>新增 AI 赏析助手；高清图加载速度提升 40%。</p>"],
  ["国庆积分翻倍", "ACTIVITY", "<p>国庆期间签到积分翻倍，积分宝箱上新 12 件。</p>"],
];
const AUDIENCES = ["ALL", "ALL", "VIP", "NON_VIP", "ALL", "UID_LIST"] as const;

/**
 * commerce.md §6.5: 45 notices over 12 months, about one a week: the older ones published and ended,
 * the last weeks' ones published and live, two scheduled for next week, three withdrawn, four drafts.
 */
export const seed = defineSeed({
  resource: notice,
  async run(ctx) {
    if (await ctx.tx.selectFrom(notice.table).select("Id").limit(1).executeTakeFirst()) return;
    const { now, random } = ctx;
    const total = 45;
    for (let i = 0; i < total; i++) {
      const [base, type, content] = NOTICES[i % NOTICES.length] as readonly [string, string, string];
      const scheduled = i >= total - 2;
      const draft = i >= total - 6 && !scheduled;
      const withdrawn = i % 15 === 7;
      const startAt = scheduled ? now + (3 + i - total) * DAY + 10 * DAY : now - (total - i) * 8 * DAY;
      const endAt = type === "MAINTENANCE" || type === "SYSTEM" ? startAt + 7 * DAY : startAt + 30 * DAY;
      const status = draft ? "DRAFT" : withdrawn ? "WITHDRAWN" : "PUBLISHED";
      const audience = AUDIENCES[i % AUDIENCES.length] as string;
      const publishedAt = status === "DRAFT" ? null : Math.min(startAt, now) - DAY;
      const created = Math.min(startAt, now) - 2 * DAY;
      const row = { status, startAt, endAt } as Row;
      await ctx.insert(notice, {
        title: i < NOTICES.length ? base : `${base}（${Math.floor(i / NOTICES.length) + 1}）`.slice(0, 30), type, content, audience,
        uidList: audience === "UID_LIST" ? "10238745, 10238746, 10563321" : null,
        popup: type === "MAINTENANCE" || i % 9 === 0, link: type === "ACTIVITY" ? "https://m.moyuan.art/activity" : null,
        platforms: type === "UPDATE" ? ["IOS", "ANDROID"] : [], minAppVersion: null, maxAppVersion: type === "UPDATE" ? "3.8.0" : null,
        startAt, endAt, status, displayState: displayStateAt(row, now, status === "PUBLISHED"), publishedAt,
        readCount: status === "PUBLISHED" && startAt < now ? Math.floor(800 + random() * 24_000) : 0,
      }, { ctime: created, utime: publishedAt ?? created });
    }
  },
});
