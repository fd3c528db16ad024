import { defineFixture } from "../../fixture";
import { fixture as section } from "../courseActivitySection/fixture";

export const fixture = defineFixture("courseActivity", {
  // Windows far ahead, one a minute apart (its sections' courses: madeFirst.ts).
  given: (n) => ({ startAt: Date.UTC(2030, 0, 1) + n * 60_000, endAt: Date.UTC(2030, 0, 2) + n * 60_000 }),
  // 上线 needs a shown section.
  afterCreate: async (s, record) => {
    const data = { activityId: record.Id, name: "样例板块", layout: "GRID_2", ...(await section.madeFirst?.(s)) };
    const answer = await s.rpc("MarketingServiceAdmin/createCourseActivitySection", { data }, s.adminToken);
    if (answer.body.code !== "SUCCESS") throw new Error(`section for activity ${record.Id}: ${String(answer.body.message)}`);
  },
});
