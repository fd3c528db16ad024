import { defineResource } from "../../define";
import { defineMachine } from "../../machine";
import { REVISE_STAGES, REVISE_STATES } from "./reviseEnums";

/**
 * 修订任务 (/revise/list, content.md §11.2): one HD image given to one outsourced annotator, moving through
 * the stages 标注 → 审核 → 验收. Only the assigned annotator draws its slices (W(hdpic), the canvas) and
 * submits it; reviewers (W(suha)) reject or pass it; 审核通过 approves the remaining slices and fixes the
 * amount = approved slices × unit price. Settlement is marked from /revise/task.
 */
export const reviseTask = defineResource({
  name: "reviseTask",
  label: "修订任务",
  service: "ReviseServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "suha",
  titleField: "code",
  defaultSort: { by: "Id", asc: false },
  route: "/revise/list",
  fields: [
    { key: "code", label: "任务编号", kind: "text", maxLength: 20, editable: false, unique: true, listed: true, filter: true, help: "服务器生成：RT-年份-序号" },
    { key: "hdImageId", label: "高清图", kind: "ref", ref: "hdImage", required: true, createOnly: true, listed: true, filter: true, help: "须已切片完成" },
    { key: "batchName", label: "批次", kind: "text", required: true, maxLength: 40, listed: true, filter: true, placeholder: "2024-05 台北故宫山水 第1批" },
    { key: "vendor", label: "外包团队", kind: "text", maxLength: 40, listed: true, filter: true, placeholder: "墨研数据" },
    { key: "annotatorId", label: "标注员", kind: "ref", ref: "consoleUser", required: true, createOnly: true, listed: true, filter: true, help: "有高清图写权限的启用用户（通常为「标注员」）；之后用「改派」更换" },
    { key: "reviewerId", label: "审核员", kind: "ref", ref: "consoleUser", listed: true, filter: true },
    { key: "tagIds", label: "标注标签", kind: "json", ref: "annotationTag", picker: "refs", refScope: { enabled: 1 }, required: true, help: "画布中提供的标签：按名称搜索启用的标签并回车添加" },
    { key: "instructions", label: "任务说明", kind: "longText", maxLength: 2000 },
    { key: "dueAt", label: "截止时间", kind: "datetime", listed: true, filter: true, sortable: true },
    { key: "stage", label: "阶段", kind: "enum", options: REVISE_STAGES, editable: false, listed: true, filter: true },
    { key: "state", label: "状态", kind: "enum", options: REVISE_STATES, editable: false, listed: true, filter: true },
    { key: "sliceCount", label: "切片", kind: "integer", min: 0, editable: false, listed: true, sortable: true },
    { key: "approvedCount", label: "通过", kind: "integer", min: 0, editable: false, listed: true },
    { key: "rejectedCount", label: "驳回", kind: "integer", min: 0, editable: false, listed: true },
    { key: "unitPrice", label: "单价（每切片）", kind: "money", required: true, min: 0, max: 10_000, listed: true, help: "0–100 元" },
    { key: "amount", label: "结算金额", kind: "money", min: 0, editable: false, listed: true, filter: true, sortable: true, help: "服务器计算：通过切片数 × 单价" },
    { key: "submittedAt", label: "提交时间", kind: "datetime", editable: false, listed: true, filter: true, sortable: true },
    { key: "completedAt", label: "完成时间", kind: "datetime", editable: false, listed: true, filter: true, sortable: true },
    { key: "rejectReason", label: "驳回原因", kind: "text", maxLength: 200, editable: false },
    { key: "settled", label: "已结算", kind: "boolean", editable: false, listed: true, filter: true },
    { key: "settlementNo", label: "结算单号", kind: "text", maxLength: 40, editable: false, listed: true, filter: true },
  ],
  screen: { filterOrder: ["state", "stage", "annotatorId", "batchName", "vendor", "hdImageId", "dueAt", "code"] },
  actions: [
    { name: "openAnnotation", label: "打开标注", scope: "row", level: "READ", access: "hdpic", shortcut: "V", input: [], opens: "/revise/hdpslice?taskId={Id}" },
    {
      name: "reassignReviseTask", label: "改派", scope: "row", shortcut: "P",
      input: [{ key: "annotatorId", label: "新标注员", kind: "ref", ref: "consoleUser", required: true }],
    },
  ],
  states: defineMachine({
    field: "state",
    initial: "new",
    states: [
      { value: "new", tone: "neutral" },
      { value: "inProgress", tone: "info" },
      { value: "submitted", tone: "warning" },
      { value: "rejected", tone: "danger" },
      { value: "completed", tone: "success" },
      { value: "cancelled", tone: "neutral" },
    ],
    transitions: [
      { name: "start", label: "开始标注", from: ["new"], to: "inProgress", scope: "row", access: "hdpic", hook: "start", shortcut: "B" },
      { name: "submit", label: "提交审核", from: ["inProgress", "rejected"], to: "submitted", scope: "row", access: "hdpic", hook: "submit", shortcut: "S", confirm: "提交后不能再修改切片，确定提交审核吗？" },
      {
        name: "reject", label: "驳回", from: ["submitted"], to: "rejected", scope: "row", hook: "reject", shortcut: "D",
        input: [{ key: "reason", label: "驳回原因", kind: "text", required: true, maxLength: 200 }],
      },
      { name: "approve", label: "审核通过", from: ["submitted"], to: "completed", scope: "row", hook: "approve", shortcut: "A" },
      { name: "reopen", label: "重新打开", from: ["completed"], to: "inProgress", scope: "row", hook: "reopen", shortcut: "O", confirm: "重新打开后任务回到进行中，结算金额清零，确定吗？" },
      { name: "cancel", label: "取消", from: ["new", "inProgress", "rejected"], to: "cancelled", scope: "rows", hook: "cancel", shortcut: "C", confirm: "取消后切片保留但不再显示，确定取消吗？" },
    ],
  }),
});
