/**
 * Relics for the demo (content.md §4.1 seed): well-known pieces with their holders and grades as
 * commonly published, then ordinary pieces of lower grades (typical registrations, names of type).
 * Registry and census numbers are made up (the real ones are not public).
 */
export interface RelicSeed {
  readonly name: string;
  readonly originalName?: string;
  readonly museum: string;
  readonly category: string;
  readonly age: string;
  readonly ageDetail: string;
  readonly material: string;
  readonly materialClass: "singleInorganic" | "singleOrganic" | "composite";
  readonly level: "first" | "second" | "third" | "general" | "ungraded";
  readonly dims: string;
  readonly heightCm?: number;
  readonly massKg?: number;
  readonly excavation?: string;
  readonly banned?: boolean;
  readonly set?: number;
  readonly sourceMethod?: string;
}

type Row = readonly [name: string, museum: string, category: string, age: string, ageDetail: string, material: string, dims: string, heightCm: number | null, excavation: string | null, extra?: Partial<RelicSeed>];

const INORGANIC = new Set(["铜器", "金银器", "瓷器", "陶器", "玉石器、宝石", "石器、石刻、砖瓦", "玻璃器", "度量衡器", "玺印符牌"]);
const CATEGORY: Readonly<Record<string, string>> = {
  铜器: "bronze", 金银器: "goldSilver", 瓷器: "porcelain", 陶器: "pottery", "玉石器、宝石": "jade", "石器、石刻、砖瓦": "stone", 玻璃器: "glass",
  度量衡器: "measure", 玺印符牌: "seal", "书法、绘画": "painting", 织绣: "textile", 漆器: "lacquer", "乐器、法器": "instrument", 档案文书: "archive",
  武器: "weapon", "铁器、其他金属器": "ironMetal", 竹木雕: "bambooWood", 家具: "furniture", 珐琅器: "enamel", 文具: "stationery", 钱币: "coin", "雕塑、造像": "sculpture",
};

function relicOf(level: RelicSeed["level"], [name, museum, category, age, ageDetail, material, dims, heightCm, excavation, extra]: Row): RelicSeed {
  const code = CATEGORY[category];
  if (!code) throw new Error(`relic seed ${name}: unknown category ${category}`);
  return {
    name, museum, category: code, age, ageDetail, material, dims, level,
    materialClass: extra?.materialClass ?? (INORGANIC.has(category) ? "singleInorganic" : "singleOrganic"),
    ...(heightCm === null ? {} : { heightCm }), ...(excavation === null ? {} : { excavation }), ...extra,
  };
}

