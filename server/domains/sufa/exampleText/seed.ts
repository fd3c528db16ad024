import { exampleText } from "../../../../src/catalogue/registry";
import { defineSeed } from "../../../seed/factory";
import { coverageOf, hanChars } from "./exampleTexts";
import { idsByName, scaled, seededAlready } from "../../../seed/sufa/lookup";

const DAY = 86_400_000;
type Ex = readonly [title: string, author: string | null, age: string | null, genre: string, content: string, script: string | null, artist: string | null];

/** content.md §2.5: forty texts to compose from historical glyphs (集字). */
const TEXTS: readonly Ex[] = [
  ["静夜思", "李白", "TANG", "poem", "床前明月光，疑是地上霜。举头望明月，低头思故乡。", "xing", "王羲之"],
  ["登鹳雀楼", "王之涣", "TANG", "poem", "白日依山尽，黄河入海流。欲穷千里目，更上一层楼。", "kai", "颜真卿"],
  ["春晓", "孟浩然", "TANG", "poem", "春眠不觉晓，处处闻啼鸟。夜来风雨声，花落知多少。", "kai", "欧阳询"],
  ["水调歌头·明月几时有", "苏轼", "NORTHERN_SONG", "ci", "明月几时有？把酒问青天。不知天上宫阙，今夕是何年。我欲乘风归去，又恐琼楼玉宇，高处不胜寒。起舞弄清影，何似在人间。", "xing", "苏轼"],
  ["陋室铭", "刘禹锡", "TANG", "prose", "山不在高，有仙则名。水不在深，有龙则灵。斯是陋室，惟吾德馨。苔痕上阶绿，草色入帘青。谈笑有鸿儒，往来无白丁。", "kai", "柳公权"],
  ["爱莲说", "周敦颐", "NORTHERN_SONG", "prose", "水陆草木之花，可爱者甚蕃。晋陶渊明独爱菊。自李唐来，世人甚爱牡丹。予独爱莲之出淤泥而不染，濯清涟而不妖。", "kai", "颜真卿"],
  ["千字文", "周兴嗣", "NORTHERN_SOUTHERN", "prose", "天地玄黄，宇宙洪荒。日月盈昃，辰宿列张。寒来暑往，秋收冬藏。闰余成岁，律吕调阳。云腾致雨，露结为霜。金生丽水，玉出昆冈。", "kai", "赵佶"],
  ["兰亭集序", "王羲之", "EASTERN_JIN", "prose", "永和九年，岁在癸丑，暮春之初，会于会稽山阴之兰亭，修禊事也。群贤毕至，少长咸集。", "xing", "王羲之"],
  ["春联·天增岁月", null, null, "couplet", "天增岁月人增寿，春满乾坤福满门。", "kai", "颜真卿"],
  ["厚德载物", null, null, "idiom", "厚德载物", "kai", "柳公权"],
  ["宁静致远", "诸葛亮", "THREE_KINGDOMS", "idiom", "宁静致远", "xing", "王羲之"],
  ["江雪", "柳宗元", "TANG", "poem", "千山鸟飞绝，万径人踪灭。孤舟蓑笠翁，独钓寒江雪。", "kai", "欧阳询"],
  ["相思", "王维", "TANG", "poem", "红豆生南国，春来发几枝。愿君多采撷，此物最相思。", "xing", "米芾"],
  ["鹿柴", "王维", "TANG", "poem", "空山不见人，但闻人语响。返景入深林，复照青苔上。", "kai", "颜真卿"],
  ["望庐山瀑布", "李白", "TANG", "poem", "日照香炉生紫烟，遥看瀑布挂前川。飞流直下三千尺，疑是银河落九天。", "xing", "王羲之"],
  ["早发白帝城", "李白", "TANG", "poem", "朝辞白帝彩云间，千里江陵一日还。两岸猿声啼不住，轻舟已过万重山。", "xing", "苏轼"],
  ["枫桥夜泊", "张继", "TANG", "poem", "月落乌啼霜满天，江枫渔火对愁眠。姑苏城外寒山寺，夜半钟声到客船。", "xing", "米芾"],
  ["山行", "杜牧", "TANG", "poem", "远上寒山石径斜，白云生处有人家。停车坐爱枫林晚，霜叶红于二月花。", "xing", "赵孟頫"],
  ["题西林壁", "苏轼", "NORTHERN_SONG", "poem", "横看成岭侧成峰，远近高低各不同。不识庐山真面目，只缘身在此山中。", "xing", "苏轼"],
  ["饮湖上初晴后雨", "苏轼", "NORTHERN_SONG", "poem", "水光潋滟晴方好，山色空蒙雨亦奇。欲把西湖比西子，淡妆浓抹总相宜。", "xing", "苏轼"],
  ["游子吟", "孟郊", "TANG", "poem", "慈母手中线，游子身上衣。临行密密缝，意恐迟迟归。谁言寸草心，报得三春晖。", "kai", "柳公权"],
  ["登高", "杜甫", "TANG", "poem", "风急天高猿啸哀，渚清沙白鸟飞回。无边落木萧萧下，不尽长江滚滚来。", "xing", "颜真卿"],
  ["春夜喜雨", "杜甫", "TANG", "poem", "好雨知时节，当春乃发生。随风潜入夜，润物细无声。", "kai", "欧阳询"],
  ["乌衣巷", "刘禹锡", "TANG", "poem", "朱雀桥边野草花，乌衣巷口夕阳斜。旧时王谢堂前燕，飞入寻常百姓家。", "xing", "赵孟頫"],
  ["念奴娇·赤壁怀古", "苏轼", "NORTHERN_SONG", "ci", "大江东去，浪淘尽，千古风流人物。故垒西边，人道是，三国周郎赤壁。", "xing", "苏轼"],
  ["如梦令", "李清照", "SOUTHERN_SONG", "ci", "昨夜雨疏风骤，浓睡不消残酒。试问卷帘人，却道海棠依旧。知否，知否？应是绿肥红瘦。", "xing", "赵孟頫"],
  ["岳阳楼记（节选）", "范仲淹", "NORTHERN_SONG", "prose", "先天下之忧而忧，后天下之乐而乐。", "xing", "董其昌"],
  ["劝学（节选）", "荀子", "WARRING_STATES", "prose", "不积跬步，无以至千里；不积小流，无以成江海。", "kai", "欧阳询"],
  ["对联·海纳百川", "林则徐", "QING", "couplet", "海纳百川有容乃大，壁立千仞无欲则刚。", "xing", "王羲之"],
  ["对联·书山有路", null, null, "couplet", "书山有路勤为径，学海无涯苦作舟。", "kai", "颜真卿"],
  ["上善若水", "老子", "SPRING_AUTUMN", "idiom", "上善若水", "xing", "王羲之"],
  ["自强不息", null, null, "idiom", "自强不息", "kai", "柳公权"],
  ["天道酬勤", null, null, "idiom", "天道酬勤", "kai", "颜真卿"],
  ["海阔天空", null, null, "idiom", "海阔天空", "cao", "怀素"],
  ["室雅人和", null, null, "maxim", "室雅人和", "li", null],
  ["格言·业精于勤", "韩愈", "TANG", "maxim", "业精于勤，荒于嬉；行成于思，毁于随。", "kai", "柳公权"],
  ["格言·学而时习之", "孔子", "SPRING_AUTUMN", "maxim", "学而时习之，不亦说乎？有朋自远方来，不亦乐乎？", "kai", "欧阳询"],
  ["鹅", "骆宾王", "TANG", "poem", "鹅，鹅，鹅，曲项向天歌。白毛浮绿水，红掌拨清波。", "kai", "颜真卿"],
  ["咏柳", "贺知章", "TANG", "poem", "碧玉妆成一树高，万条垂下绿丝绦。不知细叶谁裁出，二月春风似剪刀。", "xing", "米芾"],
  ["福寿康宁", null, null, "other", "福寿康宁", "kai", "赵孟頫"],
];

export const seed = defineSeed({
  resource: exampleText,
  // Coverage counts the verified glyphs, so those come first.
  after: ["glyph"],
  async run(ctx) {
    if (await seededAlready(ctx.tx, exampleText.table)) return;
    const artists = await idsByName(ctx.tx, "ancient_artist");
    const n = scaled(TEXTS.length, ctx.scale, 8);
    for (const [i, [title, textAuthor, age, genre, content, script, artist]] of TEXTS.slice(0, n).entries()) {
      const recommendedArtistId = artist ? artists.get(artist) ?? null : null;
      const publishState = i % 10 === 9 ? "draft" : i % 13 === 12 ? "offline" : "online";
      const at = ctx.now - (n - i) * DAY;
      await ctx.insert(exampleText, {
        title, textAuthor, age, genre, content, charCount: hanChars(content).length, recommendedScript: script, recommendedArtistId,
        ...(await coverageOf(ctx.tx, content, recommendedArtistId, script)),
        sort: (n - i) * 10, publishState, publishedAt: publishState === "draft" ? null : at + DAY, republishedAt: null,
      }, { ctime: at });
    }
  },
});
