/**
 * Everything the server reads from its environment, parsed once at start (server/config.ts loads it).
 * Here are the settings of the platform and of every part of the server that has no folder of its own
 * settings; a domain with settings of its own adds them to this interface from its folder
 * (`declare module`, as server/domains/payment/wxPayTransaction/notify/paymentsConfig.ts adds the payment channels' keys), so the
 * platform names no domain.
 */
export interface Config {
  readonly port: number;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly adminPassword: string | undefined;
  /** One password for every demo account (tests, demos); unset: each gets its own, printed once. */
  readonly demoPassword: string | undefined;
  readonly seed: "demo" | "none";
  /** Percent of the demo world's volume to seed (100: the designed ~5,000 orders; tests seed a small, still consistent world). */
  readonly seedScalePercent: number;
  readonly namespace: string;
  readonly apiBase: string;
  /** A session ends after this long without a call… */
  readonly sessionIdleMs: number;
  /** …and after this long in any case. */
  readonly sessionMaxMs: number;
  readonly domainExpiryDays: number;
  readonly maxBodyBytes: number;
  /** Load balancers whose X-Forwarded-For is believed (addresses or CIDR ranges). */
  readonly trustedProxies: readonly string[];
  /** Refused anonymous calls and sign-in records are kept this many days. */
  readonly securityLogDays: number;
  /** Bytes one user may upload in any rolling 24 hours. */
  readonly uploadQuotaBytes: number;
  /** Lists count matches exactly up to this many, then estimate (0: each database's own default). */
  readonly exactCountLimit: number;
  readonly distDir: string;
  /**
   * The address outside tools reach this server at (`https://moyuan.example.com`, no trailing slash):
   * the base of the absolute ids in IIIF manifests and info.json. Unset: the origin of each request.
   */
  readonly publicUrl: string | undefined;
  /** Seconds between two runs of the sweepers (server/platform/sweep: activity phases, team and coupon expiry …); 0: never. */
  readonly sweepSeconds: number;
}
