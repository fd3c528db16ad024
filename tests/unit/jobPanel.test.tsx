// @vitest-environment happy-dom
import { focusManager, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type { Job, JobAnswer, JobClient } from "../../src/rpc/jobs";
import { JobPanel } from "../../src/views/jobs/JobPanel";

/** A fake job service: getJob answers whatever `state` holds now; cancelJob cancels it. */
function fakeJobs(initial: Partial<Job>) {
  const state: { job: Job; resultUrl?: string } = {
    job: {
      Id: 7, ctime: 0, utime: 0, kind: "delete", label: "批量删除博物馆", resource: "museum", status: "RUNNING",
      total: 5, done: 2, failed: 1, errors: [{ Id: 42, title: "故宫博物院", reason: "该记录已被他人修改，请刷新后重试" }],
      params: {}, resultKey: null, reason: null, userId: 1, userName: "admin", attempts: 1, startedAt: 0, finishedAt: null, heartbeatAt: 0,
      ...initial,
    },
  };
  const answer = (): JobAnswer & { code: string } => ({ code: "SUCCESS", data: { ...state.job }, ...(state.resultUrl ? { resultUrl: state.resultUrl } : {}) });
  const getJob = vi.fn(async (Id: number) => {
    expect(Id).toBe(state.job.Id);
    return answer();
  });
  const cancelJob = vi.fn(async () => {
    state.job = { ...state.job, status: "CANCELLED" };
    return answer();
  });
  const unused = async () => {
    throw new Error("not used");
  };
  const client = { getJob, cancelJob, startExport: unused, startBatch: unused, listJob: unused } as unknown as JobClient;
  return { state, client, getJob, cancelJob };
}

function show(client: JobClient, props: { onFinished?: (job: Job) => void } = {}) {
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queries}>
      <JobPanel jobId={7} pollMs={1000} client={client} {...props} />
    </QueryClientProvider>,
  );
}

/** Moves the polling clock by `ms` (the poll interval passing), without waiting for real time. */
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Waits until `check` holds: each round lets pending answers and renders through (one turn of the event loop). */
async function until(check: () => void): Promise<void> {
  for (let round = 0; ; round++) {
    try {
      check();
      return;
    } catch (err) {
      if (round >= 100) throw err;
      await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    }
  }
}

beforeEach(() => {
  // Only the polling interval is faked: answers, notifications and renders run as they would.
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
  // The console polls only while its tab is in front; the test's document is.
  focusManager.setFocused(true);
});
afterEach(() => {
  cleanup();
  focusManager.setFocused(undefined);
  vi.useRealTimers();
});

it("shows a running job's progress, its failed rows with their reasons, and cancels it", async () => {
  const fake = fakeJobs({});
  show(fake.client);
  await until(() => expect(screen.getByRole("heading", { name: "批量删除博物馆" })).toBeTruthy());
  expect(screen.getByTestId("job-status").textContent).toBe("进行中");
  const bar = screen.getByRole("progressbar", { name: "批量删除博物馆" });
  expect(bar.getAttribute("aria-valuenow")).toBe("3");
  expect(bar.getAttribute("aria-valuemax")).toBe("5");
  expect(screen.getByText("已完成 2 / 共 5")).toBeTruthy();
  expect(screen.getByText("失败 1")).toBeTruthy();
  const errors = screen.getByRole("list", { name: "失败明细" });
  expect(errors.getAttribute("tabindex")).toBe("0");
  expect(within(errors).getByText("故宫博物院")).toBeTruthy();
  expect(errors.textContent).toContain("该记录已被他人修改，请刷新后重试");
  expect(screen.queryByRole("link", { name: "下载结果" })).toBeNull();

  const cancel = screen.getByRole("button", { name: "取消任务" });
  cancel.focus();
  expect(document.activeElement).toBe(cancel);
  fireEvent.click(cancel);
  await until(() => expect(screen.getByTestId("job-status").textContent).toBe("已取消"));
  expect(fake.cancelJob).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole("button", { name: "取消任务" })).toBeNull();
});

it("polls while the job runs, offers 下载结果 once it is done, and then stops polling", async () => {
  const fake = fakeJobs({ kind: "export", label: "导出博物馆", status: "QUEUED", total: 0, done: 0, failed: 0, errors: [] });
  const finished: Job[] = [];
  show(fake.client, { onFinished: (job) => finished.push(job) });
  await until(() => expect(screen.getByTestId("job-status").textContent).toBe("排队中"));
  expect(screen.getByRole("button", { name: "取消任务" })).toBeTruthy();

  fake.state.job = { ...fake.state.job, status: "RUNNING", total: 40, done: 10 };
  await tick(1000);
  await until(() => expect(screen.getByText("已完成 10 / 共 40")).toBeTruthy());
  expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("10");

  fake.state.job = { ...fake.state.job, status: "DONE", done: 40, resultKey: "export/20261122/museum-7-ab.xlsx" };
  fake.state.resultUrl = "/files/export/20261122/museum-7-ab.xlsx?expires=1&signature=x";
  await tick(1000);
  await until(() => expect(screen.getByTestId("job-status").textContent).toBe("已完成"));
  expect(screen.getByRole("link", { name: "下载结果" }).getAttribute("href")).toBe(fake.state.resultUrl);
  expect(screen.queryByRole("button", { name: "取消任务" })).toBeNull();
  expect(finished.map((j) => j.status)).toEqual(["DONE"]);

  const calls = fake.getJob.mock.calls.length;
  await tick(5000);
  expect(fake.getJob.mock.calls.length).toBe(calls);
  expect(finished).toHaveLength(1);
});

it("says why a job failed", async () => {
  const fake = fakeJobs({ status: "FAILED", done: 0, failed: 0, errors: [], reason: "服务器重启，任务中断" });
  show(fake.client);
  await until(() => expect(screen.getByTestId("job-status").textContent).toBe("失败"));
  expect(screen.getByText("服务器重启，任务中断")).toBeTruthy();
  expect(screen.queryByRole("list", { name: "失败明细" })).toBeNull();
});
