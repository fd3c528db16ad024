/** Codes shared by the commerce resources (commerce.md §0.4), each shown with its Chinese label. */
export const PLATFORMS = [
  { value: "IOS", label: "iOS" },
  { value: "ANDROID", label: "安卓" },
  { value: "MP_WEIXIN", label: "微信小程序" },
  { value: "H5", label: "H5" },
  { value: "PC", label: "网页" },
] as const;

export const PAY_CHANNELS = [
  { value: "WXPAY", label: "微信支付" },
  { value: "ALIPAY", label: "支付宝" },
  { value: "APPLE_IAP", label: "苹果内购" },
  { value: "BALANCE", label: "余额" },
  { value: "REDEEM_CODE", label: "兑换码" },
  { value: "FREE", label: "免费" },
  { value: "ADMIN", label: "后台开通" },
] as const;
export type PayChannel = (typeof PAY_CHANNELS)[number]["value"];

export const VIP_LEVELS = [
  { value: "NONE", label: "普通用户" },
  { value: "VIP", label: "会员" },
  { value: "SVIP", label: "超级会员" },
] as const;

export const ORDER_TYPES = [
  { value: "VIP", label: "会员" },
  { value: "TOPUP", label: "充值" },
  { value: "COURSE", label: "课程" },
  // Written by settling an auction (content.md §8.7): one per sold lot, paid within 7 days.
  { value: "AUCTION", label: "拍卖" },
] as const;
export type OrderType = (typeof ORDER_TYPES)[number]["value"];

export const ORDER_STATUSES = [
  { value: "PENDING", label: "待支付" },
  { value: "PAID", label: "已支付" },
  { value: "CLOSED", label: "已关闭" },
  { value: "REFUNDING", label: "退款中" },
  { value: "PARTIAL_REFUNDED", label: "部分退款" },
  { value: "REFUNDED", label: "已退款" },
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number]["value"];

/** Why money goes back (commerce.md §2.2). */
export const REFUND_REASONS = [
  { value: "USER_REQUEST", label: "用户申请" },
  { value: "DUPLICATE", label: "重复支付" },
  { value: "TEAM_FAILED", label: "拼团失败" },
  { value: "CLASS_CANCELLED", label: "开班取消" },
  { value: "SERVICE_ISSUE", label: "服务问题" },
  { value: "WORK_ORDER", label: "工单" },
  { value: "OTHER", label: "其他" },
] as const;

/** 原路退款 through the channel, or 登记线下退款 already made in the merchant platform. */
export const REFUND_MODES = [
  { value: "CHANNEL", label: "原路退款" },
  { value: "OFFLINE", label: "登记线下退款" },
] as const;

export const REFUND_STATUSES = [
  { value: "PROCESSING", label: "退款中" },
  { value: "SUCCESS", label: "退款成功" },
  { value: "CLOSED", label: "退款关闭" },
  { value: "ABNORMAL", label: "退款异常" },
] as const;

/** Where a channel record came from. */
export const RECORD_SOURCES = [
  { value: "NOTIFY", label: "支付通知" },
  { value: "QUERY", label: "主动查单" },
  { value: "BILL", label: "对账单" },
] as const;

/** Whether a channel's record agrees with our order. */
export const ORDER_MATCHES = [
  { value: "MATCHED", label: "一致" },
  { value: "AMOUNT_DIFF", label: "金额不符" },
  { value: "NO_ORDER", label: "无对应订单" },
  // A payment for an order already closed, already paid, or paid through another channel: kept and
  // never credited, waiting for 原路退款 / 登记线下退款 (server/domains/payment/wxPayTransaction/notify/paidMatch.ts).
  { value: "NEEDS_REFUND", label: "需退款" },
] as const;
