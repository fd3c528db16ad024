/**
 * The transition matrix, generated from the catalogue: for every resource that declares states,
 * every state and every transition, on both databases. A transition the state allows answers
 * SUCCESS, moves the record to `to` and writes a change record named after its method; one it does
 * not allow answers FAILED_PRECONDITION (9) and leaves the row and the change records untouched.
 * Two parallel calls of one transition on one record: exactly one wins. Machines of resources with
 * nothing of their own run on SQLite and, when sampled, PostgreSQL (contractDatabases.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { methodName, transitionMethodName, transitionOf, uniformRights, type FieldDef, type MachineDef, type ResourceDef, type TransitionDef } from "../../src/catalogue";
import { consoleUser, RESOURCES, resourceByName } from "../../src/catalogue/registry";
import { setChannelAdapter } from "../../server/commerce/channels";
import { encodeValue } from "../../server/resources/columns";
import type { Tx } from "../../server/platform/db/types";
import { insertSeed } from "../../server/seed/factory";
import type { AuthedCall } from "../../server/platform/rpc/call";
import { BusinessError } from "../../server/platform/wire/errors";
import { MethodRegistry } from "../../server/platform/rpc/registry";
import { registerMachine, runTransition, type TransitionHook } from "../../server/resources/transitions";
import { userHooks } from "../../server/services/users";
import { IMPORTERS, JOB_HANDLERS } from "../../server/platform/jobs/handlers";
import { drainJobs } from "../../server/platform/jobs/runner";
import { databasesFor } from "./contractDatabases";
import { afterCreate, madeFirst } from "./madeFirst";
import { createTestServer, describeEachDb, type RpcAnswer, type TestServer } from "./harness";
import { sampleRecord, sampleValue } from "./sampleRecord";

type Rec = Record<string, unknown> & { Id: number; utime: number };

const MACHINES = (RESOURCES as readonly ResourceDef[]).filter((r) => r.states);

/** What a create needs beyond the sampler: dictionary values, extra keys. */
const GIVEN: Readonly<Record<string, Record<string, unknown> | ((n: number) => Record<string, unknown>)>> = {
  // Calligraphy (sufa): a free work with its cover, so that 上架 needs no tiled image; a one-character glyph; a 范文 in Chinese.
  calligraphyWork: { age: "EASTERN_JIN", accessLevel: "free", cover: "https://static.moyuan.example/sufa/cover/001.jpg", contributorId: null, material: "PAPER", source: "MUSEUM" },
  glyph: { char: "永", standardChar: null, region: { x: 10, y: 20, w: 64, h: 72 }, pageImageId: null },
  exampleText: { age: "TANG", content: "床前明月光，疑是地上霜。", recommendedArtistId: null },
  consoleUser: { role: "editor", password: "Sample-pass-123" },
  vipGoods: { platforms: ["ANDROID"], price: 3000, originalPrice: 3600, firstPrice: 1800, appStoreProductId: null },
  artistLedgerEntry: { artistId: "MA_YUAN", period: "2026-10", sourceType: "COURSE_SALE", grossAmount: 1_000_000, shareRateBp: 6000, shareAmount: 600_000, taxAmount: 0, payableAmount: 600_000 },
  // Months that have ended, one per record (the month is unique).
  bookkeepingPeriod: (n) => ({ period: `${1000 + (n % 1000)}-${String((n % 12) + 1).padStart(2, "0")}` }),
  // What visitors made: written as the client apps write them (required fields no console form has).
  lineDrawing: { sourceTitle: "《墨竹图》" },
  visitorResource: { title: "临《多宝塔碑》第三日" },
  resourceAlbum: { title: "宋人小品五十帧" },
  compareImage: { title: "《兰亭序》神龙本 vs 定武本" },
  // A paid WeChat order with room for the matrix's refunds of ¥1 each (and an invoice request).
  order: { payAmount: 1_000_000, totalAmount: 1_000_000, discountAmount: 0, refundedAmount: 0, refundingAmount: 0, payChannel: "WXPAY", channelTradeNo: "4200000000202611220000000001", orderType: "COURSE", status: "PAID", invoiceStatus: "NONE" },
  // Tourist requests: records their own rules accept (a tier below the product's price covering the
  // seats, a work order type without other references, a small code batch).
  groupPurchaseConf: { unitPrice: 100, minSeats: 5, maxSeats: null, deliveryMode: "REDEEM_CODES" },
  groupPurchaseApplication: { seats: 10 },
  invoiceRequest: { invoiceType: "NORMAL", titleType: "PERSONAL", amount: 100 },
  redeemCodeBatch: { quantity: 3, channel: "GIFT", validFrom: Date.UTC(2026, 0, 1), validTo: Date.UTC(2027, 0, 1) },
  vipWorkOrder: { type: "COMPENSATION", days: 30, vipLevel: "VIP" },
  // Far ahead, each record in a week of its own: live activities of all courses may not overlap.
  discountActivity: (n) => ({ type: "FULL_REDUCTION", tiers: [{ thresholdFen: 100_000, reduceFen: 12_000 }], scope: "ALL_SHIY", courseIds: null, startAt: Date.UTC(2030, 0, 1) + n * 7 * 86_400_000, endAt: Date.UTC(2030, 0, 2) + n * 7 * 86_400_000 }),
  teamBuyActivity: (n) => ({ goodsType: "PUBLIC_COURSE", goodsName: "书法常识二十讲", originalPrice: 2990, teamPrice: 1990, leaderPrice: null, teamSize: 3, teamValidHours: 24, stock: 100, classId: null, startAt: Date.UTC(2030, 0, 1) + n * 60_000, endAt: Date.UTC(2030, 0, 2) + n * 60_000 }),
  coupon: { type: "NO_THRESHOLD", thresholdFen: 0, reduceFen: 500, discountRate: null, maxDiscountFen: null, scope: "ALL_COURSES", goodsIds: null, validType: "RELATIVE", validDays: 7, validFrom: null, validTo: null, claimStartAt: Date.UTC(2026, 0, 1), claimEndAt: Date.UTC(2027, 0, 1) },
  // A course sale far ahead (publish lands in NOT_STARTED), one course per record so live sales never overlap.
  flashSale: (n) => ({ goodsType: "PUBLIC_COURSE", goodsId: n, goodsName: "书法常识二十讲", originalPrice: 2990, flashPrice: 990, stock: 100, startAt: Date.UTC(2030, 0, 1), endAt: Date.UTC(2030, 0, 2), preheatAt: null }),
  // Points: goods whose stock can take a cancelled order back; an order the cancel can refund.
  pointsGoods: { goodsType: "PHYSICAL", stock: 10, pointsPrice: 100 },
  pointsOrder: { goodsType: "PHYSICAL", quantity: 1, pointsAmount: 100 },
  pointsGiftBatch: { uidList: "10000001\n10000002", pointsPerVisitor: 10 },
  // HD library: an unlinked image; an import from a folder of the store (filled in BEFORE_CALL).
  hdImage: { subjectType: "none", subjectId: null },
  hdImportTask: { sourceType: "ossPrefix", sourcePath: "shiy/incoming/matrix", manifestFile: null, captureTaskId: null, targetAlbumId: null, tileAfterImport: false },
  // Content libraries: a period and a medium from the dictionaries; free, so 上架 needs no ready tiles.
  relic: { age: "SHANG", accessLevel: "free", description: "<p>简介</p>" },
  westernWork: { medium: "OIL_CANVAS", accessLevel: "free" },
  book: { accessLevel: "free" },
  photo: { accessLevel: "free", geo: { lat: 40.04, lng: 94.81 } },
  // Courses: a paid public course; an academy course whose prices hold together (划线价 ≥ 售价 ≥ 会员价).
  publicCourse: { priceType: "PAID" },
  shiyCourse: { artistId: "MA_YUAN", style: "GONGBI", mode: "RECORDED", price: 128_000, originalPrice: 168_000, vipPrice: 98_000 },
  // Windows far ahead (上线 refuses an ended one); each gets a shown section after its create (madeFirst.ts).
  courseActivity: (n) => ({ startAt: Date.UTC(2030, 0, 1) + n * 60_000, endAt: Date.UTC(2030, 0, 2) + n * 60_000 }),
  courseLesson: (n) => ({ courseType: "SHIY", videoId: `vod-${n}`, freePreview: false, sort: (n % 9000) + 1 }),
  // Academy classes (helper "classes"): one seat within any course's limit, dates in order; what students wrote is given as the app writes it.
  courseClass: { capacity: 1, startDate: "2026-12-01", endDate: "2027-01-31" },
  courseStudent: { source: "ADMIN" },
  courseQuestion: { content: "分染时颜色总是不匀，水分怎么控制？" },
  courseRating: { score: 5, content: "老师示范非常细致" },
  homeworkSubmission: { images: ["course/homework/sample-1.jpg"] },
  homework: { refImages: ["course/homework/ref-1.jpg"] },
  courseAssistant: { mobile: "13612345601", classIds: [] },
  // Submitted by someone else, so that the administrator may decide it.
  courseReview: { result: "PENDING", submittedBy: "课程编辑小林", submitType: "NEW" },
  // 书画 (helper "suha"): dictionary values; an artist with a life, a work with a source, an index entry a work can be made of.
  ancientArtist: { age: "TANG", lifeText: "701—761" },
  paintingWork: { age: "NORTHERN_SONG", category: "LANDSCAPE", material: "SILK", media: "INK", source: "MUSEUM", accessLevel: "vip", coArtistIds: null, yearFrom: null, yearTo: null },
  ancientIndexEntry: { catalogueSource: "tumu", age: "NORTHERN_SONG", form: "lizhou", material: "SILK", media: "INK" },
};

