/**
 * The outgoing mail settings (commerce.md Q13: 订阅日报 needs a mail channel; without one its actions are hidden and
 * refused), added to the server's Config here as the slow-query settings are:
 *   MOYUAN_SMTP_URL   smtp://user:password@host:587 (STARTTLS when the server offers it) or smtps://…:465; unset: no mail
 *   MOYUAN_MAIL_FROM  the sender, e.g. "墨苑管理后台 <noreply@moyuan.art>" (default)
 */
export interface MailConfig {
  /** null: no mail channel is configured. */
  readonly smtpUrl: string | null;
  readonly from: string;
}

declare module "../config" {
  interface Config {
    readonly mail: MailConfig;
  }
}

export function loadMailConfig(env: NodeJS.ProcessEnv): MailConfig {
  const raw = env.MOYUAN_SMTP_URL?.trim();
  let smtpUrl: string | null = null;
  if (raw) {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new Error(`MOYUAN_SMTP_URL must be an smtp:// or smtps:// URL, got "${raw.replace(/:[^:@/]*@/, ":***@")}"`);
    }
    if (url.protocol !== "smtp:" && url.protocol !== "smtps:") throw new Error(`MOYUAN_SMTP_URL must start with smtp:// or smtps://, got "${url.protocol}"`);
    smtpUrl = raw;
  }
  return { smtpUrl, from: env.MOYUAN_MAIL_FROM?.trim() || "墨苑管理后台 <noreply@moyuan.art>" };
}
