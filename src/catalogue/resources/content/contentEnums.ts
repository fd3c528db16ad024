/** Choices shared by the content libraries (content.md §0.4, §2, §16.7): one name per concept everywhere. */
/** content.md §0.4: every publishable record is 草稿, 已上架 or 已下架. */
export const PUBLISH_STATES = [
  { value: "draft", label: "草稿" },
  { value: "online", label: "已上架" },
  { value: "offline", label: "已下架" },
] as const;

/** Who may see a record in the apps; the stricter of work and image wins (§18 Q20). */
export const ACCESS_LEVELS = [
  { value: "free", label: "免费" },
  { value: "vip", label: "会员" },
  { value: "internal", label: "仅内部" },
] as const;

/** IIIF `rights` of an image or record. */
export const LICENSES = [
  { value: "publicDomain", label: "公有领域" },
  { value: "ccBy", label: "署名许可" },
  { value: "licensed", label: "授权使用" },
  { value: "internal", label: "内部资料" },
] as const;

/** SCRIPT 书体 (§2). */
export const SCRIPTS = [
  { value: "zhuan", label: "篆书" }, { value: "li", label: "隶书" }, { value: "kai", label: "楷书" },
  { value: "xing", label: "行书" }, { value: "cao", label: "草书" }, { value: "xingkai", label: "行楷" },
  { value: "xingcao", label: "行草" }, { value: "other", label: "其他" },
] as const;

/** FORM 形制 (§2); `shoujuan` handscrolls open at their right end in the viewer, `ceye` albums leaf by leaf. */
export const FORMS = [
  { value: "lizhou", label: "立轴" }, { value: "shoujuan", label: "手卷" }, { value: "ceye", label: "册页" },
  { value: "shanmian", label: "扇面" }, { value: "jingxin", label: "镜心" }, { value: "duilian", label: "对联" },
  { value: "pingtiao", label: "屏条" }, { value: "hengpi", label: "横披" }, { value: "tiaofu", label: "条幅" },
  { value: "tapian", label: "拓片" },
] as const;

/** ATTRIBUTION 归属 (§2). */
export const ATTRIBUTIONS = [
  { value: "confirmed", label: "确认" }, { value: "attributed", label: "传" },
  { value: "copy", label: "摹/临本" }, { value: "anonymous", label: "佚名" },
] as const;

/**
 * What an HD image depicts (content.md §1.1 subjectType): the key of the library it belongs to.
 * The image points at its subject (subjectType + subjectId), so a work's images are the images whose
 * subject it is, in `pageNo` order — works hold no list of image Ids (README: differences).
 */
export const SUBJECT_TYPES = [
  { value: "suha", label: "书画" }, { value: "sufa", label: "书法" }, { value: "wenwu", label: "文物" },
  { value: "westart", label: "西方作品" }, { value: "book", label: "图书" }, { value: "photo", label: "照片" },
  { value: "shiyWork", label: "驻留作品" }, { value: "indexPlate", label: "索引图版" }, { value: "none", label: "未关联" },
] as const;
export type SubjectType = (typeof SUBJECT_TYPES)[number]["value"];

/** The resource behind each subject type. */
export const SUBJECT_RESOURCES: Readonly<Record<SubjectType, string | null>> = {
  suha: "paintingWork", sufa: "calligraphyWork", wenwu: "relic", westart: "westernWork",
  book: "book", photo: "photo", shiyWork: "programmeWork", indexPlate: "ancientIndexEntry", none: null,
};

/** A pixel rectangle `{x, y, w, h}` on an image (a glyph's region, an album item's first view), as people read it. */
export const REGION_COLUMNS = [
  { key: "x", label: "左", kind: "integer" }, { key: "y", label: "上", kind: "integer" },
  { key: "w", label: "宽", kind: "integer" }, { key: "h", label: "高", kind: "integer" },
] as const;