/** Integer fields that hold another resource's Id without being a `ref` (a lesson's course, by its courseType). */
const ID_OF: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  // 上架 needs the work's 书家.
  calligraphyWork: { artistId: "ancientArtist" },
  courseLesson: { courseId: "shiyCourse" },
};

/** References that must agree with one another (a homework's class belongs to its course): taken from the record already made. */
const LINKED: Readonly<Record<string, (tx: Tx, refs: Record<string, unknown>) => Promise<Record<string, unknown>>>> = {
  homework: async (tx, refs) => ({ courseId: Number((await tx.selectFrom("course_class").select("courseId").where("Id", "=", Number(refs.classId)).executeTakeFirstOrThrow()).courseId) }),
};

/**
 * Rows of other tables a new record needs before its machine can run: a course goes on sale or to
 * review only with a playable lesson.
 */
const AFTER_CREATE: Readonly<Record<string, (tx: Tx, rec: Rec, now: number) => Promise<void>>> = {
  // A book goes on line with a page, a photo with its picture: one HD image each whose subject it is.
  book: (tx, rec, now) => anImageOf(tx, "book", rec.Id, now),
  photo: (tx, rec, now) => anImageOf(tx, "photo", rec.Id, now),
  // A work that is not free goes online only with an HD image whose tiles are ready.
  paintingWork: async (tx, rec, now) => {
    await insertSeed(tx, resourceByName("hdImage") as ResourceDef, {
      title: "全幅", subjectType: "suha", subjectId: rec.Id, pageNo: 1, version: "原始扫描", masterFile: "shiy/hd/master-sample.tif",
      accessLevel: "free", license: "publicDomain", tileStatus: "ready", publishState: "draft", deleted: false,
    }, now);
  },
  publicCourse: async (tx, rec, now) => {
    await insertSeed(tx, resourceByName("courseLesson") as ResourceDef, { courseType: "PUBLIC", courseId: rec.Id, sort: 1, title: "第一课", videoId: "vod-1", status: "READY", freePreview: false, deleted: false }, now);
  },
  shiyCourse: async (tx, rec, now) => {
    await insertSeed(tx, resourceByName("courseLesson") as ResourceDef, { courseType: "SHIY", courseId: rec.Id, sort: 1, title: "第一课", videoId: "vod-1", status: "READY", freePreview: false, deleted: false }, now);
  },
};

