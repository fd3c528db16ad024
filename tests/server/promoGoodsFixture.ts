/** Courses and classes a flash sale or team buy can sell (commerce.md §4.1/§4.4), written as the server's own code writes them. */
import { courseClass, publicCourse, shiyCourse } from "../../src/catalogue/registry";
import type { Tx } from "../../server/platform/db/types";
import { insertSeed } from "../../server/seed/factory";

let serial = 0;

/** A published 书院课 and one class of it. */
export async function makeShiyCourseWithClass(db: unknown, at: number, over: Record<string, unknown> = {}): Promise<{ courseId: number; classId: number }> {
  const n = (serial += 1);
  const courseId = await insertSeed(db as Tx, shiyCourse, {
    title: `宋画临摹·花鸟 ${n}`, artistId: "MA_YUAN", style: "GONGBI", level: "BEGINNER", mode: "MIXED", price: 238_000,
    validDays: 365, studentLimit: 30, studentCount: 0, salesCount: 0, sort: 0, status: "PUBLISHED", ...over,
  }, at);
  const classId = await insertSeed(db as Tx, courseClass, {
    courseId, name: `2026 冬季班·第 ${n} 期`, startDate: "2026-12-05", endDate: "2027-02-27", capacity: 30, enrolledCount: 0, status: "ENROLLING",
  }, at);
  return { courseId, classId };
}

/** A paid 公开课 (price given in fen). */
export async function makePublicCourse(db: unknown, at: number, over: Record<string, unknown> = {}): Promise<number> {
  const n = (serial += 1);
  return insertSeed(db as Tx, publicCourse, {
    title: `书法常识二十讲 ${n}`, category: "CALLIGRAPHY", lecturer: "马远", priceType: "PAID", price: 2_990, lessonCount: 0, viewCount: 0, sort: 0, status: "ONLINE", deleted: false, ...over,
  }, at);
}
