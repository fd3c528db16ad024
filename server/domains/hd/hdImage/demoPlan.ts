import type { DemoKind } from "./tiles/demoArt";

/**
 * The demo HD library (content.md §1.1 seed, §15.2): which subjects get how many images, drawn from which
 * kind of demo master, and the titles used while no work table exists to link to.
 */
export interface HdSlotPlan {
  readonly subjectType: "suha" | "sufa" | "wenwu" | "westart" | "book" | "photo" | "indexPlate";
  /** Images at full scale. */
  readonly count: number;
  /** Images per subject before the next subject is used. */
  readonly perSubject: number;
  readonly masters: readonly DemoKind[];
  readonly views: readonly string[];
  readonly ppi: number;
  /** Titles of the subjects while none are seeded (real works, as content.md names them). */
  readonly titles: readonly string[];
}

export const HD_PLAN: readonly HdSlotPlan[] = [
  {
    subjectType: "suha", count: 100, perSubject: 1, masters: ["hanging", "handscroll", "album"], views: ["全幅", "局部", "题跋"], ppi: 600,
    titles: ["溪山行旅图", "千里江山图", "早春图", "富春山居图", "清明上河图", "韩熙载夜宴图", "鹊华秋色图", "洛神赋图", "万壑松风图", "窠石平远图",
      "寒江独钓图", "踏歌图", "六君子图", "渔庄秋霁图", "容膝斋图", "秋山问道图", "匡庐图", "雪景寒林图", "芙蓉锦鸡图", "五马图"],
  },
  {
    subjectType: "sufa", count: 40, perSubject: 2, masters: ["hanging", "handscroll", "album"], views: ["第1开", "第2开", "第3开"], ppi: 600,
    titles: ["兰亭序", "祭侄文稿", "寒食帖", "自叙帖", "蜀素帖", "多宝塔碑", "玄秘塔碑", "伯远帖", "中秋帖", "苕溪诗帖"],
  },
  {
    subjectType: "wenwu", count: 24, perSubject: 3, masters: ["relic"], views: ["正面", "背面", "铭文"], ppi: 400,
    titles: ["后母戊鼎", "四羊方尊", "马踏飞燕", "长信宫灯", "曾侯乙编钟", "金缕玉衣", "越王勾践剑", "莲鹤方壶"],
  },
  {
    subjectType: "westart", count: 12, perSubject: 1, masters: ["western"], views: ["全幅"], ppi: 400,
    titles: ["星月夜", "戴珍珠耳环的少女", "夜巡", "睡莲", "蒙娜丽莎", "维纳斯的诞生", "神奈川冲浪里", "拾穗者", "自由引导人民", "呐喊", "向日葵", "干草车"],
  },
  {
    subjectType: "book", count: 12, perSubject: 4, masters: ["book"], views: ["第1页", "第2页", "第3页", "第4页"], ppi: 400,
    titles: ["梦溪笔谈", "天工开物", "本草纲目"],
  },
  {
    subjectType: "photo", count: 8, perSubject: 1, masters: ["photo"], views: ["原片"], ppi: 300,
    titles: ["故宫角楼", "莫高窟九层楼", "应县木塔", "苏州拙政园", "平遥古城墙", "天坛祈年殿", "西湖断桥", "黄山云海"],
  },
  {
    subjectType: "indexPlate", count: 4, perSubject: 1, masters: ["album"], views: ["图版"], ppi: 600,
    titles: ["宋人画册 图版一", "宋人画册 图版二", "元人集锦 图版一", "明清扇面 图版一"],
  },
];

/** The failures the seeded failed images carry (content.md §1.1: bad ICC, truncated TIFF). */
export const SEED_TILE_ERRORS = ["TIFF 文件不完整或已损坏，无法读取", "ICC 色彩配置文件无效，无法转换色彩空间"] as const;

/** content.md §1.1: 150 原始扫描 / 40 调色版 / 10 修复版 of 200 (values of the HDP_VERSION tag tree). */
export function versionOf(i: number): string {
  const r = i % 20;
  return r < 15 ? "RAW_SCAN" : r < 19 ? "COLOR_GRADED" : "RESTORED";
}