const FAMOUS: readonly Row[] = [
  ["后母戊鼎", "中国国家博物馆", "铜器", "SHANG", "商后期", "青铜", "通高133厘米，口长112厘米，口宽79.2厘米", 133, "1939年河南安阳武官村出土", { originalName: "司母戊鼎", massKg: 832.84, banned: true }],
  ["四羊方尊", "中国国家博物馆", "铜器", "SHANG", "商后期", "青铜", "高58.3厘米，口边长52.4厘米", 58.3, "1938年湖南宁乡月山铺出土", { massKg: 34.5 }],
  ["越王勾践剑", "湖北省博物馆", "铜器", "SPRING_AUTUMN", "春秋晚期", "青铜", "长55.7厘米，宽4.6厘米", 55.7, "1965年湖北江陵望山1号墓出土", { banned: true }],
  ["曾侯乙编钟", "湖北省博物馆", "乐器、法器", "WARRING_STATES", "战国早期", "青铜", "钟架长748厘米，高265厘米", 265, "1978年湖北随州擂鼓墩曾侯乙墓出土", { banned: true, set: 65, materialClass: "composite", massKg: 2567 }],
  ["铜奔马", "甘肃省博物馆", "铜器", "EASTERN_HAN", "东汉", "青铜", "高34.5厘米，长45厘米，宽13.1厘米", 34.5, "1969年甘肃武威雷台汉墓出土", { originalName: "马踏飞燕", massKg: 7.15, banned: true }],
  ["长信宫灯", "河北博物院", "铜器", "WESTERN_HAN", "西汉", "青铜鎏金", "通高48厘米", 48, "1968年河北满城窦绾墓出土", { massKg: 15.85, banned: true }],
  ["金缕玉衣", "河北博物院", "玉石器、宝石", "WESTERN_HAN", "西汉", "玉、金丝", "全长188厘米", 188, "1968年河北满城刘胜墓出土", { materialClass: "composite", massKg: 11.1 }],
  ["皇后之玺", "陕西历史博物馆", "玺印符牌", "WESTERN_HAN", "西汉", "和田玉", "高2厘米，边长2.8厘米", 2, "1968年陕西咸阳韩家湾狼家沟出土", { massKg: 0.033 }],
  ["舞马衔杯纹银壶", "陕西历史博物馆", "金银器", "TANG", "唐", "银鎏金", "通高14.8厘米，口径2.3厘米", 14.8, "1970年陕西西安何家村窖藏出土", { banned: true }],
  ["三彩骆驼载乐俑", "中国国家博物馆", "陶器", "TANG", "唐", "陶", "通高58.4厘米，长43.4厘米", 58.4, "1957年陕西西安鲜于庭诲墓出土"],
  ["汝窑天青釉洗", "故宫博物院", "瓷器", "NORTHERN_SONG", "北宋", "瓷", "高3.5厘米，口径13.5厘米", 3.5, null, { sourceMethod: "oldCollection" }],
  ["三星堆玉边璋", "三星堆博物馆", "玉石器、宝石", "SHANG", "商后期", "玉", "长54.2厘米，宽8.8厘米", 54.2, "1986年四川广汉三星堆祭祀坑出土"],
  ["青铜纵目面具", "三星堆博物馆", "铜器", "SHANG", "商后期", "青铜", "高66厘米，宽138厘米", 66, "1986年四川广汉三星堆2号祭祀坑出土"],
  ["青铜大立人像", "三星堆博物馆", "铜器", "SHANG", "商后期", "青铜", "通高260.8厘米", 260.8, "1986年四川广汉三星堆2号祭祀坑出土", { massKg: 180 }],
  ["青铜神树", "三星堆博物馆", "铜器", "SHANG", "商后期", "青铜", "通高396厘米", 396, "1986年四川广汉三星堆2号祭祀坑出土", { banned: true }],
  ["莲鹤方壶", "河南博物院", "铜器", "SPRING_AUTUMN", "春秋中期", "青铜", "通高117厘米，口长30.5厘米", 117, "1923年河南新郑李家楼郑公大墓出土", { massKg: 64.28 }],
  ["贾湖骨笛", "河南博物院", "乐器、法器", "NEOLITHIC", "裴李岗文化（约前7000~前5800）", "鹤类尺骨", "长23.1厘米", 23.1, "1987年河南舞阳贾湖遗址出土", { banned: true }],
  ["妇好鸮尊", "河南博物院", "铜器", "SHANG", "商后期", "青铜", "通高45.9厘米", 45.9, "1976年河南安阳殷墟妇好墓出土", { massKg: 16.7 }],
  ["晋侯鸟尊", "山西博物院", "铜器", "WESTERN_ZHOU", "西周早期", "青铜", "通高39厘米，长30.5厘米", 39, "2000年山西曲沃北赵晋侯墓地114号墓出土"],
  ["大克鼎", "上海博物馆", "铜器", "WESTERN_ZHOU", "西周中期", "青铜", "通高93.1厘米，口径75.6厘米", 93.1, "清光绪年间陕西扶风法门寺任村出土", { massKg: 201.5, banned: true }],
  ["大盂鼎", "中国国家博物馆", "铜器", "WESTERN_ZHOU", "西周早期", "青铜", "通高101.9厘米，口径77.8厘米", 101.9, "清道光年间陕西岐山礼村出土", { massKg: 153.5 }],
  ["虢季子白盘", "中国国家博物馆", "铜器", "WESTERN_ZHOU", "西周晚期", "青铜", "高39.5厘米，长137.2厘米，宽86.5厘米", 39.5, "清道光年间陕西宝鸡虢川司出土", { massKg: 215.3 }],
  ["人面鱼纹彩陶盆", "中国国家博物馆", "陶器", "NEOLITHIC", "仰韶文化", "细泥红陶", "高16.5厘米，口径39.8厘米", 16.5, "1955年陕西西安半坡遗址出土"],
  ["红山文化玉龙", "中国国家博物馆", "玉石器、宝石", "NEOLITHIC", "红山文化", "岫岩玉", "高26厘米", 26, "1971年内蒙古翁牛特旗三星他拉村出土"],
  ["素纱单衣", "湖南博物院", "织绣", "WESTERN_HAN", "西汉", "蚕丝", "衣长128厘米，通袖长190厘米", 128, "1972年湖南长沙马王堆1号汉墓出土", { massKg: 0.049, banned: true }],
  ["马王堆一号墓T形帛画", "湖南博物院", "书法、绘画", "WESTERN_HAN", "西汉", "绢", "长205厘米，上宽92厘米，下宽47.7厘米", 205, "1972年湖南长沙马王堆1号汉墓出土", { banned: true }],
  ["皿方罍", "湖南博物院", "铜器", "SHANG", "商后期", "青铜", "通高88厘米", 88, "1919年湖南桃源漆家河出土（器盖、器身2014年合璧）"],
  ["秦陵一号铜车马", "秦始皇帝陵博物院", "铜器", "QIN", "秦", "青铜", "通长225厘米，通高152厘米", 152, "1980年陕西临潼秦始皇陵封土西侧出土", { banned: true, materialClass: "composite" }],
  ["跪射俑", "秦始皇帝陵博物院", "陶器", "QIN", "秦", "陶", "通高122厘米", 122, "1977年陕西临潼秦始皇陵兵马俑二号坑出土"],
  ["镶金兽首玛瑙杯", "陕西历史博物馆", "玉石器、宝石", "TANG", "唐", "缠丝玛瑙、金", "高6.5厘米，长15.6厘米", 6.5, "1970年陕西西安何家村窖藏出土", { banned: true, materialClass: "composite" }],
  ["鎏金铜蚕", "陕西历史博物馆", "铜器", "WESTERN_HAN", "西汉", "铜鎏金", "长5.6厘米", 5.6, "1984年陕西石泉前池河出土"],
  ["葡萄花鸟纹银香囊", "陕西历史博物馆", "金银器", "TANG", "唐", "银", "直径4.6厘米", 4.6, "1970年陕西西安何家村窖藏出土"],
  ["大秦景教流行中国碑", "西安碑林博物馆", "石器、石刻、砖瓦", "TANG", "唐建中二年（781）", "石灰岩", "高279厘米，宽99厘米", 279, "明天启年间陕西西安出土"],
  ["多宝塔碑", "西安碑林博物馆", "石器、石刻、砖瓦", "TANG", "唐天宝十一年（752）", "石", "高285厘米，宽102厘米", 285, null, { originalName: "大唐西京千福寺多宝佛塔感应碑" }],
  ["昭陵六骏·青骓", "西安碑林博物馆", "石器、石刻、砖瓦", "TANG", "唐贞观年间", "青石", "高171厘米，宽207厘米", 171, "陕西礼泉唐太宗昭陵北司马门移存"],
  ["千里江山图", "故宫博物院", "书法、绘画", "NORTHERN_SONG", "北宋政和三年（1113）", "绢", "纵51.5厘米，横1191.5厘米", 51.5, null, { banned: true, sourceMethod: "purchase" }],
  ["清明上河图", "故宫博物院", "书法、绘画", "NORTHERN_SONG", "北宋", "绢", "纵24.8厘米，横528.7厘米", 24.8, null, { banned: true }],
  ["各种釉彩大瓶", "故宫博物院", "瓷器", "QING", "清乾隆", "瓷", "高86.4厘米，口径27.4厘米", 86.4, null, { sourceMethod: "oldCollection" }],
  ["金瓯永固杯", "故宫博物院", "金银器", "QING", "清乾隆", "金、珍珠、宝石", "通高12.5厘米，口径8厘米", 12.5, null, { materialClass: "composite", sourceMethod: "oldCollection" }],
  ["大禹治水图玉山", "故宫博物院", "玉石器、宝石", "QING", "清乾隆", "和田青玉", "高224厘米，宽96厘米", 224, null, { sourceMethod: "oldCollection" }],
  ["定窑白釉孩儿枕", "故宫博物院", "瓷器", "NORTHERN_SONG", "北宋", "瓷", "高18.3厘米，长30厘米", 18.3, null],
  ["利簋", "中国国家博物馆", "铜器", "WESTERN_ZHOU", "西周早期", "青铜", "通高28厘米，口径22厘米", 28, "1976年陕西临潼零口出土", { banned: true }],
  ["击鼓说唱俑", "中国国家博物馆", "陶器", "EASTERN_HAN", "东汉", "泥质灰陶", "高56厘米", 56, "1957年四川成都天回山崖墓出土"],
  ["商鞅方升", "上海博物馆", "度量衡器", "WARRING_STATES", "战国秦孝公十八年（前344）", "青铜", "全长18.7厘米，容积202.15毫升", 2.3, null, { banned: true }],
  ["子仲姜盘", "上海博物馆", "铜器", "SPRING_AUTUMN", "春秋早期", "青铜", "高18厘米，口径45厘米", 18, null, { sourceMethod: "purchase" }],
  ["萧何月下追韩信图梅瓶", "南京博物院", "瓷器", "YUAN", "元至明初", "瓷", "高44.1厘米", 44.1, "1950年江苏江宁沐英墓出土"],
  ["错银铜牛灯", "南京博物院", "铜器", "EASTERN_HAN", "东汉", "青铜错银", "通高46.2厘米", 46.2, "1980年江苏邗江甘泉2号汉墓出土"],
  ["金兽", "南京博物院", "金银器", "WESTERN_HAN", "西汉", "金", "高10.2厘米", 10.2, "1982年江苏盱眙南窑庄窖藏出土", { massKg: 9.1 }],
  ["广陵王玺", "南京博物院", "玺印符牌", "EASTERN_HAN", "东汉", "金", "高2.1厘米，边长2.3厘米", 2.1, "1981年江苏邗江甘泉2号汉墓附近出土", { massKg: 0.123 }],
  ["竹林七贤与荣启期砖画", "南京博物院", "石器、石刻、砖瓦", "NORTHERN_SOUTHERN", "南朝", "砖", "长240厘米，高80厘米", 80, "1960年江苏南京西善桥宫山墓出土"],
  ["曾侯乙尊盘", "湖北省博物馆", "铜器", "WARRING_STATES", "战国早期", "青铜", "尊高30.1厘米，盘高24厘米", 30.1, "1978年湖北随州擂鼓墩曾侯乙墓出土", { banned: true, set: 2 }],
  ["虎座鸟架鼓", "湖北省博物馆", "漆器", "WARRING_STATES", "战国", "木胎髹漆", "通高134厘米", 134, "2000年湖北荆州天星观2号墓出土"],
  ["四爱图梅瓶", "湖北省博物馆", "瓷器", "YUAN", "元", "瓷", "高38.7厘米", 38.7, "2006年湖北钟祥郢靖王墓出土"],
  ["睡虎地秦简", "湖北省博物馆", "档案文书", "QIN", "秦", "竹", "简长23.1—27.8厘米", 27.8, "1975年湖北云梦睡虎地11号秦墓出土", { set: 1155 }],
  ["鸭形玻璃注", "辽宁省博物馆", "玻璃器", "NORTHERN_SOUTHERN", "北燕", "玻璃", "长20.5厘米，腹径5.2厘米", 5.2, "1965年辽宁北票冯素弗墓出土", { banned: true }],
  ["簪花仕女图", "辽宁省博物馆", "书法、绘画", "TANG", "唐（传周昉）", "绢", "纵46厘米，横180厘米", 46, null, { banned: true }],
  ["人头形器口彩陶瓶", "甘肃省博物馆", "陶器", "NEOLITHIC", "仰韶文化", "细泥红陶", "高31.8厘米", 31.8, "1973年甘肃秦安大地湾遗址出土"],
  ["驿使图画像砖", "甘肃省博物馆", "石器、石刻、砖瓦", "WESTERN_JIN", "魏晋", "砖", "长34.5厘米，宽17厘米", 17, "1972年甘肃嘉峪关新城5号墓出土"],
  ["伯矩鬲", "首都博物馆", "铜器", "WESTERN_ZHOU", "西周早期", "青铜", "通高33厘米", 33, "1974年北京房山琉璃河251号墓出土"],
  ["雪景寒林图", "天津博物馆", "书法、绘画", "NORTHERN_SONG", "北宋（传范宽）", "绢", "纵193.5厘米，横160.3厘米", 193.5, null],
  ["高逸图", "上海博物馆", "书法、绘画", "TANG", "唐（孙位）", "绢", "纵45.2厘米，横168.7厘米", 45.2, null, { banned: true }],
  ["朱漆木碗", "浙江省博物馆", "漆器", "NEOLITHIC", "河姆渡文化", "木胎朱漆", "高5.7厘米，口径10.6厘米", 5.7, "1977年浙江余姚河姆渡遗址出土", { banned: true }],
  ["楚大鼎", "安徽博物院", "铜器", "WARRING_STATES", "战国晚期", "青铜", "通高113厘米，口径87厘米", 113, "1933年安徽寿县朱家集李三孤堆出土", { massKg: 400 }],
  ["蛋壳黑陶高柄杯", "山东博物馆", "陶器", "NEOLITHIC", "龙山文化", "泥质黑陶", "高26.5厘米，口径9.4厘米", 26.5, "1975年山东日照东海峪遗址出土", { massKg: 0.07 }],
  ["嵌错宴乐水陆攻战纹铜壶", "四川博物院", "铜器", "WARRING_STATES", "战国", "青铜", "高40.3厘米，口径13.4厘米", 40.3, "1965年四川成都百花潭中学10号墓出土"],
  ["牛虎铜案", "云南省博物馆", "铜器", "WARRING_STATES", "战国", "青铜", "高43厘米，长76厘米", 43, "1972年云南江川李家山24号墓出土", { banned: true }],
  ["龙形觥", "山西博物院", "铜器", "SHANG", "商后期", "青铜", "高19厘米，长44厘米", 19, "1959年山西石楼桃花庄出土"],
  ["错金银铜版兆域图", "河北博物院", "铜器", "WARRING_STATES", "战国中山国", "青铜错金银", "长94厘米，宽48厘米", null, "1977年河北平山中山王墓出土", { banned: true }],
  ["秘色瓷莲花碗", "苏州博物馆", "瓷器", "FIVE_DYNASTIES", "五代吴越", "越窑青瓷", "通高13.2厘米，口径13.9厘米", 13.2, "1956年江苏苏州虎丘云岩寺塔出土", { set: 2 }],
  ["霁蓝釉白龙纹梅瓶", "扬州博物馆", "瓷器", "YUAN", "元", "瓷", "高43.5厘米，口径5.5厘米", 43.5, null],
];

