import { defineFixture } from "../../fixture";

export const fixture = defineFixture("slowQueryShape", {
  // Shapes are written by the recorder; the matrix writes them as it does (a unique fingerprint each).
  given: (n) => ({
    shapeHash: `f1x7${String(n).padStart(12, "0")}`, sample: `select * from "order" where "visitorId" = ? order by "paidAt" desc limit ?`,
    ns: "order", op: "select", count: 3, avgMs: 180, p95Ms: 240, maxMs: 240, totalMs: 540, firstSeen: 1_795_000_000_000, lastSeen: 1_795_300_000_000,
  }),
});
