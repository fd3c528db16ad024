import { courseStudent } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerActions, registerViewAction } from "../../../resources/actions";
import { recordChange } from "../../../resources/changes";
import { inTransaction, registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { courseStudentTransitions, enrolStudents, extendStudent, transferStudent, visitorsByUid } from "./actions";
import { studentExpirySweeper } from "./expiry";

/** Students of classes (commerce.md §1.4): 添加学员, 调班, 延长有效期, 移出, and the expiry of their seats. */
export const rules = defineRules("courseStudent", (registry: MethodRegistry) => {
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
}, { sweepers: [studentExpirySweeper] });
