import { JOB_HANDLERS } from "../../../platform/jobs/handlers";
import { defineFixture } from "../../fixture";

export const fixture = defineFixture("pointsGiftBatch", {
  given: { uidList: "10000001\n10000002", pointsPerVisitor: 10 },
  // The matrix checks the batch's machine; its gift job (tested in pointsGift.test.ts) must not end the batch under it.
  setup: () => {
    const gift = JOB_HANDLERS.gift;
    delete JOB_HANDLERS.gift;
    return () => {
      JOB_HANDLERS.gift = gift;
    };
  },
});