/** An HD image (not yet tiled) depicting record `subjectId` of `subjectType`. */
async function anImageOf(tx: Tx, subjectType: string, subjectId: number, now: number): Promise<void> {
  await insertSeed(tx, resourceByName("hdImage") as ResourceDef, {
    title: `样例图 ${subjectType} ${subjectId}`, subjectType, subjectId, pageNo: 1, version: "HD", masterFile: "shiy/hd/sample.tif",
    accessLevel: "free", license: "internal", tileStatus: "none", deleted: false,
  }, now);
}

/** Rows of other tables put back before each allowed call: a review is decided only while its course is pending. */
let suhaWorkId = 0;
const BEFORE_CALL: Readonly<Record<string, (tx: Tx, Id: number) => Promise<void>>> = {
  // 开始执行 lists a folder with a file in it; 重试失败项 needs a failed item.
  hdImportTask: async (tx, Id) => {
    await tx.insertInto("upload_file").values({ key: "shiy/incoming/matrix/0001.tif", dataType: "UDT_SHIY", contentType: "image/tiff", size: 1, userId: null, ctime: 0 }).onConflict((oc) => oc.column("key").doNothing()).execute();
    await tx.insertInto("hd_import_item").values({ ctime: 0, utime: 0, taskId: Id, rowNo: 1, fileKey: "shiy/incoming/matrix/0001.tif", status: "failed", message: "不是可识别的图片文件" }).execute();
  },
  // 关联作品 needs a work not linked yet; 由索引创建作品 an entry with its author.
  ancientIndexEntry: async (tx, Id) => {
    const artistId = await insertSeed(tx, resourceByName("ancientArtist") as ResourceDef, { name: `矩阵书家${Id}-${suhaWorkId}`, age: "TANG", publishState: "draft", workCount: 0, deleted: false }, 1);
    suhaWorkId = await insertSeed(tx, resourceByName("paintingWork") as ResourceDef, {
      title: "矩阵作品", artistId, attribution: "confirmed", age: "TANG", category: "LANDSCAPE", form: "lizhou", material: "SILK", accessLevel: "free",
      publishState: "draft", hdCount: 0, viewCount: 0, deleted: false,
    }, 1);
    await tx.updateTable("ancient_index_entry").set({ artistId }).where("Id", "=", Id).execute();
  },
  courseReview: async (tx, Id) => {
    const review = await tx.selectFrom("course_review").select("courseId").where("Id", "=", Id).executeTakeFirstOrThrow();
    await tx.updateTable("shiy_course").set({ status: "PENDING_REVIEW" }).where("Id", "=", Number(review.courseId)).execute();
  },
};

