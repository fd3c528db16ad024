/**
 * Demo calligraphy works (content.md §2.1 seed): famous pieces and rubbings as commonly published
 * (dimensions and dates to be verified against the holders before production use, §18 Q21).
 * Tuple: title, version, 书家, 归属, 朝代, 纪年, 起年, 书体, 载体, 形制, 质地, 纵, 横, 收藏单位.
 */
export type WorkSeed = readonly [
  title: string, version: string | null, artist: string, attribution: string, age: string, yearText: string | null, yearFrom: number | null,
  script: string, carrier: string, form: string | null, material: string | null, heightCm: number | null, widthCm: number | null, museum: string | null,
];

export const CALLIGRAPHY_WORKS: readonly WorkSeed[] = [
  ["兰亭序", "神龙本", "王羲之", "copy", "EASTERN_JIN", "东晋永和九年（353）", 353, "xing", "moji", "shoujuan", "PAPER", 24.5, 69.9, "故宫博物院"],
  ["祭侄文稿", null, "颜真卿", "confirmed", "TANG", "唐乾元元年（758）", 758, "xing", "moji", "shoujuan", "PAPER", 28.3, 75.5, "台北故宫博物院"],
  ["黄州寒食诗帖", null, "苏轼", "confirmed", "NORTHERN_SONG", "北宋元丰五年（1082）", 1082, "xing", "moji", "shoujuan", "PAPER", 34.2, 199.5, "台北故宫博物院"],
  ["自叙帖", null, "怀素", "confirmed", "TANG", "唐大历十二年（777）", 777, "cao", "moji", "shoujuan", "PAPER", 28.3, 755, "台北故宫博物院"],
  ["蜀素帖", null, "米芾", "confirmed", "NORTHERN_SONG", "北宋元祐三年（1088）", 1088, "xing", "moji", "shoujuan", "SILK", 27.8, 270.8, "台北故宫博物院"],
  ["伯远帖", null, "王珣", "confirmed", "EASTERN_JIN", "东晋", 380, "xing", "moji", "shoujuan", "PAPER", 25.1, 17.2, "故宫博物院"],
  ["九成宫醴泉铭", "宋拓本", "欧阳询", "confirmed", "TANG", "唐贞观六年（632）", 632, "kai", "tapian", "ceye", "RUBBING", 26.5, 15.2, "故宫博物院"],
  ["多宝塔碑", "宋拓本", "颜真卿", "confirmed", "TANG", "唐天宝十一载（752）", 752, "kai", "tapian", "ceye", "RUBBING", 28.0, 16.0, "西安碑林博物馆"],
  ["玄秘塔碑", "宋拓本", "柳公权", "confirmed", "TANG", "唐会昌元年（841）", 841, "kai", "tapian", "ceye", "RUBBING", 27.5, 15.8, "西安碑林博物馆"],
  ["曹全碑", "明拓本", "佚名", "anonymous", "EASTERN_HAN", "东汉中平二年（185）", 185, "li", "tapian", "ceye", "RUBBING", 30.0, 17.0, "西安碑林博物馆"],
  ["峄山刻石", "宋摹刻本", "李斯", "attributed", "QIN", "秦始皇二十八年（前219）", -219, "zhuan", "tapian", "tapian", "RUBBING", 218.0, 84.0, "西安碑林博物馆"],
  ["楷书千字文", null, "赵佶", "confirmed", "NORTHERN_SONG", "北宋崇宁三年（1104）", 1104, "kai", "moji", "shoujuan", "PAPER", 31.5, 322.1, "上海博物馆"],
  ["兰亭序", "定武本", "王羲之", "copy", "EASTERN_JIN", "东晋永和九年（353）", 353, "xing", "tapian", "ceye", "RUBBING", 26.7, 65.6, "故宫博物院"],
  ["兰亭序", "虞世南摹本", "王羲之", "copy", "EASTERN_JIN", "东晋永和九年（353）", 353, "xing", "moji", "shoujuan", "PAPER", 24.8, 57.7, "故宫博物院"],
  ["兰亭序", "褚遂良摹本", "王羲之", "copy", "EASTERN_JIN", "东晋永和九年（353）", 353, "xing", "moji", "shoujuan", "SILK", 24.0, 88.5, "故宫博物院"],
  ["快雪时晴帖", null, "王羲之", "copy", "EASTERN_JIN", "东晋", 350, "xing", "moji", "ceye", "PAPER", 23.0, 14.8, "台北故宫博物院"],
  ["丧乱帖", null, "王羲之", "copy", "EASTERN_JIN", "东晋", 350, "xingcao", "moji", "ceye", "PAPER", 28.7, 63.0, null],
  ["中秋帖", null, "王献之", "attributed", "EASTERN_JIN", "东晋", 370, "xingcao", "moji", "shoujuan", "PAPER", 27.0, 11.9, "故宫博物院"],
  ["鸭头丸帖", null, "王献之", "attributed", "EASTERN_JIN", "东晋", 370, "xingcao", "moji", "shoujuan", "SILK", 26.1, 26.9, "上海博物馆"],
  ["平复帖", null, "陆机", "confirmed", "WESTERN_JIN", "西晋", 300, "other", "moji", "shoujuan", "PAPER", 23.7, 20.6, "故宫博物院"],
  ["书谱", null, "孙过庭", "confirmed", "TANG", "唐垂拱三年（687）", 687, "cao", "moji", "shoujuan", "PAPER", 27.2, 898.2, "台北故宫博物院"],
  ["古诗四帖", null, "张旭", "attributed", "TANG", "唐", 740, "cao", "moji", "shoujuan", "PAPER", 28.8, 192.3, "辽宁省博物馆"],
  ["麓山寺碑", "宋拓本", "李邕", "confirmed", "TANG", "唐开元十八年（730）", 730, "xing", "tapian", "ceye", "RUBBING", 27.0, 15.5, "湖南博物院"],
  ["孔子庙堂碑", "唐拓本", "虞世南", "confirmed", "TANG", "唐贞观初年", 628, "kai", "tapian", "ceye", "RUBBING", 27.0, 16.0, null],
  ["雁塔圣教序", "明拓本", "褚遂良", "confirmed", "TANG", "唐永徽四年（653）", 653, "kai", "tapian", "ceye", "RUBBING", 28.0, 16.5, null],
  ["勤礼碑", "民国拓本", "颜真卿", "confirmed", "TANG", "唐大历十四年（779）", 779, "kai", "tapian", "ceye", "RUBBING", 29.0, 17.0, "西安碑林博物馆"],
  ["神策军碑", "宋拓本", "柳公权", "confirmed", "TANG", "唐会昌三年（843）", 843, "kai", "tapian", "ceye", "RUBBING", 28.5, 16.2, "中国国家博物馆"],
  ["韭花帖", null, "杨凝式", "attributed", "FIVE_DYNASTIES", "五代", 940, "xingkai", "moji", "ceye", "PAPER", 26.0, 28.0, "中国国家博物馆"],
  ["松风阁诗帖", null, "黄庭坚", "confirmed", "NORTHERN_SONG", "北宋崇宁元年（1102）", 1102, "xing", "moji", "shoujuan", "PAPER", 32.8, 219.2, "台北故宫博物院"],
  ["诸上座帖", null, "黄庭坚", "confirmed", "NORTHERN_SONG", "北宋", 1100, "cao", "moji", "shoujuan", "PAPER", 33.0, 729.5, "故宫博物院"],
  ["苕溪诗帖", null, "米芾", "confirmed", "NORTHERN_SONG", "北宋元祐三年（1088）", 1088, "xing", "moji", "shoujuan", "PAPER", 30.3, 189.5, "故宫博物院"],
  ["澄心堂帖", null, "蔡襄", "confirmed", "NORTHERN_SONG", "北宋嘉祐六年（1061）", 1061, "kai", "moji", "ceye", "PAPER", 24.8, 27.4, "台北故宫博物院"],
  ["赤壁赋", null, "苏轼", "confirmed", "NORTHERN_SONG", "北宋元丰六年（1083）", 1083, "xingkai", "moji", "shoujuan", "PAPER", 23.9, 258.0, "台北故宫博物院"],
  ["秾芳诗帖", null, "赵佶", "confirmed", "NORTHERN_SONG", "北宋", 1110, "kai", "moji", "ceye", "SILK", 27.2, 265.9, "台北故宫博物院"],
  ["洛神赋", null, "赵孟頫", "confirmed", "YUAN", "元大德四年（1300）", 1300, "xing", "moji", "shoujuan", "PAPER", 29.0, 220.0, "天津博物馆"],
  ["胆巴碑", null, "赵孟頫", "confirmed", "YUAN", "元延祐三年（1316）", 1316, "kai", "moji", "shoujuan", "PAPER", 33.6, 166.0, "故宫博物院"],
  ["御史箴", null, "鲜于枢", "confirmed", "YUAN", "元", 1290, "xingcao", "moji", "shoujuan", "PAPER", 32.0, 560.0, null],
  ["前后赤壁赋", null, "文徵明", "confirmed", "MING", "明嘉靖年间", 1550, "xing", "moji", "shoujuan", "PAPER", 27.0, 320.0, "苏州博物馆"],
  ["前后赤壁赋", null, "祝允明", "confirmed", "MING", "明", 1520, "cao", "moji", "shoujuan", "PAPER", 31.0, 1000.0, "上海博物馆"],
  ["岳阳楼记", null, "董其昌", "confirmed", "MING", "明", 1620, "xing", "moji", "lizhou", "DAMASK", 180.0, 48.0, "故宫博物院"],
  ["拟山园帖", null, "王铎", "confirmed", "QING", "清顺治年间", 1650, "cao", "moji", "lizhou", "DAMASK", 242.0, 52.0, null],
  ["草书诗轴", null, "傅山", "confirmed", "QING", "清", 1670, "cao", "moji", "lizhou", "DAMASK", 190.0, 50.0, "山西博物院"],
  ["白氏草堂记", null, "邓石如", "confirmed", "QING", "清", 1790, "zhuan", "moji", "pingtiao", "PAPER", 112.0, 30.0, "安徽博物院"],
  ["临张迁碑", null, "何绍基", "confirmed", "QING", "清", 1860, "li", "moji", "ceye", "PAPER", 30.0, 18.0, "湖南博物院"],
  ["临石鼓文", null, "吴昌硕", "confirmed", "QING", "清光绪年间", 1900, "zhuan", "moji", "lizhou", "PAPER", 150.0, 40.0, "浙江省博物馆"],
  ["宣示表", "宋拓本", "钟繇", "attributed", "THREE_KINGDOMS", "三国魏", 221, "kai", "tapian", "ceye", "RUBBING", 25.0, 15.0, null],
  ["月仪帖", "宋拓本", "索靖", "attributed", "WESTERN_JIN", "西晋", 290, "cao", "tapian", "ceye", "RUBBING", 26.0, 15.0, "辽宁省博物馆"],
  ["张迁碑", "明拓本", "佚名", "anonymous", "EASTERN_HAN", "东汉中平三年（186）", 186, "li", "tapian", "ceye", "RUBBING", 28.0, 16.0, "山东博物馆"],
  ["乙瑛碑", "明拓本", "佚名", "anonymous", "EASTERN_HAN", "东汉永兴元年（153）", 153, "li", "tapian", "ceye", "RUBBING", 28.0, 16.0, "山东博物馆"],
  ["礼器碑", "明拓本", "佚名", "anonymous", "EASTERN_HAN", "东汉永寿二年（156）", 156, "li", "tapian", "ceye", "RUBBING", 28.0, 16.0, "山东博物馆"],
  ["石门颂", "清拓本", "佚名", "anonymous", "EASTERN_HAN", "东汉建和二年（148）", 148, "li", "tapian", "tapian", "RUBBING", 261.0, 205.0, null],
  ["张猛龙碑", "明拓本", "佚名", "anonymous", "NORTHERN_SOUTHERN", "北魏正光三年（522）", 522, "kai", "tapian", "ceye", "RUBBING", 28.0, 16.0, "山东博物馆"],
  ["石鼓文", "明拓本", "佚名", "anonymous", "SPRING_AUTUMN", "先秦", -400, "zhuan", "tapian", "ceye", "RUBBING", 30.0, 18.0, "故宫博物院"],
  ["泰山刻石", "明拓本", "李斯", "attributed", "QIN", "秦始皇二十八年（前219）", -219, "zhuan", "tapian", "tapian", "RUBBING", 60.0, 38.0, null],
  ["九成宫醴泉铭", "明拓本", "欧阳询", "confirmed", "TANG", "唐贞观六年（632）", 632, "kai", "tapian", "ceye", "RUBBING", 27.0, 15.5, "上海博物馆"],
  ["多宝塔碑", "明拓本", "颜真卿", "confirmed", "TANG", "唐天宝十一载（752）", 752, "kai", "tapian", "ceye", "RUBBING", 28.0, 16.0, null],
  ["玄秘塔碑", "明拓本", "柳公权", "confirmed", "TANG", "唐会昌元年（841）", 841, "kai", "tapian", "ceye", "RUBBING", 27.5, 15.8, null],
  ["灵飞经", null, "佚名", "anonymous", "TANG", "唐开元年间", 738, "kai", "moji", "ceye", "PAPER", 20.0, 8.0, null],
  ["黄庭经", "宋拓本", "王羲之", "attributed", "EASTERN_JIN", "东晋永和十二年（356）", 356, "kai", "tapian", "ceye", "RUBBING", 25.0, 14.0, null],
  ["争座位帖", "宋拓本", "颜真卿", "confirmed", "TANG", "唐广德二年（764）", 764, "xing", "tapian", "ceye", "RUBBING", 28.0, 16.0, "西安碑林博物馆"],
];

