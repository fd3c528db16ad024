/**
 * The 50 demo applications (content.md §8.1 seed), all fictional, over three batches: the eight admitted
 * ones (the source applications of eight seeded artists, ARTISTS' `admitted`), and 42 others — the
 * coming batch still under review (20 submitted, 6 screening, 5 interview, 3 waitlisted), 7 turned down
 * and 1 withdrawn in the earlier batches.
 */
import type { Discipline } from "../../../../src/catalogue/resources/shiy/shiyEnums";

export type ApplicationStatus = "submitted" | "screening" | "interview" | "waitlisted" | "approved" | "rejected" | "withdrawn";

/** Each batch's application window: submissions open on `opens`, decisions come by `decides` (Beijing dates). */
export const BATCHES: Readonly<Record<string, { opens: string; decides: string }>> = {
  "2026 第1期": { opens: "2025-10-08", decides: "2026-01-20" },
  "2026 第2期": { opens: "2026-04-01", decides: "2026-07-15" },
  "2027 第1期": { opens: "2026-10-08", decides: "2027-01-20" },
};

export const CURRENT_BATCH = "2027 第1期";

/** The others: name, gender, discipline, city, status, batch. */
export const OTHERS: readonly (readonly [string, "male" | "female", Discipline, string, ApplicationStatus, string])[] = [
  ["欧阳知秋", "female", "guohua", "杭州", "submitted", CURRENT_BATCH], ["向晚舟", "male", "shufa", "成都", "submitted", CURRENT_BATCH],
  ["卢听雪", "female", "youhua", "上海", "submitted", CURRENT_BATCH], ["邵一鸣", "male", "banhua", "哈尔滨", "submitted", CURRENT_BATCH],
  ["叶知遥", "female", "guohua", "南京", "submitted", CURRENT_BATCH], ["贺临川", "male", "diaosu", "西安", "submitted", CURRENT_BATCH],
  ["邹小禾", "female", "zhuanke", "苏州", "submitted", CURRENT_BATCH], ["岑望舒", "female", "shufa", "广州", "submitted", CURRENT_BATCH],
  ["谭砚池", "male", "guohua", "长沙", "submitted", CURRENT_BATCH], ["龚若水", "female", "other", "北京", "submitted", CURRENT_BATCH],
  ["阎北辰", "male", "youhua", "沈阳", "submitted", CURRENT_BATCH], ["麦晴岚", "female", "guohua", "佛山", "submitted", CURRENT_BATCH],
  ["黎青萝", "female", "banhua", "南宁", "submitted", CURRENT_BATCH], ["冯远山", "male", "shufa", "太原", "submitted", CURRENT_BATCH],
  ["穆清和", "male", "zhuanke", "杭州", "submitted", CURRENT_BATCH], ["尹素笺", "female", "guohua", "扬州", "submitted", CURRENT_BATCH],
  ["章亦舟", "male", "diaosu", "重庆", "submitted", CURRENT_BATCH], ["葛书宁", "female", "shufa", "合肥", "submitted", CURRENT_BATCH],
  ["霍千帆", "male", "youhua", "天津", "submitted", CURRENT_BATCH], ["易简之", "male", "guohua", "贵阳", "submitted", CURRENT_BATCH],
  ["潘雨桐", "female", "guohua", "福州", "screening", CURRENT_BATCH], ["俞晚晴", "female", "shufa", "绍兴", "screening", CURRENT_BATCH],
  ["汤子墨", "male", "banhua", "武汉", "screening", CURRENT_BATCH], ["严松年", "male", "guohua", "济南", "screening", CURRENT_BATCH],
  ["石青黛", "female", "zhuanke", "泉州", "screening", CURRENT_BATCH], ["纪朝阳", "male", "youhua", "青岛", "screening", CURRENT_BATCH],
  ["钟离若", "female", "guohua", "杭州", "interview", CURRENT_BATCH], ["楚云深", "male", "shufa", "洛阳", "interview", CURRENT_BATCH],
  ["商岚", "female", "diaosu", "北京", "interview", CURRENT_BATCH], ["路鸣谦", "male", "guohua", "苏州", "interview", CURRENT_BATCH],
  ["季澄心", "female", "banhua", "宁波", "interview", CURRENT_BATCH],
  ["梁思远", "male", "guohua", "昆明", "waitlisted", CURRENT_BATCH], ["裴映雪", "female", "shufa", "兰州", "waitlisted", CURRENT_BATCH],
  ["蒋怀瑾", "male", "youhua", "南昌", "waitlisted", CURRENT_BATCH],
  ["郝春生", "male", "guohua", "石家庄", "rejected", "2026 第1期"], ["魏如初", "female", "other", "上海", "rejected", "2026 第1期"],
  ["庞小川", "male", "shufa", "郑州", "rejected", "2026 第1期"], ["戴月明", "female", "guohua", "无锡", "rejected", "2026 第2期"],
  ["焦远", "male", "diaosu", "大连", "rejected", "2026 第2期"], ["萧一苇", "male", "banhua", "厦门", "rejected", "2026 第2期"],
  ["范青蓝", "female", "youhua", "深圳", "rejected", CURRENT_BATCH],
  ["桂雨棠", "female", "guohua", "桂林", "withdrawn", "2026 第2期"],
];

export const REJECT_REASONS = [
  "作品集以临摹为主，个人面貌尚不明确，建议积累创作后再申请",
  "创作门类与本期驻留方向不符",
  "作品集图片不清晰，无法评估作品质量",
  "面谈后认为驻留期间的创作计划尚不成熟",
];

export const EDUCATIONS = ["中国美术学院 中国画系 本科", "中央美术学院 书法系 硕士", "四川美术学院 油画系 本科", "广州美术学院 版画系 本科", "南京艺术学院 美术学院 硕士", "自学"];

export const STATEMENTS: Readonly<Record<Discipline, string>> = {
  guohua: "我长期关注江南山水的四时变化，尝试以传统笔墨写当代人对自然的感受。\n驻留期间计划完成一组山水长卷，并整理写生稿。",
  shufa: "习书二十年，由唐楷入手，近年专注于行草与简牍书风的融合。\n驻留期间计划完成一批大字作品与手卷。",
  youhua: "我的油画关注城市边缘的日常景观，以写生为主。\n希望在驻留期间与传统绘画的艺术家交流，尝试东方意境的表达。",
  banhua: "从事木刻版画创作，关注乡村生活与手工劳作。\n驻留期间计划完成一套水印木刻组画。",
  diaosu: "以陶土和青铜为主要材料，关注人物的内在情绪。\n希望借驻留完成一组中等尺幅的人物雕塑。",
  zhuanke: "篆刻以秦汉印为宗，兼习明清流派。\n驻留期间计划完成百印谱并整理边款。",
  other: "以纸与墨为材料做综合媒介创作，探索传统材料的当代可能。\n驻留期间计划完成一组装置作品。",
};
