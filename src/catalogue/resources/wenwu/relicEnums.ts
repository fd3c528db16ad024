/**
 * The value lists of the first national census of movable relics (content.md §4): 35 类别, 级别, 完残程度,
 * 保存状态, 来源方式, 入藏时间范围, 质量范围 — stored as short codes, shown in Chinese.
 */

/** 文物类别: the census's 35 categories, in its order. */
export const RELIC_CATEGORIES = [
  { value: "jade", label: "玉石器、宝石" }, { value: "pottery", label: "陶器" }, { value: "porcelain", label: "瓷器" },
  { value: "bronze", label: "铜器" }, { value: "goldSilver", label: "金银器" }, { value: "ironMetal", label: "铁器、其他金属器" },
  { value: "lacquer", label: "漆器" }, { value: "sculpture", label: "雕塑、造像" }, { value: "stone", label: "石器、石刻、砖瓦" },
  { value: "painting", label: "书法、绘画" }, { value: "stationery", label: "文具" }, { value: "oracleBone", label: "甲骨" },
  { value: "seal", label: "玺印符牌" }, { value: "coin", label: "钱币" }, { value: "boneHorn", label: "牙骨角器" },
  { value: "bambooWood", label: "竹木雕" }, { value: "furniture", label: "家具" }, { value: "enamel", label: "珐琅器" },
  { value: "textile", label: "织绣" }, { value: "ancientBook", label: "古籍图书" }, { value: "rubbing", label: "碑帖拓本" },
  { value: "weapon", label: "武器" }, { value: "stamp", label: "邮品" }, { value: "document", label: "文件、宣传品" },
  { value: "archive", label: "档案文书" }, { value: "memorabilia", label: "名人遗物" }, { value: "glass", label: "玻璃器" },
  { value: "instrument", label: "乐器、法器" }, { value: "leather", label: "皮革" }, { value: "audiovisual", label: "音像制品" },
  { value: "bill", label: "票据" }, { value: "vehicle", label: "交通、运输工具" }, { value: "measure", label: "度量衡器" },
  { value: "specimen", label: "标本、化石" }, { value: "other", label: "其他" },
] as const;
export type RelicCategory = (typeof RELIC_CATEGORIES)[number]["value"];

export const RELIC_LEVELS = [
  { value: "first", label: "一级" }, { value: "second", label: "二级" }, { value: "third", label: "三级" },
  { value: "general", label: "一般" }, { value: "ungraded", label: "未定级" },
] as const;
export type RelicLevel = (typeof RELIC_LEVELS)[number]["value"];

export const MATERIAL_CLASSES = [
  { value: "singleInorganic", label: "单一质地·无机质" }, { value: "singleOrganic", label: "单一质地·有机质" },
  { value: "composite", label: "复合或组合质地" },
] as const;

export const COUNT_UNITS = [{ value: "piece", label: "件" }, { value: "set", label: "套" }] as const;

export const MASS_RANGES = [
  { value: "lt0_01", label: "0.01千克以下" }, { value: "r0_01to1", label: "0.01—1千克" }, { value: "r1to50", label: "1—50千克" },
  { value: "r50to100", label: "50—100千克" }, { value: "r100to1000", label: "100—1000千克" }, { value: "gt1000", label: "1000千克以上" },
] as const;

export const SOURCE_METHODS = [
  { value: "purchase", label: "征集购买" }, { value: "donation", label: "接受捐赠" }, { value: "exchange", label: "依法交换" },
  { value: "allocation", label: "拨交" }, { value: "transfer", label: "移交" }, { value: "oldCollection", label: "旧藏" },
  { value: "excavation", label: "发掘" }, { value: "collecting", label: "采集" }, { value: "selection", label: "拣选" },
  { value: "other", label: "其他" },
] as const;

export const COMPLETENESS = [
  { value: "complete", label: "完整" }, { value: "basicallyComplete", label: "基本完整" },
  { value: "damaged", label: "残缺" }, { value: "severelyDamaged", label: "严重残缺（含缺失部件）" },
] as const;

export const PRESERVATION = [
  { value: "stable", label: "状态稳定，不需修复" }, { value: "needsRepair", label: "部分损腐，需要修复" },
  { value: "urgent", label: "腐蚀损毁严重，急需修复" }, { value: "repaired", label: "已修复" },
] as const;

export const ACCESSION_PERIODS = [
  { value: "before1949", label: "1949.10.1前" }, { value: "p1949to1965", label: "1949.10.1—1965" },
  { value: "p1966to1976", label: "1966—1976" }, { value: "p1977to2000", label: "1977—2000" }, { value: "since2001", label: "2001至今" },
] as const;
