import { defineFixture } from "../../fixture";

let inputSerial = 0;

export const fixture = defineFixture("invoiceRequest", {
  givenForTransitions: { invoiceType: "NORMAL", titleType: "PERSONAL", amount: 100 },
  input: { issue: () => ({ invoiceNumber: `2644200000${String((inputSerial += 1)).padStart(10, "0")}` }) },
});
