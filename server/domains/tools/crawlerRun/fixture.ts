import { defineFixture } from "../../fixture";

/** Runs are written by the server: a sample is a queued run with no job (取消运行 then cancels it at once). */
export const fixture = defineFixture("crawlerRun", {
  given: (n) => ({ code: `CRL-20261101-${String(n % 1000).padStart(3, "0")}`, trigger: "manual", jobId: null, log: null, errorSample: null, items: null }),
});
