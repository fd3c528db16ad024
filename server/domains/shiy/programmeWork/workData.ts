/**
 * Titles and shapes of the demo programme works (content.md §8.3 seed), by discipline: what a living
 * artist of that discipline makes, with a form and a size that fit it.
 */
import type { Discipline } from "../../../../src/catalogue/resources/shiy/shiyEnums";
import type { DemoKind } from "../../hd/hdImage/tiles/demoArt";

export interface WorkShape {
  readonly form: string;
  readonly heightCm: number;
  readonly widthCm: number;
  readonly material: string | null;
  readonly media: string | null;
  readonly category: string | null;
  /** The demo master its HD image is drawn from (images of one master share a pyramid). */
  readonly master: DemoKind;
}

const s = (form: string, heightCm: number, widthCm: number, material: string | null, media: string | null, category: string | null, master: DemoKind): WorkShape =>
  ({ form, heightCm, widthCm, material, media, category, master });

export const TITLES: Readonly<Record<Discipline, readonly string[]>> = {
  guohua: ["秋山晴霭", "溪桥访友", "烟江叠嶂", "春风十里", "荷塘清趣", "松风听泉", "雪霁初晴", "竹石图", "江南烟雨", "山居秋暝", "梅花书屋", "云壑幽居"],
  shufa: ["临江仙", "兰亭集序节临", "心经", "赤壁赋", "归去来兮辞", "千字文", "将进酒", "陋室铭", "春江花月夜", "洛神赋节临", "宁静致远", "上善若水"],
  youhua: ["午后的窗", "老街", "江边晨雾", "母亲的院子", "静物·青瓷", "远山", "麦田", "雨后", "渡口", "灯下", "城市之光", "冬日"],
  banhua: ["古镇记忆", "水乡", "渔归", "山村小景", "木刻·牧归", "窗花", "晨渡", "老屋", "石板路", "归帆", "茶山", "织女"],
  diaosu: ["坐佛", "牧童", "思", "晨光", "少女头像", "奔马", "回望", "守望者", "岁月", "茶人", "行者", "静坐"],
  zhuanke: ["印痕·十方", "闲章十二品", "心迹", "肖形印选", "山水清音", "金石乐", "多字印·心经", "边款拓选", "千秋印谱", "吉金", "花押", "寿"],
  other: ["光与纸", "纤维之境", "无题", "流动", "线的游戏", "拼贴·旧信", "时间切片", "纸上山川", "墨的实验", "空白", "边界", "回声"],
};

export const SHAPES: Readonly<Record<Discipline, readonly WorkShape[]>> = {
  guohua: [s("lizhou", 136, 68, "PAPER", "INK", "LANDSCAPE", "hanging"), s("shoujuan", 34, 238, "PAPER", "QIAN_SHESE", "LANDSCAPE", "handscroll"), s("jingxin", 68, 68, "PAPER", "SHESE", "BIRD_FLOWER", "album"), s("shanmian", 25, 55, "GOLD_PAPER", "SHESE", "BIRD_FLOWER", "album")],
  shufa: [s("tiaofu", 138, 34, "PAPER", null, "CALLIGRAPHY", "hanging"), s("duilian", 180, 48, "PAPER", null, "CALLIGRAPHY", "hanging"), s("hengpi", 50, 180, "GOLD_FLECKED", null, "CALLIGRAPHY", "handscroll"), s("ceye", 30, 24, "PAPER", null, "CALLIGRAPHY", "album")],
  youhua: [s("kuangjia", 80, 100, "LINEN", null, null, "western"), s("kuangjia", 60, 50, "LINEN", null, null, "western")],
  banhua: [s("kuangjia", 45, 60, "PAPER", null, null, "album"), s("kuangjia", 60, 40, "PAPER", null, null, "album")],
  diaosu: [s("other", 48, 22, null, null, null, "relic"), s("other", 65, 30, null, null, null, "relic")],
  zhuanke: [s("ceye", 28, 18, "PAPER", null, null, "album"), s("jingxin", 45, 32, "PAPER", null, null, "album")],
  other: [s("kuangjia", 70, 70, "PAPER", null, null, "album")],
};

export const REJECT_REASONS = ["图片拍摄偏色，请重新提供作品照片", "尺寸与实物不符，请核对后重新提交", "创作说明过于简略，请补充创作背景", "作品与已提交的作品重复"];