/** Famous pieces abroad: not graded under the Chinese scheme (未定级). */
const ABROAD: readonly Row[] = [
  ["女史箴图（唐摹本）", "大英博物馆", "书法、绘画", "EASTERN_JIN", "东晋（传顾恺之），唐摹本", "绢", "纵24.8厘米，横348.2厘米", 24.8, null],
  ["大维德花瓶", "大英博物馆", "瓷器", "YUAN", "元至正十一年（1351）", "瓷", "高63.6厘米", 63.6, null],
  ["药师佛佛会图", "大都会艺术博物馆", "书法、绘画", "YUAN", "元", "壁画", "高751.8厘米，宽1511.3厘米", 751.8, "原在山西洪洞广胜寺下寺"],
  ["毛公鼎", "台北故宫博物院", "铜器", "WESTERN_ZHOU", "西周晚期", "青铜", "通高53.8厘米，口径47.9厘米", 53.8, "清道光年间陕西岐山出土", { massKg: 34.7 }],
  ["翠玉白菜", "台北故宫博物院", "玉石器、宝石", "QING", "清", "翠玉", "长18.7厘米，宽9.1厘米", 18.7, null],
];

/** Ordinary registrations of lower grades: grade, then the row. */
const ORDINARY: readonly (readonly [RelicSeed["level"], Row])[] = [
  ["second", ["青花缠枝莲纹碗", "首都博物馆", "瓷器", "MING", "明宣德", "瓷", "高7.2厘米，口径15.3厘米", 7.2, null]],
  ["second", ["青白釉刻花梅瓶", "上海博物馆", "瓷器", "SOUTHERN_SONG", "南宋", "瓷", "高25.6厘米", 25.6, null]],
  ["second", ["粉彩花卉纹盘", "广东省博物馆", "瓷器", "QING", "清雍正", "瓷", "高3.9厘米，口径20.8厘米", 3.9, null]],
  ["second", ["铜鎏金释迦牟尼坐像", "首都博物馆", "雕塑、造像", "MING", "明永乐", "铜鎏金", "通高19.5厘米", 19.5, null, { materialClass: "singleInorganic" }]],
  ["second", ["紫檀雕云龙纹宝座", "故宫博物院", "家具", "QING", "清乾隆", "紫檀", "高115厘米，宽128厘米，深85厘米", 115, null]],
  ["second", ["掐丝珐琅缠枝莲纹炉", "故宫博物院", "珐琅器", "MING", "明景泰", "铜胎掐丝珐琅", "通高21.5厘米", 21.5, null, { materialClass: "composite" }]],
  ["second", ["开元通宝金币", "陕西历史博物馆", "钱币", "TANG", "唐", "金", "直径2.3厘米", 0.2, "1970年陕西西安何家村窖藏出土", { set: 30 }]],
  ["second", ["竹雕松下高士笔筒", "上海博物馆", "竹木雕", "MING", "明晚期", "竹", "高14.6厘米，口径8.2厘米", 14.6, null]],
  ["second", ["白玉螭龙纹带钩", "南京博物院", "玉石器、宝石", "WARRING_STATES", "战国", "和田白玉", "长12.4厘米", 2.1, null]],
  ["second", ["黄地青花折枝花果纹盘", "天津博物馆", "瓷器", "MING", "明弘治", "瓷", "高4.5厘米，口径26厘米", 4.5, null]],
  ["third", ["端石抄手砚", "广东省博物馆", "文具", "SOUTHERN_SONG", "南宋", "端石", "长18.5厘米，宽11.2厘米，高5.8厘米", 5.8, null]],
  ["third", ["青釉褐彩诗文执壶", "湖南博物院", "瓷器", "TANG", "唐（长沙窑）", "瓷", "高19厘米", 19, "1983年湖南长沙铜官窑遗址出土"]],
  ["third", ["铜镜（海兽葡萄纹）", "河南博物院", "铜器", "TANG", "唐", "青铜", "直径16.8厘米", 1.6, null]],
  ["third", ["木雕描金罗汉像", "山西博物院", "雕塑、造像", "MING", "明", "木胎描金", "高52厘米", 52, null]],
  ["third", ["宋版《周易》残页", "浙江省博物馆", "档案文书", "SOUTHERN_SONG", "南宋刻本", "纸", "纵27.5厘米，横18.2厘米", 27.5, null, { set: 12 }]],
  ["general", ["青花山水纹花盆", "苏州博物馆", "瓷器", "QING", "清光绪", "瓷", "高16.2厘米，口径21厘米", 16.2, null]],
  ["general", ["铜权（“官”字）", "安徽博物院", "度量衡器", "YUAN", "元", "铜", "高9.8厘米", 9.8, null, { massKg: 0.62 }]],
  ["general", ["民国粉彩人物纹帽筒", "扬州博物馆", "瓷器", "REPUBLIC", "民国", "瓷", "高28.5厘米，口径11.8厘米", 28.5, null]],
  ["general", ["乾隆通宝（宝泉局）", "天津博物馆", "钱币", "QING", "清乾隆", "铜", "直径2.5厘米", 0.1, null, { set: 100 }]],
  ["general", ["锡制茶叶罐", "广东省博物馆", "铁器、其他金属器", "QING", "清晚期", "锡", "高17.5厘米", 17.5, null]],
];

/** Every relic of the demo, most important first, a lower grade every fourth row so a small seed still shows each grade. */
export function relicSeeds(): RelicSeed[] {
  const famous = [...FAMOUS.map((r) => relicOf("first", r)), ...ABROAD.map((r) => relicOf("ungraded", r))];
  const ordinary = ORDINARY.map(([level, r]) => relicOf(level, r));
  const out: RelicSeed[] = [];
  while (famous.length > 0 || ordinary.length > 0) {
    const next = out.length % 4 === 3 && ordinary.length > 0 ? ordinary.shift() : famous.shift() ?? ordinary.shift();
    if (next) out.push(next);
  }
  return out;
}
