/**
 * 班级 rules (commerce.md §1.5): capacity within the course's per-class limit and never below the
 * students already in it, end date not before the start, a new class taking the course's artist as
 * its teacher; 提前开课/结课 move the dates to today; 取消开班 only with nobody enrolled.
 */
import { courseStudent, homework } from "../../../../src/catalogue/registry";
import type { ResourceHooks } from "../../../resources/hooks";
import type { TransitionHooks } from "../../../resources/transitions";
import { invalid, precondition } from "../../../platform/wire/errors";
import { shanghaiDate } from "../../../../src/catalogue/kinds/shanghai";
import { lockCourse } from "../shiyCourse/counters";

const CLOSED = ["FINISHED", "CANCELLED"];

export const courseClassHooks: ResourceHooks = {
  async beforeWrite({ tx, mode, value, current }) {
    const next = { ...(current ?? {}), ...value };
    const name = String(next.name ?? "");
    if (current && CLOSED.includes(String(current.status))) throw precondition(`班级「${name}」已结课或已取消，不能修改`);
    if (String(next.endDate) < String(next.startDate)) throw invalid("结课日期不能早于开课日期");
    const exists = await tx.selectFrom("shiy_course").select("Id").where("Id", "=", Number(next.courseId)).executeTakeFirst();
    if (!exists) throw invalid("所属课程不存在");
    const course = await lockCourse(tx, Number(next.courseId));
    const limit = Number(course.studentLimit ?? 500);
    const capacity = Number(next.capacity);
    if (capacity > limit) throw invalid(`名额不能超过课程的每班人数上限（${limit} 人）`);
    if (mode === "create") {
      return { ...value, teacher: value.teacher ?? course.artistId ?? null, enrolledCount: 0, status: "ENROLLING" };
    }
    const enrolled = Number(current?.enrolledCount ?? 0);
    if (capacity < enrolled) throw precondition(`名额不能少于已报名人数（${enrolled} 人）`);
    // The system's ENROLLING ⇄ FULL when an edit moves the capacity (§1.5: FULL → ENROLLING when it is raised);
    // a transition (which writes the status itself) is left alone.
    if (!Object.hasOwn(value, "capacity") || Object.hasOwn(value, "status")) return value;
    if (current?.status === "FULL" && capacity > enrolled) return { ...value, status: "ENROLLING" };
    if (current?.status === "ENROLLING" && capacity === enrolled) return { ...value, status: "FULL" };
    return value;
  },
  async beforeDelete({ tx, current }) {
    const used = await tx.selectFrom(courseStudent.table).select("Id").where("classId", "=", Number(current.Id)).executeTakeFirst()
      ?? await tx.selectFrom(homework.table).select("Id").where("classId", "=", Number(current.Id)).executeTakeFirst();
    if (used) throw precondition(`班级「${String(current.name)}」已有学员或作业，不能删除（可取消开班）`);
  },
};

export const courseClassTransitions: TransitionHooks = {
  startClass({ call, current }) {
    const today = shanghaiDate(call.now());
    return String(current.startDate) > today ? { startDate: today } : {};
  },
  finishClass({ call, current }) {
    const today = shanghaiDate(call.now());
    return String(current.endDate) > today ? { endDate: today < String(current.startDate) ? String(current.startDate) : today } : {};
  },
  async cancelClass({ tx, current }) {
    await lockCourse(tx, Number(current.courseId));
    const enrolled = Number(current.enrolledCount ?? 0);
    if (enrolled > 0) throw precondition(`班级「${String(current.name)}」还有 ${enrolled} 名学员，请先调班再取消开班`);
  },
};
