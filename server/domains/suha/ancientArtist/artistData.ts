/**
 * Eighty ancient calligraphers and painters of content.md §3.3 (and a few more masters every
 * catalogue names), with 朝代 as codes of the `age` dictionary. Years are the usual reference dates;
 * `null` where the sources give none.
 */
export interface ArtistSeed {
  readonly name: string;
  readonly age: string;
  readonly birthYear: number | null;
  readonly deathYear: number | null;
  readonly lifeText: string;
  readonly courtesyName: string | null;
  readonly artName: string | null;
  readonly nativePlace: string | null;
  readonly specialties: readonly string[];
  readonly aliases: readonly string[];
}

const S = ["书法"], P = ["绘画"], SP = ["书法", "绘画"], SPP = ["书法", "绘画", "诗文"], SPS = ["书法", "绘画", "篆刻"];

const a = (name: string, age: string, birthYear: number | null, deathYear: number | null, courtesyName: string | null, artName: string | null,
  nativePlace: string | null, specialties: readonly string[], aliases: readonly string[] = [], lifeText?: string): ArtistSeed => ({
  name, age, birthYear, deathYear, courtesyName, artName, nativePlace, specialties, aliases,
  lifeText: lifeText ?? (birthYear !== null && deathYear !== null ? `${birthYear}—${deathYear}` : "生卒年不详"),
});