/** 释文 of the works whose glyphs are seeded (beginnings where the text is long). */
export const TRANSCRIPTIONS: Readonly<Record<string, string>> = {
  兰亭序: "永和九年，岁在癸丑，暮春之初，会于会稽山阴之兰亭，修禊事也。群贤毕至，少长咸集。此地有崇山峻岭，茂林修竹，又有清流激湍，映带左右，引以为流觞曲水，列坐其次。虽无丝竹管弦之盛，一觞一咏，亦足以畅叙幽情。是日也，天朗气清，惠风和畅，仰观宇宙之大，俯察品类之盛，所以游目骋怀，足以极视听之娱，信可乐也。夫人之相与，俯仰一世，或取诸怀抱，悟言一室之内；或因寄所托，放浪形骸之外。虽趣舍万殊，静躁不同，当其欣于所遇，暂得于己，快然自足，不知老之将至。及其所之既倦，情随事迁，感慨系之矣。向之所欣，俯仰之间，已为陈迹，犹不能不以之兴怀。况修短随化，终期于尽。古人云：死生亦大矣。岂不痛哉！每览昔人兴感之由，若合一契，未尝不临文嗟悼，不能喻之于怀。固知一死生为虚诞，齐彭殇为妄作。后之视今，亦犹今之视昔。悲夫！故列叙时人，录其所述，虽世殊事异，所以兴怀，其致一也。后之览者，亦将有感于斯文。",
  祭侄文稿: "维乾元元年，岁次戊戌，九月庚午朔，三日壬申，第十三叔银青光禄夫使持节蒲州诸军事蒲州刺史上轻车都尉丹阳县开国侯真卿，以清酌庶羞祭于亡侄赠赞善大夫季明之灵曰：惟尔挺生，夙标幼德。宗庙瑚琏，阶庭兰玉，每慰人心，方期戬谷。",
  黄州寒食诗帖: "自我来黄州，已过三寒食。年年欲惜春，春去不容惜。今年又苦雨，两月秋萧瑟。卧闻海棠花，泥污燕支雪。暗中偷负去，夜半真有力。何殊病少年，病起头已白。",
  多宝塔碑: "大唐西京千福寺多宝佛塔感应碑文。南阳岑勋撰，朝议郎判尚书武部员外郎琅邪颜真卿书，朝散大夫检校尚书都官郎中东海徐浩题额。粤妙法莲华，诸佛之秘藏也。多宝佛塔，证经之踊现也。",
  玄秘塔碑: "唐故左街僧录内供奉三教谈论引驾大德安国寺上座赐紫大达法师玄秘塔碑铭并序。玄秘塔者，大法师端甫灵骨之所归也。于戏！为丈夫者，在家则张仁义礼乐，辅天子以扶世导俗。",
  九成宫醴泉铭: "九成宫醴泉铭。秘书监检校侍中钜鹿郡公臣魏徵奉敕撰。维贞观六年孟夏之月，皇帝避暑乎九成之宫，此则隋之仁寿宫也。冠山抗殿，绝壑为池，跨水架楹，分岩竦阙。",
  蜀素帖: "拟古。青松劲挺姿，凌霄耻屈盘。种种出枝叶，牵连上松端。秋花起绛烟，旖旎云锦殷。",
  楷书千字文: "天地玄黄，宇宙洪荒。日月盈昃，辰宿列张。寒来暑往，秋收冬藏。闰余成岁，律吕调阳。云腾致雨，露结为霜。金生丽水，玉出昆冈。",
};

/** The eight works glyphs are cut from, 兰亭序 (神龙本) first: its 324 characters are the classic complete set. */
export const GLYPH_WORKS = ["兰亭序", "祭侄文稿", "黄州寒食诗帖", "多宝塔碑", "玄秘塔碑", "九成宫醴泉铭", "蜀素帖", "楷书千字文"] as const;
