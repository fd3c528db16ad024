import { defineFixture } from "../../fixture";
import { setInvoiceChannel } from "./invoiceChannel";

let inputSerial = 0;

export const fixture = defineFixture("invoiceRequest", {
  givenForTransitions: { invoiceType: "NORMAL", titleType: "PERSONAL", amount: 100 },
  input: { issue: () => ({ invoiceNumber: `2644200000${String((inputSerial += 1)).padStart(10, "0")}` }) },
  /** 电子开票 needs a provider that accepts (the embedded default refuses); it never answers in these tests. */
  setup() {
    setInvoiceChannel({ issue: () => Promise.resolve(), query: () => Promise.resolve({ status: "ISSUING" }) });
    return () => setInvoiceChannel(null);
  },
});
