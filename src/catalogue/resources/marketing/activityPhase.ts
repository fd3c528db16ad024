/**
 * The time phase shared by team buys, flash sales and discount activities (commerce.md §4.0):
 * stored as the record's status, set by 发布/关闭 and moved by the clock (server/domains/marketing/flashSale/phase.ts).
 */
export const ACTIVITY_PHASES = [
  { value: "DRAFT", label: "未发布" },
  { value: "NOT_STARTED", label: "未开始" },
  { value: "ONGOING", label: "进行中" },
  { value: "ENDED", label: "已结束" },
  { value: "CLOSED", label: "已关闭" },
] as const;

/** What a promotion sells: a course or VIP product picked by name (goodsId `refBy` goodsType). */
export const PROMO_GOODS_TYPES = [
  { value: "SHIY_COURSE", label: "书院课" },
  { value: "PUBLIC_COURSE", label: "公开课" },
  { value: "VIP_GOODS", label: "会员" },
] as const;

export const PHASE_STATES = [
  { value: "DRAFT", tone: "neutral" },
  { value: "NOT_STARTED", tone: "info" },
  { value: "ONGOING", tone: "success" },
  { value: "ENDED", tone: "neutral" },
  { value: "CLOSED", tone: "danger" },
] as const;

/** The record type each goods type names (server/domains/marketing/flashSale/promoGoods.ts checks the same). */
export const PROMO_GOODS_RESOURCES = { SHIY_COURSE: "shiyCourse", PUBLIC_COURSE: "publicCourse", VIP_GOODS: "vipGoods" } as const;
/** Only a 书院课 has classes: its class is picked by name, other goods have none. */
export const PROMO_CLASS_RESOURCES = { SHIY_COURSE: "courseClass", PUBLIC_COURSE: null, VIP_GOODS: null } as const;
