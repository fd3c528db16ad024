import {
  courseAssistant, courseAttachment, courseClass, courseQuestion, courseRating, courseStudent, homework, homeworkSubmission,
} from "../../src/catalogue/registry";
import { courseAssistantHooks, courseAttachmentHooks } from "../courseClasses/attachments";
import { courseClassHooks, courseClassTransitions } from "../courseClasses/classes";
import { editReview, homeworkHooks, markExcellent, submissionTransitions } from "../courseClasses/homework";
import { courseQuestionHooks, courseRatingHooks, editAnswer, questionTransitions, ratingTransitions, replyRating } from "../courseClasses/moderation";
import { courseStudentTransitions, enrolStudents, extendStudent, transferStudent, visitorsByUid } from "../courseClasses/students";
import { registerActions, registerViewAction } from "../resources/actions";
import { recordChange } from "../resources/changes";
import { inTransaction, registerResource } from "../resources/methods";
import { machineHooks } from "../resources/transitions";
import type { MethodRegistry } from "../platform/rpc/registry";

/**
 * The academy course's child screens (commerce.md §1.4–§1.10): classes, students, homework and
 * submissions, Q&A, ratings, attachments, assistants — all under CourseServiceAdmin, object shiy.
 */
export function registerCourseClasses(registry: MethodRegistry): void {
  registerResource(registry, courseClass, { ...courseClassHooks, transitions: courseClassTransitions });
  registerResource(registry, courseStudent, { transitions: courseStudentTransitions });
  // 延长有效期 brings an EXPIRED student back to LEARNING: its own rule, not a machine edge.
  registerActions(registry, courseStudent, { transferStudent, extendStudent });
  registerViewAction(registry, courseStudent, "enrolStudents", (call, { classId, uids, remark }) => inTransaction(call.db, async (tx) => {
    const visitorIds = await visitorsByUid(tx, String(uids));
    const rows = await enrolStudents(tx, Number(classId), visitorIds.map((visitorId) => ({ visitorId, source: "ADMIN" as const, remark: (remark as string | null) ?? null })), call.now());
    for (const row of rows) {
      await recordChange(tx, call, { resource: courseStudent, action: "create", method: "enrolStudents", recordId: Number(row.Id), before: null, after: row, summary: `添加学员：${String(row.visitorName)}` });
    }
    return { data: rows, total: rows.length };
  }));
  registerResource(registry, homework, homeworkHooks);
  registerResource(registry, homeworkSubmission, { transitions: submissionTransitions });
  registerActions(registry, homeworkSubmission, { editReview, markExcellent }, machineHooks(homeworkSubmission));
  registerResource(registry, courseQuestion, { ...courseQuestionHooks, transitions: questionTransitions });
  registerActions(registry, courseQuestion, { editAnswer }, machineHooks(courseQuestion, courseQuestionHooks));
  registerResource(registry, courseRating, { ...courseRatingHooks, transitions: ratingTransitions });
  registerActions(registry, courseRating, { replyRating }, machineHooks(courseRating));
  registerResource(registry, courseAttachment, courseAttachmentHooks);
  registerResource(registry, courseAssistant, courseAssistantHooks);
}
