/**
 * The demo conversations of the AI assistant (commerce.md §9): questions visitors ask about the
 * works and artists of the libraries, each with a short answer in markdown and the works it cites
 * (by title; the seed resolves them to Ids where the library has them).
 */
export interface DemoTurn {
  readonly q: string;
  readonly a: string;
  /** Titles of works the answer cites: [library route group, title]. */
  readonly cites?: readonly (readonly ["suha" | "sufa", string])[];
}

export interface DemoTopic {
  readonly title: string;
  readonly type: "ARTWORK" | "ARTIST" | "TECHNIQUE" | "HISTORY" | "APPRECIATION" | "OTHER";
  readonly turns: readonly DemoTurn[];
}

export const DEMO_TOPICS: readonly DemoTopic[] = [
  {
    title: "《清明上河图》里一共画了多少人", type: "ARTWORK", turns: [
      { q: "《清明上河图》里一共画了多少人?", a: "据学者统计，画中人物约 **800 余人**（各家数法不同，常见说法为 814 人），另有牲畜 60 余匹、船只 28 艘。", cites: [["suha", "清明上河图"]] },
      { q: "画里的虹桥在哪一段?", a: "虹桥位于全卷**中段**，是画面最热闹的部分：桥下一艘大船正在放倒桅杆准备过桥，桥上行人围观呼喊。", cites: [["suha", "清明上河图"]] },
      { q: "张择端还有别的作品传世吗?", a: "可靠传世的只有《清明上河图》；《金明池争标图》旧传为其作品，但学界多有存疑。" },
    ],
  },
  {
    title: "八大山人笔下的鱼为什么翻白眼", type: "ARTIST", turns: [
      { q: "八大山人笔下的鱼为什么翻白眼?", a: "八大山人（朱耷）是明宗室后裔，明亡后出家。他画鱼鸟常作**白眼向天**，一般认为寄托了对新朝的不屈与孤傲。" },
      { q: "他的落款为什么像「哭之笑之」?", a: "「八大山人」四字连写，形似「哭之」或「笑之」，常被解读为他哭笑不得的身世之感。" },
    ],
  },
  {
    title: "工笔画的「三矾九染」是什么意思", type: "TECHNIQUE", turns: [
      { q: "工笔画的'三矾九染'是什么意思?", a: "指工笔设色时**反复渲染、多次上矾**：每染几遍颜色就刷一次胶矾水固定，使色彩厚重而不脏。「三」「九」是虚数，极言其多。" },
      { q: "矾水的比例一般是多少?", a: "常见做法是胶与矾约 **3:1**，夏季矾可稍多，冬季胶可稍多；以刷后纸面不反光、不脆为宜。" },
      { q: "宣纸需要先做熟吗?", a: "需要。工笔多用**熟宣或绢**，生宣吸水太快，难以层层渲染。" },
    ],
  },
  {
    title: "赵孟頫和董其昌的书风有何不同", type: "HISTORY", turns: [
      { q: "赵孟頫和董其昌的书风有何不同?", a: "赵孟頫**圆润遒丽、法度严谨**，复古晋唐；董其昌**疏朗淡雅、用墨清润**，讲究「以淡为宗」。", cites: [["sufa", "洛神赋"]] },
      { q: "初学应该先临谁?", a: "一般建议先临赵孟頫的楷书或行书打基础，再参董其昌求其疏宕。" },
    ],
  },
  {
    title: "宋徽宗瘦金体如何入门", type: "TECHNIQUE", turns: [
      { q: "宋徽宗瘦金体如何入门?", a: "可从《楷书千字文》入手：先练**细劲的横竖与鹤膝般的转折**，起收笔露锋明显，行笔要快而稳。", cites: [["sufa", "楷书千字文"]] },
      { q: "用什么笔合适?", a: "宜用**狼毫小楷笔**，锋颖尖挺，弹性好，便于写出瘦硬的线条。" },
    ],
  },
  {
    title: "《兰亭序》为什么被称为天下第一行书", type: "ARTWORK", turns: [
      { q: "《兰亭序》为什么被称为天下第一行书?", a: "它**字字不同、笔意连贯**，章法自然，又是王羲之兴之所至的草稿，代表了东晋行书的最高境界。", cites: [["sufa", "兰亭序"]] },
      { q: "真迹还在吗?", a: "真迹相传随唐太宗葬入昭陵，今天所见多为唐代摹本，以**冯承素神龙本**最为著名。", cites: [["sufa", "兰亭序"]] },
      { q: "文中有几个「之」字?", a: "全文共有 **20 个「之」字**，写法各不相同。" },
    ],
  },
  {
    title: "怎么看懂一幅山水画", type: "APPRECIATION", turns: [
      { q: "第一次看山水画应该看什么?", a: "可以先看**三远**：高远、深远、平远，再看笔墨——皴法如何表现山石的质感。" },
      { q: "什么是皴法?", a: "皴法是画山石纹理的笔法，如**披麻皴、斧劈皴、米点皴**等，不同画家各有所长。" },
    ],
  },
  {
    title: "颜真卿《祭侄文稿》写的是什么", type: "ARTWORK", turns: [
      { q: "《祭侄文稿》写的是什么事?", a: "颜真卿祭奠在安史之乱中殉难的侄子颜季明。文稿**悲愤交加，涂改随处可见**，被誉为天下第二行书。", cites: [["sufa", "祭侄文稿"]] },
    ],
  },
  {
    title: "帮我写一首诗", type: "OTHER", turns: [
      { q: "帮我写一首关于秋天的诗，配一幅画发朋友圈", a: "秋风过庭树，落叶满空阶。试以一帧山水配之——墨苑里可以搜「秋山」找到相近的作品。" },
    ],
  },
];

/** Answers the assistant gives when it refuses or fails, by what happened. */
export const BLOCKED_ANSWER = "抱歉，这个问题我无法回答。";
export const ERROR_CODES = ["timeout", "rate_limited", "upstream_5xx"] as const;
