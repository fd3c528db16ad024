/** Choices of a capture task (content.md §8.4), shared by the task, its items' QC panel and the viewer's capture panel. */
export const CAPTURE_MODES = [
  { value: "reprography", label: "翻拍" }, { value: "scan", label: "扫描" }, { value: "stitch", label: "分块拼接" },
  { value: "multispectral", label: "多光谱" }, { value: "threeD", label: "三维" },
] as const;

export const COLOR_TARGETS = [
  { value: "ccsg", label: "X-Rite ColorChecker SG" }, { value: "cc24", label: "ColorChecker Classic 24" },
  { value: "it8", label: "IT8.7/2" }, { value: "dice", label: "FADGI DICE" }, { value: "none", label: "无" },
] as const;

export const FILE_SPECS = [
  { value: "tiff16", label: "TIFF 16位" }, { value: "tiff8", label: "TIFF 8位" }, { value: "raw", label: "RAW+TIFF" },
] as const;

export const CAPTURE_COLOR_SPACES = [
  { value: "AdobeRGB", label: "AdobeRGB" }, { value: "ProPhotoRGB", label: "ProPhotoRGB" },
  { value: "eciRGBv2", label: "eciRGBv2" }, { value: "sRGB", label: "sRGB" },
] as const;

/** Where a capture happens (the design's ref→shootingLocation, a choice until that resource is in this branch). */
export const CAPTURE_PLACES = [
  { value: "studio", label: "平台摄影棚" }, { value: "artistStudio", label: "艺术家画室" },
] as const;

export const CAPTURE_STATUSES = [
  { value: "planned", label: "待排期" }, { value: "scheduled", label: "已排期" }, { value: "capturing", label: "采集中" },
  { value: "processing", label: "后期处理" }, { value: "qc", label: "质检中" }, { value: "rework", label: "返工" },
  { value: "done", label: "已完成" }, { value: "cancelled", label: "已取消" },
] as const;

export const QC_STATES = [
  { value: "pending", label: "待检" }, { value: "passed", label: "通过" }, { value: "failed", label: "不通过" },
] as const;