export const ARTISTS: readonly ArtistSeed[] = [
  // 书
  a("王羲之", "EASTERN_JIN", 303, 361, "逸少", null, "琅琊临沂", S, ["王右军", "书圣"]),
  a("王献之", "EASTERN_JIN", 344, 386, "子敬", null, "琅琊临沂", S, ["王大令"]),
  a("王珣", "EASTERN_JIN", 349, 400, "元琳", null, "琅琊临沂", S),
  a("钟繇", "THREE_KINGDOMS", 151, 230, "元常", null, "颍川长社", S, ["钟太傅"]),
  a("智永", "NORTHERN_SOUTHERN", null, null, null, null, "会稽山阴", S, ["永禅师"], "陈隋间人"),
  a("欧阳询", "TANG", 557, 641, "信本", null, "潭州临湘", S, ["欧阳率更"]),
  a("虞世南", "TANG", 558, 638, "伯施", null, "越州余姚", S, ["虞永兴"]),
  a("褚遂良", "TANG", 596, 658, "登善", null, "杭州钱塘", S, ["褚河南"]),
  a("颜真卿", "TANG", 709, 784, "清臣", null, "琅琊临沂", S, ["颜鲁公", "颜平原"]),
  a("柳公权", "TANG", 778, 865, "诚悬", null, "京兆华原", S, ["柳少师"]),
  a("张旭", "TANG", 675, 750, "伯高", null, "吴县", S, ["张长史", "草圣"], "约675—约750"),
  a("怀素", "TANG", 737, 799, "藏真", null, "永州零陵", S, ["释怀素"], "737—799"),
  a("蔡襄", "NORTHERN_SONG", 1012, 1067, "君谟", null, "兴化仙游", S, ["蔡端明"]),
  a("苏轼", "NORTHERN_SONG", 1037, 1101, "子瞻", "东坡居士", "眉州眉山", SPP, ["苏东坡", "苏文忠"]),
  a("黄庭坚", "NORTHERN_SONG", 1045, 1105, "鲁直", "山谷道人", "洪州分宁", S, ["黄山谷"]),
  a("米芾", "NORTHERN_SONG", 1051, 1107, "元章", "海岳外史", "襄阳", SP, ["米南宫", "米襄阳", "米颠"]),
  a("赵佶", "NORTHERN_SONG", 1082, 1135, null, "宣和主人", "开封", SP, ["宋徽宗"]),
  a("赵孟頫", "YUAN", 1254, 1322, "子昂", "松雪道人", "湖州", SPP, ["赵松雪", "赵文敏"]),
  a("鲜于枢", "YUAN", 1246, 1302, "伯机", "困学山民", "渔阳", S),
  a("祝允明", "MING", 1460, 1526, "希哲", "枝山", "长洲", S, ["祝枝山"]),
  a("文徵明", "MING", 1470, 1559, "徵仲", "衡山居士", "长洲", SPP, ["文衡山"]),
  a("董其昌", "MING", 1555, 1636, "玄宰", "思白、香光居士", "华亭", SP, ["董华亭", "董文敏"]),
  a("王铎", "QING", 1592, 1652, "觉斯", "十樵、嵩樵", "孟津", SP, ["王孟津"]),
  a("傅山", "QING", 1607, 1684, "青主", "公之它、朱衣道人", "阳曲", SP, ["傅青主"]),
  a("邓石如", "QING", 1743, 1805, "顽伯", "完白山人", "怀宁", SPS, ["邓完白"]),
  a("何绍基", "QING", 1799, 1873, "子贞", "东洲居士", "道州", S, ["何东洲"]),
  // 画
  a("顾恺之", "EASTERN_JIN", 348, 409, "长康", null, "晋陵无锡", P, ["顾虎头"], "约348—409"),
  a("阎立本", "TANG", 601, 673, null, null, "雍州万年", P, ["阎右相"], "约601—673"),
  a("吴道子", "TANG", 680, 759, null, null, "阳翟", P, ["吴道玄", "画圣"], "约680—759"),
  a("韩幹", "TANG", 706, 783, null, null, "京兆蓝田", P, [], "约706—783"),
  a("韩滉", "TANG", 723, 787, "太冲", null, "长安", P),
  a("周昉", "TANG", null, null, "景玄", null, "京兆", P, [], "活动于8世纪后期"),
  a("顾闳中", "FIVE_DYNASTIES", 910, 980, null, null, "江南", P, [], "约910—980"),
  a("董源", "FIVE_DYNASTIES", 934, 962, "叔达", null, "钟陵", P, ["董北苑"], "？—约962"),
  a("巨然", "FIVE_DYNASTIES", null, null, null, null, "江宁", P, [], "活动于10世纪"),
  a("李成", "NORTHERN_SONG", 919, 967, "咸熙", null, "营丘", P, ["李营丘"]),
  a("范宽", "NORTHERN_SONG", 950, 1032, "中立", null, "华原", P, ["范中正"], "约活动于10世纪末至11世纪初"),
  a("郭熙", "NORTHERN_SONG", 1000, 1090, "淳夫", null, "河阳温县", P, [], "约1000—约1090"),
  a("王希孟", "NORTHERN_SONG", 1096, 1119, null, null, null, P, [], "1096—约1119"),
  a("张择端", "NORTHERN_SONG", 1085, 1145, "正道", null, "东武", P, [], "约1085—1145"),
  a("李唐", "SOUTHERN_SONG", 1066, 1150, "晞古", null, "河阳三城", P, [], "约1066—1150"),
  a("马远", "SOUTHERN_SONG", 1140, 1225, "遥父", "钦山", "河中", P, ["马一角"], "约1140—约1225"),
  a("夏圭", "SOUTHERN_SONG", null, null, "禹玉", null, "钱塘", P, ["夏半边"], "活动于13世纪前期"),
  a("梁楷", "SOUTHERN_SONG", null, null, null, "梁风子", "东平", P, [], "活动于13世纪初"),
  a("黄公望", "YUAN", 1269, 1354, "子久", "大痴道人、一峰", "常熟", P, ["黄大痴"]),
  a("吴镇", "YUAN", 1280, 1354, "仲圭", "梅花道人", "嘉兴", P),
  a("倪瓒", "YUAN", 1301, 1374, "元镇", "云林子", "无锡", SP, ["倪云林"]),
  a("王蒙", "YUAN", 1308, 1385, "叔明", "黄鹤山樵", "湖州", P),
  a("沈周", "MING", 1427, 1509, "启南", "石田", "长洲", SPP, ["沈石田"]),
  a("唐寅", "MING", 1470, 1524, "伯虎", "六如居士", "吴县", SPP, ["唐伯虎"]),
  a("仇英", "MING", 1498, 1552, "实父", "十洲", "太仓", P, ["仇十洲"], "约1498—1552"),
  a("陈洪绶", "MING", 1599, 1652, "章侯", "老莲", "诸暨", P, ["陈老莲"]),
  a("八大山人", "QING", 1626, 1705, null, "八大山人、雪个", "南昌", SP, ["朱耷"]),
  a("石涛", "QING", 1642, 1707, null, "清湘老人、苦瓜和尚", "全州", SP, ["原济", "道济"]),
  a("郑燮", "QING", 1693, 1766, "克柔", "板桥", "兴化", SPP, ["郑板桥"]),
  a("冷枚", "QING", null, null, "吉臣", "金门画史", "胶州", P, [], "活动于康熙、乾隆间"),
  a("任伯年", "QING", 1840, 1896, "伯年", "小楼", "山阴", P, ["任颐"]),
  a("吴昌硕", "QING", 1844, 1927, "昌硕", "缶庐、苦铁", "安吉", SPS, ["吴俊卿"]),
  a("佚名", "SOUTHERN_SONG", null, null, null, null, null, P, ["宋人"], "作者不详（宋人小品）"),
  // 其他名家
  a("张芝", "EASTERN_HAN", null, 192, "伯英", null, "敦煌酒泉", S, ["草圣"], "？—约192"),
  a("孙过庭", "TANG", 646, 691, "虔礼", null, "富阳", S, [], "约646—约691"),
  a("李邕", "TANG", 678, 747, "泰和", null, "扬州江都", S, ["李北海"]),
  a("杨凝式", "FIVE_DYNASTIES", 873, 954, "景度", "虚白", "华阴", S, ["杨风子"]),
  a("展子虔", "SUI", null, null, null, null, "渤海", P, [], "约545—618"),
  a("张萱", "TANG", null, null, null, null, "京兆", P, [], "活动于开元年间"),
  a("荆浩", "FIVE_DYNASTIES", 850, 911, "浩然", "洪谷子", "沁水", P, [], "约850—911"),
  a("黄筌", "FIVE_DYNASTIES", 903, 965, "要叔", null, "成都", P, [], "约903—965"),
  a("崔白", "NORTHERN_SONG", 1004, 1088, "子西", null, "濠梁", P, [], "约1004—1088"),
  a("李公麟", "NORTHERN_SONG", 1049, 1106, "伯时", "龙眠居士", "舒州", P, ["李龙眠"]),
  a("文同", "NORTHERN_SONG", 1018, 1079, "与可", "笑笑先生", "梓州梓潼", P, ["文湖州"]),
  a("钱选", "YUAN", 1239, 1299, "舜举", "玉潭", "吴兴", P, [], "约1239—约1299"),
  a("戴进", "MING", 1388, 1462, "文进", "静庵", "钱塘", P),
  a("徐渭", "MING", 1521, 1593, "文长", "青藤老人", "山阴", SPP, ["徐青藤"]),
  a("陈淳", "MING", 1484, 1544, "道复", "白阳山人", "长洲", SP, ["陈白阳"]),
  a("恽寿平", "QING", 1633, 1690, "寿平", "南田", "武进", SP, ["恽南田"]),
  a("王时敏", "QING", 1592, 1680, "逊之", "烟客", "太仓", P),
  a("王原祁", "QING", 1642, 1715, "茂京", "麓台", "太仓", P),
  a("金农", "QING", 1687, 1763, "寿门", "冬心先生", "仁和", SP, ["金冬心"]),
  a("华冠", "QING", 1740, 1819, "庆吉", "吉崖", "无锡", P, [], "约1740—1819"),
  a("张赐宁", "QING", 1743, 1817, "坤一", "桂岩", "沧州", P, [], "1743—约1817"),
];
