import { applicationNotice, programmeApplication } from "../../../../src/catalogue/registry";
import { defineSeed } from "../../../seed/factory";
import { maskPhone, NOT_SENT_NOTE, noticeContent, type NoticeDecision } from "./notices";

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * The notices of the seeded decisions (content.md §8.1): 初审通过 for every application that reached the
 * interview (the admitted and waitlisted too), 候补, 录取 and 不通过 with its reason — each when it was
 * decided, and all 未发送: no notification channel was ever configured.
 */
export const seed = defineSeed({
  resource: applicationNotice,
  async run(ctx) {
    if (await ctx.tx.selectFrom(applicationNotice.table).select("Id").limit(1).executeTakeFirst()) return;
    const apps = await ctx.tx.selectFrom(programmeApplication.table).selectAll().orderBy("submittedAt").orderBy("Id").execute();
    const notices: { app: (typeof apps)[number]; decision: NoticeDecision; at: number }[] = [];
    for (const app of apps) {
      const submittedAt = Number(app.submittedAt);
      if (app.interviewAt !== null) {
        const interviewAt = Number(app.interviewAt);
        notices.push({ app, decision: "pass", at: Math.max(submittedAt, Math.min(interviewAt - DAY, submittedAt + 7 * DAY)) });
        if (app.status === "waitlisted") notices.push({ app, decision: "waitlist", at: Math.min(ctx.now - HOUR, interviewAt + 2 * HOUR) });
      }
      if (app.status === "approved" || app.status === "rejected") {
        notices.push({ app, decision: app.status === "approved" ? "approve" : "reject", at: Number(app.decidedAt) });
      }
    }
    for (const { app, decision, at } of notices.sort((a, b) => a.at - b.at)) {
      const push = app.visitorId !== null;
      await ctx.insert(applicationNotice, {
        applicationId: Number(app.Id), decision, channel: push ? "push" : "sms",
        recipient: `${String(app.applicantName)}（${push ? "客户端账号" : maskPhone(app.phone)}）`,
        content: noticeContent(app, decision, { reason: app.rejectReason, interviewAt: decision === "pass" ? Number(app.interviewAt) : null }),
        sendState: "unsent", sendNote: NOT_SENT_NOTE, noticeAt: at,
      }, { ctime: at });
    }
  },
});
