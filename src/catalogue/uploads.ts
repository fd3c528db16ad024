import type { AccessObject } from "./access";

/** Upload data types of spec §3, each with its own key prefix, size limit and allowed content types. */
const IMAGES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
const MB = 1024 * 1024;

export interface UploadRule {
  readonly label: string;
  readonly prefix: string;
  readonly maxBytes: number;
  readonly contentTypes: readonly string[];
  /** The access object of the screens that upload this type: asking for a grant, and uploading, need WRITE on it. */
  readonly access: AccessObject;
}

export const UPLOAD_TYPES = {
  // 课程 (/course) and 驻留计划 (/shiy) are the shiy object's screens.
  UDT_COURSE: { label: "课程", prefix: "course/", maxBytes: 500 * MB, contentTypes: [...IMAGES, "video/mp4", "application/pdf"], access: "shiy" },
  // 会员商品 (/order/vipGoods).
  UDT_GOODS: { label: "商品", prefix: "goods/", maxBytes: 10 * MB, contentTypes: IMAGES, access: "goodsadmin" },
  // The museum editor's logo (/dataadmin/museum, suha) is the one screen that uploads it.
  UDT_CATEGORY: { label: "分类馆", prefix: "category/", maxBytes: 10 * MB, contentTypes: IMAGES, access: "suha" },
  // 线上展览 and 展览作品.
  UDT_PROJECT: { label: "线上展览", prefix: "project/", maxBytes: 50 * MB, contentTypes: [...IMAGES, "video/mp4"], access: "project" },
  // 通知 (/wudang/notice).
  UDT_NOTICE: { label: "通知", prefix: "notice/", maxBytes: 10 * MB, contentTypes: IMAGES, access: "notice" },
  // 文章管理 (/article/article).
  UDT_ARTICAL: { label: "文章", prefix: "article/", maxBytes: 20 * MB, contentTypes: [...IMAGES, "video/mp4"], access: "article" },
  // 拍卖 (/wudang/auction).
  UDT_AUCTION: { label: "拍卖", prefix: "auction/", maxBytes: 20 * MB, contentTypes: IMAGES, access: "notice" },
  UDT_SHIY: { label: "驻留计划", prefix: "shiy/", maxBytes: 200 * MB, contentTypes: [...IMAGES, "image/tiff", "video/mp4", "application/pdf", "text/csv"], access: "shiy" },
  // Avatars are set in 用户管理 (/sysadmin/users).
  UDT_AVATAR: { label: "头像", prefix: "avatar/", maxBytes: 2 * MB, contentTypes: IMAGES, access: "sysadmin" },
  // 西方艺术家 (/west/westartist).
  UDT_WEST_ARTIST: { label: "西方艺术家", prefix: "westartist/", maxBytes: 10 * MB, contentTypes: IMAGES, access: "artist" },
  // 发票管理 (/tourist/invoice).
  UDT_INVOICE: { label: "发票", prefix: "invoice/", maxBytes: 10 * MB, contentTypes: [...IMAGES, "application/pdf"], access: "order" },
  // Shops belong with the commerce screens (订单).
  UDT_CAGSTORE: { label: "门店", prefix: "store/", maxBytes: 10 * MB, contentTypes: IMAGES, access: "order" },
  // 小鹅通兑换码 (/point/xiaoecoupon): the 码库 exports imported there (csv has no magic bytes: sniffed as text).
  UDT_XIAOE: { label: "小鹅通兑换码", prefix: "xiaoe/", maxBytes: 20 * MB, contentTypes: ["text/csv", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"], access: "point" },
  // 字典配置 (/dataadmin/config).
  UDT_DICCONFIG: { label: "字典配置", prefix: "dictconfig/", maxBytes: 5 * MB, contentTypes: [...IMAGES, "application/json"], access: "suha" },
  // 分类标签 (/dataadmin/CategoryLabels) and the tag items under it.
  UDT_MULTI_LEVEL_TAG: { label: "多级标签", prefix: "multileveltag/", maxBytes: 5 * MB, contentTypes: IMAGES, access: "artist" },
  // 字形采集 (/tools/glyph): glyph images uploaded by hand (the segmentation and the crawler store theirs under it too).
  UDT_GLYPH: { label: "字形", prefix: "glyph/", maxBytes: 5 * MB, contentTypes: IMAGES, access: "glyph" },
  // 识图记录 (/tools/aishitu): the app's query images (stored by the recognition service; the console only reads them).
  UDT_SHITU: { label: "识图", prefix: "shitu/", maxBytes: 10 * MB, contentTypes: IMAGES, access: "shitu" },
} as const satisfies Record<string, UploadRule>;

export type UploadDataType = keyof typeof UPLOAD_TYPES;
export const UPLOAD_DATA_TYPES = Object.keys(UPLOAD_TYPES) as UploadDataType[];

export function isUploadDataType(value: unknown): value is UploadDataType {
  return typeof value === "string" && Object.hasOwn(UPLOAD_TYPES, value);
}

export const MAX_KEY_LENGTH = 512;
const KEY_CHARS = /^[A-Za-z0-9._/-]+$/;

/** Why a key cannot name a stored object (in Chinese, for the user), or null when it can. Pure: shared by the console and the store. */
export function keyProblem(key: string): string | null {
  if (key === "") return "缺少文件名（key）";
  if (key.length > MAX_KEY_LENGTH) return `文件名（key）过长，最多 ${MAX_KEY_LENGTH} 个字符`;
  if (key.includes("..")) return "文件名（key）不能包含“..”";
  if (key.includes("\\")) return "文件名（key）不能包含反斜杠";
  if (key.startsWith("/")) return "文件名（key）不能以“/”开头";
  if (!KEY_CHARS.test(key)) return "文件名（key）只能包含字母、数字和 . _ / -";
  // Empty or "." segments would let two keys name one file.
  if (key.endsWith("/") || key.split("/").some((s) => s === "" || s === ".")) return "文件名（key）的路径格式不正确";
  return null;
}

/** A well-formed key under one of the upload types' prefixes. */
export function isUploadKey(value: string): boolean {
  return keyProblem(value) === null && UPLOAD_DATA_TYPES.some((t) => value.startsWith(UPLOAD_TYPES[t].prefix));
}

/**
 * What an image or file field may hold: the key of an uploaded object, or an https:// URL
 * (never `javascript:`, `data:`, a relative path or plain http).
 */
export function isFileFieldValue(value: string): boolean {
  if (isUploadKey(value)) return true;
  if (!/^https:\/\//i.test(value)) return false;
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}
