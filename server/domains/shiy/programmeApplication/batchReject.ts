/**
 * 批量不通过 (content.md §8.1 "批量不通过 batch ⏳ with one reason"): the row action the console runs as a
 * batch job over the selection or every filtered application (server/platform/jobs/batchJob.ts), one
 * application per call and transaction. Each call is the 不通过 transition itself — its state check,
 * reason, applicant notice and change record — so an application that may not be turned down
 * (already admitted, withdrawn, not yet screened) is refused with why, and the job lists it and goes on.
 */
import { transitionOf } from "../../../../src/catalogue";
import { programmeApplication } from "../../../../src/catalogue/registry";
import { REJECT_APPLICATIONS } from "../../../../src/catalogue/resources/shiy/programmeApplication";
import { method, type MethodRegistry } from "../../../platform/rpc/registry";
import { selectionPayload } from "../../../resources/payload";
import { runTransition } from "../../../resources/transitions";
import { applicationHooks, applicationTransitions } from "./applicationHooks";

export function registerBatchReject(registry: MethodRegistry): void {
  const reject = transitionOf(programmeApplication, "reject");
  if (!reject) throw new Error("programmeApplication has no reject transition");
  registry.add(method({
    service: programmeApplication.service, method: REJECT_APPLICATIONS, input: selectionPayload,
    access: { kind: "right", object: programmeApplication.access, level: "WRITE" },
    handler: (call, input) => runTransition(call, programmeApplication, reject, input, { hooks: applicationHooks, sideEffect: applicationTransitions.reject }),
  }));
}
