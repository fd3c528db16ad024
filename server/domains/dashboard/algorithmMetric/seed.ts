import { algorithmMetric } from "../../../../src/catalogue/registry";
import type { Algorithm } from "../../../../src/catalogue/resources/dashboard/algorithmEnums";
import { defineSeed } from "../../../seed/factory";
import { seededAlready } from "../../../seed/sufa/lookup";
import { ledgerCounts, type LedgerCount } from "./seedLedgers";

const HOUR = 3_600_000;
const HOURS = 168;
/** The recognition A/B: the next model took ~15 % of the traffic for the last 6 days. */
const CANARY_HOURS = 144;
const PLATFORMS = ["IOS", "ANDROID"] as const;

/** Per algorithm: versions, calls per hour at the evening peak, latency percentiles (ms) and the effect rates. */
const PROFILES: Record<Algorithm, { version: string; peak: number; p: [number, number, number]; rate: number }> = {
  IMAGE_RECOGNITION: { version: "shitu-v3.3.1", peak: 60, p: [420, 1100, 1600], rate: 0.72 },
  LINE_DRAWING: { version: "line-v2.3", peak: 30, p: [2800, 6000, 8200], rate: 0 },
  AI_CHAT: { version: "moyuan-chat-v2.3", peak: 24, p: [3600, 7200, 9500], rate: 0.8 },
  SEARCH: { version: "search-v5.2", peak: 400, p: [80, 220, 420], rate: 0.93 },
  RECOMMEND: { version: "rec-v7.1", peak: 800, p: [40, 120, 260], rate: 0.06 },
};
const CANARY = { version: "shitu-v3.4.0", share: 0.15, p: [380, 950, 1400] as [number, number, number], rate: 0.78 };

/** Traffic by hour of the day in China time (share of the evening peak): quiet at 4:00, busiest 20:00–22:00. */
const DIURNAL = [0.35, 0.22, 0.15, 0.12, 0.1, 0.12, 0.2, 0.35, 0.5, 0.6, 0.65, 0.7, 0.75, 0.7, 0.68, 0.7, 0.72, 0.75, 0.8, 0.9, 1, 1, 0.85, 0.6];
const diurnal = (bucketAt: number) => DIURNAL[new Date(bucketAt + 8 * HOUR).getUTCHours()] ?? 0.5;

/**
 * commerce.md §7.5, scaled to a narrow table: the last 7 days by hour (the hour in progress counted up
 * to ctx.now) for 5 algorithms × 2 platforms (iOS, 安卓), plus the recognition canary for 6 days —
 * 1 968 rows (the design's 30 days of minute rows would be ~8 600 hourly rows even rolled up).
 * Consistent with the record ledgers: each hour's calls, errors, tokens, ratings and dislikes include
 * those of the recognition, line-drawing and AI-chat records seeded in that hour (a record's platform:
 * iOS on the IOS row, every other client on the ANDROID row), the rest being traffic the ledgers do not keep.
 */
export const seed = defineSeed({
  resource: algorithmMetric,
  after: ["recognitionRecord", "lineDrawing", "chatAiSession"],
  async run(ctx) {
    if (await seededAlready(ctx.tx, algorithmMetric.table)) return;
    const current = Math.floor(ctx.now / HOUR) * HOUR;
    const first = current - (HOURS - 1) * HOUR;
    const ledgers = await ledgerCounts(ctx.tx, first, ctx.now);
    const jitter = (x: number, spread = 0.25) => x * (1 - spread + 2 * spread * ctx.random());
    for (let h = 0; h < HOURS; h++) {
      const bucketAt = first + h * HOUR;
      // The hour in progress has only its elapsed minutes.
      const elapsed = bucketAt === current ? Math.max(0.05, (ctx.now - current) / HOUR) : 1;
      // A slow spell on the recognition service: three evening hours two days ago.
      const spell = bucketAt >= current - 50 * HOUR && bucketAt < current - 47 * HOUR ? 1.6 : 1;
      for (const [algorithm, profile] of Object.entries(PROFILES) as [Algorithm, (typeof PROFILES)[Algorithm]][]) {
        for (const platform of PLATFORMS) {
          const share = platform === "IOS" ? 0.45 : 0.55;
          const canaryOn = algorithm === "IMAGE_RECOGNITION" && h >= HOURS - CANARY_HOURS;
          const variants = canaryOn ? [{ ...profile, share: 1 - CANARY.share }, { ...CANARY, peak: profile.peak, share: CANARY.share }] : [{ ...profile, share: 1 }];
          for (const [k, v] of variants.entries()) {
            const ledger: LedgerCount = k === 0 ? ledgers.get(`${algorithm}|${platform}|${bucketAt}`) ?? ZERO : ZERO;
            const synthetic = Math.round(jitter(v.peak * diurnal(bucketAt) * share * v.share * elapsed));
            const calls = synthetic + ledger.calls;
            const slow = algorithm === "IMAGE_RECOGNITION" ? spell : 1;
            const [p50, p95, p99] = v.p.map((p) => Math.round(jitter(p * slow, 0.1)));
            const errors = Math.min(calls, ledger.errors + Math.round(jitter(synthetic * (algorithm === "AI_CHAT" ? 0.012 : 0.004) * slow, 0.5)));
            const ratedSynthetic = algorithm === "AI_CHAT" ? Math.round(synthetic * 0.6) : 0;
            const hits = (rate: number) => Math.min(calls, Math.round(calls * jitter(rate, 0.05)));
            await ctx.insert(algorithmMetric, {
              bucketAt, algorithm, modelVersion: v.version, platform, bucketKey: `${algorithm}|${v.version}|${platform}|${bucketAt}`,
              calls, errors, latencyP50: p50, latencyP95: p95, latencyP99: p99,
              firstTokenP95: algorithm === "AI_CHAT" ? Math.round(jitter(bucketAt === current - 26 * HOUR ? 3400 : 1500, 0.15)) : 0,
              tokensIn: algorithm === "AI_CHAT" ? ledger.tokensIn + synthetic * Math.round(jitter(420)) : 0,
              tokensOut: algorithm === "AI_CHAT" ? ledger.tokensOut + synthetic * Math.round(jitter(650)) : 0,
              top1Hit: algorithm === "IMAGE_RECOGNITION" ? hits(v.rate * 0.7) : 0,
              top5Hit: algorithm === "IMAGE_RECOGNITION" ? hits(v.rate) : 0,
              zeroResult: algorithm === "SEARCH" ? calls - hits(v.rate) : 0,
              impressions: algorithm === "RECOMMEND" ? calls * 10 : 0,
              clicks: algorithm === "RECOMMEND" ? Math.round(calls * 10 * jitter(v.rate, 0.1)) : 0,
              rated: ledger.rated + ratedSynthetic,
              dislikes: ledger.dislikes + Math.round(ratedSynthetic * jitter(1 - v.rate, 0.2)),
            }, { ctime: bucketAt, utime: Math.min(ctx.now, bucketAt + HOUR - 1) });
          }
        }
      }
    }
  },
});

const ZERO: LedgerCount = { calls: 0, errors: 0, tokensIn: 0, tokensOut: 0, rated: 0, dislikes: 0 };
