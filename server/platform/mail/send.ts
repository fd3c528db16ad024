import nodemailer, { type Transporter } from "nodemailer";
import type { MailConfig } from "./config";

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** One SMTP transport per configured URL (it keeps no connection open between messages). */
const transports = new Map<string, Transporter>();

/** Sends one message through the configured SMTP server; throws when there is none or the server refuses it. */
export async function sendMail(mail: MailConfig, message: MailMessage): Promise<void> {
  if (!mail.smtpUrl) throw new Error("未配置邮件服务（MOYUAN_SMTP_URL）");
  let transport = transports.get(mail.smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport(mail.smtpUrl);
    transports.set(mail.smtpUrl, transport);
  }
  await transport.sendMail({ from: mail.from, ...message });
}
