import { defineFixture } from "../../fixture";
import { testWork } from "../captureTask/fixtureData";

/** Items are written by their task: one task in 质检中 per item, its work the item's. */
export const fixture = defineFixture("captureItem", {
  given: { masterFile: "shiy/capture/item.tif", ppiMeasured: 600, deltaEMean: 1.5, deltaEMax: 3.2, toneDeltaL: 1, uniformityPct: 2, sfrEfficiency: 90, qcState: "pending" },
  linked: async (tx, refs) => {
    const task = await tx.selectFrom("capture_task").select(["artistId"]).where("Id", "=", Number(refs.taskId)).executeTakeFirstOrThrow();
    return { workId: await testWork(tx, Number(task.artistId), Date.now()) };
  },
  beforeCall: async (tx, Id) => {
    const item = await tx.selectFrom("capture_item").select("taskId").where("Id", "=", Id).executeTakeFirstOrThrow();
    await tx.updateTable("capture_task").set({ status: "qc" }).where("Id", "=", Number(item.taskId)).execute();
  },
  input: { reject: () => ({ reason: "反光" }) },
});
