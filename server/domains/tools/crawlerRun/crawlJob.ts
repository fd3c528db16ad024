/**
 * The `crawl` job: one run of a crawler target, page by page. Each page is fetched through the
 * allow-listed fetcher, read by the target's parser, and its outcome logged on the run together with
 * the job's progress; pages the parser points to (a `next` link) follow while the page budget lasts.
 * At the end the parser's sink takes the items (a dry run keeps a sample and writes nothing), the run
 * becomes 成功 / 部分失败 / 失败, and the target's 上次结果 follows. 取消运行 is seen between pages.
 * A run taken over after a crash starts its pages again.
 */
import { crawlerRun, crawlerTarget } from "../../../../src/catalogue/registry";
import { CRAWLER_DRY_RUN_PAGES, CRAWLER_PARSERS } from "../../../../src/catalogue/resources/tools/crawlerEnums";
import type { Row, Tx } from "../../../platform/db/types";
import type { JobContext, JobOutcome } from "../../../platform/jobs/context";
import { leaseUpdate, leaseWrite } from "../../../platform/jobs/store";
import { lockRow, patchRow } from "../../../resources/rows";
import { crawlerAllowList, fetchPage } from "./fetcher";
import { ParseError, parserOf, type ParsedItem } from "./parsers";
import { pageBudget, type RunTrigger } from "./queue";
import { appendErrorSample, appendLog, logLine, type LogLevel } from "./runLog";
import { startUrlsOf } from "./urls";

class Stopped extends Error {}

/** What a run has done so far (written to its row after every page). */
interface Progress {
  pagesFetched: number;
  itemsParsed: number;
  errorCount: number;
  errorSample: string | null;
  log: string;
}

const parserLabel = (kind: unknown) => CRAWLER_PARSERS.find((p) => p.value === kind)?.label ?? String(kind);

/** The run moved from 排队中 to 运行中 (or found cancelled); null when there is nothing for this job to do. */
async function begin(ctx: JobContext, runId: number): Promise<Row | "cancelled" | null> {
  const { deps } = ctx;
  return deps.db.transaction().execute(async (tx) => {
    const run = await lockRow(tx, crawlerRun, runId);
    const now = deps.now();
    if (run.status === "cancelling" || run.status === "cancelled") return "cancelled";
    if (run.status !== "queued" && run.status !== "running") return null;
    const again = run.status === "running";
    const log = appendLog(run.log as string, logLine(now, again ? "警告" : "信息", again ? "上一进程中断，重新开始运行" : "开始运行"));
    const started = await patchRow(tx, crawlerRun, run, {
      status: "running", startedAt: again ? run.startedAt : now, pagesFetched: 0, itemsParsed: 0, itemsNew: 0, itemsUpdated: 0, errorCount: 0, errorSample: null, log,
    }, now);
    await tx.updateTable(crawlerTarget.table).set({ lastRunStatus: "running", lastRunAt: Number(started.startedAt) }).where("Id", "=", Number(run.targetId)).execute();
    return started;
  });
}

/** Writes the progress of the run and the job together; throws Stopped when the run is no longer running. */
async function record(ctx: JobContext, runId: number, p: Progress, done: number, total: number): Promise<void> {
  const { deps, lease } = ctx;
  lease.version = await deps.db.transaction().execute(async (tx) => {
    const now = deps.now();
    // Progress, not an edit: the run's utime stays, so 取消运行 from the row the user sees still applies.
    const res = await tx.updateTable(crawlerRun.table).set({ ...p }).where("Id", "=", runId).where("status", "=", "running").executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw new Stopped();
    const version = await leaseWrite(tx, lease, { done, failed: p.errorCount, total }, now);
    if (version === null) throw new Stopped();
    return version;
  });
}

