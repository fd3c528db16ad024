import { levelAtLeast } from "../../../../../src/catalogue";
import { shanghaiDate } from "../../../../../src/catalogue/kinds/shanghai";
import { actorCall } from "../../../../platform/jobs/actor";
import { sendMail } from "../../../../platform/mail/send";
import type { Sweeper } from "../../../../platform/sweep";
import { dayBefore, reportMail, reportRows } from "./compose";
import { pastSendingTime } from "./subscription";

/**
 * Sends 订阅日报: from 09:00 China time, each subscription not yet served today is claimed (one conditional update,
 * so two servers sweeping at once send it once), then yesterday's figures are computed under the user's rights as
 * they are now and mailed. Every attempt leaves a `report_mail` row (SENT, or FAILED with the reason); a failed
 * day is not retried (the next report comes the next morning).
 */
export const dailyReportSweeper: Sweeper = {
  name: "dashboard.dailyReport",
  async sweep(deps, now) {
    if (deps.config.mail.smtpUrl === null || !pastSendingTime(now)) return 0;
    const today = shanghaiDate(now);
    const day = dayBefore(today);
    const due = await deps.db.selectFrom("report_subscription").select(["userId", "email"])
      .where((eb) => eb.or([eb("lastSentDay", "is", null), eb("lastSentDay", "<", today)])).orderBy("userId").execute();
    let sent = 0;
    for (const sub of due) {
      const userId = Number(sub.userId);
      const email = String(sub.email);
      const claim = await deps.db.updateTable("report_subscription").set({ lastSentDay: today }).where("userId", "=", userId)
        .where((eb) => eb.or([eb("lastSentDay", "is", null), eb("lastSentDay", "<", today)])).executeTakeFirst();
      if (Number(claim.numUpdatedRows) !== 1) continue;
      let error: string | null = null;
      try {
        const call = await actorCall(deps, userId, `${deps.config.namespace}.DashboardServiceAdmin/dailyReport`);
        if (typeof call === "string") throw new Error("订阅的用户已停用或已删除，未发送");
        if (!levelAtLeast(call.user.rights.dashboard, "READ")) throw new Error("订阅的用户已没有「仪表盘」读权限，未发送");
        const rows = await reportRows(call, day);
        if (rows.length === 0) throw new Error("订阅的用户已没有可查看的报表指标，未发送");
        const url = deps.config.publicUrl ? `${deps.config.publicUrl}/dashboard/report` : null;
        await sendMail(deps.config.mail, reportMail(email, day, rows, url));
        sent += 1;
      } catch (err) {
        error = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      }
      await deps.db.insertInto("report_mail").values({ userId, day, email, sentAt: deps.now(), status: error ? "FAILED" : "SENT", error }).execute();
    }
    return sent;
  },
};
