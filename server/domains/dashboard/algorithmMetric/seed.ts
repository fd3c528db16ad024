import { algorithmMetric } from "../../../../src/catalogue/registry";
import type { Algorithm } from "../../../../src/catalogue/resources/dashboard/algorithmEnums";
import { defineSeed } from "../../../seed/factory";
import { seededAlready } from "../../../seed/sufa/lookup";
import { bucketKeyOf } from "./record";
import { ledgerCounts, type LedgerCount } from "./seedLedgers";

const MINUTE = 60_000;
const HOUR = 3_600_000;
const HOURS = 168;
/** The last hours seeded as minute rows (the hour in progress and the one before). */
const MINUTE_HOURS = 2;
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
 * commerce.md §7.5, scaled to a narrow table: 7 days for 5 algorithms × 2 platforms (iOS, 安卓), plus the
 * recognition canary for 6 days. The last 2 hours (the hour in progress, counted up to ctx.now, and the
 * one before) are minute rows as recordAlgorithmCall writes them; the older hours are hour rows, the demo
 * world's history standing as if the roll-up sweeper (./rollup.ts) had merged it already — although in a
 * real deployment minute rows are kept 7 days. About 1 950 hour rows and up to 1 440 minute rows (a minute
 * without calls has no row, as with recordAlgorithmCall); nothing after ctx.now.
 * Consistent with the record ledgers: each row's calls, errors, tokens, ratings and dislikes include
 * those of the recognition, line-drawing and AI-chat records seeded in its minute or hour (a record's
 * platform: iOS on the IOS row, every other client on the ANDROID row), the rest being traffic the
 * ledgers do not keep.
 */
export const seed = defineSeed({
  resource: algorithmMetric,
  after: ["recognitionRecord", "lineDrawing", "chatAiSession"],
  async run(ctx) {
    if (await seededAlready(ctx.tx, algorithmMetric.table)) return;
    const current = Math.floor(ctx.now / HOUR) * HOUR;
    const first = current - (HOURS - 1) * HOUR;
    const minutesFrom = current - (MINUTE_HOURS - 1) * HOUR;
    const hourLedgers = await ledgerCounts(ctx.tx, first, minutesFrom, HOUR);
    const minuteLedgers = await ledgerCounts(ctx.tx, minutesFrom, ctx.now, MINUTE);
    const jitter = (x: number, spread = 0.25) => x * (1 - spread + 2 * spread * ctx.random());
    // Rounded up with probability of the fraction, so a quiet minute's 0.2 calls are a call every fifth minute.
    const count = (x: number) => Math.floor(x + ctx.random());
    const buckets: { bucketAt: number; width: number }[] = [];
    for (let at = first; at < minutesFrom; at += HOUR) buckets.push({ bucketAt: at, width: HOUR });
    for (let at = minutesFrom; at <= ctx.now; at += MINUTE) buckets.push({ bucketAt: at, width: MINUTE });
    for (const { bucketAt, width } of buckets) {
      const ledgers = width === HOUR ? hourLedgers : minuteLedgers;
      // The bucket in progress has only its elapsed part.
      const elapsed = Math.min(1, Math.max(0.05, (ctx.now - bucketAt) / width)) * (width / HOUR);
      const h = Math.floor((bucketAt - first) / HOUR);
      // A slow spell on the recognition service: three evening hours two days ago.
      const spell = bucketAt >= current - 50 * HOUR && bucketAt < current - 47 * HOUR ? 1.6 : 1;
      for (const [algorithm, profile] of Object.entries(PROFILES) as [Algorithm, (typeof PROFILES)[Algorithm]][]) {
        for (const platform of PLATFORMS) {
          const share = platform === "IOS" ? 0.45 : 0.55;
          const canaryOn = algorithm === "IMAGE_RECOGNITION" && h >= HOURS - CANARY_HOURS;
          const variants = canaryOn ? [{ ...profile, share: 1 - CANARY.share }, { ...CANARY, peak: profile.peak, share: CANARY.share }] : [{ ...profile, share: 1 }];
          for (const [k, v] of variants.entries()) {
            const ledger: LedgerCount = k === 0 ? ledgers.get(`${algorithm}|${platform}|${bucketAt}`) ?? ZERO : ZERO;
            const synthetic = count(jitter(v.peak * diurnal(bucketAt) * share * v.share * elapsed));
            const calls = synthetic + ledger.calls;
            if (calls === 0) continue;
            const slow = algorithm === "IMAGE_RECOGNITION" ? spell : 1;
            // A minute's percentiles come from few calls: they scatter more than an hour's.
            const [p50, p95, p99] = v.p.map((p) => Math.round(jitter(p * slow, width === HOUR ? 0.1 : 0.25)));
            const errors = Math.min(calls, ledger.errors + count(jitter(synthetic * (algorithm === "AI_CHAT" ? 0.012 : 0.004) * slow, 0.5)));
            const ratedSynthetic = algorithm === "AI_CHAT" ? count(synthetic * 0.6) : 0;
            const hits = (rate: number) => Math.min(calls, Math.round(calls * jitter(rate, 0.05)));
            const bucketMinutes = width === HOUR ? 60 : 1;
            await ctx.insert(algorithmMetric, {
              bucketAt, bucketMinutes, algorithm, modelVersion: v.version, platform,
              bucketKey: bucketKeyOf(algorithm, v.version, platform, bucketAt, bucketMinutes),
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
            }, { ctime: bucketAt, utime: Math.min(ctx.now, bucketAt + width - 1) });
          }
        }
      }
    }
  },
});

const ZERO: LedgerCount = { calls: 0, errors: 0, tokensIn: 0, tokensOut: 0, rated: 0, dislikes: 0 };