/** Ends the run in `status` with the sink's counts; ends the job to match. */
async function finish(ctx: JobContext, runId: number, p: Progress, parseErrors: number, trigger: RunTrigger, sinkOf: (tx: Tx, run: Row) => Promise<Record<string, unknown>>): Promise<JobOutcome> {
  const { deps, lease } = ctx;
  // Pages that answered but could not be read count as failed pages, not as fetched ones.
  const ok = p.pagesFetched - parseErrors;
  const status = p.errorCount === 0 ? "succeeded" : ok > 0 ? "partial" : "failed";
  const outcome = await deps.db.transaction().execute(async (tx) => {
    const run = await lockRow(tx, crawlerRun, runId);
    const now = deps.now();
    const duration = Math.max(0, Math.round((now - Number(run.startedAt ?? now)) / 1000));
    if (run.status === "cancelling") {
      const log = appendLog(p.log, logLine(now, "警告", "已取消：当前页面处理完后停止"));
      await patchRow(tx, crawlerRun, run, { ...p, log, status: "cancelled", finishedAt: now, durationSec: duration }, now);
      await tx.updateTable(crawlerTarget.table).set({ lastRunStatus: "cancelled" }).where("Id", "=", Number(run.targetId)).execute();
      return "cancelled" as const;
    }
    if (run.status !== "running") return run.status === "cancelled" ? "cancelled" as const : "ended" as const;
    const stored = status === "failed" ? { items: null, itemsNew: 0, itemsUpdated: 0 } : await sinkOf(tx, run);
    const summary = `运行结束：${status === "succeeded" ? "成功" : status === "partial" ? "部分失败" : "失败"}，抓取 ${p.pagesFetched} 页，解析 ${p.itemsParsed} 条，错误 ${p.errorCount} 个${trigger === "dryRun" ? "（试运行，未写入数据）" : `，新增 ${Number(stored.itemsNew)} 条，更新 ${Number(stored.itemsUpdated)} 条`}`;
    const log = appendLog(p.log, logLine(now, status === "succeeded" ? "信息" : status === "partial" ? "警告" : "错误", summary));
    await patchRow(tx, crawlerRun, run, { ...p, ...stored, log, status, finishedAt: now, durationSec: duration }, now);
    await tx.updateTable(crawlerTarget.table).set({ lastRunStatus: status }).where("Id", "=", Number(run.targetId)).execute();
    return status;
  });
  const now = deps.now();
  const jobStatus = outcome === "cancelled" ? "CANCELLED" : outcome === "succeeded" ? "DONE" : outcome === "partial" ? "PARTIAL" : "FAILED";
  const reason = outcome === "cancelled" ? "运行已取消" : outcome === "ended" ? "运行记录已结束" : outcome === "failed" ? (p.errorSample?.split("\n")[0] ?? "运行失败").slice(0, 500) : null;
  return (await leaseUpdate(deps.db, lease, { status: jobStatus, finishedAt: now, failed: p.errorCount, ...(reason ? { reason } : {}) }, now)) ? "finished" : "lost";
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function runCrawl(ctx: JobContext): Promise<JobOutcome> {
  const { deps, job } = ctx;
  const runId = Number(job.params.data?.runId);
  const started = await begin(ctx, runId);
  if (started === null) {
    const now = deps.now();
    return (await leaseUpdate(deps.db, ctx.lease, { status: "FAILED", reason: "运行记录已结束或不存在", finishedAt: now }, now)) ? "finished" : "lost";
  }
  const p: Progress = { pagesFetched: 0, itemsParsed: 0, errorCount: 0, errorSample: null, log: "" };
  let parseErrors = 0;
  if (started === "cancelled") {
    const run = await deps.db.selectFrom(crawlerRun.table).select(["log"]).where("Id", "=", runId).executeTakeFirst();
    p.log = String(run?.log ?? "");
    return finish(ctx, runId, p, 0, "manual", async () => ({}));
  }
  const run = started;
  p.log = String(run.log ?? "");
  const trigger = String(run.trigger) as RunTrigger;
  const target = await deps.db.selectFrom(crawlerTarget.table).selectAll().where("Id", "=", Number(run.targetId)).executeTakeFirstOrThrow();
  const say = (level: LogLevel, text: string) => {
    p.log = appendLog(p.log, logLine(deps.now(), level, text));
  };
  const fail = (url: string, status: number | null, reason: string) => {
    p.errorCount += 1;
    p.errorSample = appendErrorSample(p.errorSample, url, status, reason);
    say("错误", `${url} · ${status === null ? "未请求" : `HTTP ${status}`} · ${reason}`);
  };

  const parser = parserOf(String(target.parser));
  const queue = startUrlsOf(String(target.startUrls ?? ""));
  const budget = pageBudget(target, trigger);
  if (!parser) {
    fail(queue[0] ?? String(target.site), null, `解析器「${parserLabel(target.parser)}」尚未接入，未抓取任何页面`);
    return finish(ctx, runId, p, 0, trigger, async () => ({}));
  }
  const allow = crawlerAllowList();
  const perMinute = typeof target.requestsPerMinute === "number" && target.requestsPerMinute > 0 ? target.requestsPerMinute : 60;
  const gap = Math.round(60_000 / perMinute);
  const seen = new Set(queue);
  const items = new Map<string, ParsedItem>();
  const options = { itemPath: (target.itemPath as string | null) || null, keyField: (target.keyField as string | null) || null };
  say("信息", `解析器：${parser.label}；起始地址 ${queue.length} 个；最多 ${budget} 页${trigger === "dryRun" ? `（试运行最多 ${CRAWLER_DRY_RUN_PAGES} 页，不写入数据）` : ""}；每分钟最多 ${perMinute} 次请求`);
  let requested = false;
  let processed = 0;
  try {
    while (queue.length > 0 && processed < budget) {
      if (ctx.stop()) return "released";
      const url = queue.shift() as string;
      if (requested) await sleep(gap);
      const page = await fetchPage(url, String(target.site), allow);
      processed += 1;
      requested = requested || !(page.ok === false && page.refused);
      if (!page.ok) {
        fail(page.url, page.status, page.reason);
      } else {
        p.pagesFetched += 1;
        try {
          const parsed = parser.parse({ url: page.url, contentType: page.contentType, body: page.body }, options);
          for (const it of parsed.items) items.set(it.key, it);
          p.itemsParsed += parsed.items.length;
          const more = parsed.next.filter((n) => !seen.has(n));
          for (const n of more) {
            seen.add(n);
            queue.push(n);
          }
          say("信息", `${page.url} · HTTP ${page.status} · 解析 ${parsed.items.length} 条${more.length > 0 ? `，发现下一页 ${more.length} 个` : ""}`);
        } catch (err) {
          if (!(err instanceof ParseError)) throw err;
          parseErrors += 1;
          fail(page.url, page.status, `解析失败：${err.message}`);
        }
      }
      ctx.spend(1);
      await record(ctx, runId, p, processed, Math.max(processed, Math.min(budget, processed + queue.length)));
    }
  } catch (err) {
    if (!(err instanceof Stopped)) throw err;
  }
  if (queue.length > 0 && processed >= budget) say("警告", `已达到最大页数 ${budget}，其余 ${queue.length} 个地址未抓取`);
  const all = [...items.values()];
  return finish(ctx, runId, p, parseErrors, trigger, async (tx, current) => {
    if (trigger === "dryRun") {
      return { items: all.slice(0, CRAWLER_DRY_RUN_PAGES).map((i) => ({ key: i.key, title: i.title, url: i.url, change: "试运行样例", data: i.data })), itemsNew: 0, itemsUpdated: 0 };
    }
    const counts = await parser.sink.store(tx, current, all, deps.now());
    return { items: counts.stored.length > 0 ? counts.stored : null, itemsNew: counts.itemsNew, itemsUpdated: counts.itemsUpdated };
  });
}
