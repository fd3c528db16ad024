/**
 * The artist programme's demo world (content.md §8.1–8.3, §14.3): the counts §8 names, every reference
 * resolving (an admitted application is its artist's source, a work's HD image depicts that work, every
 * artist code courses and ledger entries use is a programme artist's), the `shiyArtist` dictionary
 * generated from the artists, counters that match, and nothing dated after now.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { shanghaiDate } from "../../src/catalogue";
import { artistAccount, artistInterview, artistNews, artistLedgerEntry, courseClass, courseReview, hdImage, programmeApplication, programmeArtist, programmeWork, publicCourse, shiyCourse } from "../../src/catalogue/registry";
import { byCatalogue } from "../../server/platform/db/types";
import { dictionaries } from "../../server/seed/data/dictionaries";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

type Row = Record<string, unknown>;

const tally = (rows: Row[], key: string) => rows.reduce<Record<string, number>>((m, r) => ({ ...m, [String(r[key])]: (m[String(r[key])] ?? 0) + 1 }), {});

describeEachDb("demo data of the artist programme", (kind) => {
  let t: TestServer;
  let artists: Row[];
  let works: Row[];
  let applications: Row[];
  const all = (table: string) => byCatalogue(t.server.deps.db).selectFrom(table).selectAll().orderBy("Id").execute() as Promise<Row[]>;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "demo" });
    [artists, works, applications] = await Promise.all([all(programmeArtist.table), all(programmeWork.table), all(programmeApplication.table)]);
  });
  afterAll(async () => {
    await t.close();
  });

  it("has §8's counts: 50 applications, 30 artists, 240 works (160 approved, 50 pending, 30 rejected), 120 with an HD image", () => {
    expect(tally(applications, "status")).toEqual({ submitted: 20, screening: 6, interview: 5, waitlisted: 3, approved: 8, rejected: 7, withdrawn: 1 });
    expect(new Set(applications.map((a) => a.batch)).size).toBe(3);
    expect(artists).toHaveLength(30);
    expect(works).toHaveLength(240);
    expect(tally(works, "reviewState")).toEqual({ approved: 160, pending: 50, rejected: 30 });
    expect(works.filter((w) => w.hdImageId !== null)).toHaveLength(120);
    const prices = works.map((w) => Number(w.referencePrice));
    expect([Math.min(...prices) >= 300_000, Math.max(...prices) <= 6_000_000]).toEqual([true, true]);
    const shares = artists.map((a) => Number(a.revenueShareRate));
    expect([Math.min(...shares) >= 60, Math.max(...shares) <= 80]).toEqual([true, true]);
  });

  it("has §8.8's child lists: 120 interviews and 150 news entries (4 and 5 per artist), 45 accounts, one per platform and artist", async () => {
    // The 8 admission interviews of applications still in review (5 待面谈 drafts, 3 候补) have no artist yet.
    const [withApplicants, news, accounts] = await Promise.all([all(artistInterview.table), all(artistNews.table), all(artistAccount.table)]);
    const interviews = withApplicants.filter((r) => r.artistId !== null);
    expect([withApplicants.length, interviews.length, news.length, accounts.length]).toEqual([128, 120, 150, 45]);
    const ids = new Set(artists.map((a) => a.Id));
    for (const rows of [interviews, news, accounts]) expect(rows.filter((r) => !ids.has(r.artistId))).toEqual([]);
    expect(Object.values(tally(interviews, "artistId"))).toEqual(Array(30).fill(4));
    expect(Object.values(tally(news, "artistId"))).toEqual(Array(30).fill(5));
    expect(new Set(accounts.map((a) => `${String(a.artistId)}/${String(a.platform)}`)).size).toBe(45);
    const now = t.clock.now;
    expect([...interviews.map((r) => r.contactAt), ...news.map((r) => r.publishedAt), ...accounts.map((r) => r.lastSyncedAt)].filter((v) => v !== null && Number(v) > now)).toEqual([]);
    expect(news.filter((r) => String(r.startDate) > shanghaiDate(now))).toEqual([]);
  });

  it("each admitted application is the source of one artist of its name and batch, made when it was decided", () => {
    const approved = applications.filter((a) => a.status === "approved");
    for (const app of approved) {
      const made = artists.filter((a) => a.applicationId === app.Id);
      expect(made, String(app.applicantName)).toHaveLength(1);
      expect(made[0]).toMatchObject({ name: app.applicantName, batch: app.batch, ctime: app.decidedAt });
    }
    expect(artists.filter((a) => a.applicationId !== null)).toHaveLength(approved.length);
  });

  it("a work's HD image depicts that work; work counts match; only approved works are on line, none of a terminated artist", async () => {
    const images = new Map((await all(hdImage.table)).map((i) => [i.Id, i]));
    const byId = new Map(artists.map((a) => [a.Id, a]));
    for (const w of works.filter((x) => x.hdImageId !== null)) {
      expect(images.get(w.hdImageId), String(w.code)).toMatchObject({ subjectType: "shiyWork", subjectId: w.Id, subjectTitle: w.title });
    }
    for (const a of artists) expect(Number(a.workCount), String(a.name)).toBe(works.filter((w) => w.artistId === a.Id).length);
    const online = works.filter((w) => w.publishState === "online");
    expect(online.length).toBeGreaterThan(0);
    expect(online.every((w) => w.reviewState === "approved" && byId.get(w.artistId)?.status !== "terminated")).toBe(true);
  });

  it("the shiyArtist dictionary is the artists' codes and names, and every artist code the courses and ledgers use resolves", async () => {
    const dict = await byCatalogue(t.server.deps.db).selectFrom("dict").selectAll().where("name", "=", "shiyArtist").executeTakeFirstOrThrow();
    const items = JSON.parse(String(dict.items)) as { value: string; label: string }[];
    expect(items).toEqual(artists.map((a) => ({ value: a.code, label: a.name })));
    const codes = new Set(items.map((i) => i.value));
    const used = [
      ...(await all(shiyCourse.table)).map((r) => r.artistId), ...(await all(courseClass.table)).map((r) => r.teacher),
      ...(await all(courseReview.table)).map((r) => r.artistId), ...(await all(publicCourse.table)).map((r) => r.lecturerArtist),
      ...(await all(artistLedgerEntry.table)).map((r) => r.artistId),
      ...(dictionaries.find((d) => d.name === "shiyArtist")?.items ?? []).map((i) => i.value),
    ].filter((v) => v !== null && v !== undefined);
    expect(used.length).toBeGreaterThan(0);
    expect([...new Set(used)].filter((c) => !codes.has(String(c)))).toEqual([]);
  });

  it("nothing is dated after now; contracts of signed artists have begun, a graduated artist's has ended", () => {
    const now = t.clock.now;
    const today = shanghaiDate(now);
    const instants = [
      ...applications.flatMap((a) => [a.ctime, a.utime, a.submittedAt, a.decidedAt, a.interviewAt]),
      ...artists.flatMap((a) => [a.ctime, a.utime]), ...works.flatMap((w) => [w.ctime, w.utime, w.reviewedAt, w.publishedAt]),
    ].filter((v) => v !== null);
    expect(instants.filter((v) => Number(v) > now)).toEqual([]);
    for (const a of artists.filter((x) => x.status !== "signing")) expect(String(a.contractStartDate) <= today, String(a.name)).toBe(true);
    for (const a of artists.filter((x) => x.status === "graduated")) expect(String(a.contractEndDate) < today, String(a.name)).toBe(true);
    for (const a of artists.filter((x) => x.status === "active")) expect(String(a.contractEndDate) >= today, String(a.name)).toBe(true);
    expect(works.every((w) => w.year === null || Number(w.year) <= Number(today.slice(0, 4)))).toBe(true);
  });
});
