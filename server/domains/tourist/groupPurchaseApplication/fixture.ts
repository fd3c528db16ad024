import { defineFixture } from "../../fixture";

export const fixture = defineFixture("groupPurchaseApplication", {
  givenForTransitions: { seats: 10 },
  // 登记收款 must equal the quote; the approver must not be the one who submitted, who alone withdraws.
  prepare: { quotedAmount: 1000 },
  input: { markPaid: () => ({ paidAmount: 1000 }) },
});
