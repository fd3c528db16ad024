// Written by hand (db:diff cannot change a column's type): a lesson's 点播视频 becomes a reference to
// vod_video. Once it has shipped, never edit it: add the next migration instead.
import { sql, type Kysely } from "kysely";
import { substringIndex } from "../substringIndex";
import type { Dialect, Schema } from "../types";

const STATUS_OF_LESSON: Readonly<Record<string, string>> = { TRANSCODING: "Transcoding", FAILED: "TranscodeFail" };

/**
 * course_lesson.videoId held the VOD video's id as text. Every distinct text becomes a vod_video row
 * (that id as its 视频 ID, the first lesson's title, its duration, 课程 use, its lessons counted) and the
 * lessons point at it; then the text column is replaced by an integer one referencing vod_video.
 */
export async function up(db: Kysely<Schema>, dialect: Dialect): Promise<void> {
  const pg = dialect === "postgres";
  const now = Date.now();
  // The substring filter no longer covers the column: a reference is filtered by equality.
  await substringIndex(db, dialect, "course_lesson", ["chapter", "title"], ["chapter", "title", "videoId"]);
  await db.schema.dropIndex("course_lesson_videoId").ifExists().execute();
  // SQLite takes a column's foreign key only as it is added (PostgreSQL gets its named one below).
  await (pg ? sql`alter table course_lesson add column "videoRef" integer` : sql`alter table course_lesson add column "videoRef" integer references vod_video("Id") on delete restrict`).execute(db);

  const { rows } = await sql<{ videoId: string; title: string; duration: number | null; status: string | null; n: number }>`
    select l."videoId", min(l.title) as title, max(l.duration) as duration, min(l.status) as status, count(*) as n
    from course_lesson l where l."videoId" is not null and l."videoId" <> '' group by l."videoId"`.execute(db);
  for (const r of rows) {
    const vendorVideoId = String(r.videoId).slice(0, 32);
    const inserted = await sql<{ Id: number }>`
      insert into vod_video (ctime, utime, title, "vendorVideoId", status, usage, "durationSec", "refCount", definitions)
      values (${now}, ${now}, ${String(r.title).slice(0, 128)}, ${vendorVideoId}, ${STATUS_OF_LESSON[String(r.status)] ?? "Normal"}, 'course',
        ${r.duration === null ? null : Number(r.duration)}, ${Number(r.n)}, null)
      returning "Id"`.execute(db);
    const Id = Number(inserted.rows[0]?.Id);
    await sql`update course_lesson set "videoRef" = ${Id} where "videoId" = ${r.videoId}`.execute(db);
  }

  await sql`alter table course_lesson drop column "videoId"`.execute(db);
  await sql`alter table course_lesson rename column "videoRef" to "videoId"`.execute(db);
  if (pg) {
    await db.schema.alterTable("course_lesson")
      .addForeignKeyConstraint("course_lesson_videoId_fkey", ["videoId"], "vod_video", ["Id"], (fk) => fk.onDelete("restrict")).execute();
  }
  await db.schema.createIndex("course_lesson_videoId").ifNotExists().on("course_lesson").columns(["videoId", "Id"]).execute();
}
