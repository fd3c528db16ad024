import { defineFixture } from "../../fixture";

/** Runs are written by their job: a sample is an ended run with no job. */
export const fixture = defineFixture("syncRun", {
  given: (n) => ({ status: "SUCCESS", startedAt: 1_795_300_000_000 + n * 60_000, finishedAt: 1_795_300_000_000 + n * 60_000 + 5_000, durationSec: 5, processed: 10 + n, failed: 0, errorSample: null, triggeredBy: "定时", rerunOf: null, rerunJobId: null, jobId: null }),
});
