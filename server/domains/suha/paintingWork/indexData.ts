/**
 * Entries of 《中国古代书画图目》 for three holders (content.md §3.2): plates numbered per holder (京1-, 沪1-,
 * 辽1-). Entries for works we hold are made from the seeded paintings; the others combine the holder's
 * masters with the subjects such catalogues list.
 */
export interface Holder {
  readonly museum: string;
  readonly prefix: string;
  readonly share: number;
  readonly volumes: readonly [number, number];
}

export const HOLDERS: readonly Holder[] = [
  { museum: "故宫博物院", prefix: "京1", share: 80, volumes: [19, 24] },
  { museum: "上海博物馆", prefix: "沪1", share: 40, volumes: [2, 6] },
  { museum: "辽宁省博物馆", prefix: "辽1", share: 30, volumes: [15, 15] },
];

/** Masters whose further works the holders keep (names of seeded artists). */
export const OTHER_MASTERS: readonly string[] = [
  "沈周", "文徵明", "唐寅", "仇英", "董其昌", "陈淳", "徐渭", "陈洪绶", "王时敏", "王原祁", "恽寿平", "石涛", "八大山人", "金农", "郑燮",
  "戴进", "赵孟頫", "倪瓒", "王蒙", "吴镇", "钱选", "任伯年", "吴昌硕",
];

export const SUBJECTS: readonly { title: string; form: string; material: string; media: string }[] = [
  { title: "仿古山水册", form: "ceye", material: "PAPER", media: "QIAN_SHESE" },
  { title: "墨竹图卷", form: "shoujuan", material: "PAPER", media: "INK" },
  { title: "花卉图卷", form: "shoujuan", material: "PAPER", media: "SHESE" },
  { title: "秋林图轴", form: "lizhou", material: "PAPER", media: "INK" },
  { title: "溪山图轴", form: "lizhou", material: "SILK", media: "QIAN_SHESE" },
  { title: "兰石图轴", form: "lizhou", material: "PAPER", media: "INK" },
  { title: "梅花图轴", form: "lizhou", material: "PAPER", media: "INK" },
  { title: "携琴访友图轴", form: "lizhou", material: "SILK", media: "SHESE" },
  { title: "江村图卷", form: "shoujuan", material: "PAPER", media: "QIAN_SHESE" },
  { title: "雪景山水图轴", form: "lizhou", material: "SILK", media: "SHESE" },
  { title: "松石图轴", form: "lizhou", material: "PAPER", media: "INK" },
  { title: "杂画册", form: "ceye", material: "PAPER", media: "SHESE" },
  { title: "山水扇页", form: "shanmian", material: "GOLD_PAPER", media: "INK" },
];

/** A catalogue title: the work's title with its 形制 suffix (轴, 卷, 册, 页). */
export function catalogueTitle(title: string, form: string): string {
  const suffix: Record<string, string> = { lizhou: "轴", shoujuan: "卷", ceye: "册", shanmian: "页", jingxin: "页", pingtiao: "屏" };
  return `${title}${suffix[form] ?? ""}`;
}
