import { recognitionRecord } from "../../../../src/catalogue/registry";
import { MATCH_TYPES } from "../../../../src/catalogue/resources/tools/recognitionEnums";
import { defineSeed } from "../../../seed/factory";
import { scaled, seededAlready } from "../../../seed/sufa/lookup";
import { SHITU_DEMO_PREFIX, shituDemoKey } from "./demoImages";

const DAY = 86_400_000;
const PICTURES = 60;
const MODELS = ["shitu-v3.2.0", "shitu-v3.3.1"] as const;
const CLIENTS = ["ios", "ios", "android", "android", "miniapp", "web"] as const;

/** A normal variate (Box–Muller) from the seed's random source. */
function gauss(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/**
 * content.md §12.7, scaled down: 300 records (the design's 500 would make every test world heavier) over
 * the last 30 days from the demo visitors, 78 % with a top score ≥ 0.8, latency p50 ≈ 420 ms, 6 % 错误
 * feedback — half of those already marked as bad cases with the right item, and some in the evaluation set.
 * Every match and candidate points at a seeded work; each query picture is a generated thumbnail.
 */
export const seed = defineSeed({
  resource: recognitionRecord,
  // Its matches name works by type and Id (no ref field), so the order is said here: without it a seed
  // that must follow this one (the algorithm metrics) could pull it before the libraries it draws from.
  after: ["paintingWork", "calligraphyWork", "relic", "westernWork", "programmeWork", "visitor"],
  async run(ctx) {
    if (await seededAlready(ctx.tx, recognitionRecord.table)) return;
    const libraries = {
      suha: await ctx.idsOf("paintingWork"), sufa: await ctx.idsOf("calligraphyWork"), wenwu: await ctx.idsOf("relic"),
      westart: await ctx.idsOf("westernWork"), shiyWork: await ctx.idsOf("programmeWork"),
    };
    const types = MATCH_TYPES.map((t) => t.value).filter((t) => libraries[t].length > 0);
    const visitors = (await ctx.tx.selectFrom("visitor").select(["Id", "ctime"]).orderBy("Id").execute()).map((v) => ({ Id: Number(v.Id), ctime: Number(v.ctime) }));
    if (types.length === 0) return;
    const keys = Array.from({ length: PICTURES }, (_, n) => shituDemoKey(n + 1));
    const known = new Set((await ctx.tx.selectFrom("upload_file").select("key").where("key", "like", `${SHITU_DEMO_PREFIX}%`).execute()).map((r) => String(r.key)));
    for (const key of keys.filter((k) => !known.has(k))) {
      await ctx.tx.insertInto("upload_file").values({ key, dataType: "UDT_SHITU", contentType: "image/jpeg", size: 0, userId: null, ctime: ctx.now - 31 * DAY }).execute();
    }
    const pick = <T>(list: readonly T[]): T => list[Math.floor(ctx.random() * list.length)] as T;
    const total = scaled(300, ctx.scale, 30);
    for (let i = 0; i < total; i++) {
      // Oldest first, spread over 30 days; a visitor only queries after registering.
      let queriedAt = ctx.now - 30 * DAY + Math.floor(((i + ctx.random()) / total) * 30 * DAY) - 60_000;
      const visitor = visitors.length > 0 && ctx.random() < 0.9 ? pick(visitors) : null;
      if (visitor && visitor.ctime > queriedAt) queriedAt = Math.min(ctx.now - 60_000, visitor.ctime + 3_600_000);
      const roll = ctx.random();
      const topScore = round3(roll < 0.78 ? 0.8 + ctx.random() * 0.19 : roll < 0.93 ? 0.5 + ctx.random() * 0.3 : 0.15 + ctx.random() * 0.35);
      const type = pick(types);
      const hit = topScore >= 0.5;
      const topMatchId = hit ? pick(libraries[type]) : null;
      const candidates = [
        ...(hit ? [{ type, id: topMatchId, score: topScore }] : []),
        ...Array.from({ length: hit ? 4 : 5 }, (_, k) => {
          const t = pick(types);
          return { type: t, id: pick(libraries[t]), score: round3(Math.max(0.05, topScore - 0.04 - k * 0.06 - ctx.random() * 0.05)) };
        }),
      ];
      const f = ctx.random();
      // 6 % 错误, mostly on low scores; about a third of users say 正确.
      const feedback = (topScore < 0.8 && f < 0.3) || f < 0.02 ? "wrong" : f < 0.35 ? "correct" : "none";
      const marked = feedback === "wrong" && i % 2 === 0;
      const correctType = marked ? pick(types) : null;
      let correctId = correctType ? pick(libraries[correctType]) : null;
      if (correctType === type && correctId === topMatchId) correctId = libraries[type].find((x) => x !== topMatchId) ?? null;
      const markedAt = marked && correctId !== null ? Math.min(ctx.now - 60_000, queriedAt + 2 * 3_600_000) : null;
      const inEval = markedAt !== null && i % 4 === 0;
      const day = new Date(queriedAt + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll("-", "");
      await ctx.insert(recognitionRecord, {
        code: `SR${day}-${String(i + 1).padStart(5, "0")}`, queryImage: shituDemoKey((i % PICTURES) + 1), visitorId: visitor?.Id ?? null,
        queriedAt, client: pick(CLIENTS), topMatchType: hit ? type : "none", topMatchId, topScore, candidates,
        latencyMs: Math.max(120, Math.round(420 * Math.exp(0.45 * gauss(ctx.random)))), modelVersion: i < total * 0.4 ? MODELS[0] : MODELS[1],
        feedback, badCase: markedAt !== null, correctType: markedAt !== null ? correctType : null, correctId: markedAt !== null ? correctId : null,
        badCaseNote: markedAt !== null ? "同作者相近题材，构图相似" : null, markedBy: markedAt !== null ? "admin" : null, markedAt,
        inEvalSet: inEval, evalAddedAt: inEval ? markedAt : null,
      }, { ctime: queriedAt, utime: markedAt ?? queriedAt });
    }
  },
});
