/**
 * The 30 demo programme artists (content.md §8.2 seed), all fictional: the academy's eight teaching
 * artists and six more whose codes courses, classes and ledger entries already use (the `shiyArtist`
 * dictionary of older installs), then sixteen of later batches — eight of them admitted through the
 * applications of §8.1 (`admitted`). Contracts run two years from the batch's start (第1期 March,
 * 第2期 September); an active artist whose first contract ended has renewed it.
 */
import type { Discipline } from "../../../../src/catalogue/resources/shiy/shiyEnums";

export type ArtistStatus = "signing" | "active" | "paused" | "graduated" | "terminated";

export interface ArtistSeed {
  readonly code: string;
  readonly name: string;
  readonly artName: string | null;
  readonly gender: "male" | "female";
  readonly birthYear: number;
  readonly nativePlace: string;
  readonly city: string;
  readonly disciplines: readonly Discipline[];
  readonly batch: string;
  readonly status: ArtistStatus;
  readonly memberships: string | null;
  /** Admitted by 录取 of one of the seeded applications (its source application). */
  readonly admitted?: boolean;
}

const a = (
  code: string, name: string, artName: string | null, gender: "male" | "female", birthYear: number, nativePlace: string, city: string,
  disciplines: readonly Discipline[], batch: string, status: ArtistStatus, memberships: string | null = null, admitted = false,
): ArtistSeed => ({ code, name, artName, gender, birthYear, nativePlace, city, disciplines, batch, status, memberships, admitted });

const CALLIG = "中国书法家协会会员";
const PAINT = "中国美术家协会会员";

export const ARTISTS: readonly ArtistSeed[] = [
  // The academy's teaching artists (commerce.md §1.3): their courses and shares are seeded elsewhere.
  a("CHEN_MOBAI", "陈墨白", "听松", "male", 1968, "浙江绍兴", "杭州", ["guohua"], "2023 第1期", "active", PAINT),
  a("LIN_QINGYUAN", "林清远", null, "male", 1975, "福建莆田", "福州", ["guohua", "shufa"], "2023 第1期", "active", PAINT),
  a("ZHOU_YANQIU", "周砚秋", "砚庐", "female", 1981, "江苏苏州", "苏州", ["shufa"], "2023 第1期", "active", CALLIG),
  a("SU_WANTING", "苏晚亭", null, "female", 1986, "四川成都", "成都", ["guohua"], "2023 第2期", "active", PAINT),
  a("GU_NANZHI", "顾南枝", "南枝", "female", 1979, "上海", "上海", ["guohua"], "2023 第2期", "graduated", PAINT),
  a("SHEN_ZHIWEI", "沈知微", null, "male", 1972, "浙江湖州", "杭州", ["shufa", "zhuanke"], "2023 第2期", "active", CALLIG),
  a("HE_GUANLAN", "何观澜", "观澜", "male", 1965, "广东顺德", "广州", ["guohua"], "2024 第1期", "active", PAINT),
  a("YE_SHUYING", "叶疏影", null, "female", 1990, "江西婺源", "南昌", ["guohua", "banhua"], "2024 第1期", "active"),
  // Codes older courses and ledger entries read (once the names of classical painters, now fictional artists).
  a("WANG_WEI", "王蔚", "辋川客", "male", 1962, "陕西蓝田", "西安", ["guohua"], "2023 第1期", "graduated", PAINT),
  a("MA_YUAN", "马鸢", null, "male", 1970, "山西永济", "杭州", ["guohua"], "2023 第1期", "active", PAINT),
  a("XIA_GUI", "夏瑰", null, "female", 1977, "浙江杭州", "杭州", ["guohua"], "2023 第2期", "active"),
  a("SHEN_ZHOU", "沈洲", "石田后人", "male", 1966, "江苏苏州", "苏州", ["guohua", "shufa"], "2024 第1期", "graduated", PAINT),
  a("TANG_YIN", "唐音", null, "female", 1983, "江苏苏州", "南京", ["guohua"], "2024 第1期", "active"),
  a("FENG_ZIKAI", "丰子楷", null, "male", 1974, "浙江桐乡", "嘉兴", ["guohua", "banhua"], "2024 第2期", "active"),
  // Later batches.
  a("LIN_YANQIU", "林砚秋", "秋水", "female", 1985, "福建泉州", "厦门", ["shufa"], "2023 第1期", "active", CALLIG),
  a("SHEN_MOBAI", "沈墨白", null, "male", 1971, "安徽歙县", "合肥", ["guohua"], "2023 第2期", "graduated", PAINT),
  a("XU_TINGLAN", "许听澜", null, "female", 1988, "湖南长沙", "长沙", ["youhua"], "2024 第2期", "active"),
  a("JIANG_XUETING", "江雪庭", null, "male", 1979, "湖北黄冈", "武汉", ["banhua"], "2024 第2期", "paused"),
  a("SONG_ZHIBAI", "宋知白", "知白", "male", 1969, "山东曲阜", "济南", ["shufa", "zhuanke"], "2024 第2期", "terminated", CALLIG),
  a("HAN_QINGHE", "韩青禾", null, "female", 1992, "河北保定", "北京", ["diaosu"], "2025 第1期", "active"),
  a("MENG_XITING", "孟溪亭", null, "male", 1987, "河南洛阳", "郑州", ["guohua"], "2025 第1期", "active"),
  a("LUO_QINGCHUAN", "骆晴川", null, "female", 1994, "重庆", "重庆", ["youhua", "other"], "2025 第1期", "terminated"),
  a("QIN_HUAIYUAN", "秦怀远", null, "male", 1976, "陕西咸阳", "西安", ["shufa"], "2025 第2期", "active", CALLIG, true),
  a("LU_YUANZHOU", "陆远舟", null, "male", 1984, "江苏无锡", "无锡", ["guohua"], "2025 第2期", "active", null, true),
  a("DU_RUOHENG", "杜若衡", null, "female", 1991, "浙江宁波", "宁波", ["zhuanke"], "2026 第1期", "paused", null, true),
  a("FANG_NIANCI", "方念慈", null, "female", 1989, "安徽桐城", "上海", ["guohua"], "2026 第1期", "active", null, true),
  a("CHENG_YIWEI", "程一苇", null, "male", 1993, "江西景德镇", "景德镇", ["banhua", "diaosu"], "2026 第2期", "active", null, true),
  a("CHEN_SUXIN", "陈素心", null, "female", 1990, "广东潮州", "深圳", ["zhuanke"], "2026 第2期", "signing", null, true),
  a("BAI_LUNING", "白露凝", null, "female", 1996, "云南大理", "昆明", ["guohua"], "2026 第2期", "signing", null, true),
  a("LIU_YUNXIU", "柳云岫", null, "male", 1982, "江苏扬州", "扬州", ["shufa"], "2026 第2期", "signing", CALLIG, true),
];

/** The first day of a batch's residency: 第1期 in March, 第2期 in September. */
export function batchStart(batch: string): string {
  const [year, period] = batch.split(" ");
  return `${year}-${period === "第1期" ? "03" : "09"}-01`;
}

/** The day before the same date `years` later: a contract's last day. */
export function contractEnd(start: string, years: number): string {
  const [y, m, d] = start.split("-").map(Number) as [number, number, number];
  const end = new Date(Date.UTC(y + years, m - 1, d) - 86_400_000);
  return end.toISOString().slice(0, 10);
}
