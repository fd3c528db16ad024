/** Choices of outsourced annotation (content.md §11), shared by the tasks, the slices, the report and the canvas. */
export const SLICE_SHAPES = [{ value: "rect", label: "矩形" }, { value: "polygon", label: "多边形" }] as const;

export const REVISE_STAGES = [
  { value: "annotation", label: "标注" }, { value: "review", label: "审核" }, { value: "acceptance", label: "验收" },
] as const;

export const REVISE_STATES = [
  { value: "new", label: "未开始" }, { value: "inProgress", label: "进行中" }, { value: "submitted", label: "已提交" },
  { value: "rejected", label: "已驳回" }, { value: "completed", label: "已完成" }, { value: "cancelled", label: "已取消" },
] as const;

/** States in which the assigned annotator may draw, change and delete the task's slices. */
export const REVISE_EDITABLE_STATES = ["new", "inProgress", "rejected"] as const;

export const SLICE_AUDIT_STATES = [
  { value: "draft", label: "草稿" }, { value: "submitted", label: "待审核" }, { value: "approved", label: "已通过" }, { value: "rejected", label: "已驳回" },
] as const;

/** How /revise/task groups its rows. */
export const REPORT_GROUPS = [
  { value: "annotator", label: "标注员" }, { value: "vendor", label: "外包团队" }, { value: "batch", label: "批次" }, { value: "day", label: "日期" },
] as const;
