// The demo articles and official-account drafts (content.md §7, §15.2): every picture a stored file of
// the article upload type that the sweeper draws, every draft's article there and online, each state
// carrying what the platform would have answered, nothing dated after now but a 定时发布 time.
import fs from "node:fs/promises";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { sweepNow } from "../../server/platform/sweep";
import { filePathOf } from "../../server/platform/storage/store";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

describeEachDb("demo articles", (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "demo" });
  });
  afterAll(() => t.close());

  it("articles in every state, their pictures stored files that the sweeper draws", async () => {
    const db = t.server.deps.db;
    const now = t.clock.now;
    const articles = await db.selectFrom("article").selectAll().execute();
    expect(articles.length).toBeGreaterThanOrEqual(16);
    expect(new Set(articles.map((a) => a.publishState))).toEqual(new Set(["draft", "scheduled", "online", "offline"]));
    const keys = new Set<string>();
    for (const a of articles) {
      expect(Number(a.ctime)).toBeLessThanOrEqual(now);
      expect(Number(a.utime)).toBeLessThanOrEqual(now);
      if (a.publishedAt !== null) expect(Number(a.publishedAt)).toBeLessThanOrEqual(now);
      expect(a.publishState === "online" || a.publishState === "offline").toBe(a.publishedAt !== null);
      expect(a.publishState === "scheduled" ? Number(a.scheduledAt) > now : a.scheduledAt === null).toBe(true);
      keys.add(String(a.cover));
      const inText = [...String(a.content).matchAll(/ src="\/files\/([^"]+)"/g)].map((m) => m[1]!);
      expect(inText.length, String(a.title)).toBeGreaterThan(0);
      for (const k of inText) keys.add(k);
    }
    const files = await db.selectFrom("upload_file").select(["key", "dataType"]).where("key", "in", [...keys]).execute();
    expect(files.map((f) => f.key).sort()).toEqual([...keys].sort());
    expect(new Set(files.map((f) => f.dataType))).toEqual(new Set(["UDT_ARTICAL"]));

    await sweepNow(t.server.deps, ["article.demoImages"]);
    for (const key of keys) {
      const meta = await sharp(await fs.readFile(filePathOf(t.server.deps.config.dataDir, key))).metadata();
      expect([meta.format, meta.width, meta.height], key).toEqual(["png", ...(key.includes("/cover-") ? [900, 383] : [750, 500])]);
      const row = await db.selectFrom("upload_file").select("size").where("key", "=", key).executeTakeFirstOrThrow();
      expect(Number(row.size)).toBeGreaterThan(0);
    }
  });

  it("official-account drafts in every state, from online articles, with the platform's ids their state implies", async () => {
    const db = t.server.deps.db;
    const drafts = await db.selectFrom("oa_draft").selectAll().execute();
    expect(new Set(drafts.map((d) => d.syncState))).toEqual(new Set(["local", "synced", "publishing", "published", "failed"]));
    for (const d of drafts) {
      const source = await db.selectFrom("article").select(["publishState", "deleted"]).where("Id", "=", Number(d.sourceArticleId)).executeTakeFirstOrThrow();
      expect([source.publishState, Number(source.deleted)]).toEqual(["online", 0]);
      const onPlatform = d.syncState !== "local";
      expect(d.mediaId !== null && d.thumbMediaId !== null && d.syncedAt !== null, String(d.Id)).toBe(onPlatform);
      expect(d.publishId !== null).toBe(["publishing", "published", "failed"].includes(String(d.syncState)));
      expect(d.articleUrl !== null && d.publishedAt !== null).toBe(d.syncState === "published");
      if (d.syncState === "failed") expect([Number(d.publishStatus), d.failReason]).toEqual([4, "平台审核不通过"]);
      for (const at of [d.ctime, d.utime, d.syncedAt, d.publishedAt]) if (at !== null) expect(Number(at)).toBeLessThanOrEqual(t.clock.now);
    }
  });
});
