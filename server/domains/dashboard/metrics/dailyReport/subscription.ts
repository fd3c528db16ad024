import { z } from "zod";
import { shanghaiDate } from "../../../../../src/catalogue/kinds/shanghai";
import { read, type AuthedCall } from "../../../../platform/rpc/call";
import { method, type MethodRegistry } from "../../../../platform/rpc/registry";
import { invalid, precondition } from "../../../../platform/wire/errors";
import { readableColumns } from "../reportExport";

/**
 * 订阅日报 (commerce.md §7.2): the signed-in user asks for 运营报表's figures of the day before, by mail to their
 * account's address, every day at 09:00 China time (./sweeper.ts sends it). Only with a mail channel configured
 * (Q13: MOYUAN_SMTP_URL); without one the page hides the button and these methods refuse.
 */
const SERVICE = "DashboardServiceAdmin";
const DAY = 86_400_000;
/** 09:00 in China, as milliseconds after its midnight: the hour the report goes out. */
export const SEND_AT_MS = 9 * 3_600_000;
export const SEND_AT_TEXT = "09:00";

/** Whether `now` is at or after today's sending time in China. */
export const pastSendingTime = (now: number) => (now + 8 * 3_600_000) % DAY >= SEND_AT_MS;

async function accountEmail(call: AuthedCall): Promise<string | null> {
  const row = await call.db.selectFrom("console_user").select(["email"]).where("Id", "=", call.user.Id).executeTakeFirst();
  const email = String(row?.email ?? "").trim();
  return email === "" ? null : email;
}

async function subscriptionOf(call: AuthedCall) {
  return call.db.selectFrom("report_subscription").select(["email", "ctime"]).where("userId", "=", call.user.Id).executeTakeFirst();
}

const NO_MAIL = "未配置邮件服务，不能订阅日报（需要管理员设置 MOYUAN_SMTP_URL）";

export function registerDailyReport(registry: MethodRegistry): void {
  registry.add(method({
    service: SERVICE, method: "reportSubscription", access: read("dashboard"), input: z.object({}),
    async handler(call) {
      const sub = await subscriptionOf(call);
      return { mailConfigured: call.config.mail.smtpUrl !== null, subscribed: sub !== undefined, email: sub ? String(sub.email) : await accountEmail(call), sendAt: SEND_AT_TEXT };
    },
  }));

  registry.add(method({
    service: SERVICE, method: "subscribeDailyReport", access: read("dashboard"), input: z.object({}),
    async handler(call) {
      if (call.config.mail.smtpUrl === null) throw precondition(NO_MAIL);
      if (readableColumns(call).length === 0) throw invalid("没有可查看的报表指标，不能订阅日报：需要订单、积分、反馈、推送或书院的查看权限");
      const email = await accountEmail(call);
      if (!email) throw precondition("你的账号没有填写邮箱，请先请管理员在「用户管理」中填写邮箱后再订阅");
      const now = call.now();
      // Subscribed after today's 09:00: the first report goes out tomorrow, not at once.
      const inserted = await call.db.insertInto("report_subscription")
        .values({ userId: call.user.Id, email, ctime: now, lastSentDay: pastSendingTime(now) ? shanghaiDate(now) : null })
        .onConflict((oc) => oc.column("userId").doNothing()).executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw precondition(`已订阅日报，每天 ${SEND_AT_TEXT} 发送到 ${String((await subscriptionOf(call))?.email ?? email)}`);
      return { subscribed: true, email, sendAt: SEND_AT_TEXT };
    },
  }));

  registry.add(method({
    service: SERVICE, method: "unsubscribeDailyReport", access: read("dashboard"), input: z.object({}),
    async handler(call) {
      const deleted = await call.db.deleteFrom("report_subscription").where("userId", "=", call.user.Id).executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) throw precondition("尚未订阅日报");
      return { subscribed: false };
    },
  }));
}
