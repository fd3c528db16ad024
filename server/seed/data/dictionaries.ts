/** One entry of a dictionary: a stored code and its Chinese label. */
export interface DictItemSeed { value: string; label: string }
/** One of the 12 dictionaries of spec §3. */
export interface DictSeed { name: string; label: string; items: readonly DictItemSeed[] }

const items = (pairs: readonly (readonly [string, string])[]): DictItemSeed[] => pairs.map(([value, label]) => ({ value, label }));

/** The 12 dictionaries every installation starts with; roles come first because sign-in needs them. */
export const dictionaries: readonly DictSeed[] = [
  {
    name: "role", label: "角色",
    items: items([["admin", "超级管理员"], ["editor", "内容编辑"], ["operator", "运营专员"], ["finance", "财务"], ["auditor", "审计员"], ["annotator", "标注员"]]),
  },
  {
    name: "suhaSource", label: "高清画来源",
    items: items([["MUSEUM", "博物馆授权"], ["PRIVATE", "私人藏家"], ["AUCTION", "拍卖图录"], ["PUBLIC_DOMAIN", "公有领域"], ["ARTIST", "艺术家供稿"], ["PUBLICATION", "出版物"], ["WEB", "网络公开"], ["SELF", "自行采集"]]),
  },
  {
    name: "artist", label: "书画家",
    items: items([["WANG_XIZHI", "王羲之"], ["YAN_ZHENQING", "颜真卿"], ["SU_SHI", "苏轼"], ["MI_FU", "米芾"], ["ZHAO_MENGFU", "赵孟頫"], ["HUANG_GONGWANG", "黄公望"], ["WEN_ZHENGMING", "文徵明"], ["DONG_QICHANG", "董其昌"], ["BADA_SHANREN", "八大山人"], ["QI_BAISHI", "齐白石"]]),
  },
  {
    // content.md §14.3: generated from the programme artists (server/domains/shiy/programmeArtist/artistDict.ts) once they are
    // seeded; these are the artists courses and ledger entries are seeded with, all fictional, each one a seeded programme artist.
    name: "shiyArtist", label: "驻留艺术家",
    items: items([["WANG_WEI", "王蔚"], ["MA_YUAN", "马鸢"], ["XIA_GUI", "夏瑰"], ["SHEN_ZHOU", "沈洲"], ["TANG_YIN", "唐音"], ["FENG_ZIKAI", "丰子楷"],
      // The academy's teaching artists (fictional, commerce.md §1.3).
      ["CHEN_MOBAI", "陈墨白"], ["LIN_QINGYUAN", "林清远"], ["ZHOU_YANQIU", "周砚秋"], ["SU_WANTING", "苏晚亭"], ["GU_NANZHI", "顾南枝"], ["SHEN_ZHIWEI", "沈知微"], ["HE_GUANLAN", "何观澜"], ["YE_SHUYING", "叶疏影"]]),
  },
  {
    name: "westArtist", label: "西方画家",
    items: items([["DA_VINCI", "列奥纳多·达·芬奇"], ["REMBRANDT", "伦勃朗"], ["VERMEER", "维米尔"], ["MONET", "莫奈"], ["VAN_GOGH", "梵高"], ["CEZANNE", "塞尚"]]),
  },
  {
    name: "age", label: "年代",
    items: items([
      // content.md §14.3: the periods works, relics and artists are dated by, oldest first.
      ["NEOLITHIC", "新石器时代"], ["XIA", "夏"], ["SHANG", "商"], ["WESTERN_ZHOU", "西周"], ["SPRING_AUTUMN", "春秋"], ["WARRING_STATES", "战国"],
      ["QIN", "秦"], ["WESTERN_HAN", "西汉"], ["EASTERN_HAN", "东汉"], ["THREE_KINGDOMS", "三国"], ["WESTERN_JIN", "西晋"], ["EASTERN_JIN", "东晋"],
      ["NORTHERN_SOUTHERN", "南北朝"], ["SUI", "隋"], ["TANG", "唐"], ["FIVE_DYNASTIES", "五代十国"], ["NORTHERN_SONG", "北宋"], ["SOUTHERN_SONG", "南宋"],
      ["LIAO", "辽"], ["JIN", "金"], ["WESTERN_XIA", "西夏"], ["YUAN", "元"], ["MING", "明"], ["QING", "清"], ["REPUBLIC", "民国"], ["MODERN", "现代"]]),
  },
  {
    name: "museum", label: "收藏机构",
    items: items([["PALACE", "故宫博物院"], ["NMC", "中国国家博物馆"], ["SHANGHAI", "上海博物馆"], ["NANJING", "南京博物院"], ["LIAONING", "辽宁省博物馆"], ["NPM", "台北故宫博物院"]]),
  },
  {
    name: "media", label: "媒体类型",
    items: items([["IMAGE", "图片"], ["VIDEO", "视频"], ["AUDIO", "音频"], ["MODEL_3D", "三维模型"], ["DOCUMENT", "文档"],
      // content.md §14.3: painting techniques (技法) of works.
      ["SHESE", "设色"], ["QIAN_SHESE", "浅设色"], ["INK", "水墨"], ["BLUE_GREEN", "青绿"], ["GOLD_GREEN", "金碧"], ["GOLD_INK", "泥金"], ["OUTLINE", "白描"], ["BONELESS", "没骨"]]),
  },
  {
    name: "material", label: "材质",
    items: items([["SILK", "绢本"], ["PAPER", "纸本"], ["DAMASK", "绫本"], ["GOLD_PAPER", "金笺"], ["BRONZE", "青铜"], ["JADE", "玉"], ["PORCELAIN", "瓷"], ["GOLD_FLECKED", "洒金笺"], ["LINEN", "麻布"], ["WOOD", "木板"], ["RUBBING", "拓本"]]),
  },
  {
    name: "style", label: "风格",
    items: items([["GONGBI", "工笔"], ["XIEYI", "写意"], ["MOGU", "没骨"], ["BAIMIAO", "白描"], ["QINGLU", "青绿"], ["SHUIMO", "水墨"],
      // content.md §14.3: 画科, the subject category of Chinese works.
      ["LANDSCAPE", "山水"], ["FIGURE", "人物"], ["BIRD_FLOWER", "花鸟"], ["ANIMAL", "走兽"], ["HORSE", "鞍马"], ["ARCHITECTURE", "界画"], ["RELIGIOUS", "道释"], ["MISC", "杂画"], ["CALLIGRAPHY", "书法"]]),
  },
  {
    name: "article", label: "文章栏目",
    items: items([["NEWS", "资讯"], ["EXHIBITION", "展览"], ["ACADEMIC", "学术"], ["APPRECIATION", "赏析"], ["ANNOUNCEMENT", "公告"]]),
  },
  {
    name: "westartMaterial", label: "西方艺术材质",
    items: items([["OIL_CANVAS", "布面油画"], ["OIL_PANEL", "木板油画"], ["WATERCOLOR", "水彩"], ["TEMPERA", "蛋彩"], ["FRESCO", "湿壁画"], ["PASTEL", "色粉"], ["DRAWING", "纸本素描"], ["ETCHING", "蚀刻版画"], ["WOODCUT", "木刻版画"], ["MARBLE", "大理石"], ["BRONZE", "青铜"]]),
  },
];
