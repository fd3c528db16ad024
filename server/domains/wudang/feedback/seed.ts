import { feedback } from "../../../../src/catalogue/registry";
import { defineSeed } from "../../../seed/factory";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** commerce.md §6.1 shares: BUG 30 %, SUGGESTION 25 %, CONTENT_ERROR 20 %, PAYMENT 15 %, the rest 版权 and 其他. */
const TYPES: readonly (readonly [string, number])[] = [["BUG", 0.3], ["SUGGESTION", 0.25], ["CONTENT_ERROR", 0.2], ["PAYMENT", 0.15], ["COPYRIGHT", 0.03], ["OTHER", 0.07]];
const TEXTS: Readonly<Record<string, readonly string[]>> = {
  BUG: ["高清图放大到最大后拖动会闪退", "下载的高清原图打开是黑的", "书院课程视频播放到一半卡住不动", "夜间模式下作品详情的文字看不清", "搜索“兰亭序”没有结果，昨天还有"],
  SUGGESTION: ["希望能把作品收藏到不同的画单里", "建议增加临摹对比时的透明度调节", "希望课程能倍速播放", "能不能加一个按朝代浏览的入口", "希望支持横屏看长卷"],
  CONTENT_ERROR: ["《富春山居图》的年代写成了明代，应为元代", "这幅作品的作者应为文徵明，不是唐寅", "藏馆信息有误，这件在台北故宫", "释文第三行漏了一个字", "尺寸单位写错了，应为厘米"],
  PAYMENT: ["开通会员扣款成功但会员没到账", "苹果自动续费取消不了", "兑换码提示已使用，但我没用过", "课程重复购买了，申请退款", "余额充值后没有到账"],
  COPYRIGHT: ["这幅作品是我本人的原创，未经授权被使用", "图片上的水印是我们机构的，请下架"],
  OTHER: ["客服电话打不通", "请问有没有线下展览", "希望和贵平台合作开课"],
};
const RELATED = [
  { resType: "suha", resId: 12, title: "富春山居图（剩山图）" },
  { resType: "suha", resId: 31, title: "兰亭序（神龙本）" },
  { resType: "wenwu", resId: 8, title: "青花缠枝莲纹梅瓶" },
];
const REPLIES = [
  "您好，感谢反馈！问题已在 3.8.1 版本修复，请更新后再试。",
  "您好，已核实并更正相关信息，感谢您的细心指正。",
  "您好，会员已为您补发到账，给您带来不便深表歉意。",
  "您好，您的建议已转给产品团队评估，感谢支持墨苑。",
];
const PLATFORMS = ["IOS", "ANDROID", "MP_WEIXIN", "H5"] as const;
const DEVICES: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  IOS: [["iPhone 15 Pro", "iOS 17.5"], ["iPad Pro 11", "iPadOS 17.4"], ["iPhone 13", "iOS 16.7"]],
  ANDROID: [["HUAWEI Mate 60", "HarmonyOS 4.0"], ["Xiaomi 14", "Android 14"], ["OPPO Reno11", "Android 14"]],
  MP_WEIXIN: [["iPhone 14", "微信 8.0.49"], ["vivo X100", "微信 8.0.47"]],
  H5: [["Chrome 124", "Windows 11"], ["Safari 17", "macOS 14"]],
};
const VERSIONS = ["3.6.2", "3.7.0", "3.7.4", "3.8.0", "3.8.1"];
const HANDLERS = ["ops.wang", "ops.chen"];

function pick<T>(list: readonly T[], r: number): T {
  return list[Math.floor(r * list.length) % list.length] as T;
}

function typeOf(r: number): string {
  let sum = 0;
  for (const [t, share] of TYPES) if (r < (sum += share)) return t;
  return "OTHER";
}

/**
 * 240 feedback items (scaled, at least 20; the design's ~620 cut to keep the seeded world small) over the
 * last 6 months from seeded visitors (1 in 10 anonymous from H5); the newest ~7 % still 待处理, a few 处理中,
 * most resolved with a reply by an operator, the rest closed with a reason.
 */
export const seed = defineSeed({
  resource: feedback,
  async run(ctx) {
    if (await ctx.tx.selectFrom(feedback.table).select("Id").limit(1).executeTakeFirst()) return;
    const { random, now } = ctx;
    const visitors = await ctx.idsOf("visitor");
    const total = Math.max(20, Math.round(240 * ctx.scale));
    const fresh = Math.max(4, Math.round(total * 0.07));
    for (let i = 0; i < total; i++) {
      // Oldest first, the last `fresh` within the last two days.
      const age = i >= total - fresh ? Math.floor(random() * 2 * DAY) : Math.floor(((total - i) / total) * 180 * DAY) + Math.floor(random() * DAY);
      const submittedAt = now - age - HOUR;
      const type = typeOf(random());
      const anonymous = visitors.length === 0 || random() < 0.1;
      const platform = anonymous ? "H5" : pick(PLATFORMS, random());
      const [deviceModel, osVersion] = pick(DEVICES[platform] ?? [["", ""]], random());
      const open = i >= total - fresh;
      const r = random();
      const status = open ? (r < 0.7 ? "NEW" : "PROCESSING") : r < 0.8 ? "RESOLVED" : "CLOSED";
      const handler = status === "NEW" ? null : pick(HANDLERS, random());
      const repliedAt = status === "RESOLVED" ? Math.min(now - 1, submittedAt + Math.floor((0.2 + random() * 2) * DAY)) : null;
      await ctx.insert(feedback, {
        visitorId: anonymous ? null : pick(visitors, random()),
        type,
        content: pick(TEXTS[type] ?? ["其他问题"], random()),
        images: type === "BUG" && random() < 0.5 ? [`feedback/${String(i + 1).padStart(4, "0")}-1.jpg`] : [],
        relatedRes: type === "CONTENT_ERROR" ? pick(RELATED, random()) : null,
        contact: anonymous ? `1${String(3 + Math.floor(random() * 6))}${String(Math.floor(random() * 1e9)).padStart(9, "0")}` : null,
        platform, appVersion: platform === "H5" ? null : pick(VERSIONS, random()), deviceModel, osVersion,
        submittedAt, status, handler,
        reply: status === "RESOLVED" ? pick(REPLIES, random()) : null,
        repliedAt,
        closeReason: status === "CLOSED" ? pick(["DUPLICATE", "INVALID", "CANNOT_REPRODUCE"], random()) : null,
        internalNote: type === "PAYMENT" && status !== "NEW" ? "已核对支付渠道流水" : null,
      }, { ctime: submittedAt, utime: repliedAt ?? submittedAt });
    }
  },
});
