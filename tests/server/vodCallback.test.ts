/**
 * POST /api/notify/vod (阿里云视频点播's HTTP callbacks, content.md §10.1) on both databases. Each
 * notification is built as the service documents it: the event body as POST JSON, X-VOD-TIMESTAMP and
 * X-VOD-SIGNATURE = md5("callback URL|timestamp|private key"). Unconfigured, or badly signed, nothing is
 * written; signed, the event is recorded once and moves the video — also when delivered twice at once.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

const KEY = "moyuan-vod-callback-key-2026";
const URL_SET = "https://moyuan.example.com/api/notify/vod";
const md5 = (s: string) => createHash("md5").update(s).digest("hex");

describeEachDb("VOD callbacks", (kind) => {
  let t: TestServer;
  let bare: TestServer;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none", env: { MOYUAN_VOD_CALLBACK_KEY: KEY, MOYUAN_VOD_CALLBACK_URL: URL_SET } });
    bare = await createTestServer(kind, { seed: "none" });
  });
  afterAll(async () => {
    await t.close();
    await bare.close();
  });

  let serial = 0;
  /** A video already handed to the service (its id), in a state of the test's choosing. */
  const videoOn = async (server: TestServer, values: Record<string, unknown> = {}) => {
    const r = await server.rpc("VodServiceAdmin/createVodVideo", { data: { title: `回调示范 ${(serial += 1)}`, usage: "course", sourceFile: "shiy/2026/11/01/a.mp4" } }, server.adminToken);
    expect(r.body.code, String(r.body.message)).toBe("SUCCESS");
    const Id = Number((r.body.data as { Id: number }).Id);
    const vendorVideoId = `${String(serial).padStart(4, "0")}${"e".repeat(28)}`;
    await server.server.deps.db.updateTable("vod_video").set({ vendorVideoId, ...values }).where("Id", "=", Id).execute();
    return { Id, vendorVideoId };
  };
  const row = (server: TestServer, Id: number) => server.server.deps.db.selectFrom("vod_video").selectAll().where("Id", "=", Id).executeTakeFirstOrThrow();
  const events = (server: TestServer, vendorVideoId: string) =>
    server.server.deps.db.selectFrom("vod_event").selectAll().where("vendorVideoId", "=", vendorVideoId).orderBy("Id").execute();
  const changes = (server: TestServer, Id: number) =>
    server.server.deps.db.selectFrom("data_change").selectAll().where("resource", "=", "vodVideo").where("recordId", "=", Id).where("userName", "=", "阿里云视频点播").execute();

  const seconds = (server: TestServer) => String(Math.floor(server.clock.now / 1000));
  /** Posts an event body with the headers the service adds; `sign` changes what is signed. */
  const post = (server: TestServer, body: Record<string, unknown>, sign: { url?: string; key?: string; ts?: string; headers?: Record<string, string> } = {}) => {
    const ts = sign.ts ?? seconds(server);
    const headers = sign.headers ?? { "X-VOD-TIMESTAMP": ts, "X-VOD-SIGNATURE": md5(`${sign.url ?? URL_SET}|${ts}|${sign.key ?? KEY}`) };
    return server.server.app.request("/api/notify/vod", { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
  };
  const uploaded = (VideoId: string) => ({ Status: "success", EventTime: "2026-11-27T07:49:17Z", EventType: "FileUploadComplete", VideoId, Size: 1_439_213, FileUrl: "https://example-bucket.oss-cn-shanghai.aliyuncs.com/a.mp4" });
  const transcoded = (VideoId: string, Status = "success") => ({
    EventTime: "2026-11-27T08:10:00Z", EventType: "TranscodeComplete", VideoId, Status,
    StreamInfos: [
      { Status: "success", Definition: "LD", Duration: 754.5, Format: "m3u8", FileUrl: "https://vod.example.com/ld.m3u8" },
      { Status: "success", Definition: "HD-MP4", Duration: 754.52, Format: "mp4", FileUrl: "https://vod.example.com/hd.mp4" },
      { Status: "fail", Definition: "OD", ErrorCode: "InvalidParameter" },
    ],
  });

  describe("refused", () => {
    it("without a configured key every callback is refused (503) and nothing is written", async () => {
      const v = await videoOn(bare);
      const before = await row(bare, v.Id);
      const answer = await post(bare, uploaded(v.vendorVideoId));
      expect(answer.status).toBe(503);
      expect(((await answer.json()) as { message: string }).message).toContain("未配置点播回调密钥");
      expect(await row(bare, v.Id)).toEqual(before);
      expect(await events(bare, v.vendorVideoId)).toHaveLength(0);
    });

    it("unsigned, wrongly signed, another key's, another address's and a stale callback are refused (401); nothing is written", async () => {
      const v = await videoOn(t);
      const before = await row(t, v.Id);
      const stale = String(Math.floor(t.clock.now / 1000) - 301);
      const attempts: [string, Parameters<typeof post>[2], string][] = [
        ["unsigned", { headers: {} }, "缺少 X-VOD-TIMESTAMP"],
        ["forged", { headers: { "X-VOD-TIMESTAMP": seconds(t), "X-VOD-SIGNATURE": "0".repeat(32) } }, "签名不符"],
        ["another key", { key: "another-key" }, "签名不符"],
        ["another address", { url: "https://evil.example.com/api/notify/vod" }, "签名不符"],
        ["stale", { ts: stale }, "超过 5 分钟"],
        ["not a timestamp", { ts: "2026-11-27" }, "不是 10 位"],
      ];
      for (const [what, sign, message] of attempts) {
        const answer = await post(t, uploaded(v.vendorVideoId), sign);
        expect(answer.status, what).toBe(401);
        expect(((await answer.json()) as { message: string }).message, what).toContain(message);
      }
      expect(await row(t, v.Id)).toEqual(before);
      expect(await events(t, v.vendorVideoId)).toHaveLength(0);
    });
  });

  describe("accepted", () => {
    it("upload, stream, transcode and snapshot events move the video to 正常 with its size, definitions, duration and cover", async () => {
      const v = await videoOn(t);
      expect((await post(t, uploaded(v.vendorVideoId))).status).toBe(200);
      const up = await row(t, v.Id);
    expect(up.status).toBe("UploadSucc");
    expect(Number(up.fileSize)).toBe(1_439_213);
      const stream = { EventTime: "2026-11-27T08:00:00Z", EventType: "StreamTranscodeComplete", VideoId: v.vendorVideoId, Status: "success", Definition: "LD", Duration: 754.5 };
      expect((await post(t, stream)).status).toBe(200);
      expect(await row(t, v.Id)).toMatchObject({ status: "Transcoding", definitions: JSON.stringify(["LD"]) });
      expect((await post(t, transcoded(v.vendorVideoId))).status).toBe(200);
      const done = await row(t, v.Id);
      expect(done).toMatchObject({ status: "Normal", definitions: JSON.stringify(["LD", "HD"]) });
    expect(Number(done.lastSyncedAt)).toBe(t.clock.now);
      expect(Number(done.durationSec)).toBeCloseTo(754.52);
      await post(t, { EventTime: "2026-11-27T08:10:05Z", EventType: "SnapshotComplete", VideoId: v.vendorVideoId, Status: "success", CoverUrl: "https://vod.example.com/snapshot/00001.jpg" });
      expect((await row(t, v.Id)).cover).toBe("https://vod.example.com/snapshot/00001.jpg");
      const recorded = await events(t, v.vendorVideoId);
      expect(recorded.map((e) => [e.eventType, e.outcome, e.statusBefore, e.statusAfter])).toEqual([
        ["FileUploadComplete", "applied", "Uploading", "UploadSucc"],
        ["StreamTranscodeComplete", "applied", "UploadSucc", "Transcoding"],
        ["TranscodeComplete", "applied", "Transcoding", "Normal"],
        ["SnapshotComplete", "applied", "Normal", "Normal"],
      ]);
      expect(recorded.every((e) => Number(e.vodVideoId) === v.Id)).toBe(true);
      expect(await changes(t, v.Id)).toHaveLength(4);
      // The video's event record is read-only: there is no method to change it.
      const refused = await t.rpc("VodServiceAdmin/updateVodEvent", { Id: Number(recorded[0]?.Id), data: { outcome: "unchanged" } }, t.adminToken);
      expect(refused.body.code).not.toBe("SUCCESS");
    });

    it("an event arriving late never moves a video back; a failed transcode is 转码失败; an unknown video is recorded as such", async () => {
      const v = await videoOn(t, { status: "Normal", fileSize: 1_439_213 });
      const late = await post(t, uploaded(v.vendorVideoId));
      expect(await late.json()).toMatchObject({ code: "SUCCESS", outcome: "unchanged" });
      expect((await row(t, v.Id)).status).toBe("Normal");
      const w = await videoOn(t, { status: "Transcoding" });
      await post(t, transcoded(w.vendorVideoId, "fail"));
      expect((await row(t, w.Id)).status).toBe("TranscodeFail");
      const unknown = await post(t, uploaded("f".repeat(32)));
      expect(await unknown.json()).toMatchObject({ code: "SUCCESS", outcome: "unknownVideo" });
      expect(await events(t, "f".repeat(32))).toHaveLength(1);
    });

    it("the same event delivered again is recorded and applied once", async () => {
      const v = await videoOn(t);
      const body = uploaded(v.vendorVideoId);
      expect(await (await post(t, body)).json()).toMatchObject({ duplicate: false, outcome: "applied" });
      const after = await row(t, v.Id);
      t.clock.advance(60_000);
      expect(await (await post(t, body)).json()).toMatchObject({ duplicate: true });
      expect(await row(t, v.Id)).toEqual(after);
      expect(await events(t, v.vendorVideoId)).toHaveLength(1);
      expect(await changes(t, v.Id)).toHaveLength(1);
    });

    it("two (and five) identical callbacks at once change the video once", async () => {
      for (const n of [2, 5]) {
        const v = await videoOn(t, { status: "Transcoding" });
        const answers = await Promise.all(Array.from({ length: n }, () => post(t, transcoded(v.vendorVideoId))));
        expect(answers.map((a) => a.status)).toEqual(Array(n).fill(200));
        const bodies = (await Promise.all(answers.map((a) => a.json()))) as { duplicate: boolean }[];
        expect(bodies.filter((b) => !b.duplicate)).toHaveLength(1);
        expect(await events(t, v.vendorVideoId)).toHaveLength(1);
        expect(await changes(t, v.Id)).toHaveLength(1);
        expect((await row(t, v.Id)).status).toBe("Normal");
      }
    });

    it("a manual review's Blocked blocks the video; a body that is not an event is refused", async () => {
      const v = await videoOn(t, { status: "Normal" });
      await post(t, { EventType: "CreateAuditComplete", EventTime: "2026-11-27T09:00:00Z", MediaId: v.vendorVideoId, Status: "success", SubType: "video", AuditStatus: "Blocked", Reason: "含有不宜内容" });
      expect((await row(t, v.Id)).status).toBe("Blocked");
      const notEvent = await post(t, { VideoId: v.vendorVideoId });
      expect(notEvent.status).toBe(400);
    });
  });
});
