/** Price lists the seeded orders draw from (commerce.md §2.1, §2.3). */
export const VIP_PRODUCTS = [
  { goodsNo: "VIP_MONTH", name: "月度会员", vipLevel: "VIP", days: 31, price: 3000, autoRenew: false, share: 0.17 },
  { goodsNo: "VIP_MONTH_AUTO", name: "连续包月", vipLevel: "VIP", days: 31, price: 2500, autoRenew: true, share: 0.3 },
  { goodsNo: "VIP_QUARTER", name: "季度会员", vipLevel: "VIP", days: 93, price: 7800, autoRenew: false, share: 0.13 },
  { goodsNo: "VIP_YEAR", name: "年度会员", vipLevel: "VIP", days: 366, price: 23800, autoRenew: false, share: 0.22 },
  { goodsNo: "VIP_YEAR_AUTO", name: "连续包年", vipLevel: "VIP", days: 366, price: 21800, autoRenew: true, share: 0.1 },
  { goodsNo: "SVIP_YEAR", name: "超级会员年卡", vipLevel: "SVIP", days: 366, price: 39800, autoRenew: false, share: 0.08 },
] as const;

/** ¥6 … ¥648 with their bonuses. */
export const TOPUP_TIERS = [
  { pay: 600, bonus: 0, share: 0.22 }, { pay: 3000, bonus: 0, share: 0.3 }, { pay: 6800, bonus: 500, share: 0.2 },
  { pay: 12800, bonus: 1200, share: 0.15 }, { pay: 32800, bonus: 3800, share: 0.09 }, { pay: 64800, bonus: 8800, share: 0.04 },
] as const;

/**
 * What course orders buy: the seeded courses on sale (the course seeds under server/domains/course), by the Id each has
 * on a fresh database (their insertion order), with its title and price.
 */
export const COURSES = [
  { courseType: "SHIY", courseId: 1, name: "楷书入门·欧体九成宫", price: 98000 },
  { courseType: "SHIY", courseId: 2, name: "行书进阶·兰亭序", price: 138000 },
  { courseType: "SHIY", courseId: 3, name: "工笔花鸟：从白描到设色", price: 168000 },
  { courseType: "SHIY", courseId: 4, name: "青绿山水临摹：千里江山图局部", price: 238000 },
  { courseType: "SHIY", courseId: 5, name: "小写意山水十二讲", price: 128000 },
  { courseType: "SHIY", courseId: 6, name: "写意花鸟四君子", price: 118000 },
  { courseType: "PUBLIC", courseId: 3, name: "书法入门：永字八法", price: 2990 },
  { courseType: "PUBLIC", courseId: 4, name: "敦煌壁画的色彩", price: 4900 },
  { courseType: "PUBLIC", courseId: 6, name: "书法常识二十讲", price: 2990 },
  { courseType: "PUBLIC", courseId: 8, name: "宋代美学十讲", price: 9900 },
  { courseType: "PUBLIC", courseId: 9, name: "碑帖鉴赏入门", price: 6900 },
] as const;

export const REFUND_TEXTS: Readonly<Record<string, string>> = {
  USER_REQUEST: "用户误购，申请退款", DUPLICATE: "重复支付", SERVICE_ISSUE: "高清图下载失败", CLASS_CANCELLED: "开班人数不足取消", OTHER: "客服协商退款",
};
