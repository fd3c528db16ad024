import { defineResource } from "../../define";

/**
 * A 小鹅通 码库 file imported into /point/xiaoecoupon (commerce.md §3.5), listed under that screen:
 * the `import` job reads it in chunks and counts what it imported, what was already there or twice in
 * the file (duplicates) and what it could not read (invalid); `problems` keeps each skipped row's reason.
 * Written only by 导入兑换码 and its job.
 */
export const xiaoeImportBatch = defineResource({
  name: "xiaoeImportBatch",
  label: "兑换码导入批次",
  service: "PointServiceAdmin",
  ops: ["list", "get"],
  access: "point",
  titleField: "importNo",
  defaultSort: { by: "Id", asc: false },
  readOnly: true,
  shownIn: "xiaoeCode",
  fields: [
    { key: "importNo", label: "导入批次号", kind: "text", maxLength: 32, editable: false, listed: true, filter: true, unique: true },
    { key: "file", label: "文件", kind: "file", upload: "UDT_XIAOE", editable: false, listed: true },
    { key: "fileFormat", label: "格式", kind: "enum", options: [{ value: "CSV", label: "CSV" }, { value: "XLSX", label: "Excel" }], editable: false, listed: true },
    { key: "total", label: "总行数", kind: "integer", min: 0, editable: false, listed: true },
    { key: "imported", label: "已导入", kind: "integer", min: 0, editable: false, listed: true },
    { key: "duplicates", label: "重复", kind: "integer", min: 0, editable: false, listed: true },
    { key: "invalid", label: "无效", kind: "integer", min: 0, editable: false, listed: true },
    { key: "problems", label: "跳过的行", kind: "json", editable: false, columns: [{ key: "row", label: "行号", kind: "integer" }, { key: "code", label: "兑换码", kind: "text" }, { key: "reason", label: "原因", kind: "text" }], help: "[{行号, 兑换码, 原因}]，最多保留 1000 行" },
    {
      key: "status", label: "状态", kind: "enum", editable: false, listed: true, filter: true,
      options: [{ value: "RUNNING", label: "导入中" }, { value: "DONE", label: "已完成" }, { value: "FAILED", label: "失败" }],
    },
    { key: "failReason", label: "失败原因", kind: "text", maxLength: 200, editable: false, listed: true },
    { key: "importedBy", label: "导入人", kind: "text", maxLength: 64, editable: false, listed: true, filter: true },
    { key: "importedAt", label: "导入时间", kind: "datetime", editable: false, listed: true, sortable: true },
    { key: "jobId", label: "任务", kind: "integer", min: 1, editable: false },
  ],
});
