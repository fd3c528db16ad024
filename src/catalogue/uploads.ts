/** Upload data types of spec §3, each with its own key prefix, size limit and allowed content types. */
const IMAGES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
const MB = 1024 * 1024;

export interface UploadRule {
  readonly label: string;
  readonly prefix: string;
  readonly maxBytes: number;
  readonly contentTypes: readonly string[];
}

export const UPLOAD_TYPES = {
  UDT_COURSE: { label: "课程", prefix: "course/", maxBytes: 500 * MB, contentTypes: [...IMAGES, "video/mp4", "application/pdf"] },
  UDT_GOODS: { label: "商品", prefix: "goods/", maxBytes: 10 * MB, contentTypes: IMAGES },
  UDT_CATEGORY: { label: "分类馆", prefix: "category/", maxBytes: 10 * MB, contentTypes: IMAGES },
  UDT_PROJECT: { label: "线上展览", prefix: "project/", maxBytes: 50 * MB, contentTypes: [...IMAGES, "video/mp4"] },
  UDT_NOTICE: { label: "通知", prefix: "notice/", maxBytes: 10 * MB, contentTypes: IMAGES },
  UDT_ARTICAL: { label: "文章", prefix: "article/", maxBytes: 20 * MB, contentTypes: [...IMAGES, "video/mp4"] },
  UDT_AUCTION: { label: "拍卖", prefix: "auction/", maxBytes: 20 * MB, contentTypes: IMAGES },
  UDT_SHIY: { label: "驻留计划", prefix: "shiy/", maxBytes: 200 * MB, contentTypes: [...IMAGES, "image/tiff", "video/mp4", "application/pdf"] },
  UDT_AVATAR: { label: "头像", prefix: "avatar/", maxBytes: 2 * MB, contentTypes: IMAGES },
  UDT_WEST_ARTIST: { label: "西方艺术家", prefix: "westartist/", maxBytes: 10 * MB, contentTypes: IMAGES },
  UDT_INVOICE: { label: "发票", prefix: "invoice/", maxBytes: 10 * MB, contentTypes: [...IMAGES, "application/pdf"] },
  UDT_CAGSTORE: { label: "门店", prefix: "store/", maxBytes: 10 * MB, contentTypes: IMAGES },
  UDT_DICCONFIG: { label: "字典配置", prefix: "dictconfig/", maxBytes: 5 * MB, contentTypes: [...IMAGES, "application/json"] },
  UDT_MULTI_LEVEL_TAG: { label: "多级标签", prefix: "multileveltag/", maxBytes: 5 * MB, contentTypes: IMAGES },
} as const satisfies Record<string, UploadRule>;

export type UploadDataType = keyof typeof UPLOAD_TYPES;
export const UPLOAD_DATA_TYPES = Object.keys(UPLOAD_TYPES) as UploadDataType[];

export function isUploadDataType(value: unknown): value is UploadDataType {
  return typeof value === "string" && Object.hasOwn(UPLOAD_TYPES, value);
}
