import type { AccessObject } from "./access";

/** Each access object's Chinese name, as the rights editor and messages show it. */
export const ACCESS_OBJECT_LABELS: Readonly<Record<AccessObject, string>> = {
  dashboard: "仪表盘",
  hdpic: "高清图库",
  shiyShuCai: "驻留素材",
  suha: "书画",
  suhaIndex: "古代书画索引",
  artist: "艺术家",
  wenwu: "文物",
  shiy: "驻留计划与课程",
  westart: "西方作品",
  book: "图书",
  photo: "照片",
  article: "文章",
  order: "订单",
  group: "团购",
  coupon: "兑换码",
  goodsadmin: "商品",
  point: "积分",
  commnet: "用户反馈",
  recommend: "推荐",
  notice: "通知",
  project: "线上展览与客户端",
  crawler: "爬虫",
  shitu: "识图",
  glyph: "字形",
  budart: "西方艺术数据",
  sysadmin: "系统管理",
};

/** The groups of spec §3, in its order, with their Chinese names. */
export const ACCESS_GROUPS: readonly { readonly label: string; readonly objects: readonly AccessObject[] }[] = [
  { label: "内容", objects: ["dashboard", "hdpic", "shiyShuCai", "suha", "suhaIndex", "artist", "wenwu", "shiy", "westart", "book", "photo", "article"] },
  { label: "交易", objects: ["order", "group", "coupon", "goodsadmin", "point"] },
  { label: "运营", objects: ["commnet", "recommend", "notice", "project"] },
  { label: "工具与系统", objects: ["crawler", "shitu", "glyph", "budart", "sysadmin"] },
];
