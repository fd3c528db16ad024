import type { Tx } from "../../../platform/db/types";

export interface LedgerCount { calls: number; errors: number; tokensIn: number; tokensOut: number; rated: number; dislikes: number }

/** iOS clients on the IOS row, every other client (安卓, 鸿蒙, 小程序, 网页) on the ANDROID row (the seed's two platforms). */
const platformOf = (client: unknown) => (String(client ?? "").toLowerCase() === "ios" ? "IOS" : "ANDROID");

/**
 * What the record ledgers hold per algorithm × platform × bucket of `bucketMs` (a minute or an hour) in
 * [from, to): recognition records, line drawings (FAILED = error) and AI-chat answers (errorCode = error;
 * tokens, ratings, dislikes), keyed `algorithm|platform|bucketAt`. The metric seed adds these to its rows
 * so that no minute or hour counts fewer calls than the records it saw.
 */
export async function ledgerCounts(tx: Tx, from: number, to: number, bucketMs: number): Promise<Map<string, LedgerCount>> {
  const out = new Map<string, LedgerCount>();
  const add = (algorithm: string, client: unknown, at: unknown, c: Partial<LedgerCount>) => {
    const key = `${algorithm}|${platformOf(client)}|${Math.floor(Number(at) / bucketMs) * bucketMs}`;
    const was = out.get(key) ?? { calls: 0, errors: 0, tokensIn: 0, tokensOut: 0, rated: 0, dislikes: 0 };
    out.set(key, {
      calls: was.calls + 1, errors: was.errors + (c.errors ?? 0), tokensIn: was.tokensIn + (c.tokensIn ?? 0),
      tokensOut: was.tokensOut + (c.tokensOut ?? 0), rated: was.rated + (c.rated ?? 0), dislikes: was.dislikes + (c.dislikes ?? 0),
    });
  };
  for (const r of await tx.selectFrom("recognition_record").select(["queriedAt", "client"]).where("queriedAt", ">=", from).where("queriedAt", "<", to).execute()) {
    add("IMAGE_RECOGNITION", r.client, r.queriedAt, {});
  }
  // Line drawings carry no client: counted on the ANDROID row.
  for (const r of await tx.selectFrom("line_drawing").select(["createdAt", "status"]).where("createdAt", ">=", from).where("createdAt", "<", to).execute()) {
    add("LINE_DRAWING", null, r.createdAt, { errors: r.status === "FAILED" ? 1 : 0 });
  }
  const chats = await tx.selectFrom("chat_ai_record").innerJoin("chat_ai_session", "chat_ai_session.Id", "chat_ai_record.sessionId")
    .select(["chat_ai_record.createdAt", "chat_ai_session.platform", "chat_ai_record.errorCode", "chat_ai_record.promptTokens", "chat_ai_record.completionTokens", "chat_ai_record.feedback"])
    .where("chat_ai_record.createdAt", ">=", from).where("chat_ai_record.createdAt", "<", to).execute();
  for (const r of chats) {
    add("AI_CHAT", r.platform, r.createdAt, {
      errors: r.errorCode ? 1 : 0, tokensIn: Number(r.promptTokens ?? 0), tokensOut: Number(r.completionTokens ?? 0),
      rated: r.feedback === "LIKE" || r.feedback === "DISLIKE" ? 1 : 0, dislikes: r.feedback === "DISLIKE" ? 1 : 0,
    });
  }
  return out;
}
