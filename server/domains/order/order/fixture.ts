import { setChannelAdapter } from "../refund/channels";
import { defineFixture } from "../../fixture";

export const fixture = defineFixture("order", {
  // A paid WeChat order with room for the matrix's refunds of ¥1 each (and an invoice request).
  givenForTransitions: { payAmount: 1_000_000, totalAmount: 1_000_000, discountAmount: 0, refundedAmount: 0, refundingAmount: 0, payChannel: "WXPAY", channelTradeNo: "4200000000202611220000000001", orderType: "COURSE", status: "PAID", invoiceStatus: "NONE" },
  input: { refund: () => ({ amount: 100, mode: "CHANNEL", channelRefundId: null }) },
  // Refunds go to a channel that accepts them (the adapter of a test, never the server's default).
  setup: () => {
    setChannelAdapter("WXPAY", { refund: (req) => Promise.resolve({ status: "PROCESSING", channelRefundId: `50300${req.refundNo.slice(2)}` }) });
    return () => setChannelAdapter("WXPAY", null);
  },
});
