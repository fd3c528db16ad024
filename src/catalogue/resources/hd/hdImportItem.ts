import { defineResource } from "../../define";

/** One file of an import task (content.md §1.2): written when the task starts, moved only by its job. */
export const hdImportItem = defineResource({
  name: "hdImportItem",
  label: "导入明细",
  service: "HdpServiceAdmin",
  ops: ["list", "get"],
  access: "hdpic",
  titleField: "fileKey",
  defaultSort: { by: "rowNo", asc: true },
  readOnly: true,
  parent: { resource: "hdImportTask", key: "taskId" },
  fields: [
    { key: "taskId", label: "导入任务", kind: "ref", ref: "hdImportTask", required: true, editable: false, listed: true, filter: true },
    { key: "rowNo", label: "行号", kind: "integer", min: 1, editable: false, listed: true, sortable: true },
    { key: "fileKey", label: "文件", kind: "text", maxLength: 512, editable: false, listed: true, filter: true },
    { key: "title", label: "标题", kind: "text", maxLength: 120, editable: false, listed: true },
    { key: "subjectType", label: "所属类型", kind: "text", maxLength: 16, editable: false },
    { key: "subjectCode", label: "所属条目", kind: "text", maxLength: 120, editable: false, listed: true, help: "清单中的作品标题或编号" },
    { key: "meta", label: "清单其他列", kind: "json", editable: false },
    {
      key: "status", label: "状态", kind: "enum", editable: false, listed: true, filter: true, options: [
        { value: "pending", label: "待处理" }, { value: "ok", label: "成功" }, { value: "skipped", label: "跳过" }, { value: "failed", label: "失败" },
      ],
    },
    { key: "message", label: "说明", kind: "text", maxLength: 500, editable: false, listed: true },
    { key: "hdImageId", label: "高清图", kind: "ref", ref: "hdImage", editable: false, listed: true },
  ],
});
