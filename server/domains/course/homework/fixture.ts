import { defineFixture } from "../../fixture";

export const fixture = defineFixture("homework", {
  given: { refImages: ["course/homework/ref-1.jpg"] },
  // References that must agree: a homework's class belongs to its course.
  linked: async (tx, refs) => ({ courseId: Number((await tx.selectFrom("course_class").select("courseId").where("Id", "=", Number(refs.classId)).executeTakeFirstOrThrow()).courseId) }),
  // Moved to another course, it takes a class of that course along.
  followParent: async (s, courseId) => {
    const cls = await s.rpc("CourseServiceAdmin/createCourseClass", { data: { courseId, name: "2026 冬季班·第 9 期", startDate: "2026-12-01", endDate: "2027-01-31", capacity: 1 } }, s.adminToken);
    return { classId: (cls.body.data as { Id: number }).Id };
  },
});
