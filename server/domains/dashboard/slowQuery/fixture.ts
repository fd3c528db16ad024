import { defineFixture } from "../../fixture";

export const fixture = defineFixture("slowQuery", {
  // Samples are written by the recorder; the matrix writes one as it does.
  given: (n) => ({
    ts: 1_795_300_000_000 + n * 1_000, source: "APP_QUERY_LOG", ns: "order", op: "select", durationMs: 120 + n, plan: "SCAN order",
    shapeHash: "f1x7000000000001", statement: `select * from "order" where "visitorId" = ? order by "paidAt" desc limit ?`,
    appRoute: "moyuan.OrderServiceAdmin/list", callerId: null, caller: "admin",
  }),
});
