import { faqIssue } from "../../../../src/catalogue/registry";
import { defineSeed } from "../../../seed/factory";
import { faqRank } from "./rules";

const DAY = 86_400_000;

/** [category, question, answer]: commerce.md §6.11's 36 questions of the app's help centre. */
const FAQS: readonly (readonly [string, string, string])[] = [
  ["ACCOUNT", "如何注册和登录墨苑？", "可使用手机号验证码、微信或 Apple ID 登录；首次登录即完成注册。"],
  ["ACCOUNT", "更换手机号后如何找回账号？", "在「我的 → 设置 → 账号与安全」中绑定新手机号；原手机号已停用时请联系客服核验身份。"],
  ["ACCOUNT", "一个账号可以在几台设备上登录？", "同一账号最多同时在 3 台设备登录，超出时最早登录的设备会被退出。"],
  ["ACCOUNT", "如何注销账号？", "在「设置 → 账号与安全 → 注销账号」提交申请，7 天冷静期后注销生效，会员权益与积分一并清除。"],
  ["VIP", "会员有哪些权益？", "会员可浏览全部高清书画、每日下载高清原图、免费观看会员课程并享受商城折扣。"],
  ["VIP", "会员和超级会员有什么区别？", "超级会员在会员权益之外，还可观看全部书院课程回放，每日下载额度更高。"],
  ["VIP", "会员到期后已下载的图片还能用吗？", "已下载到本机的图片可继续用于个人学习，不得用于商业用途。"],
  ["VIP", "如何查看会员到期时间？", "在「我的」页面头像下方可看到会员类型与到期日期。"],
  ["PAYMENT", "会员可以退款吗？", "开通后 7 天内且未下载高清原图的，可在「我的订单」申请退款，原路退回。"],
  ["PAYMENT", "苹果设备如何取消自动续费？", "在 iPhone「设置 → Apple ID → 订阅」中找到墨苑，选择「取消订阅」；需在到期前 24 小时操作。"],
  ["PAYMENT", "安卓设备如何取消自动续费？", "在微信「我 → 服务 → 钱包 → 支付设置 → 自动续费」或支付宝「设置 → 支付设置 → 免密支付/自动扣款」中关闭。"],
  ["PAYMENT", "支付成功但会员没有开通怎么办？", "请先下拉刷新「我的」页面；仍未开通时，在「我的订单」找到该订单并联系客服，我们会在 1 个工作日内处理。"],
  ["PAYMENT", "退款多久到账？", "微信、支付宝原路退回一般 1–3 个工作日到账，银行卡可能需要 3–5 个工作日。"],
  ["COURSE", "书院课程如何上课？", "购买后在「书院 → 我的课程」进入，按课时观看视频，并按老师要求提交作业。"],
  ["COURSE", "课程可以反复观看吗？", "课程有效期内可反复观看；有效期见课程详情页。"],
  ["COURSE", "作业提交后多久能得到点评？", "助教一般在 3 个工作日内点评，点评结果会通过消息通知你。"],
  ["COURSE", "错过了直播课怎么办？", "直播结束后 24 小时内生成回放，在课程或直播页面观看。"],
  ["COURSE", "如何加入班级群？", "报名成功后在课程页「班级」中扫码加入，或添加助教企业微信。"],
  ["DOWNLOAD", "高清原图每天能下载几张？", "会员每日 10 张，超级会员每日 30 张，每日 0 点重置。"],
  ["DOWNLOAD", "下载的高清图分辨率是多少？", "以馆藏提供的最高分辨率为准，常见为长边 6000–20000 像素。"],
  ["DOWNLOAD", "下载的图片可以商用吗？", "不可以。高清图仅供个人学习研究；商业使用请联系版权方授权。"],
  ["DOWNLOAD", "下载失败怎么办？", "请检查网络与存储空间后重试；失败的下载不计入当日额度。"],
  ["INVOICE", "如何开具发票？", "在「我的订单」选择已完成的订单，点击「申请开票」，填写抬头与税号，电子发票会发送到你的邮箱。"],
  ["INVOICE", "发票可以开专票吗？", "机构用户可申请增值税专用发票，请在申请时选择「专票」并上传开票资料。"],
  ["INVOICE", "开票后多久能收到？", "电子发票一般 3 个工作日内开具并发送到邮箱。"],
  ["INVOICE", "苹果内购的订单可以开发票吗？", "苹果内购由 Apple 收款，发票请在 Apple 的购买记录中获取。"],
  ["POINTS", "积分怎么获得？", "每日签到、完成作业、分享作品、参与活动都可获得积分。"],
  ["POINTS", "积分可以兑换什么？", "可在「积分商城」兑换文创、课程优惠券和会员天数。"],
  ["POINTS", "积分会过期吗？", "每年 12 月 31 日清零上一年度获得的积分。"],
  ["POINTS", "兑换码在哪里使用？", "在「我的 → 兑换中心」输入兑换码即可，兑换成功后权益立即生效。"],
  ["OTHER", "如何联系客服？", "在「我的 → 帮助与反馈」中在线咨询，工作日 9:00–18:00 回复。"],
  ["OTHER", "App 出现闪退怎么办？", "请更新到最新版本；仍有问题时在「帮助与反馈」提交，并附上机型与系统版本。"],
  ["OTHER", "作品信息有误如何反馈？", "在作品详情页右上角「…」中选择「信息纠错」，我们核实后会更正。"],
  ["OTHER", "墨苑的书画资源来自哪里？", "来自合作博物馆、美术馆与收藏机构的授权，以及公版作品的数字化。"],
  ["OTHER", "如何关闭消息推送？", "在手机系统设置的「通知」中关闭墨苑的通知，或在 App「设置 → 消息通知」中逐项关闭。"],
  ["OTHER", "可以在电脑上使用墨苑吗？", "可以，访问墨苑网页版，用 App 扫码登录即可同步会员与收藏。"],
];

/** 30 published (4 pinned), 4 drafts, 2 hidden, with helpful/unhelpful votes on the published ones. */
export const seed = defineSeed({
  resource: faqIssue,
  async run(ctx) {
    if (await ctx.tx.selectFrom(faqIssue.table).select("Id").limit(1).executeTakeFirst()) return;
    const pinned = new Set([8, 9, 18, 22]);
    for (const [i, [category, question, answer]] of FAQS.entries()) {
      const status = i % 9 === 4 ? "DRAFT" : i === 15 || i === 33 ? "HIDDEN" : "PUBLISHED";
      const isTop = pinned.has(i) && status === "PUBLISHED";
      const sort = (i % 6) * 10;
      const created = ctx.now - (200 - i * 4) * DAY;
      const votes = status === "DRAFT" ? 0 : 20 + Math.round(ctx.random() * 400);
      await ctx.insert(faqIssue, {
        question, answer: `<p>${answer}</p>`, category, isTop, sort, rank: faqRank(isTop, sort), status,
        helpfulCount: votes, unhelpfulCount: Math.round(votes * (0.03 + ctx.random() * 0.1)),
      }, { ctime: created, utime: created + DAY });
    }
  },
});
