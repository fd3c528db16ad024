import { slowQuery, slowQueryShape } from "../../../../src/catalogue/registry";
import { normaliseSql, shapeHashOf } from "../../../platform/slowQuery";
import { defineSeed } from "../../../seed/factory";
import { scaled, seededAlready } from "../../../seed/sufa/lookup";
import { DEMO_SHAPES, DEMO_TRIAGE } from "./shapes";

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * commerce.md §7.7: slow samples over the last 30 days across 26 shapes (./shapes.ts), each shape's
 * figures computed from its samples exactly as the recorder keeps them (count, total, avg, max, p95,
 * first and last seen, examined per returned). 5 000 samples at full scale, 250 in a test world (5 %).
 * Busier in working hours and in the last week; a few shapes already triaged.
 */
export const seed = defineSeed({
  resource: slowQueryShape,
  fills: [slowQuery],
  after: ["consoleUser"],
  async run(ctx) {
    if (await seededAlready(ctx.tx, slowQueryShape.table)) return;
    const users = await ctx.tx.selectFrom("console_user").select(["Id", "userName"]).where("state", "=", "ACTIVE").orderBy("Id").execute();
    const total = scaled(5_000, ctx.scale, 60);
    const weights = DEMO_SHAPES.map((s) => s.weight);
    const weightSum = weights.reduce((a, b) => a + b, 0);
    const pickShape = (): number => {
      let r = ctx.random() * weightSum;
      for (const [i, w] of weights.entries()) {
        r -= w;
        if (r < 0) return i;
      }
      return weights.length - 1;
    };
    type Sample = { ts: number; ms: number; examined: number | null; returned: number | null; user: { Id: number; userName: string } | null };
    const byShape = DEMO_SHAPES.map(() => [] as Sample[]);
    // Every shape appears at least twice, so each has a p95 worth the name.
    const order = [...DEMO_SHAPES.keys(), ...DEMO_SHAPES.keys()];
    while (order.length < total) order.push(pickShape());
    for (const i of order) {
      const shape = DEMO_SHAPES[i]!;
      // Last 30 days, the recent week twice as busy; 08:00–23:00 China time mostly.
      const day = ctx.random() < 0.4 ? Math.floor(ctx.random() * 7) : Math.floor(ctx.random() * 30);
      const hourOfDay = ctx.random() < 0.85 ? 8 + Math.floor(ctx.random() * 15) : Math.floor(ctx.random() * 8);
      const midnight = ctx.now - ((ctx.now + 8 * HOUR) % DAY);
      let ts = midnight - day * DAY + (hourOfDay - 8) * HOUR + Math.floor(ctx.random() * HOUR);
      if (ts >= ctx.now) ts = ctx.now - 1_000 - Math.floor(ctx.random() * 6 * HOUR);
      const slow = ctx.random() < 0.08 ? shape.tail : 1 + ctx.random() * 0.6;
      const ms = Math.round(shape.ms * slow * (0.85 + ctx.random() * 0.3));
      const examined = shape.examined === null ? null : Math.max(1, Math.round(shape.examined * (0.8 + ctx.random() * 0.4)));
      const returned = shape.returned === null ? null : Math.max(0, Math.round(shape.returned * (0.5 + ctx.random() * 0.5)));
      const isCall = shape.appRoute.startsWith("moyuan.");
      const user = isCall && users.length > 0 ? users[Math.floor(ctx.random() * users.length)]! : null;
      byShape[i]!.push({ ts, ms, examined, returned, user: user ? { Id: Number(user.Id), userName: String(user.userName) } : null });
    }
    for (const [i, shape] of DEMO_SHAPES.entries()) {
      const samples = byShape[i]!.sort((a, b) => a.ts - b.ts);
      const statement = shape.op === "call" ? shape.sql : normaliseSql(shape.sql);
      const shapeHash = shapeHashOf(shape.op === "call" ? `call ${shape.sql}` : statement);
      const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
      const totalMs = ms.reduce((a, b) => a + b, 0);
      const examined = samples.reduce((a, s) => a + (s.examined ?? 0), 0);
      const returned = samples.reduce((a, s) => a + (s.returned ?? 0), 0);
      const firstSeen = samples[0]!.ts;
      const lastSeen = samples.at(-1)!.ts;
      const triage = DEMO_TRIAGE.get(i);
      const triagedAt = triage ? Math.max(firstSeen, ctx.now - triage.daysAgo * DAY) : null;
      const owner = triage ? String(users.find((u) => u.userName === "shuju.guo")?.userName ?? "admin") : null;
      const shapeId = await ctx.insert(slowQueryShape, {
        shapeHash, sample: statement, ns: shape.ns, op: shape.op, count: samples.length, totalMs, avgMs: Math.floor(totalMs / samples.length),
        maxMs: ms.at(-1), p95Ms: ms[Math.ceil(0.95 * ms.length) - 1], examinedPerReturned: returned > 0 ? Math.round((examined / returned) * 100) / 100 : null,
        firstSeen, lastSeen, status: triage?.status ?? "NEW", owner, note: triage?.note ?? null, triagedAt,
      }, { ctime: firstSeen, utime: Math.max(lastSeen, triagedAt ?? 0) });
      // Statements of sweepers and jobs run outside any call: the recorder names no method for them.
      const isCall = shape.appRoute.startsWith("moyuan.");
      for (const s of samples) {
        await ctx.insert(slowQuery, {
          ts: s.ts, source: shape.source ?? "APP_QUERY_LOG", ns: shape.ns, op: shape.op, durationMs: s.ms, examined: s.examined, returned: s.returned,
          plan: shape.plan, shapeId, shapeHash, statement, appRoute: isCall ? shape.appRoute : null, callerId: s.user?.Id ?? null, caller: s.user?.userName ?? null,
          server: i % 3 === 0 ? "moyuan-app-2:4127" : "moyuan-app-1:3881",
        }, { ctime: s.ts, utime: s.ts });
      }
    }
  },
});