/**
 * Server-set values a record needs before its machine can run (written directly, as a test's setup):
 * by resource after its create, by `resource.transition` before that transition's call.
 */
const PREPARE: Readonly<Record<string, Record<string, unknown>>> = {
  // Applications choose among enabled tiers.
  groupPurchaseConf: { status: "ENABLED" },
  // Courses go on sale or to review only with a cover and an intro.
  publicCourse: { cover: "course/cover-sample.jpg", intro: "<p>课程简介</p>" },
  shiyCourse: { cover: "course/cover-sample.jpg", intro: "<p>课程简介</p>" },
  // 登记收款 must equal the quote; the approver must not be the one who submitted, who alone withdraws.
  groupPurchaseApplication: { quotedAmount: 1000 },
  vipWorkOrder: { submittedBy: "客服小王" },
  "vipWorkOrder.cancel": { submittedBy: "admin" },
  "vipWorkOrder.approve": { submittedBy: "客服小王" },
  // 上架: an image with its tile pyramid; an album with an image and a cover.
  "hdImage.publish": { tileStatus: "ready" },
  "hdAlbum.publish": { itemCount: 1, cover: "category/cover-sample.jpg" },
};

let inputSerial = 0;
/** Transition inputs the sampler cannot guess (an amount that must equal the record's, a number used once). */
const INPUT: Readonly<Record<string, () => Record<string, unknown>>> = {
  "order.refund": () => ({ amount: 100, mode: "CHANNEL", channelRefundId: null }),
  "groupPurchaseApplication.markPaid": () => ({ paidAmount: 1000 }),
  "invoiceRequest.issue": () => ({ invoiceNumber: `2644200000${String((inputSerial += 1)).padStart(10, "0")}` }),
  "ancientIndexEntry.match": () => ({ workType: "suha", workId: suhaWorkId }),
  "ancientIndexEntry.createWorkFrom": () => ({ category: "LANDSCAPE" }),
};

/** Set up before a resource's matrix: order refunds go to a channel that accepts them (the adapter of a test, never the server's default). */
const SETUP: Readonly<Record<string, () => () => void>> = {
  // The matrix checks the batch's machine; its gift job (tested in pointsGift.test.ts) must not end the batch under it.
  pointsGiftBatch: () => {
    const gift = JOB_HANDLERS.gift;
    delete JOB_HANDLERS.gift;
    return () => {
      JOB_HANDLERS.gift = gift;
    };
  },
  // The matrix checks the task's machine; its import job (tested in hdImport.test.ts) must not end the task under it.
  hdImportTask: () => {
    const run = IMPORTERS.hdImportTask;
    delete IMPORTERS.hdImportTask;
    return () => {
      IMPORTERS.hdImportTask = run;
    };
  },
  order: () => {
    setChannelAdapter("WXPAY", { refund: (req) => Promise.resolve({ status: "PROCESSING", channelRefundId: `50300${req.refundNo.slice(2)}` }) });
    return () => setChannelAdapter("WXPAY", null);
  },
};
const givenFor = (name: string, n: number): Record<string, unknown> => {
  const given = GIVEN[name];
  return typeof given === "function" ? given(n) : given ?? {};
};

