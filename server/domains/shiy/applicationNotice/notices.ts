/**
 * 申请通知 (content.md §8.1 "notifies the applicant (push/SMS)"): the notice of each decision on an
 * application, written in the decision's own transaction. No push or SMS channel is configured in
 * this console, so a notice is recorded 未发送 with the reason — it never claims to have been sent.
 */
import { formatShanghai } from "../../../../src/catalogue";
import { applicationNotice } from "../../../../src/catalogue/registry";
import type { Row, Tx } from "../../../platform/db/types";
import { insertRow } from "../../../resources/rows";

export type NoticeDecision = "pass" | "waitlist" | "approve" | "reject";

/** What a notice says while no channel is configured. */
export const NOT_SENT_NOTE = "未发送（未配置通知渠道）";

/** A phone number as a notice's recipient shows it: 138****5678. */
export function maskPhone(phone: unknown): string {
  const text = typeof phone === "string" ? phone : "";
  return text.length >= 7 ? `${text.slice(0, 3)}****${text.slice(-4)}` : text;
}

/** The words the applicant would read for a decision. */
export function noticeContent(app: Row, decision: NoticeDecision, extra: { reason?: unknown; interviewAt?: unknown } = {}): string {
  const head = `【墨苑驻留计划】${String(app.applicantName)}您好，您的驻留申请（${String(app.code)}）`;
  switch (decision) {
    case "pass": {
      const at = typeof extra.interviewAt === "number" ? `面谈时间：${formatShanghai(extra.interviewAt)}` : "面谈时间将另行通知";
      return `${head}已通过初审，${at}。`;
    }
    case "waitlist":
      return `${head}已列入候补名单，如有名额我们将再与您联系。`;
    case "approve":
      return `${head}已被录取为「${String(app.batch)}」驻留艺术家，工作人员将与您联系签约事宜。`;
    case "reject":
      return `${head}很遗憾未能通过。原因：${String(extra.reason ?? "")}`;
  }
}

/**
 * Records the notice of `decision` for the application: a push to the app account that applied,
 * else a text message to the applicant's phone; 未发送 while neither channel is configured.
 */
export async function writeNotice(
  tx: Tx, app: Row, decision: NoticeDecision, at: number, extra: { reason?: unknown; interviewAt?: unknown } = {},
): Promise<Row> {
  const push = app.visitorId !== null && app.visitorId !== undefined;
  return insertRow(tx, applicationNotice, {
    applicationId: Number(app.Id), decision, channel: push ? "push" : "sms",
    recipient: `${String(app.applicantName)}（${push ? "客户端账号" : maskPhone(app.phone)}）`.slice(0, 40),
    content: noticeContent(app, decision, extra).slice(0, 500), sendState: "unsent", sendNote: NOT_SENT_NOTE, noticeAt: at,
  }, at);
}
