import { publicCourse } from "../../../../src/catalogue/registry";
import { insertSeed } from "../../../seed/factory";
import { defineFixture, type FixtureServer } from "../../fixture";

const courses = new WeakMap<FixtureServer, Promise<number>>();

function aCourse(s: FixtureServer): Promise<number> {
  let id = courses.get(s);
  if (!id) {
    id = insertSeed(s.db, publicCourse, { title: "书法常识二十讲（样例）", category: "CALLIGRAPHY", lecturer: "周文清", priceType: "PAID", price: 2990, status: "ONLINE", sort: 0 }, s.now());
    courses.set(s, id);
  }
  return id;
}

export const fixture = defineFixture("courseActivitySection", {
  // A section lists courses by Id inside its items, which no ref field asks the tests to make.
  madeFirst: async (s) => ({ items: [{ courseType: "PUBLIC", courseId: await aCourse(s), activityPriceFen: 1990, sort: 1 }] }),
});
