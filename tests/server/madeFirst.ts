import { publicCourse } from "../../src/catalogue/registry";
import type { Tx } from "../../server/db/types";
import { insertSeed } from "../../server/seed/factory";
import type { TestServer } from "./harness";

/**
 * Sample data that needs records of other resources first, which no ref field asks the fixtures to
 * make: a course activity section lists courses by Id inside its `items`. Made once per server.
 */
const courses = new WeakMap<TestServer, Promise<number>>();

function aCourse(t: TestServer): Promise<number> {
  let id = courses.get(t);
  if (!id) {
    id = insertSeed(t.server.deps.db as unknown as Tx, publicCourse, { title: "书法常识二十讲（样例）", category: "CALLIGRAPHY", lecturer: "周文清", priceType: "PAID", price: 2990, status: "ONLINE", sort: 0 }, t.clock.now);
    courses.set(t, id);
  }
  return id;
}

/** Extra create data by resource name, made on the test's server. */
export async function madeFirst(t: TestServer, resource: string): Promise<Record<string, unknown>> {
  if (resource === "courseActivitySection") return { items: [{ courseType: "PUBLIC", courseId: await aCourse(t), activityPriceFen: 1990, sort: 1 }] };
  return {};
}

/** After a record's create, what its machine needs to run (上线 needs a shown section). */
export async function afterCreate(t: TestServer, resource: string, record: { Id: number }): Promise<void> {
  if (resource !== "courseActivity") return;
  const data = { activityId: record.Id, name: "样例板块", layout: "GRID_2", ...(await madeFirst(t, "courseActivitySection")) };
  const answer = await t.rpc("MarketingServiceAdmin/createCourseActivitySection", { data }, t.adminToken);
  if (answer.body.code !== "SUCCESS") throw new Error(`section for activity ${record.Id}: ${String(answer.body.message)}`);
}
