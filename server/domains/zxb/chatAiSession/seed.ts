import { chatAiRecord, chatAiSession } from "../../../../src/catalogue/registry";
import { defineSeed } from "../../../seed/factory";
import { idsByName, scaled, seededAlready } from "../../../seed/sufa/lookup";
import { BLOCKED_ANSWER, DEMO_TOPICS, ERROR_CODES } from "./conversations";

const DAY = 86_400_000;
const MODELS = ["moyuan-chat-v2.1", "moyuan-chat-v2.3"] as const;
const PLATFORMS = ["ios", "ios", "android", "android", "miniapp", "web", "harmony"] as const;
const LABELS = ["GOOD", "GOOD", "GOOD", "HALLUCINATION", "OFF_TOPIC", "INCOMPLETE"] as const;

/** A version-4-shaped UUID from the seed's random source (deterministic per install). */
function uuid(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * commerce.md §9, scaled down: the assistant launched 6 months ago; 100 sessions (the design's 1 500
 * would make every test world heavier) with about 220 records. Of the records, ≈ 62 % rated and
 * ≈ 78 % of those liked, ≈ 2 % blocked, ≈ 1 % errors, ≈ 20 % quality-labelled. Each session's counters
 * are the sums of its records; a USER_DELETED session keeps only its metadata (commerce.md Q14), so
 * its records are gone while its counters stay.
 */
export const seed = defineSeed({
  resource: chatAiSession,
  fills: [chatAiRecord],
  async run(ctx) {
    if (await seededAlready(ctx.tx, chatAiSession.table)) return;
    const visitors = (await ctx.tx.selectFrom("visitor").select(["Id", "ctime"]).orderBy("Id").execute()).map((v) => ({ Id: Number(v.Id), ctime: Number(v.ctime) }));
    const paintings = await idsByName(ctx.tx, "painting_work", "title");
    const calligraphy = await idsByName(ctx.tx, "calligraphy_work", "title");
    const pick = <T>(list: readonly T[]): T => list[Math.floor(ctx.random() * list.length)] as T;
    const total = scaled(100, ctx.scale, 12);
    for (let i = 0; i < total; i++) {
      const topic = DEMO_TOPICS[i % DEMO_TOPICS.length] as (typeof DEMO_TOPICS)[number];
      // Spread from launch (180 days ago) to an hour ago, oldest first.
      const firstAt = ctx.now - 180 * DAY + Math.floor(((i + ctx.random() * 0.8) / total) * 180 * DAY) - 3_600_000;
      const candidates = visitors.filter((v) => v.ctime < firstAt);
      const visitor = candidates.length > 0 ? pick(candidates) : null;
      const turns = topic.turns.slice(0, 1 + Math.floor(ctx.random() * topic.turns.length));
      const model = firstAt < ctx.now - 60 * DAY ? MODELS[0] : MODELS[1];
      const platform = pick(PLATFORMS);
      const deleted = i % 25 === 7;
      const records: Record<string, unknown>[] = [];
      let at = firstAt;
      for (const [k, turn] of turns.entries()) {
        at = Math.min(ctx.now - 60_000, at + (k === 0 ? 0 : 60_000 + Math.floor(ctx.random() * 240_000)));
        const r = ctx.random();
        const safety = r < 0.012 ? "QUESTION_BLOCKED" : r < 0.02 ? "ANSWER_BLOCKED" : r < 0.03 ? "REWRITTEN" : "PASS";
        const errorCode = safety === "PASS" && ctx.random() < 0.008 ? pick(ERROR_CODES) : null;
        const blocked = safety === "QUESTION_BLOCKED" || safety === "ANSWER_BLOCKED";
        const answer = blocked ? BLOCKED_ANSWER : errorCode ? "" : turn.a;
        const rated = !blocked && !errorCode && ctx.random() < 0.62;
        const feedback = rated ? (ctx.random() < 0.78 ? "LIKE" : "DISLIKE") : "NONE";
        const references = (turn.cites ?? []).flatMap(([lib, title]) => {
          const id = (lib === "suha" ? paintings : calligraphy).get(title);
          return id === undefined ? [] : [{ resType: lib === "suha" ? "SUHA" : "SUFA", resId: id, title }];
        });
        const firstTokenMs = errorCode === "timeout" ? 0 : Math.round(500 + ctx.random() * 900 + (ctx.random() < 0.05 ? 900 : 0));
        const labeled = ctx.random() < 0.2;
        records.push({
          seq: k + 1, visitorId: visitor?.Id ?? null, question: turn.q, answer, references: references.length > 0 ? references : null, referenceCount: references.length,
          model, promptTokens: 180 + turn.q.length * 2 + k * 120, completionTokens: answer.length * 2, firstTokenMs,
          latencyMs: errorCode === "timeout" ? 30_000 : firstTokenMs + Math.round(1500 + ctx.random() * 3500 + (ctx.random() < 0.05 ? 2000 : 0)),
          safety, feedback, feedbackReason: feedback === "DISLIKE" ? pick(["回答太笼统", "与事实不符", "没有引用作品"]) : null, errorCode,
          qualityLabel: labeled ? (feedback === "DISLIKE" ? "INCOMPLETE" : pick(LABELS)) : "UNLABELED", qualityNote: null,
          labeledBy: labeled ? "admin" : null, labeledAt: labeled ? Math.min(ctx.now - 60_000, at + 3 * DAY) : null, createdAt: at,
        });
      }
      const sum = (key: string) => records.reduce((s, r) => s + Number(r[key]), 0);
      const count = (key: string, value: string) => records.filter((r) => r[key] === value).length;
      const sessionId = await ctx.insert(chatAiSession, {
        sessionId: uuid(ctx.random), visitorId: visitor?.Id ?? null, title: topic.title, topicType: topic.type, platform, model,
        messageCount: records.length, tokensIn: sum("promptTokens"), tokensOut: sum("completionTokens"), firstAt, lastAt: at,
        likeCount: count("feedback", "LIKE"), dislikeCount: count("feedback", "DISLIKE"),
        blockedCount: count("safety", "QUESTION_BLOCKED") + count("safety", "ANSWER_BLOCKED"),
        status: deleted ? "USER_DELETED" : at > ctx.now - 7 * DAY ? "ACTIVE" : "ARCHIVED",
        flagged: i % 17 === 3, flagNote: i % 17 === 3 ? "多次追问同一作品，回答有出入" : null, flaggedBy: i % 17 === 3 ? "admin" : null,
        flaggedAt: i % 17 === 3 ? Math.min(ctx.now - 60_000, at + DAY) : null,
      }, { ctime: firstAt, utime: at });
      if (deleted) continue;
      for (const r of records) await ctx.insert(chatAiRecord, { ...r, sessionId }, { ctime: Number(r.createdAt), utime: Number(r.labeledAt ?? r.createdAt) });
    }
  },
});
