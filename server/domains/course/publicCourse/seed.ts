import { publicCourse } from "../../../../src/catalogue/registry";
import { defineSeed } from "../../../seed/factory";

const DAY = 86_400_000;

/**
 * The fourteen public courses of commerce.md §1.1 (10 on sale, 2 taken off, 2 drafts), inserted in this
 * order. Their lessons come from the courseLesson factory, which also sets lessonCount; `lessons` is how
 * many each gets.
 */
export const PUBLIC_COURSE_SEED = [
  { title: "跟着《芥子园画传》学山石", category: "PAINTING", lecturer: "陈墨白", lecturerArtist: "CHEN_MOBAI", priceType: "FREE", price: null, lessons: 12, status: "ONLINE", views: 48_000 },
  { title: "宋画里的中国", category: "APPRECIATION", lecturer: "苏晚亭", lecturerArtist: "SU_WANTING", priceType: "VIP_FREE", price: null, lessons: 10, status: "ONLINE", views: 36_500 },
  { title: "书法入门：永字八法", category: "CALLIGRAPHY", lecturer: "周砚秋", lecturerArtist: "ZHOU_YANQIU", priceType: "PAID", price: 2990, lessons: 8, status: "ONLINE", views: 21_800 },
  { title: "敦煌壁画的色彩", category: "HERITAGE", lecturer: "叶疏影", lecturerArtist: "YE_SHUYING", priceType: "PAID", price: 4900, lessons: 14, status: "ONLINE", views: 15_600 },
  { title: "故宫藏画里的二十四节气", category: "APPRECIATION", lecturer: "顾南枝", lecturerArtist: "GU_NANZHI", priceType: "VIP_FREE", price: null, lessons: 24, status: "ONLINE", views: 29_300 },
  { title: "书法常识二十讲", category: "CALLIGRAPHY", lecturer: "何观澜", lecturerArtist: "HE_GUANLAN", priceType: "PAID", price: 2990, lessons: 20, status: "ONLINE", views: 18_200 },
  { title: "文房四宝选购指南", category: "HERITAGE", lecturer: "林清远", lecturerArtist: "LIN_QINGYUAN", priceType: "FREE", price: null, lessons: 9, status: "ONLINE", views: 9_400 },
  { title: "宋代美学十讲", category: "HISTORY", lecturer: "沈知微", lecturerArtist: "SHEN_ZHIWEI", priceType: "PAID", price: 9900, lessons: 10, status: "ONLINE", views: 12_700 },
  { title: "碑帖鉴赏入门", category: "CALLIGRAPHY", lecturer: "周砚秋", lecturerArtist: "ZHOU_YANQIU", priceType: "PAID", price: 6900, lessons: 11, status: "ONLINE", views: 6_800 },
  { title: "印象派的光与色", category: "WESTERN", lecturer: "许若溪", lecturerArtist: null, priceType: "VIP_FREE", price: null, lessons: 16, status: "ONLINE", views: 11_900 },
  { title: "中国美术史十五讲", category: "HISTORY", lecturer: "沈知微", lecturerArtist: "SHEN_ZHIWEI", priceType: "PAID", price: 9900, lessons: 15, status: "OFFLINE", views: 4_300 },
  { title: "青花瓷的前世今生", category: "HERITAGE", lecturer: "唐一帆", lecturerArtist: null, priceType: "FREE", price: null, lessons: 8, status: "OFFLINE", views: 2_100 },
  { title: "小楷《灵飞经》精临", category: "CALLIGRAPHY", lecturer: "何观澜", lecturerArtist: "HE_GUANLAN", priceType: "PAID", price: 3990, lessons: 18, status: "DRAFT", views: 0 },
  { title: "没骨花卉十日谈", category: "PAINTING", lecturer: "顾南枝", lecturerArtist: "GU_NANZHI", priceType: "PAID", price: 1990, lessons: 10, status: "DRAFT", views: 300 },
] as const;

const introOf = (title: string, lecturer: string) =>
  `<h2>${title}</h2><p>由${lecturer}主讲，从作品出发，讲清来龙去脉与观看方法，配合高清图逐幅细读。</p><p>适合：零基础的书画爱好者、希望系统梳理知识的学习者。</p>`;

export const seed = defineSeed({
  resource: publicCourse,
  async run(ctx) {
    if (await ctx.tx.selectFrom(publicCourse.table).select("Id").limit(1).executeTakeFirst()) return;
    for (const [i, c] of PUBLIC_COURSE_SEED.entries()) {
      const created = ctx.now - (400 - i * 20) * DAY;
      const onlineAt = c.status === "DRAFT" ? null : created + 7 * DAY;
      await ctx.insert(publicCourse, {
        title: c.title, cover: `course/public/${String(i + 1).padStart(2, "0")}.jpg`, category: c.category, lecturer: c.lecturer,
        lecturerArtist: c.lecturerArtist, summary: `${c.lecturer}主讲 · ${c.lessons} 课时`, intro: c.status === "DRAFT" && i % 2 === 1 ? null : introOf(c.title, c.lecturer),
        priceType: c.priceType, price: c.price, tags: c.priceType === "FREE" ? ["免费"] : c.priceType === "VIP_FREE" ? ["会员免费"] : ["精品"],
        lessonCount: 0, viewCount: c.views, sort: 100 - i * 5, status: c.status, onlineAt, deleted: false,
      }, { ctime: created, utime: (onlineAt ?? created) + DAY });
    }
  },
});
