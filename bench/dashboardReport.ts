import { DASHBOARD_BEFORE } from "./dashboardBefore";
import { RANGES } from "./dashboardCases";
import type { AskResult, DashboardMeasure, DashboardOutcome } from "./dashboardMeasure";
import { fmt } from "./stats";

/** The answer time issue 26 asks of every figure. */
export const TARGET_MS = 200;

const n = (x: number) => x.toLocaleString("en");
const title = { sqlite: "SQLite", postgres: "PostgreSQL" } as const;
const rangeLabel = (id: AskResult["range"]) => RANGES.find((r) => r.id === id)?.label ?? id;

const beforeKey = (a: AskResult) => `${a.metric} ${a.range}${a.filtered ? " +payChannel" : ""}`;

function table(kind: DashboardOutcome["kind"], asks: readonly AskResult[]): string[] {
  return [
    "| figure | range | filter | RPC p50 ms | RPC p95 ms | before: RPC p50 / p95 ms | plain SQL on orders p50 ms | p95 ≤ 200 ms | runs |",
    "|---|---|---|---:|---:|---:|---:|---|---:|",
    ...asks.map((a) => {
      const verdict = a.error ? `**failed**: ${a.error.slice(0, 120)}` : a.p95 <= TARGET_MS ? "yes" : "**no**";
      const before = DASHBOARD_BEFORE[kind][beforeKey(a)];
      return `| ${a.label} (\`${a.metric}\`) | ${rangeLabel(a.range)} | ${a.filtered ? "支付方式 = 微信支付" : "—"} | ${fmt(a.p50)} | ${fmt(a.p95)} | ${before ? `${fmt(before[0])} / ${fmt(before[1])}` : "—"} | ${a.plain ? fmt(a.plain.p50) : "—"} | ${verdict} | ${a.runs} |`;
    }),
  ];
}

function observations(kind: DashboardOutcome["kind"], asks: readonly AskResult[]): string[] {
  const measured = asks.filter((a) => !a.error);
  const within = measured.filter((a) => a.p95 <= TARGET_MS);
  const slow = measured.filter((a) => a.p95 > TARGET_MS).sort((a, b) => b.p95 - a.p95);
  const checked = asks.filter((a) => a.plain);
  const differ = checked.filter((a) => !a.plain?.equal);
  const out = [
    `- Within ${TARGET_MS} ms at p95: **${within.length} of ${asks.length}** asks${slow.length > 0 ? `; the slowest: ${slow.slice(0, 5).map((a) => `${a.metric} ${a.range}${a.filtered ? " + 支付方式" : ""} (${fmt(a.p95)} ms)`).join(", ")}` : ""}.`,
    `- Sanity: **${checked.length - differ.length} of ${checked.length}** checked answers equal the plain SQL over the generated rows${differ.length > 0 ? `; **differ**: ${differ.map((a) => `${a.metric} ${a.range}${a.filtered ? " + 支付方式" : ""} (RPC ${a.plain?.rpcValue}, SQL ${a.plain?.value})`).join("; ")}` : ""}.`,
  ];
  const before = Object.values(DASHBOARD_BEFORE[kind]);
  if (before.length > 0) out.push(`- Before (the figures on the orders, quoted): ${before.filter(([, p95]) => p95 <= TARGET_MS).length} of ${before.length} within ${TARGET_MS} ms at p95.`);
  const failed = asks.filter((a) => a.error);
  if (failed.length > 0) out.push(`- **Failed:** ${failed.map((a) => `${a.metric} ${a.range}`).join(", ")}.`);
  return out;
}

function dbSection(db: DashboardOutcome): string[] {
  const head = `### ${title[db.kind]}`;
  if ("error" in db) return [head, "", "Not measured on this run:", "", "```", db.error, "```", ""];
  const d = db.data;
  return [
    head, "",
    `${db.version}. ${n(d.orders)} orders, ${n(db.refunds)} refunds, ${n(d.visitors)} visitors, ${n(d.dailyActive * 365)} daily-active rows, generated in ${(db.generateMs / 1000).toFixed(1)} s.`,
    "",
    ...table(db.kind, db.asks),
    "",
    ...observations(db.kind, db.asks),
    "",
  ];
}

