/** The artist programme's shared vocabularies (content.md §8). */
import { FORMS } from "../content/contentEnums";

/** 创作门类 (§8.1 `discipline`): an application's one, an artist's several, a work's one. */
export const DISCIPLINES = [
  { value: "guohua", label: "国画" }, { value: "shufa", label: "书法" }, { value: "youhua", label: "油画" },
  { value: "banhua", label: "版画" }, { value: "diaosu", label: "雕塑" }, { value: "zhuanke", label: "篆刻" },
  { value: "other", label: "其他" },
] as const;
export type Discipline = (typeof DISCIPLINES)[number]["value"];

export const GENDERS = [{ value: "male", label: "男" }, { value: "female", label: "女" }] as const;

/** 驻留状态 of a programme artist (§8.2). */
export const ARTIST_STATUSES = [
  { value: "signing", label: "待签约" }, { value: "active", label: "驻留中" }, { value: "paused", label: "暂停" },
  { value: "graduated", label: "已结业" }, { value: "terminated", label: "已解约" },
] as const;

/** 形制 of a programme work: the shared FORM plus framed pieces and the rest (§8.3). */
export const WORK_FORMS = [...FORMS, { value: "kuangjia", label: "框装" }, { value: "other", label: "其他" }] as const;

/** 授权范围 (§8.3): what the platform may do with a work, a fixed set held as tags. */
export const AUTHORIZATIONS = ["展示", "衍生品", "课程", "拍卖"] as const;

export const REVIEW_STATES = [
  { value: "pending", label: "待审核" }, { value: "approved", label: "已通过" }, { value: "rejected", label: "已驳回" },
] as const;

/** 销售状态 (§8.3), moved only by the pool and the auctions (§8.6–8.7), never by hand. */
export const SALE_STATES = [
  { value: "none", label: "未上拍" }, { value: "pooled", label: "拍品池" }, { value: "inAuction", label: "拍卖中" },
  { value: "sold", label: "已成交" }, { value: "unsold", label: "流拍" }, { value: "notForSale", label: "非卖品" },
] as const;

/** 艺术家代码: the key of the `shiyArtist` dictionary every course, ledger entry and work reads the artist by. */
export const ARTIST_CODE_PATTERN = "^[A-Z][A-Z0-9_]*$";