it("the console users have a machine, so the matrix below is not empty", () => {
  expect(MACHINES.map((r) => r.name)).toContain("consoleUser");
});

/** A valid `data` for a transition's input fields. */
function inputOf(resource: ResourceDef, transition: TransitionDef, n: number): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  const given = INPUT[`${resource.name}.${transition.name}`]?.() ?? {};
  for (const f of transition.input ?? []) {
    if (Object.hasOwn(given, f.key)) continue;
    const value = sampleValue(f, n);
    if (value !== undefined) data[f.key] = value;
    else if (f.required) throw new Error(`${resource.name}.${transition.name}: give a sample for input ${f.key}`);
  }
  return { ...data, ...given };
}

it("a machine's side-effect hooks are named by its transitions, each given once at registration", () => {
  const withHook = { ...consoleUser, states: { ...consoleUser.states, transitions: consoleUser.states.transitions.map((t) => (t.name === "disable" ? { ...t, hook: "revoke" } : t)) } };
  expect(() => registerMachine(new MethodRegistry(), withHook)).toThrow("no hook revoke for transition disable");
  expect(() => registerMachine(new MethodRegistry(), consoleUser, {}, { revoke: () => undefined })).toThrow("transition hook revoke is named by no transition");
  const registry = new MethodRegistry();
  registerMachine(registry, withHook, {}, { revoke: () => undefined });
  expect(registry.keys().sort()).toEqual(["sys.SysAdmin/disableUser", "sys.SysAdmin/enableUser"]);
});

