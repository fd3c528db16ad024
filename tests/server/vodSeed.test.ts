/**
 * The demo world of §9, §10.1 and §8.9 (content.md §15.2) on both databases: every reference of
 * lessons, material, shooting locations and artist videos resolves; 引用数 and 使用次数 equal what
 * references them; a lesson plays a video of course use, in the state the lesson's says, with its
 * duration; online artist videos play 正常 videos; nothing is dated in the future.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { byCatalogue } from "../../server/platform/db/types";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

describeEachDb("sucai / vod / artist video demo data", (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "demo" });
  });
  afterAll(async () => {
    await t.close();
  });
  const rows = (table: string) => byCatalogue(t.server.deps.db).selectFrom(table).selectAll().orderBy("Id").execute();

  it("has the designed volumes: 80 library videos (60 正常), 25 places, 150 assets, 40 artist videos", async () => {
    const videos = await rows("vod_video");
    const library = videos.filter((v) => v.usage !== "course");
    expect(library).toHaveLength(80);
    expect(library.filter((v) => v.status === "Normal")).toHaveLength(60);
    expect(await rows("shooting_location")).toHaveLength(25);
    const assets = await rows("media_asset");
    expect(assets).toHaveLength(150);
    expect(assets.filter((a) => a.assetType === "video")).toHaveLength(50);
    expect(await rows("artist_video")).toHaveLength(40);
  });

  it("every lesson's video exists, is for courses, mirrors the lesson's state and gives its duration", async () => {
    const videos = new Map((await rows("vod_video")).map((v) => [Number(v.Id), v]));
    const lessons = (await rows("course_lesson")).filter((l) => l.videoId !== null);
    expect(lessons.length).toBeGreaterThan(200);
    const expected: Record<string, string> = { READY: "Normal", HIDDEN: "Normal", TRANSCODING: "Transcoding", FAILED: "TranscodeFail" };
    const wrong = lessons.flatMap((l) => {
      const v = videos.get(Number(l.videoId));
      if (!v) return [`lesson ${String(l.Id)}: video ${String(l.videoId)} missing`];
      const problems: string[] = [];
      if (v.usage !== "course") problems.push(`usage ${String(v.usage)}`);
      if (v.status !== expected[String(l.status)]) problems.push(`status ${String(v.status)} for ${String(l.status)}`);
      if (v.status === "Normal" && Number(l.duration) !== Math.round(Number(v.durationSec))) problems.push(`duration ${String(l.duration)} ≠ ${String(v.durationSec)}`);
      return problems.length > 0 ? [`lesson ${String(l.Id)}: ${problems.join(", ")}`] : [];
    });
    expect(wrong).toEqual([]);
  });

  it("引用数 and 使用次数 are what references them; every reference resolves", async () => {
    const videos = await rows("vod_video");
    const lessons = await rows("course_lesson");
    const assets = await rows("media_asset");
    const artistVideos = await rows("artist_video");
    const ids = (table: string) => byCatalogue(t.server.deps.db).selectFrom(table).select("Id").execute().then((r) => new Set(r.map((x) => Number(x.Id))));
    const [places, artists, works] = [await ids("shooting_location"), await ids("programme_artist"), await ids("programme_work")];
    for (const v of videos) {
      const n = lessons.filter((l) => l.videoId === v.Id && Number(l.deleted) === 0).length
        + assets.filter((a) => a.vodVideoId === v.Id && Number(a.deleted) === 0).length
        + artistVideos.filter((a) => a.vodVideoId === v.Id).length;
      expect(Number(v.refCount), `video ${String(v.Id)}`).toBe(n);
    }
    for (const p of await rows("shooting_location")) {
      expect(Number(p.usageCount), String(p.name)).toBe(assets.filter((a) => a.locationId === p.Id && Number(a.deleted) === 0).length);
    }
    expect(assets.filter((a) => a.locationId !== null && !places.has(Number(a.locationId)))).toEqual([]);
    expect(assets.filter((a) => a.artistId !== null && !artists.has(Number(a.artistId)))).toEqual([]);
    expect(assets.filter((a) => a.file === null && a.vodVideoId === null)).toEqual([]);
    for (const a of artistVideos) {
      expect(artists.has(Number(a.artistId))).toBe(true);
      for (const w of JSON.parse(String(a.relatedWorkIds)) as number[]) expect(works.has(w), `work ${w}`).toBe(true);
      if (a.publishState === "online") expect(videos.find((v) => v.Id === a.vodVideoId)?.status).toBe("Normal");
    }
  });

  it("nothing is dated in the future", async () => {
    for (const table of ["vod_video", "shooting_location", "media_asset", "artist_video"]) {
      const late = (await rows(table)).filter((r) => Number(r.ctime) > t.clock.now || Number(r.utime) > t.clock.now || (r.lastSyncedAt ?? 0) as number > t.clock.now);
      expect(late.map((r) => r.Id), table).toEqual([]);
    }
  });
});
