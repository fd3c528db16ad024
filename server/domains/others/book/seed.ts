import { book } from "../../../../src/catalogue/registry";
import { defineSeed } from "../../../seed/factory";
import { museumIds } from "../../dataadmin/museum/seed";

const DAY = 86_400_000;

type B = readonly [title: string, authors: string, type: "guji" | "catalogue" | "zitie" | "research" | "journal", publisher: string | null, year: number | null, publishText: string, holder: string | null];

/** content.md §6.1: classics on painting (right-to-left, 文言), catalogues, copybooks, studies and journals. */
const BOOKS: readonly B[] = [
  ["宣和画谱", "（宋）佚名 撰", "guji", null, null, "明刻本，二十卷", "国家图书馆"],
  ["历代名画记", "（唐）张彦远 撰", "guji", null, null, "明嘉靖刻本，十卷", "国家图书馆"],
  ["中国古代书画图目", "中国古代书画鉴定组 编", "catalogue", "文物出版社", 1986, "1986—2001年，24册", null],
  ["林泉高致", "（宋）郭熙 撰，郭思 编", "guji", null, null, "明刻《王氏画苑》本", "上海图书馆"],
  ["颜真卿多宝塔碑", "（唐）颜真卿 书", "zitie", "上海书画出版社", 2011, "2011年第1版", null],
  ["芥子园画传", "（清）王概 等 编", "guji", null, null, "清康熙芥子园甥馆刻本，五色套印", "南京博物院"],
  ["石渠宝笈", "（清）张照 等 编", "guji", null, null, "清乾隆内府抄本，四十四卷", "故宫博物院"],
  ["中国画论类编", "俞剑华 编著", "research", "人民美术出版社", 1957, "1957年第1版", null],
  ["故宫博物院院刊", "故宫博物院 编", "journal", "故宫出版社", 2020, "2020年第1期", null],
  ["图画见闻志", "（宋）郭若虚 撰", "guji", null, null, "明刻本，六卷", "国家图书馆"],
  ["宋画全集", "浙江大学中国古代书画研究中心 编", "catalogue", "浙江大学出版社", 2008, "2008—2010年，8卷23册", null],
  ["九成宫醴泉铭", "（唐）欧阳询 书", "zitie", "文物出版社", 2006, "2006年第1版", null],
  ["宣和书谱", "（宋）佚名 撰", "guji", null, null, "明刻本，二十卷", "国家图书馆"],
  ["美的历程", "李泽厚 著", "research", "文物出版社", 1981, "1981年第1版", null],
  ["中国青铜器全集", "中国青铜器全集编辑委员会 编", "catalogue", "文物出版社", 1993, "1993—1998年，16卷", null],
  ["佩文斋书画谱", "（清）孙岳颁 等 编", "guji", null, null, "清康熙四十七年内府刻本，一百卷", "故宫博物院"],
  ["玄秘塔碑", "（唐）柳公权 书", "zitie", "上海书画出版社", 2012, "2012年第1版", null],
  ["中国绘画史", "陈师曾 著", "research", "中华书局", 2010, "据1925年济南翰墨缘美术院本重排", null],
  ["文物", "文物出版社 编", "journal", "文物出版社", 2021, "2021年第6期", null],
  ["清河书画舫", "（明）张丑 撰", "guji", null, null, "清乾隆鲍氏知不足斋抄本", "上海图书馆"],
  ["中国绘画全集", "中国古代书画鉴定组 编", "catalogue", "文物出版社", 1997, "1997—2001年，30卷", null],
  ["兰亭序（冯承素摹本）", "（晋）王羲之 书", "zitie", "故宫出版社", 2013, "2013年第1版，原大影印", null],
  ["中国古代青铜器", "马承源 著", "research", "上海人民出版社", 1982, "1982年第1版", null],
  ["南宋院画录", "（清）厉鹗 撰", "guji", null, null, "清光绪刻本，八卷", "浙江图书馆"],
  ["故宫博物院藏品大系·绘画编", "故宫博物院 编", "catalogue", "故宫出版社", 2008, "2008年起陆续出版", null],
  ["洛神赋（赵孟頫）", "（元）赵孟頫 书", "zitie", "上海书画出版社", 2014, "2014年第1版", null],
  ["天工开物", "（明）宋应星 撰", "guji", null, null, "明崇祯十年涂绍煃刻本", "国家图书馆"],
  ["千里江山——历代青绿山水画特展", "故宫博物院 编", "catalogue", "故宫出版社", 2017, "2017年第1版", null],
  ["中国书法史", "朱仁夫 著", "research", "北京大学出版社", 1992, "1992年第1版", null],
  ["中国陶瓷史", "中国硅酸盐学会 编", "research", "文物出版社", 1982, "1982年第1版", null],
];

/** A made-up ISBN-13 (prefix 978-7-999, not assigned) with a right check digit. */
function isbnOf(n: number): string {
  const twelve = `9787999${String(10_000 + n * 137).padStart(5, "0")}`;
  const sum = [...twelve].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${twelve}${(10 - (sum % 10)) % 10}`;
}

/** 30 books × scale (at least 6); 古籍 read right to left; one in ten a draft. Pages are HD images linked later. */
export const seed = defineSeed({
  resource: book,
  async run(ctx) {
    // Written once: a database seeded before the per-resource markers keeps its records.
    if (await ctx.tx.selectFrom(book.table).select("Id").limit(1).executeTakeFirst()) return;
    const museums = await museumIds(ctx.tx, ctx.now);
    const count = Math.min(BOOKS.length, Math.max(6, Math.round(30 * ctx.scale)));
    for (const [i, [title, authors, bookType, publisher, publishYear, publishText, holder]] of BOOKS.slice(0, count).entries()) {
      const guji = bookType === "guji";
      const state = i % 10 === 9 ? "draft" : "online";
      const created = ctx.now - (count - i) * 5 * DAY;
      await ctx.insert(book, {
        title, authors, bookType, publisher, publishYear, publishText, isbn: guji || bookType === "journal" ? null : isbnOf(i),
        language: guji ? "classical" : "zhHans", viewingDirection: guji || bookType === "zitie" ? "right-to-left" : "left-to-right",
        cover: `category/book/${String(i + 1).padStart(2, "0")}.jpg`,
        museumId: holder ? museums.get(holder) ?? null : null, holderText: holder && !museums.has(holder) ? holder : null,
        description: `<p>${authors}《${title}》，${publishText}。</p>`,
        hdCount: 0, accessLevel: guji && i % 3 === 0 ? "vip" : "free", publishState: state === "online" && guji && i % 3 === 0 ? "draft" : state,
        publishedAt: state === "online" && !(guji && i % 3 === 0) ? created + DAY : null, tags: [], deleted: false,
      }, { ctime: created, utime: created + DAY });
    }
  },
});
