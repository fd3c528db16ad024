/**
 * 点播视频 (content.md §10.1) on both databases: without a configured VOD service every call that needs
 * it is refused in Chinese and changes nothing; with one (a test adapter) 上传到点播 / 刷新状态 write what
 * the service answers; 引用数 follows lessons and material (also when two are written at once), a
 * referenced video is not deleted, and a lesson takes its video's duration.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setVodVendor, type VodVendor } from "../../server/domains/vodvideo/vodVideo/vendor";
import { createTestServer, describeEachDb, type RpcAnswer, type TestServer } from "./harness";

type Rec = Record<string, unknown> & { Id: number; utime: number };
const VOD = "VodServiceAdmin";

describeEachDb("vod videos", (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none" });
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => setVodVendor(null));

  const db = () => t.server.deps.db;
  const call = (path: string, payload: Record<string, unknown>) => t.rpc(path, payload, t.adminToken);
  const ok = (r: RpcAnswer, what: string) => {
    expect(r.body.code, `${what}: ${String(r.body.message)}`).toBe("SUCCESS");
    return r.body.data as Rec;
  };
  let serial = 0;
  const video = async (over: Record<string, unknown> = {}) =>
    ok(await call(`${VOD}/createVodVideo`, { data: { title: `山水示范 ${(serial += 1)}`, usage: "course", sourceFile: "shiy/2026/11/01/a.mp4", ...over } }), "createVodVideo");
  const row = (Id: number) => db().selectFrom("vod_video").selectAll().where("Id", "=", Id).executeTakeFirstOrThrow();
  const changesOf = (Id: number) => db().selectFrom("data_change").selectAll().where("resource", "=", "vodVideo").where("recordId", "=", Id).execute();
  /** Puts a video in a state the service would have put it in (a test's setup). */
  const putIn = (Id: number, values: Record<string, unknown>) => db().updateTable("vod_video").set(values).where("Id", "=", Id).execute();

  describe("without a configured VOD service", () => {
    it("上传到点播, 刷新状态, 重新上传, 重新转码 and deleting a video on the service are refused in Chinese; nothing changes", async () => {
      const fresh = await video();
      const onService = await video();
      await putIn(onService.Id, { vendorVideoId: "a".repeat(32), status: "Normal" });
      const failedUpload = await video();
      await putIn(failedUpload.Id, { status: "UploadFail" });
      const failedTranscode = await video();
      await putIn(failedTranscode.Id, { vendorVideoId: "b".repeat(32), status: "TranscodeFail" });
      const attempts: [string, Rec, string][] = [
        ["uploadVodVideo", fresh, "上传视频"],
        ["syncVodVideo", onService, "同步"],
        ["reuploadVodVideo", failedUpload, "重新上传"],
        ["retranscodeVodVideo", failedTranscode, "重新转码"],
        ["deleteVodVideo", onService, "删除点播上的视频"],
      ];
      for (const [method, v, doing] of attempts) {
        const before = await row(v.Id);
        const changes = await changesOf(v.Id);
        const r = await call(`${VOD}/${method}`, method === "deleteVodVideo" ? { Id: v.Id } : { Id: v.Id, utime: Number(before.utime), data: {} });
        expect(r.body.code, method).toBe(9);
        expect(String(r.body.message), method).toContain(`未配置点播服务，无法${doing}`);
        expect(await row(v.Id), method).toEqual(before);
        expect(await changesOf(v.Id), method).toEqual(changes);
      }
    });

    it("a source file whose stored bytes are not a video is refused (the store's sniffed type, not the name)", async () => {
      await db().insertInto("upload_file").values({ key: "shiy/2026/11/01/notes.mp4", dataType: "UDT_SHIY", contentType: "text/csv", size: 120, userId: null, ctime: t.clock.now }).execute();
      const r = await call(`${VOD}/createVodVideo`, { data: { title: "不是视频", usage: "course", sourceFile: "shiy/2026/11/01/notes.mp4" } });
      expect(r.body.code).toBe(3);
      expect(String(r.body.message)).toContain("源文件不是视频（文件内容为 text/csv）");
      expect(await db().selectFrom("vod_video").select("Id").where("title", "=", "不是视频").execute()).toHaveLength(0);
    });

    it("a video only in the file library is still created and deleted (nothing to ask the service)", async () => {
      const v = await video();
      expect(v).toMatchObject({ status: "Uploading", vendorVideoId: null, refCount: 0 });
      ok(await call(`${VOD}/deleteVodVideo`, { Id: v.Id }), "deleteVodVideo");
      expect(await db().selectFrom("vod_video").select("Id").where("Id", "=", v.Id).executeTakeFirst()).toBeUndefined();
    });
  });

  describe("with a VOD service", () => {
    const vendor = (over: Partial<VodVendor> = {}): { pulled: string[] } => {
      const pulled: string[] = [];
      setVodVendor({
        name: "测试点播",
        upload: (req) => { pulled.push(req.sourceUrl); return Promise.resolve({ vendorVideoId: "c".repeat(32) }); },
        infos: (ids) => Promise.resolve(ids.map((vendorVideoId) => ({ vendorVideoId, status: "Normal", durationSec: 754.5, fileSize: 90_000_000, cover: "https://vod.example/c.jpg", definitions: ["LD", "SD", "HD"] }))),
        transcode: () => Promise.resolve(),
        remove: () => Promise.resolve(),
        playInfo: (id, timeout) => Promise.resolve([{ url: `https://vod.example.com/${id}/sd.mp4?auth_timeout=${timeout}`, definition: "SD", format: "mp4" }]),
        snapshots: (id) => Promise.resolve([`https://vod.example.com/${id}/snapshot-00001.jpg`, `https://vod.example.com/${id}/snapshot-00002.jpg`]),
        ...over,
      });
      return { pulled };
    };

    it("上传到点播 hands over a signed address of the source file and keeps the service's id; 刷新状态 writes its status, duration and definitions", async () => {
      const { pulled } = vendor();
      const v = await video();
      const [uploaded] = ok(await call(`${VOD}/uploadVodVideo`, { Id: v.Id, utime: v.utime, data: {} }), "upload") as unknown as Rec[];
      expect(uploaded).toMatchObject({ vendorVideoId: "c".repeat(32), status: "Uploading" });
      expect(pulled).toHaveLength(1);
      expect(pulled[0]).toContain("shiy/2026/11/01/a.mp4");
      const [synced] = ok(await call(`${VOD}/syncVodVideo`, { Ids: [v.Id], data: {} }), "sync") as unknown as Rec[];
      expect(synced).toMatchObject({ status: "Normal", durationSec: 754.5, fileSize: 90_000_000, definitions: ["LD", "SD", "HD"], lastSyncedAt: t.clock.now });
      const again = await call(`${VOD}/uploadVodVideo`, { Id: v.Id, utime: synced?.utime, data: {} });
      expect(again.body.code).toBe(9);
      expect(String(again.body.message)).toContain("已在点播服务中");
    });

    it("a status the service reports that we do not know is refused, the record unchanged", async () => {
      vendor({ infos: (ids) => Promise.resolve(ids.map((vendorVideoId) => ({ vendorVideoId, status: "Deleted", durationSec: null, fileSize: null, cover: null, definitions: null }))) });
      const v = await video();
      await putIn(v.Id, { vendorVideoId: "d".repeat(32) });
      const before = await row(v.Id);
      const r = await call(`${VOD}/syncVodVideo`, { Ids: [v.Id], data: {} });
      expect(r.body.code).toBe(9);
      expect(String(r.body.message)).toContain("未知的状态「Deleted」");
      expect(await row(v.Id)).toEqual(before);
    });
  });

  describe("播放预览 and 设为封面's snapshots", () => {
    it("without a VOD service a stored file plays from the file library; a video with neither is refused; snapshots are refused", async () => {
      const stored = await video();
      const play = ok(await call(`${VOD}/getVodPlayInfo`, { Id: stored.Id }), "getVodPlayInfo") as unknown as { source: string; url: string };
      expect(play.source).toBe("file");
      expect(play.url).toContain("shiy/2026/11/01/a.mp4?expires=");
      const bare = await video();
      await putIn(bare.Id, { sourceFile: null, vendorVideoId: "9".repeat(32), status: "Normal" });
      const refused = await call(`${VOD}/getVodPlayInfo`, { Id: bare.Id });
      expect(refused.body.code).toBe(9);
      expect(String(refused.body.message)).toContain("无法预览：未配置点播服务，文件库中也没有它的源文件");
      const shots = await call(`${VOD}/listVodSnapshots`, { Id: bare.Id });
      expect(String(shots.body.message)).toContain("未配置点播服务，无法读取点播截图");
    });

    it("with a VOD service a video on it plays the service's short-lived address, and its snapshots are listed", async () => {
      setVodVendor({
        name: "测试点播", upload: () => Promise.reject(new Error("unused")), infos: () => Promise.resolve([]), transcode: () => Promise.resolve(), remove: () => Promise.resolve(),
        playInfo: (id, timeout) => Promise.resolve([
          { url: `https://vod.example.com/${id}/ld.m3u8`, definition: "LD", format: "m3u8" },
          { url: `https://vod.example.com/${id}/sd.mp4?auth_key=${timeout}`, definition: "SD", format: "mp4" },
          { url: `https://vod.example.com/${id}/ld.mp4`, definition: "LD", format: "mp4" },
        ]),
        snapshots: (id) => Promise.resolve([`https://vod.example.com/${id}/cover-1.jpg`]),
      });
      const v = await video();
      await putIn(v.Id, { vendorVideoId: "8".repeat(32), status: "Normal" });
      const play = ok(await call(`${VOD}/getVodPlayInfo`, { Id: v.Id }), "getVodPlayInfo") as unknown as { source: string; url: string; definition: string };
      expect(play).toMatchObject({ source: "vendor", definition: "SD", url: `https://vod.example.com/${"8".repeat(32)}/sd.mp4?auth_key=1800` });
      const shots = ok(await call(`${VOD}/listVodSnapshots`, { Id: v.Id }), "listVodSnapshots") as unknown as { url: string }[];
      expect(shots).toEqual([{ url: `https://vod.example.com/${"8".repeat(32)}/cover-1.jpg` }]);
    });
  });

  describe("references", () => {
    it("引用数 counts material playing the video, also two written at once; a referenced video is not deleted", async () => {
      const v = await video();
      const asset = (n: number) => call("SucaiServiceAdmin/createMediaAsset", { data: { title: `素材 ${n}`, assetType: "video", rights: "own", vodVideoId: v.Id } });
      const answers = await Promise.all([asset(1), asset(2)]);
      const made = answers.map((a) => ok(a, "createMediaAsset"));
      expect(Number((await row(v.Id)).refCount)).toBe(2);
      const refused = await call(`${VOD}/deleteVodVideo`, { Id: v.Id });
      expect(refused.body.code).toBe(9);
      expect(String(refused.body.message)).toContain("仍被2 个素材引用，不能删除");
      for (const m of made) ok(await call("SucaiServiceAdmin/deleteMediaAsset", { Id: m.Id }), "deleteMediaAsset");
      expect(Number((await row(v.Id)).refCount)).toBe(0);
      // Deleted material keeps its reference (it may be restored): the video stays.
      const still = await call(`${VOD}/deleteVodVideo`, { Id: v.Id });
      expect(String(still.body.message)).toContain("仍被2 个已删除的素材引用");
    });

    it("a lesson that picks a video takes its duration and counts as a reference", async () => {
      const v = await video();
      await putIn(v.Id, { status: "Normal", durationSec: 1234.4 });
      const course = ok(await call("CourseServiceAdmin/createShiyCourse", {
        data: { title: "小写意山水", artistId: "MA_YUAN", style: "XIEYI", level: "BEGINNER", mode: "RECORDED", price: 128_000, originalPrice: 160_000, vipPrice: 98_000, validDays: 365, studentLimit: 200 },
      }), "createShiyCourse");
      const lesson = ok(await call("CourseServiceAdmin/createCourseLesson", { data: { courseType: "SHIY", courseId: course.Id, sort: 1, title: "第 1 课", videoId: v.Id } }), "createCourseLesson");
      expect(lesson).toMatchObject({ videoId: v.Id, duration: 1234 });
      expect(Number((await row(v.Id)).refCount)).toBe(1);
      const refused = await call(`${VOD}/deleteVodVideo`, { Id: v.Id });
      expect(String(refused.body.message)).toContain("1 个课时");
    });

    it("复制课程 recounts: the copied lessons play the same video, so its 引用数 counts them", async () => {
      const v = await video();
      await putIn(v.Id, { status: "Normal", durationSec: 600 });
      const course = ok(await call("CourseServiceAdmin/createPublicCourse", { data: { title: `引用示范 ${(serial += 1)}`, category: "APPRECIATION", lecturer: "苏晚亭", priceType: "FREE" } }), "createPublicCourse");
      for (const sort of [1, 2]) ok(await call("CourseServiceAdmin/createCourseLesson", { data: { courseType: "PUBLIC", courseId: course.Id, sort, title: `第 ${sort} 课`, videoId: v.Id } }), "createCourseLesson");
      expect(Number((await row(v.Id)).refCount)).toBe(2);
      ok(await call("CourseServiceAdmin/copyPublicCourse", { Id: course.Id, utime: course.utime }), "copyPublicCourse");
      expect(Number((await row(v.Id)).refCount)).toBe(4);
    });
  });
});
