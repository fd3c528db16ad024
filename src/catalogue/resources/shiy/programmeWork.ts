import { defineResource } from "../../define";
import { PUBLISHABLE_FIELDS, publishMachine } from "../content/publish";
import { AUTHORIZATIONS, DISCIPLINES, REVIEW_STATES, SALE_STATES, WORK_FORMS } from "./shiyEnums";

/**
 * Programme works (/shiy/shiylist, and /shiy/shiy?artistId= under an artist; content.md §8.3). Three axes:
 * the review (审核通过 / 驳回 / 重新提交, actions of their own that refuse from a state they may not leave),
 * the shared publish machine (§0.4; only an approved work goes online), and the sale state, which only the
 * pool and the auctions move (§8.6–8.7) and nobody edits.
 */
export const programmeWork = defineResource({
  name: "programmeWork",
  label: "驻留作品",
  service: "ShiyServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "shiy",
  titleField: "title",
  defaultSort: { by: "utime", asc: false },
  softDelete: true,
  screen: { filterOrder: ["title", "code", "artistId", "discipline", "reviewState", "publishState", "saleState", "year"] },
  fields: [
    { key: "code", label: "作品编号", kind: "text", maxLength: 16, editable: false, unique: true, listed: true, filter: true, sortable: true, help: "服务器生成，SW- 加 6 位数字" },
    { key: "title", label: "作品名称", kind: "text", required: true, maxLength: 60, listed: true, filter: true },
    { key: "artistId", label: "艺术家", kind: "ref", ref: "programmeArtist", required: true, listed: true, filter: true },
    { key: "year", label: "创作年份", kind: "integer", min: 1950, max: 2100, listed: true, filter: true, sortable: true, help: "不晚于今年" },
    { key: "discipline", label: "门类", kind: "enum", options: DISCIPLINES, required: true, listed: true, filter: true },
    { key: "category", label: "题材", kind: "dict", dict: "style", filter: true },
    { key: "form", label: "形制", kind: "enum", options: WORK_FORMS, listed: true, filter: true },
    { key: "material", label: "质地", kind: "dict", dict: "material", filter: true },
    { key: "media", label: "技法", kind: "dict", dict: "media", filter: true },
    { key: "heightCm", label: "纵（厘米）", kind: "decimal", required: true, min: 0.1, max: 10_000, listed: true, filter: true, sortable: true },
    { key: "widthCm", label: "横（厘米）", kind: "decimal", required: true, min: 0.1, max: 10_000, listed: true, filter: true, sortable: true },
    { key: "edition", label: "版数", kind: "text", maxLength: 10, placeholder: "3/20", help: "仅版画填写" },
    { key: "description", label: "创作说明", kind: "longText", maxLength: 2000 },
    { key: "hdImageId", label: "高清图", kind: "ref", ref: "hdImage", listed: true, filter: true, help: "采集完成后自动关联，也可选择已上传的高清图" },
    { key: "captureTaskId", label: "采集任务", kind: "integer", min: 1, editable: false, filter: true, help: "服务器记录：采集这件作品的任务" },
    { key: "authorization", label: "授权范围", kind: "tags", required: true, max: AUTHORIZATIONS.length, filter: true, help: `从 ${AUTHORIZATIONS.join("、")} 中选` },
    { key: "referencePrice", label: "参考价", kind: "money", min: 0, max: 10_000_000_000, listed: true, filter: true, sortable: true },
    { key: "reviewState", label: "审核状态", kind: "enum", options: REVIEW_STATES, editable: false, listed: true, filter: true },
    { key: "rejectReason", label: "驳回原因", kind: "text", maxLength: 200, editable: false },
    { key: "reviewedBy", label: "审核人", kind: "text", maxLength: 64, editable: false },
    { key: "reviewedAt", label: "审核时间", kind: "datetime", editable: false, sortable: true },
    { key: "saleState", label: "销售状态", kind: "enum", options: SALE_STATES, editable: false, listed: true, filter: true },
    ...PUBLISHABLE_FIELDS,
    { key: "deleted", label: "已删除", kind: "boolean", editable: false, filter: true },
  ],
  states: publishMachine("作品"),
  actions: [
    { name: "approveProgrammeWork", label: "审核通过", scope: "rows", input: [], shortcut: "A" },
    {
      name: "rejectProgrammeWork", label: "驳回", scope: "rows", shortcut: "D",
      input: [{ key: "reason", label: "驳回原因", kind: "text", required: true, maxLength: 200 }],
    },
    { name: "resubmitProgrammeWork", label: "重新提交", scope: "rows", input: [], shortcut: "S" },
    { name: "viewProgrammeWork", label: "高清查看", scope: "row", input: [], level: "READ", shortcut: "V", opens: "/shiy/shiy/view?id={Id}" },
  ],
});