export function dashboardSection(orders: number, m: DashboardMeasure, dbs: readonly DashboardOutcome[]): string {
  return [
    `## Dashboards over ${n(orders)} orders`,
    "",
    "bench/dashboard.ts (`BENCH_DASHBOARD=0` skips it, `BENCH_DASHBOARD_ORDERS` changes the count). A real server",
    "(bootstrap, migrations, `MOYUAN_SEED=none`) on a fresh database; then in bulk, by one INSERT … SELECT per table with",
    "the same integer formulas on both databases (bench/dashboardData.ts): visitors (one per ten orders, registered over",
    "two years), orders spread evenly over the last 365 days (≈ 70 % paid, 3 % refunded and 1 % partly refunded with a",
    "successful refund row each, 0.5 % refunding, the rest closed or unpaid, 2 % free; order type, pay channel and",
    "platform in realistic shares; ≈ 10 orders per visitor), and one daily-active row per active visitor and day.",
    "",
    `Each figure /dashboard/analysis shows is asked as the page asks it (src/views/dashboard/useMetric.ts): \`POST`,
    "/api/{ns}.DashboardServiceAdmin/query` over one kept-alive HTTP connection as the signed-in admin, the eight KPI",
    "cards and 支付渠道 with a series at the range's granularity, the other charts without; over 近12个月 (by month), 近30天",
    "(by day) and 今天, without a filter and with 支付方式 = 微信支付 where the figure honours it (the page does not ask",
    "the others again). Each answer carries the figure over the period, its 环比 value and, up to 31 days, its 同比",
    `value: the time is the whole call. ${m.warmup} warm-up calls, then up to ${m.runs} measured, at most ${Math.round(m.budgetMs / 1000)} s each (at least ${m.minRuns}).`,
    "",
    "**How the figures are fast.** The money figures (成交额, 支付订单数, 退款额, 净收入, 客单价, 收入构成, 支付渠道) read",
    "`order_day_summary` / `refund_day_summary` (server/platform/db/orderDaySummary.ts, migration 20261128230000): paid",
    "count and GMV per China-time day × order type × platform × pay channel, refunds under the refunded order's",
    "dimensions, kept in step by triggers on `orders` and `refund` (SQLite triggers, PostgreSQL plpgsql) in the writer's",
    "own transaction — the bench's bulk insert fires them for every row too. Every top-bar filter is a key and periods",
    "are whole days, so the answers are exact (tests/server/orderDaySummary.test.ts). 热销课程 reads `course_day_summary`",
    "(day × course × platform × pay channel, migration 20261129011000), kept the same way. 有效会员数 reads `vip_span`",
    "(each visitor's merged membership spells, all platforms and per platform, recomputed per visitor by triggers) and",
    "`vip_span_day` (spells starting and ending per day): members at T = spells started by T − spells ended by T",
    "(migration 20261129010000). Distinct visitors (付费用户数, 转化漏斗's four layers) read `visitor_last_event`: each",
    "visitor's last and second-to-last paid / created / active event per filter key, since \"an event in [A, B)\" is",
    "\"the last event ≥ A\" when nothing lies at or after B — every preset ends today; past whole days, weeks and months",
    "of paying visitors read `visitor_bucket_count` (migration 20261129020000). The bulk insert sets the vip_span and",
    "visitor-event triggers aside and runs those migrations' own backfills after (set-based, the same SQL).",
    "",
    "**before**: the same asks on the code before the summaries (every figure on the orders), measured once by this",
    "bench on the same machine (bench/dashboardBefore.ts; 10 runs each, while other work shared the machine), quoted.",
    "**plain SQL on orders**: the same figure computed directly by the statements bench/dashboardCases.ts writes out by",
    "hand over the orders (and refunds, visitors, daily-active rows) — no summary, no HTTP: the SQL baseline in this run.",
    "Its answer is checked against the RPC's value (the sanity line), so a fast wrong answer does not pass.",
    "",
    "**Where the summaries do not reach (the figures fall back to the orders, exact and slower).** A distinct-visitor",
    "figure over a range that ends before today — among them every 环比 of those figures: the bench's orders start a year",
    "ago, so the 12 months before 近12个月 hold few and its 环比 is cheap here, not in a world with years of orders —,",
    "with several values of one filter or filters on two dimensions, or over a cut-off first bucket (近30天 by month);",
    "有效会员数 with two or more platforms. None of these is an ask of this bench.",
    "",
    ...dbs.flatMap(dbSection),
  ].join("\n");
}
