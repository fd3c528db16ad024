/** One tag item and the items under it. */
export interface TagItemSeed { label: string; value: string; children?: readonly TagItemSeed[] }
/** A tag type, its item tree, and the tag types under it. */
export interface TagTypeSeed { code: string; label: string; description: string; items: readonly TagItemSeed[]; children?: readonly TagTypeSeed[] }

const leaf = (label: string, value: string): TagItemSeed => ({ label, value });

/** The multi-level tags the console starts with; HDP_VERSION and CATEGORY_MUSEUM are queried at startup. */
export const tagTypes: readonly TagTypeSeed[] = [
  {
    code: "HDP_VERSION", label: "高清画版本", description: "高清画的清晰度与版本",
    items: [leaf("标准版", "STANDARD"), leaf("高清版", "HD"), { label: "超清版", value: "UHD", children: [leaf("4K", "UHD_4K"), leaf("8K", "UHD_8K")] }, leaf("典藏版", "COLLECTOR"),
      // The versions of one scan (content.md §1.1 version).
      leaf("原始扫描", "RAW_SCAN"), leaf("调色版", "COLOR_GRADED"), leaf("去底版", "BG_REMOVED"), leaf("修复版", "RESTORED")],
  },
  {
    code: "CATEGORY_MUSEUM", label: "博物馆分类", description: "收藏机构的类别",
    items: [
      leaf("综合类", "COMPREHENSIVE"), leaf("历史类", "HISTORY"),
      { label: "艺术类", value: "ART", children: [leaf("美术馆", "GALLERY"), leaf("书画院", "ACADEMY")] },
      leaf("遗址类", "SITE"), leaf("海外机构", "OVERSEAS"),
    ],
  },
  {
    code: "PAINTING_SUBJECT", label: "绘画题材", description: "中国画的题材分类",
    items: [
      { label: "山水画", value: "SHANSHUI", children: [leaf("青绿山水", "QINGLU"), leaf("水墨山水", "SHUIMO"), leaf("浅绛山水", "QIANJIANG")] },
      { label: "花鸟画", value: "HUANIAO", children: [leaf("工笔花鸟", "GONGBI"), leaf("写意花鸟", "XIEYI")] },
      { label: "人物画", value: "RENWU", children: [leaf("仕女", "SHINV"), leaf("道释", "DAOSHI"), leaf("高士", "GAOSHI")] },
      leaf("界画", "JIEHUA"), leaf("走兽", "ZOUSHOU"),
    ],
  },
  {
    code: "CALLIGRAPHY_SCRIPT", label: "书法书体", description: "书法作品的书体",
    items: [
      { label: "篆书", value: "ZHUAN", children: [leaf("大篆", "DAZHUAN"), leaf("小篆", "XIAOZHUAN")] },
      leaf("隶书", "LI"), leaf("楷书", "KAI"), leaf("行书", "XING"),
      { label: "草书", value: "CAO", children: [leaf("章草", "ZHANGCAO"), leaf("今草", "JINCAO"), leaf("狂草", "KUANGCAO")] },
    ],
  },
  {
    code: "DYNASTY", label: "朝代", description: "作品的创作年代",
    items: [
      leaf("先秦", "PRE_QIN"), leaf("秦", "QIN"), { label: "汉", value: "HAN", children: [leaf("西汉", "WESTERN_HAN"), leaf("东汉", "EASTERN_HAN")] },
      leaf("魏晋南北朝", "WEI_JIN"), leaf("隋", "SUI"), leaf("唐", "TANG"), leaf("五代十国", "FIVE_DYNASTIES"),
      { label: "宋", value: "SONG", children: [leaf("北宋", "NORTHERN_SONG"), leaf("南宋", "SOUTHERN_SONG")] },
      leaf("元", "YUAN"), leaf("明", "MING"), leaf("清", "QING"), leaf("近现代", "MODERN"),
    ],
  },
  {
    code: "MATERIAL", label: "材质", description: "作品与文物的材质",
    items: [
      leaf("绢本", "SILK"), { label: "纸本", value: "PAPER", children: [leaf("宣纸", "XUAN"), leaf("麻纸", "HEMP"), leaf("皮纸", "BARK")] },
      leaf("绫本", "DAMASK"), leaf("金笺", "GOLD_PAPER"), leaf("瓷", "PORCELAIN"), leaf("青铜", "BRONZE"), leaf("玉", "JADE"),
    ],
    children: [
      {
        code: "MOUNTING", label: "装裱形制", description: "书画的装裱形式",
        items: [leaf("立轴", "HANGING_SCROLL"), leaf("手卷", "HANDSCROLL"), leaf("册页", "ALBUM"), leaf("扇面", "FAN"), leaf("屏风", "SCREEN"), leaf("镜片", "PANEL")],
      },
    ],
  },
];
