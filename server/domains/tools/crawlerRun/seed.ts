import { crawlerRun, crawlerTarget } from "../../../../src/catalogue/registry";
import { shanghaiDay } from "../../../../src/catalogue/kinds/shanghai";
import { defineSeed } from "../../../seed/factory";
import { appendErrorSample, appendLog, logLine } from "./runLog";

const DAY = 86_400_000;
const HOUR = 3_600_000;

type Outcome = "succeeded" | "partial" | "failed" | "cancelled";

/**
 * content.md §12.6 seed: 40 past runs — 30 succeeded, 5 partial (HTTP 429 on some pages), 3 failed
 * (HTTP 429, 解析器版本不匹配, and the allow-list refusal) and 2 cancelled — each with a log whose lines
 * add up to its counts, all finished before now. Every target's 上次结果 is its latest run's.
 */
const PLAN: readonly { target: number; outcome: Outcome; trigger: "schedule" | "manual" | "dryRun" }[] = [
  ...Array.from({ length: 14 }, (_, i) => ({ target: 0, outcome: (i === 5 || i === 11 ? "partial" : "succeeded") as Outcome, trigger: (i % 5 === 0 ? "manual" : "schedule") as "manual" | "schedule" })),
  ...Array.from({ length: 14 }, (_, i) => ({ target: 1, outcome: (i === 3 ? "partial" : i === 9 ? "cancelled" : "succeeded") as Outcome, trigger: (i === 0 ? "dryRun" : "schedule") as "dryRun" | "schedule" })),
  { target: 2, outcome: "failed", trigger: "manual" },
  ...Array.from({ length: 6 }, (_, i) => ({ target: 3, outcome: (i === 2 ? "partial" : i === 5 ? "failed" : "succeeded") as Outcome, trigger: "schedule" as const })),
  { target: 4, outcome: "succeeded", trigger: "manual" },
  { target: 4, outcome: "partial", trigger: "manual" },
  { target: 5, outcome: "cancelled", trigger: "manual" },
  { target: 5, outcome: "failed", trigger: "manual" },
];

export const seed = defineSeed({
  resource: crawlerRun,
  async run(ctx) {
    if (await ctx.tx.selectFrom(crawlerRun.table).select("Id").limit(1).executeTakeFirst()) return;
    const targets = await ctx.tx.selectFrom(crawlerTarget.table).selectAll().orderBy("Id").execute();
    const [admin] = await ctx.idsOf("consoleUser");
    const perDay = new Map<string, number>();
    const latest = new Map<number, { status: Outcome; at: number }>();
    for (const [k, p] of PLAN.entries()) {
      const t = targets[p.target];
      if (!t) continue;
      const url = String(t.startUrls).split("\n")[0] ?? "";
      // Oldest first: 40 runs over the last 60 days, each at its target's hour.
      const startedAt = ctx.now - (60 - Math.floor((k * 58) / PLAN.length)) * DAY - (p.target + 1) * HOUR;
      const day = shanghaiDay(startedAt);
      const n = (perDay.get(day) ?? 0) + 1;
      perDay.set(day, n);
      const pages = p.outcome === "failed" ? (p.target === 2 ? 1 : 0) : p.trigger === "dryRun" ? 20 : 12 + Math.floor(ctx.random() * 40);
      const errors = p.outcome === "partial" ? 2 + Math.floor(ctx.random() * 4) : p.outcome === "failed" ? 1 : 0;
      const parsed = p.outcome === "cancelled" ? pages * 10 : pages * 25;
      const fresh = p.trigger === "dryRun" || p.outcome === "cancelled" ? 0 : k % 7 === 0 ? Math.floor(parsed / 3) : Math.floor(ctx.random() * 12);
      const updated = p.trigger === "dryRun" || p.outcome === "cancelled" ? 0 : Math.floor(ctx.random() * 8);
      const duration = pages * 2 + 5;
      const finishedAt = startedAt + duration * 1000;
      let log = appendLog(null, logLine(startedAt - 2000, "信息", `已排队：${p.trigger === "schedule" ? "定时" : p.trigger === "dryRun" ? "试运行" : "手动"}运行，发起人 ${p.trigger === "schedule" ? "系统调度" : "admin"}`));
      log = appendLog(log, logLine(startedAt, "信息", "开始运行"));
      let sample: string | null = null;
      if (p.outcome === "failed") {
        const reason = p.target === 2 ? "解析器版本不匹配：页面结构已变化（缺少 .zi-list）" : p.target === 3 ? "请求过于频繁（HTTP 429）" : "未配置爬虫允许名单（MOYUAN_CRAWLER_ALLOW），服务器不向外抓取任何地址";
        const status = p.target === 3 ? 429 : p.target === 2 ? 200 : null;
        sample = appendErrorSample(null, url, status, reason);
        log = appendLog(log, logLine(startedAt + 1000, "错误", `${url} · ${status === null ? "未请求" : `HTTP ${status}`} · ${reason}`));
      } else {
        log = appendLog(log, logLine(startedAt + 1000, "信息", `${url} · HTTP 200 · 解析 ${Math.min(parsed, 25)} 条，发现下一页 1 个`));
        for (let e = 0; e < errors; e += 1) {
          const bad = `${url}${url.includes("?") ? "&" : "?"}page=${e + 7}`;
          sample = appendErrorSample(sample, bad, 429, "请求过于频繁（HTTP 429）");
          log = appendLog(log, logLine(startedAt + (e + 2) * 3000, "错误", `${bad} · HTTP 429 · 请求过于频繁（HTTP 429）`));
        }
      }
      const endLine = p.outcome === "cancelled" ? logLine(finishedAt, "警告", "已取消：当前页面处理完后停止")
        : logLine(finishedAt, p.outcome === "succeeded" ? "信息" : p.outcome === "partial" ? "警告" : "错误",
          `运行结束：${{ succeeded: "成功", partial: "部分失败", failed: "失败" }[p.outcome]}，抓取 ${pages} 页，解析 ${parsed} 条，错误 ${errors} 个${p.trigger === "dryRun" ? "（试运行，未写入数据）" : `，新增 ${fresh} 条，更新 ${updated} 条`}`);
      log = appendLog(log, endLine);
      await ctx.insert(crawlerRun, {
        code: `CRL-${day}-${String(n).padStart(3, "0")}`, targetId: Number(t.Id), trigger: p.trigger, status: p.outcome,
        startedAt, finishedAt, durationSec: duration, pagesFetched: pages, itemsParsed: parsed, itemsNew: fresh, itemsUpdated: updated,
        errorCount: errors, errorSample: sample, log, items: null, jobId: null, operatorId: p.trigger === "schedule" ? null : admin ?? null,
      }, { ctime: startedAt - 2000, utime: finishedAt });
      latest.set(Number(t.Id), { status: p.outcome, at: startedAt });
    }
    for (const [id, last] of latest) {
      await ctx.tx.updateTable(crawlerTarget.table).set({ lastRunStatus: last.status, lastRunAt: last.at }).where("Id", "=", id).execute();
    }
  },
});
