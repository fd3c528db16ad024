import { courseLesson, courseReview, publicCourse, shiyCourse } from "../../src/catalogue/registry";
import { copyPublicCourse, publicCourseHooks, publicCourseTransitions } from "../courses/publicCourses";
import { lessonActions, lessonHooks } from "../courses/lessons";
import { reviewTransitions } from "../courses/reviews";
import { shiyCourseHooks, shiyCourseTransitions } from "../courses/shiyCourses";
import { registerActions } from "../resources/actions";
import { registerResource } from "../resources/methods";
import { machineHooks } from "../resources/transitions";
import type { MethodRegistry } from "../platform/rpc/registry";

/** The course group (commerce.md §1.1–§1.3, §1.11): public and academy courses, their lessons, the review queue. */
export function registerCourses(registry: MethodRegistry): void {
  registerResource(registry, publicCourse, { ...publicCourseHooks, transitions: publicCourseTransitions });
  registerActions(registry, publicCourse, { copyPublicCourse }, machineHooks(publicCourse, publicCourseHooks));
  registerResource(registry, shiyCourse, { ...shiyCourseHooks, transitions: shiyCourseTransitions });
  registerResource(registry, courseLesson, lessonHooks);
  registerActions(registry, courseLesson, lessonActions, machineHooks(courseLesson, lessonHooks));
  registerResource(registry, courseReview, { transitions: reviewTransitions });
}
