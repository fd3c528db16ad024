/**
 * The AI assistant's ledgers (/zxb, commerce.md §9) on both databases: sessions and records have no
 * create, update or delete method at all; a session's counters are the sums of its records; records are
 * searched by words of the question or the answer and listed per session; 质检标注 and 标记关注 are the only
 * marks staff set; every call of a user without sysadmin is refused and nothing changes.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Db, Row } from "../../server/platform/db/types";
import { makeUser, type TestUser } from "./accounts";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

const S = "ChatAiServiceAdmin";

describeEachDb("AI chat ledgers", (kind) => {
  let t: TestServer;
  let db: Db;
  let outsider: TestUser;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "demo" });
    db = t.server.deps.db;
    // Every right but sysadmin.
    outsider = await makeUser(t, "zxb.outsider", "editor", { shitu: "WRITE", glyph: "WRITE", suha: "WRITE", order: "WRITE", sysadmin: "NONE" });
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: string, payload: Record<string, unknown>, token = t.adminToken) => t.rpc(`${S}/${method}`, payload, token);
  const sessions = () => db.selectFrom("chat_ai_session").selectAll().orderBy("Id").execute();
  const records = () => db.selectFrom("chat_ai_record").selectAll().orderBy("Id").execute();
  const search = async (filter: Record<string, unknown>, token = t.adminToken) => {
    const r = await call("listChatAiRecord", { cond: { jsonq: JSON.stringify(filter) }, page: { skip: 0, limit: 1000 } }, token);
    expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
    return r.body.data as Row[];
  };

  it("a session's counters are the sums of its records (a session the user deleted keeps only its metadata)", async () => {
    const all = await records();
    expect(all.length).toBeGreaterThan(0);
    for (const s of await sessions()) {
      expect(Number(s.lastAt)).toBeLessThanOrEqual(t.clock.now);
      const mine = all.filter((r) => Number(r.sessionId) === Number(s.Id));
      if (s.status === "USER_DELETED") {
        expect(mine).toEqual([]);
        continue;
      }
      expect(Number(s.messageCount)).toBe(mine.length);
      expect(Number(s.tokensIn)).toBe(mine.reduce((n, r) => n + Number(r.promptTokens), 0));
      expect(Number(s.likeCount)).toBe(mine.filter((r) => r.feedback === "LIKE").length);
      expect(mine.map((r) => Number(r.seq))).toEqual(mine.map((_, i) => i + 1));
    }
  });

  it("no create, update or delete method on either ledger (UNIMPLEMENTED, even for the admin); nothing changes", async () => {
    const [s0, r0] = [(await sessions())[0] as Row, (await records())[0] as Row];
    const before = [await sessions(), await records()];
    for (const [m, row] of [["ChatAiSession", s0], ["ChatAiRecord", r0]] as const) {
      for (const op of ["create", "update", "delete"]) {
        const r = await call(`${op}${m}`, { Id: row.Id, utime: row.utime, data: { question: "改写历史", answer: "改写历史", title: "改写历史" } });
        expect(r.status, `${op}${m}`).toBe(404);
        expect(r.body.code, `${op}${m}`).toBe(12);
      }
    }
    expect([await sessions(), await records()]).toEqual(before);
  });

  it("records are found by words of the question or of the answer, and listed per session", async () => {
    const all = await records();
    const byQuestion = await search({ question: "清明上河图" });
    expect(byQuestion.length).toBeGreaterThan(0);
    expect(byQuestion.map((r) => r.Id).sort()).toEqual(all.filter((r) => String(r.question).includes("清明上河图")).map((r) => r.Id).sort());
    const byAnswer = await search({ answer: "三矾" });
    expect(byAnswer.map((r) => r.Id).sort()).toEqual(all.filter((r) => String(r.answer).includes("三矾")).map((r) => r.Id).sort());
    expect(await search({ question: "没有人会这样问的问题" })).toEqual([]);
    const session = all[0] as Row;
    const ofSession = await search({ sessionId: session.sessionId });
    expect(ofSession.map((r) => r.Id).sort()).toEqual(all.filter((r) => r.sessionId === session.sessionId).map((r) => r.Id).sort());
  });

  it("质检标注 on a selection: label, note, labeler and time; 清除标注 takes it back; a bad label is refused", async () => {
    const [a, b] = (await records()).filter((r) => r.qualityLabel === "UNLABELED") as unknown as [Row, Row];
    const r = await call("labelChatAiRecord", { Ids: [a.Id, b.Id], data: { qualityLabel: "HALLUCINATION", note: "人数说法有误" } });
    expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
    for (const id of [a.Id, b.Id]) {
      const got = (await call("getChatAiRecord", { Id: id })).body.data as Row;
      expect(got).toMatchObject({ qualityLabel: "HALLUCINATION", qualityNote: "人数说法有误", labeledBy: "admin", labeledAt: t.clock.now });
    }
    expect((await search({ qualityLabel: "HALLUCINATION" })).map((x) => x.Id)).toEqual(expect.arrayContaining([a.Id, b.Id]));
    expect((await call("unlabelChatAiRecord", { Ids: [a.Id] })).body.code).toBe("SUCCESS");
    expect((await call("getChatAiRecord", { Id: a.Id })).body.data).toMatchObject({ qualityLabel: "UNLABELED", qualityNote: null });
    const bad = await call("labelChatAiRecord", { Ids: [a.Id], data: { qualityLabel: "UNLABELED" } });
    expect(bad.status).toBe(400);
    const again = await call("unlabelChatAiRecord", { Ids: [a.Id] });
    expect(again.body.code).toBe(9);
  });

  it("标记关注 needs a note; 取消关注 clears it", async () => {
    const s = (await sessions()).find((x) => !x.flagged) as Row;
    expect((await call("flagChatAiSession", { Ids: [s.Id], data: {} })).status).toBe(400);
    expect((await call("flagChatAiSession", { Ids: [s.Id], data: { note: "追问拍卖价格" } })).body.code).toBe("SUCCESS");
    expect((await call("getChatAiSession", { Id: s.Id })).body.data).toMatchObject({ flagged: true, flagNote: "追问拍卖价格", flaggedBy: "admin" });
    expect((await call("unflagChatAiSession", { Ids: [s.Id] })).body.code).toBe("SUCCESS");
    expect((await call("getChatAiSession", { Id: s.Id })).body.data).toMatchObject({ flagged: false, flagNote: null });
  });

  it("without sysadmin nothing is listed, read, flagged or labelled (PERMISSION_DENIED), and nothing changes", async () => {
    const before = [await sessions(), await records()];
    const [s0, r0] = [before[0]?.[0] as Row, before[1]?.[0] as Row];
    for (const [m, payload] of [
      ["listChatAiSession", {}], ["listChatAiRecord", {}], ["getChatAiSession", { Id: s0.Id }], ["getChatAiRecord", { Id: r0.Id }],
      ["flagChatAiSession", { Ids: [s0.Id], data: { note: "x" } }], ["labelChatAiRecord", { Ids: [r0.Id], data: { qualityLabel: "GOOD" } }],
    ] as const) {
      const r = await call(m, payload, outsider.token);
      expect(r.status, m).toBe(403);
      expect(r.body.code, m).toBe(7);
    }
    expect([await sessions(), await records()]).toEqual(before);
  });
});
