import { publicCourse, shiyCourse } from "../../src/catalogue/registry";
import { registerResource } from "../resources/methods";
import type { MethodRegistry } from "../rpc/registry";

/** The course group (commerce.md §1): public courses and the academy's courses. */
export function registerCourses(registry: MethodRegistry): void {
  registerResource(registry, publicCourse);
  registerResource(registry, shiyCourse);
}
