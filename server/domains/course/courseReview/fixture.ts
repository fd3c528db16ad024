import { defineFixture } from "../../fixture";

export const fixture = defineFixture("courseReview", {
  // Submitted by someone else, so that the administrator may decide it.
  givenForTransitions: { result: "PENDING", submittedBy: "课程编辑小林", submitType: "NEW" },
  // A review is decided only while its course is pending.
  beforeCall: async (tx, Id) => {
    const review = await tx.selectFrom("course_review").select("courseId").where("Id", "=", Id).executeTakeFirstOrThrow();
    await tx.updateTable("shiy_course").set({ status: "PENDING_REVIEW" }).where("Id", "=", Number(review.courseId)).execute();
  },
});
