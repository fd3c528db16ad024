/**
 * What the demo world's visitors make and keep (commerce.md §5.2–§5.6, §5.11): the artworks they
 * draw from and compare, their albums, uploads and addresses. Fictional people, real artworks,
 * real districts with fictional house numbers.
 */
import { byCatalogue } from "../../platform/db/types";
import type { SeedContext } from "../factory";

export const DAY = 86_400_000;

/** Artworks visitors draw from, put in albums and compare: [source type, title]. */
export const ARTWORKS: readonly (readonly ["SUHA" | "HDP" | "WENWU" | "WESTART", string])[] = [
  ["SUHA", "墨竹图"], ["SUHA", "兰亭序"], ["SUHA", "富春山居图"], ["HDP", "千里江山图"], ["HDP", "清明上河图"],
  ["SUHA", "快雪时晴帖"], ["SUHA", "寒食帖"], ["SUHA", "祭侄文稿"], ["HDP", "洛神赋图"], ["HDP", "早春图"],
  ["HDP", "溪山行旅图"], ["SUHA", "五牛图"], ["HDP", "韩熙载夜宴图"], ["SUHA", "步辇图"], ["SUHA", "鹊华秋色图"],
  ["HDP", "芙蓉锦鸡图"], ["HDP", "瑞鹤图"], ["SUHA", "写生珍禽图"], ["SUHA", "墨梅图"], ["HDP", "万壑松风图"],
  ["SUHA", "踏歌图"], ["SUHA", "枯木怪石图"], ["SUHA", "多宝塔碑"], ["SUHA", "玄秘塔碑"], ["SUHA", "九成宫醴泉铭"],
  ["WENWU", "四羊方尊"], ["WENWU", "马踏飞燕"], ["WENWU", "青花缠枝莲纹梅瓶"], ["WESTART", "星月夜"], ["WESTART", "睡莲"],
  ["WESTART", "神奈川冲浪里"], ["WESTART", "戴珍珠耳环的少女"],
];

export const ALBUM_TITLES = [
  "宋人小品五十帧", "元四家山水", "明清花鸟精选", "小楷临摹范本", "行书入门字帖", "青绿山水参考", "工笔草虫", "历代墨竹",
  "扇面小品", "敦煌壁画线描", "兰亭诸本对照", "楷书四大家", "写意花卉", "文人画册页", "临池日课", "界画楼阁",
  "宋徽宗瘦金体", "院体花鸟", "历代仕女图", "山水皴法图谱", "篆刻印谱", "印象派花园", "浮世绘风景", "青铜纹样",
];

export const COMPARE_TITLES = [
  "《兰亭序》神龙本 vs 定武本", "《祭侄文稿》局部对照", "颜真卿 vs 柳公权 楷书", "《富春山居图》剩山图 vs 无用师卷",
  "我的临作 vs 《多宝塔碑》", "《千里江山图》设色局部", "赵孟頫与文徵明小楷", "《早春图》与《溪山行旅图》",
  "宋元墨竹三家", "《寒食帖》两处笔法", "瘦金体 vs 楷书", "《睡莲》早期与晚期",
];

export const UPLOAD_TITLES = [
  "临《多宝塔碑》第三日", "小楷《心经》习作", "写生：西湖残荷", "工笔牡丹（未完成）", "课堂笔记：山水构图", "临《芥子园画谱》树法",
  "中锋用笔练习", "扇面练习：荷花", "隶书《曹全碑》单字", "行书《赤壁赋》节选", "写意葡萄", "兰竹小品", "家乡的老房子",
  "篆刻：闲章两方", "青绿山水临摹", "毛笔字打卡第 21 天", "瘦金体千字文", "白描观音", "小写意牵牛花", "楷书集字春联",
];

export const RECEIVERS = ["王雨桐", "李明轩", "张若溪", "刘子涵", "陈嘉怡", "杨思远", "赵可欣", "黄博文", "周语嫣", "吴浩然", "徐静怡", "孙浩宇", "马晓彤", "朱俊杰", "胡雅琪", "郭子墨", "何欣然", "林一航", "罗诗涵", "高文博"];

/** District code → streets with fictional numbers of the demo addresses. */
export const STREETS: Readonly<Record<string, readonly [street: string, road: string, postcode: string]>> = {
  "110105": ["望京街道", "阜通东大街", "100102"], "110108": ["中关村街道", "中关村南大街", "100081"],
  "310104": ["徐家汇街道", "漕溪北路", "200030"], "310115": ["陆家嘴街道", "世纪大道", "200120"],
  "330106": ["西溪街道", "文三路", "310012"], "330110": ["五常街道", "文一西路", "311121"],
  "510107": ["浆洗街街道", "人民南路四段", "610041"], "440106": ["天河南街道", "天河北路", "510620"],
  "610113": ["小寨路街道", "小寨东路", "710061"], "320102": ["新街口街道", "中山路", "210005"],
  "420106": ["中南路街道", "武珞路", "430071"], "440305": ["粤海街道", "科技南路", "518057"],
  "430104": ["岳麓街道", "麓山南路", "410006"], "370102": ["泉城路街道", "泉城路", "250011"],
  "350203": ["鹭江街道", "中山路", "361001"], "500103": ["解放碑街道", "民权路", "400010"],
};

export interface SeedVisitor {
  readonly Id: number;
  readonly registerAt: number;
  readonly vipLevel: string;
  readonly mobile: string | null;
}

/** The visitors seeded before this factory (their factory runs first: every row here refers to one). */
export async function seededVisitors(ctx: SeedContext): Promise<SeedVisitor[]> {
  const rows = await ctx.tx.selectFrom("visitor").select(["Id", "registerAt", "vipLevel", "mobile"]).orderBy("Id").execute();
  return rows.map((r) => ({ Id: Number(r.Id), registerAt: Number(r.registerAt ?? 0), vipLevel: String(r.vipLevel ?? "NONE"), mobile: r.mobile === null ? null : String(r.mobile) }));
}

/** The designed count scaled to the world being seeded, never below `least`. */
export const scaled = (ctx: SeedContext, designed: number, least: number) => Math.max(least, Math.round(designed * ctx.scale));

export const pick = <T>(ctx: SeedContext, from: readonly T[]): T => from[Math.floor(ctx.random() * from.length)] as T;

/** An instant between `from` and `to`, more often recent (activity grows over the year). */
export const recentBetween = (ctx: SeedContext, from: number, to: number) => Math.round(to - (to - from) * ctx.random() ** 1.6);

/** A storage key of what a visitor made: `{prefix}{yyyymmdd}/{name}.png`. */
export function contentKey(kind: string, at: number, n: number): string {
  const d = new Date(at);
  const day = `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, "0")}${String(d.getUTCDate()).padStart(2, "0")}`;
  return `avatar/${kind}/${day}/${kind}-${String(n).padStart(6, "0")}.png`;
}

/** Whether the table already holds rows (a database seeded before the per-resource markers): then a factory writes nothing again. */
export async function alreadySeeded(ctx: SeedContext, table: string): Promise<boolean> {
  return (await byCatalogue(ctx.tx).selectFrom(table).select("Id").limit(1).execute()).length > 0;
}
