/**
 * The migration that makes a lesson's 点播视频 a reference (20261127185400_lesson_video_ref), on both
 * databases: lessons written before it, holding the VOD id as text, end up pointing at vod_video rows
 * made from those ids — one per distinct id, its lessons counted, the lesson's state and duration kept.
 */
import { sql } from "kysely";
import { expect, it } from "vitest";
import { openDatabase, type Database } from "../../server/platform/db/connect";
import { migrate } from "../../server/platform/db/migrate";
import { MIGRATIONS } from "../../server/platform/db/migrations";
import { byCatalogue } from "../../server/platform/db/types";
import { describeEachDb } from "./harness";
import { throwawaySchema } from "./pgSchema";

const THIS = "20261127185400_lesson_video_ref";
const before = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < THIS));

describeEachDb("lesson video migration", (kind) => {
  it("turns each distinct text id into a video the lessons reference", async () => {
    const schema = kind === "postgres" ? await throwawaySchema("lv") : null;
    const database: Database = schema ? openDatabase({ databaseUrl: schema.url }) : openDatabase({ sqliteFile: ":memory:" });
    try {
      const { db, dialect } = database;
      await migrate(db, dialect, before);
      const lesson = (title: string, videoId: string | null, status: string, duration: number | null) => sql`
        insert into course_lesson (ctime, utime, sort, "courseType", "courseId", title, "videoId", duration, status, deleted, "freePreview")
        values (1, 1, ${title.length}, 'SHIY', 1, ${title}, ${videoId}, ${duration}, ${status}, 0, 0)`.execute(db);
      await lesson("第一课", "vod-shiy-1-01", "READY", 600);
      await lesson("第一课（重排）", "vod-shiy-1-01", "READY", 600);
      await lesson("第二课 转码中", "vod-shiy-1-02", "TRANSCODING", null);
      await lesson("直播课", null, "READY", null);

      await migrate(db, dialect);

      const videos = await byCatalogue(db).selectFrom("vod_video").selectAll().orderBy("vendorVideoId").execute();
      expect(videos.map((v) => [v.vendorVideoId, v.status, v.usage, Number(v.refCount), v.durationSec === null ? null : Number(v.durationSec)])).toEqual([
        ["vod-shiy-1-01", "Normal", "course", 2, 600],
        ["vod-shiy-1-02", "Transcoding", "course", 1, null],
      ]);
      const lessons = await byCatalogue(db).selectFrom("course_lesson").select(["title", "videoId"]).orderBy("title").execute();
      const idOf = (vendorId: string) => Number(videos.find((v) => v.vendorVideoId === vendorId)?.Id);
      expect(Object.fromEntries(lessons.map((l) => [l.title, l.videoId === null ? null : Number(l.videoId)]))).toEqual({
        第一课: idOf("vod-shiy-1-01"), "第一课（重排）": idOf("vod-shiy-1-01"), "第二课 转码中": idOf("vod-shiy-1-02"), 直播课: null,
      });
      // The column is now a reference: a video that does not exist is refused by the database.
      await expect(sql`update course_lesson set "videoId" = 999999 where title = '直播课'`.execute(db)).rejects.toThrow();
    } finally {
      await database.close();
      await schema?.drop();
    }
    // Every migration from an empty database, twice over: PostgreSQL takes its time.
  }, 240_000);
});
