import { ancientArtist, hdImage, publicCourse } from "../../src/catalogue/registry";
import type { Tx } from "../../server/platform/db/types";
import { insertSeed } from "../../server/seed/factory";
import type { TestServer } from "./harness";

/**
 * Sample data that needs records of other resources first, which no ref field asks the fixtures to
 * make: a course activity section lists courses by Id inside its `items`. Made once per server.
 */
const artists = new WeakMap<TestServer, Map<number, Promise<number>>>();

function anArtist(t: TestServer, n: number): Promise<number> {
  const mine = artists.get(t) ?? new Map<number, Promise<number>>();
  artists.set(t, mine);
  let id = mine.get(n);
  if (!id) {
    id = insertSeed(t.server.deps.db as unknown as Tx, ancientArtist, { name: `样例书家${n}`, age: "TANG", publishState: "draft", deleted: false }, t.clock.now);
    mine.set(n, id);
  }
  return id;
}

const courses = new WeakMap<TestServer, Promise<number>>();

function aCourse(t: TestServer): Promise<number> {
  let id = courses.get(t);
  if (!id) {
    id = insertSeed(t.server.deps.db as unknown as Tx, publicCourse, { title: "书法常识二十讲（样例）", category: "CALLIGRAPHY", lecturer: "周文清", priceType: "PAID", price: 2990, status: "ONLINE", sort: 0 }, t.clock.now);
    courses.set(t, id);
  }
  return id;
}

let sampleImages = 0;
const imagesBySample = new WeakMap<TestServer, Map<number, Promise<number>>>();

/** An HD image of its own for sample number `n` (the same one for the same n), or a new one when no n is given. */
function anImage(t: TestServer, n?: number): Promise<number> {
  const make = () => insertSeed(t.server.deps.db as unknown as Tx, hdImage, {
    title: "溪山行旅图 · 局部（样例）", code: `HD-S${String((sampleImages += 1)).padStart(5, "0")}`, subjectType: "none", version: "原始扫描",
    masterFile: "shiy/masters/sample.tif", accessLevel: "free", license: "publicDomain", tileStatus: "none", publishState: "draft", deleted: false,
  }, t.clock.now);
  if (n === undefined) return make();
  const byN = imagesBySample.get(t) ?? new Map<number, Promise<number>>();
  imagesBySample.set(t, byN);
  const found = byN.get(n) ?? make();
  byN.set(n, found);
  return found;
}

/** Extra create data by resource name, made on the test's server (`n`: the sample number, when the caller has one). */
export async function madeFirst(t: TestServer, resource: string, n?: number): Promise<Record<string, unknown>> {
  // An album holds an image once: each sample item gets an image of its own.
  if (resource === "hdAlbumItem") return { hdImageId: await anImage(t, n) };
  // A hot list holds each artist once per section: sample n gets an artist of its own (it wins over the shared reference).
  if (resource === "hotArtist" && n !== undefined) return { artistId: await anArtist(t, n) };
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
