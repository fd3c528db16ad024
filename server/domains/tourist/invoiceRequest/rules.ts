import { invoiceRequest } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { invoiceHooks, invoiceTransitions } from "./hooks";
import { invoicePoll } from "./invoicePoll";

/** Invoice requests (commerce.md §5.8). */
export const rules = defineRules("invoiceRequest", (registry: MethodRegistry) => {
  registerResource(registry, invoiceRequest, { ...invoiceHooks, transitions: invoiceTransitions });
}, { sweepers: [invoicePoll] });
