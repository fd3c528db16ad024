/** Choices of the HD library (content.md §1). */

/** §1.1 tileStatus: the state of an image's tile pyramid, set only by the server. */
export const TILE_STATUSES = [
  { value: "none", label: "未切片" },
  { value: "queued", label: "排队中" },
  { value: "tiling", label: "切片中" },
  { value: "ready", label: "已就绪" },
  { value: "failed", label: "失败" },
] as const;

export const TILE_LAYOUTS = [
  { value: "iiif3", label: "IIIF 3.0" },
  { value: "dz", label: "DZI" },
] as const;

export const TILE_SIZES = [
  { value: "256", label: "256" },
  { value: "512", label: "512" },
  { value: "1024", label: "1024" },
] as const;

export const COLOR_PROFILES = [
  { value: "sRGB", label: "sRGB" }, { value: "AdobeRGB", label: "AdobeRGB" },
  { value: "ProPhotoRGB", label: "ProPhotoRGB" }, { value: "eciRGBv2", label: "eciRGBv2" }, { value: "gray", label: "灰度" },
] as const;

export const ANNOTATION_STATES = [
  { value: "none", label: "未标注" }, { value: "inProgress", label: "标注中" }, { value: "done", label: "已完成" },
] as const;
