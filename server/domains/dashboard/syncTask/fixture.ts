import { defineFixture } from "../../fixture";

/** Tasks are seeded, never created in the console: the matrix writes one as the seed does (an in-server worker, a unique name). */
export const fixture = defineFixture("syncTask", {
  given: (n) => ({ name: `测试同步任务 ${n}`, source: "字典表", target: "控制台字典缓存", worker: "DICT_REFRESH", mode: "MANUAL", cron: null, enabled: true, lagSeconds: null, lastRunStatus: null, lastRunAt: null, lastJobId: null }),
});