describeEachDb("state machines", (kind) => {
  let t: TestServer;
  let next = 7000;
  const db = () => t.server.deps.db;
  /** Jobs started by earlier calls (a code batch's generation) run to the end first: they change rows a refused call must leave alone. */
  const jobsSettled = async () => {
    await drainJobs(t.server.deps);
    expect(Number((await db().selectFrom("job").select((eb) => eb.fn.countAll().as("n"))
      .where("status", "in", ["QUEUED", "RUNNING"]).executeTakeFirstOrThrow()).n)).toBe(0);
  };

  beforeAll(async () => {
    // Jobs run only when drained, so no case waits on a runner's poll.
    t = await createTestServer(kind, { seed: "none", jobs: "manual" });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Creates a sample record (and the records its required references need) through the resource's own create. */
  async function create(resource: ResourceDef, over: Record<string, unknown> = {}): Promise<Rec> {
    const refs: Record<string, unknown> = {};
    for (const f of resource.fields) {
      if (f.kind === "ref" && f.ref && (f.required || resource.parent?.key === f.key)) {
        refs[f.key] = (await create(resourceByName(f.ref) as ResourceDef)).Id;
      }
    }
    for (const [key, target] of Object.entries(ID_OF[resource.name] ?? {})) refs[key] = (await create(resourceByName(target) as ResourceDef)).Id;
    Object.assign(refs, await LINKED[resource.name]?.(db() as unknown as Tx, refs));
    next += 1;
    t.clock.advance(1000);
    const data = sampleRecord(resource, next, { ...givenFor(resource.name, next), ...(await madeFirst(t, resource.name)), ...refs, ...over });
    if (!resource.ops.includes("create")) {
      // Records nobody creates by hand (orders, visitors) are written as the server's own code writes them.
      const Id = await insertSeed(db() as unknown as Tx, resource, data, t.clock.now);
      const got = await t.rpc(`${resource.service}/${methodName(resource, "get")}`, { Id }, t.adminToken);
      expect(got.body, `get ${resource.name}`).toMatchObject({ code: "SUCCESS" });
      await AFTER_CREATE[resource.name]?.(db() as unknown as Tx, got.body.data as Rec, t.clock.now);
      return got.body.data as Rec;
    }
    const answer = await t.rpc(`${resource.service}/${methodName(resource, "create")}`, { data }, t.adminToken);
    expect(answer.body, `create ${resource.name}`).toMatchObject({ code: "SUCCESS" });
    await afterCreate(t, resource.name, answer.body.data as Rec);
    await AFTER_CREATE[resource.name]?.(db() as unknown as Tx, answer.body.data as Rec, t.clock.now);
    const prepare = PREPARE[resource.name];
    if (!prepare) return answer.body.data as Rec;
    const made = answer.body.data as Rec;
    await prepared(resource, made.Id, prepare);
    return (await t.rpc(`${resource.service}/${methodName(resource, "get")}`, { Id: made.Id }, t.adminToken)).body.data as Rec;
  }

  /** Writes a PREPARE entry over a record (no change record: a test's setup). */
  async function prepared(resource: ResourceDef, Id: number, values: Record<string, unknown> | undefined): Promise<void> {
    if (!values) return;
    const encoded = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, encodeValue(resource.fields.find((f) => f.key === k) as FieldDef, v)]));
    await db().updateTable(resource.table).set(encoded).where("Id", "=", Id).execute();
  }

  for (const resource of MACHINES.filter((r) => databasesFor(r).includes(kind))) {
    const machine = resource.states as MachineDef;
    const field = resource.fields.find((f) => f.key === machine.field) as FieldDef;
    const row = (id: number) => db().selectFrom(resource.table).selectAll().where("Id", "=", id).executeTakeFirstOrThrow();
    const changes = (id: number, method?: string) => {
      let q = db().selectFrom("data_change").selectAll().where("resource", "=", resource.name).where("recordId", "=", id);
      if (method !== undefined) q = q.where("method", "=", method);
      return q.execute();
    };
    /** Puts the record in `state` directly in the database, as a test's setup (no change record). */
    const putIn = async (id: number, state: string): Promise<number> => {
      await db().updateTable(resource.table).set({ [machine.field]: encodeValue(field, state) }).where("Id", "=", id).execute();
      return Number((await row(id)).utime);
    };
    const call = (transition: TransitionDef, payload: Record<string, unknown>): Promise<RpcAnswer> =>
      t.rpc(`${resource.service}/${transitionMethodName(resource, transition)}`, payload, t.adminToken);

    describe(resource.name, () => {
      /** One record per state, moved back into it before every call. */
      const records = new Map<string, Rec>();
      let teardown: (() => void) | undefined;
      beforeAll(async () => {
        teardown = SETUP[resource.name]?.();
        for (const s of machine.states) records.set(s.value, await create(resource));
      });
      afterAll(async () => {
        // The jobs this matrix started run while its setup holds (a gift batch's job without its handler), as a background runner would have run them.
        await drainJobs(t.server.deps);
        teardown?.();
      });

      for (const s of machine.states) {
        for (const transition of machine.transitions) {
          const method = transitionMethodName(resource, transition);
          const allowed = transition.from.includes(s.value);
          it(`${s.value} → ${method}: ${allowed ? `moves to ${transition.to}` : "FAILED_PRECONDITION, nothing changes"}`, async () => {
            const { Id } = records.get(s.value) as Rec;
            if (allowed) await prepared(resource, Id, PREPARE[`${resource.name}.${transition.name}`]);
            if (allowed) await BEFORE_CALL[resource.name]?.(db() as unknown as Tx, Id);
            // Drained before the record is put in its state: a job (a batch's generation) may write the record itself.
            else await jobsSettled();
            const utime = await putIn(Id, s.value);
            const data = inputOf(resource, transition, next);
            if (allowed) {
              const before = (await changes(Id, method)).length;
              const r = await call(transition, { Id, utime, data });
              expect(r.status).toBe(200);
              expect(r.body).toMatchObject({ code: "SUCCESS", total: 1, data: [{ Id, [machine.field]: transition.to }] });
              expect((await row(Id))[machine.field]).toBe(encodeValue(field, transition.to));
              const written = await changes(Id, method);
              expect(written).toHaveLength(before + 1);
              expect(String(written.at(-1)?.summary)).toContain(`${transition.label}：`);
              expect(written.at(-1)?.action).toBe("action");
            } else {
              const before = await row(Id);
              const changesBefore = await changes(Id);
              for (const payload of [{ Id, utime, data }, { Id, data }, { Ids: [Id], data }]) {
                const r = await call(transition, payload);
                expect(r.status, JSON.stringify(payload)).toBe(400);
                expect(r.body.code, String(r.body.message)).toBe(9);
                expect(String(r.body.message)).toContain(`不能执行「${transition.label}」`);
              }
              expect(await row(Id)).toEqual(before);
              expect(await changes(Id)).toEqual(changesBefore);
            }
          });
        }
      }

      for (const transition of machine.transitions) {
        const method = transitionMethodName(resource, transition);
        it(`two parallel ${method} calls on one record: exactly one succeeds`, async () => {
          const state = transition.from[0] as string;
          const { Id } = records.get(state) as Rec;
          await prepared(resource, Id, PREPARE[`${resource.name}.${transition.name}`]);
          await BEFORE_CALL[resource.name]?.(db() as unknown as Tx, Id);
          await putIn(Id, state);
          const data = inputOf(resource, transition, next);
          const before = (await changes(Id, method)).length;
          // Neither call names a utime: only the state check inside the transaction can refuse the second.
          const answers = await Promise.all([call(transition, { Id, data }), call(transition, { Id, data })]);
          const codes = answers.map((a) => a.body.code);
          expect(codes.filter((c) => c === "SUCCESS"), JSON.stringify(codes)).toHaveLength(1);
          const loser = answers.find((a) => a.body.code !== "SUCCESS");
          expect([9, 10]).toContain(loser?.body.code);
          expect((await row(Id))[machine.field]).toBe(encodeValue(field, transition.to));
          expect(await changes(Id, method)).toHaveLength(before + 1);
        });
      }
    });
  }

  describe("side-effect hooks", () => {
    const disable = transitionOf(consoleUser, "disable") as TransitionDef;
    /** The administrator's call, as the dispatcher would make it. */
    const adminCall = async (): Promise<AuthedCall> => {
      const admin = await db().selectFrom("console_user").selectAll().where("userName", "=", "admin").executeTakeFirstOrThrow();
      return {
        ...t.server.deps, ip: "127.0.0.1", path: "sys.SysAdmin/disableUser", token: undefined,
        user: { Id: Number(admin.Id), userName: "admin", nickName: String(admin.nickName), role: "admin", rights: uniformRights("WRITE"), tokenHash: "" },
      };
    };
    const dictCount = async () => (await db().selectFrom("dict").select("Id").execute()).length;
    const mark = (): TransitionHook => async ({ tx, call }) => {
      await tx.insertInto("dict").values({ ctime: call.now(), utime: call.now(), name: `hook_${call.now()}`, label: "钩子", items: "[]" }).execute();
    };

    it("run inside the transaction: a hook that refuses leaves its own writes and the record unchanged", async () => {
      const u = await create(consoleUser, { state: "ACTIVE" });
      const before = await db().selectFrom("console_user").selectAll().where("Id", "=", u.Id).executeTakeFirstOrThrow();
      const dicts = await dictCount();
      const refusing: TransitionHook = async (ctx) => {
        await mark()(ctx);
        throw new BusinessError("REFUSED", "外部渠道拒绝");
      };
      await expect(runTransition(await adminCall(), consoleUser, disable, { Id: u.Id }, { hooks: userHooks, sideEffect: refusing })).rejects.toThrow("外部渠道拒绝");
      expect(await dictCount()).toBe(dicts);
      expect(await db().selectFrom("console_user").selectAll().where("Id", "=", u.Id).executeTakeFirstOrThrow()).toEqual(before);
    });

    it("a hook's writes and the fields it answers land with the new state; it is not run for a record in the wrong state", async () => {
      const u = await create(consoleUser, { state: "ACTIVE" });
      const dicts = await dictCount();
      const call = await adminCall();
      const noted: TransitionHook = async (ctx) => {
        await mark()(ctx);
        return { nickName: `${String(ctx.current.nickName)}（已停用）` };
      };
      const done = await runTransition(call, consoleUser, disable, { Ids: [u.Id] }, { hooks: userHooks, sideEffect: noted });
      expect(done.data).toMatchObject([{ Id: u.Id, state: "DISABLED", nickName: `${String(u.nickName)}（已停用）` }]);
      expect(await dictCount()).toBe(dicts + 1);
      t.clock.advance(1000);
      await expect(runTransition(call, consoleUser, disable, { Id: u.Id }, { hooks: userHooks, sideEffect: noted })).rejects.toMatchObject({ status: 9 });
      expect(await dictCount()).toBe(dicts + 1);
    });
  });
});
