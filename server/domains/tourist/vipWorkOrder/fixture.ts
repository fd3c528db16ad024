import { defineFixture } from "../../fixture";

export const fixture = defineFixture("vipWorkOrder", {
  givenForTransitions: { type: "COMPENSATION", days: 30, vipLevel: "VIP" },
  prepare: { submittedBy: "客服小王" },
  prepareTransition: { cancel: { submittedBy: "admin" }, approve: { submittedBy: "客服小王" } },
});
