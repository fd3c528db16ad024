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

/** 状态 of a residency application (§8.1). */
export const APPLICATION_STATUSES = [
  { value: "submitted", label: "已提交" }, { value: "screening", label: "初审中" }, { value: "interview", label: "待面谈" },
  { value: "waitlisted", label: "候补" }, { value: "approved", label: "已录取" }, { value: "rejected", label: "未通过" },
  { value: "withdrawn", label: "已撤回" },
] as const;

export const APPLICATION_CHANNELS = [
  { value: "app", label: "客户端" }, { value: "miniapp", label: "小程序" }, { value: "web", label: "官网" }, { value: "referral", label: "推荐" },
] as const;

/** A portfolio entry as the applicant uploaded it (UDT_SHIY): the file and what it shows. */
export const PORTFOLIO_COLUMNS = [
  { key: "title", label: "作品", kind: "text" }, { key: "year", label: "年份", kind: "integer" },
  { key: "size", label: "尺寸", kind: "text" }, { key: "url", label: "文件", kind: "file" },
] as const;

/** §8.8 访谈记录 */
export const INTERVIEW_CHANNELS = [
  { value: "phone", label: "电话" }, { value: "wechat", label: "微信" }, { value: "meeting", label: "面谈" },
  { value: "video", label: "视频会议" }, { value: "studio", label: "画室走访" },
] as const;
export const INTERVIEW_TOPICS = [
  { value: "signing", label: "签约" }, { value: "capture", label: "采集" }, { value: "pricing", label: "作品定价" }, { value: "auction", label: "拍卖" },
  { value: "course", label: "课程" }, { value: "followUp", label: "回访" }, { value: "admission", label: "入驻面谈" }, { value: "other", label: "其他" },
] as const;
export const ATTITUDES = [{ value: "positive", label: "积极" }, { value: "neutral", label: "观望" }, { value: "negative", label: "拒绝" }] as const;

/** §8.8 第三方账号 */
export const ACCOUNT_PLATFORMS = [
  { value: "channels", label: "微信视频号" }, { value: "officialAccount", label: "公众号" }, { value: "douyin", label: "抖音" },
  { value: "xiaohongshu", label: "小红书" }, { value: "weibo", label: "微博" }, { value: "bilibili", label: "哔哩哔哩" },
  { value: "kuaishou", label: "快手" }, { value: "toutiao", label: "今日头条" },
] as const;
export const ACCOUNT_OPERATORS = [{ value: "self", label: "艺术家自营" }, { value: "platform", label: "平台代运营" }, { value: "joint", label: "共同运营" }] as const;
export const ACCOUNT_STATUSES = [{ value: "active", label: "正常" }, { value: "suspended", label: "已停用" }] as const;

/** §8.8 经历与动态; the first four show in the artist's timeline unless said otherwise. */
export const NEWS_TYPES = [
  { value: "education", label: "学习经历" }, { value: "teaching", label: "任教经历" }, { value: "exhibition", label: "展览" },
  { value: "award", label: "获奖" }, { value: "publication", label: "出版" }, { value: "collection", label: "作品收藏" }, { value: "news", label: "新闻动态" },
] as const;
export const TIMELINE_NEWS_TYPES: readonly string[] = ["education", "teaching", "award", "exhibition"];

/** An attached file or picture (UDT_SHIY). */
export const ATTACHMENT_COLUMNS = [{ key: "name", label: "名称", kind: "text" }, { key: "url", label: "文件", kind: "file" }] as const;
