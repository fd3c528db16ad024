import { setChannelAdapter } from "../../order/refund/channels";
import { defineFixture } from "../../fixture";

export const fixture = defineFixture("paymentException", {
  // Items are queued by the payment notifications; the matrix writes them as that code does.
  given: (n) => ({
    tradeNo: `42000031${String(n).padStart(20, "0")}`, channel: "WXPAY", kind: "AFTER_CLOSE",
    orderNo: `VIP20261122${String(n).padStart(8, "0")}`, amount: 3_000, paidAt: 1_795_320_000_000,
  }),
  // 原路退款 goes to a channel that accepts it at once (the adapter of a test, never the server's default).
  setup: () => {
    for (const channel of ["WXPAY", "ALIPAY"]) {
      setChannelAdapter(channel, { refund: (req) => Promise.resolve({ status: "SUCCESS", channelRefundId: `50300${req.refundNo.slice(3)}` }) });
    }
    return () => {
      setChannelAdapter("WXPAY", null);
      setChannelAdapter("ALIPAY", null);
    };
  },
});
