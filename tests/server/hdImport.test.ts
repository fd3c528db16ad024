/**
 * HD import tasks (content.md §1.2) on both databases: a folder of the store becomes HD images
 * through the `import` job — a file that is not an image fails with a Chinese message, the task ends
 * 部分失败 with an error report of its failed rows; 重试失败项 redoes only those; 取消 stops after the
 * item under way; two concurrent 开始执行 make one run; a run interrupted mid-way resumes where it
 * stopped and imports nothing twice.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Db, Row } from "../../server/platform/db/types";
import { JOB_HANDLERS } from "../../server/platform/jobs/handlers";
import { drainJobs } from "../../server/platform/jobs/runner";
import { createTestServer, describeEachDb, type TestServer } from "./harness";
import { png } from "./pngFixture";

describeEachDb("HD import tasks", (kind) => {
  let t: TestServer;
  let db: Db;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "moyuan-hd-"));
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none", jobs: "manual", env: { MOYUAN_DATA_DIR: dataDir } });
    db = t.server.deps.db;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const call = (p: string, payload: Record<string, unknown>) => t.rpc(p, payload, t.adminToken);
  const drain = (maxRows?: number) => drainJobs(t.server.deps, undefined, maxRows === undefined ? {} : { maxRows });
  /** Puts a file in the store as an upload would: the bytes under the key, and its upload_file row. */
  async function put(key: string, bytes: Uint8Array, contentType = "image/png") {
    const file = path.join(dataDir, "uploads", key);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, bytes);
    await db.insertInto("upload_file").values({ key, dataType: "UDT_SHIY", contentType, size: bytes.length, userId: null, ctime: t.clock.now })
      .onConflict((oc) => oc.column("key").doUpdateSet({ size: bytes.length })).execute();
  }
  let folder = 0;
  /** A folder of `images` PNG files, and a text file after them when asked. */
  async function folderOf(images: number, withText = false): Promise<string> {
    folder += 1;
    const dir = `shiy/incoming/${kind}-${folder}`;
    for (let i = 1; i <= images; i += 1) await put(`${dir}/${String(i).padStart(3, "0")}.png`, png());
    if (withText) await put(`${dir}/zz-readme.png`, new TextEncoder().encode("扫描说明：第 3 批次"), "text/plain");
    return dir;
  }
  async function createTask(data: Record<string, unknown>): Promise<Row> {
    const r = await call("HdpServiceAdmin/createHdImportTask", { data: { name: "台北故宫书画 2024-03 批次 1", sourceType: "ossPrefix", onDuplicate: "skip", ...data } });
    expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
    return r.body.data as Row;
  }
  const task = async (Id: unknown) => (await call("HdpServiceAdmin/getHdImportTask", { Id })).body.data as Row;
  const items = (taskId: unknown) => db.selectFrom("hd_import_item").selectAll().where("taskId", "=", Number(taskId)).orderBy("rowNo").execute();
  const start = (Id: unknown) => call("HdpServiceAdmin/startHdImportTask", { Id });
  const imagesOf = (dir: string) => db.selectFrom("hd_image").selectAll().where("masterFile", "like", `${dir}/%`).orderBy("Id").execute();

  it("a folder with a non-image: images made, that item failed in Chinese, task 部分失败 with an error report; 重试失败项 redoes only it", async () => {
    const dir = await folderOf(3, true);
    const created = await createTask({ sourcePath: `${dir}/`, defaultVersion: "原始扫描" });
    expect([created.status, String(created.code)]).toEqual(["pending", expect.stringMatching(/^IMP-\d{8}-\d{3}$/)]);
    const started = await start(created.Id);
    expect(started.body.code, JSON.stringify(started.body)).toBe("SUCCESS");
    const jobId = Number((started.body.data as Row[])[0]!.jobId);
    await drain();

    const done = await task(created.Id);
    expect([done.status, done.total, done.succeeded, done.failed, done.skipped]).toEqual(["partial", 4, 3, 1, 0]);
    const rows = await items(created.Id);
    expect(rows.map((r) => r.status)).toEqual(["ok", "ok", "ok", "failed"]);
    expect(rows[3]!.message).toBe("不是可识别的图片文件（支持 TIFF、JPEG、PNG）");
    const images = await imagesOf(dir);
    expect(images.map((i) => [i.widthPx, i.heightPx, i.version, i.tileStatus, i.publishState])).toEqual(Array(3).fill([1, 1, "原始扫描", "none", "draft"]));
    for (const i of images) expect(String(i.code)).toMatch(/^HD-\d{6}$/);
    const jobAnswer = (await call("JobServiceAdmin/getJob", { Id: jobId })).body;
    const job = jobAnswer.data as Row;
    expect([job.status, job.total, job.done, job.failed]).toEqual(["PARTIAL", 4, 4, 1]);
    // 我的任务 offers the same report as the job's file.
    expect(job.resultKey).toBe(done.errorReport);
    expect(String(jobAnswer.resultUrl)).toContain(`/files/${String(done.errorReport)}?`);
    // The error report: a CSV in the store, its failed row with the message.
    const report = fs.readFileSync(path.join(dataDir, "uploads", String(done.errorReport)), "utf8");
    expect(report).toBe(`\uFEFFrowNo,fileKey,message\n4,${dir}/zz-readme.png,不是可识别的图片文件（支持 TIFF、JPEG、PNG）\n`);
    const link = await call("HdpServiceAdmin/downloadHdImportErrors", { Id: created.Id });
    expect(String((link.body.data as Row[])[0]!.url)).toContain(String(done.errorReport));

    // The file is replaced by a real image: the retry imports it, and only it.
    await put(`${dir}/zz-readme.png`, png());
    const retried = await call("HdpServiceAdmin/retryHdImportTask", { Id: created.Id });
    expect(retried.body.code, JSON.stringify(retried.body)).toBe("SUCCESS");
    const retryJob = Number((retried.body.data as Row[])[0]!.jobId);
    await drain();
    const after = await task(created.Id);
    expect([after.status, after.succeeded, after.failed, after.errorReport]).toEqual(["succeeded", 4, 0, null]);
    expect((await imagesOf(dir)).map((i) => Number(i.Id)).slice(0, 3)).toEqual(images.map((i) => Number(i.Id)));
    expect(await imagesOf(dir)).toHaveLength(4);
    const second = (await call("JobServiceAdmin/getJob", { Id: retryJob })).body.data as Row;
    expect([second.status, second.total, second.done]).toEqual(["DONE", 1, 1]);
    // Nothing left to retry, and a finished task is not edited.
    expect((await call("HdpServiceAdmin/retryHdImportTask", { Id: created.Id })).body.code).toBe(9);
    const edit = await call("HdpServiceAdmin/updateHdImportTask", { Id: created.Id, utime: after.utime, data: { name: "改名" } });
    expect([edit.body.code, edit.body.message]).toEqual([9, "导入任务「台北故宫书画 2024-03 批次 1」已开始执行，不能修改"]);
  });

  it("取消 stops after the item under way; the done items stay and the rest stay pending", async () => {
    const dir = await folderOf(4);
    const created = await createTask({ sourcePath: dir });
    await start(created.Id);
    await drain(1); // the runner is stopped after one item (it hands the job back)
    const mid = await task(created.Id);
    expect([mid.status, mid.succeeded]).toEqual(["running", 1]);
    // The row the user sees (its utime) still takes 取消: progress does not move the task's version.
    const cancelled = await call("HdpServiceAdmin/cancelHdImportTask", { Id: created.Id, utime: mid.utime });
    expect(cancelled.body.code, JSON.stringify(cancelled.body)).toBe("SUCCESS");
    await drain();
    expect((await items(created.Id)).map((i) => i.status)).toEqual(["ok", "pending", "pending", "pending"]);
    expect(await imagesOf(dir)).toHaveLength(1);
    const job = (await call("JobServiceAdmin/getJob", { Id: Number(mid.jobId) })).body.data as Row;
    expect(job.status).toBe("CANCELLED");
    expect((await task(created.Id)).status).toBe("cancelled");
  });

  it("two concurrent 开始执行: one run, one set of items, each file imported once", async () => {
    const dir = await folderOf(3);
    const created = await createTask({ sourcePath: dir });
    const answers = await Promise.all([start(created.Id), start(created.Id)]);
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === "SUCCESS"), JSON.stringify(codes)).toHaveLength(1);
    expect([9, 10]).toContain(codes.find((c) => c !== "SUCCESS"));
    await Promise.all([drain(), drain()]);
    expect(await items(created.Id)).toHaveLength(3);
    expect(await imagesOf(dir)).toHaveLength(3);
    const jobs = (await db.selectFrom("job").select("params").where("kind", "=", "import").where("resource", "=", "hdImportTask").execute())
      .filter((j) => (JSON.parse(String(j.params)) as { data: { taskId: number } }).data.taskId === Number(created.Id));
    expect(jobs).toHaveLength(1);
    expect((await task(created.Id)).status).toBe("succeeded");
  });

  it("a run interrupted mid-way is taken over and resumes: nothing imported twice", async () => {
    const dir = await folderOf(5);
    const created = await createTask({ sourcePath: dir });
    await start(created.Id);
    await drain(2);
    // The process died: its job still RUNNING, its heartbeat old.
    const jobId = Number((await task(created.Id)).jobId);
    await db.updateTable("job").set({ status: "RUNNING", heartbeatAt: t.clock.now - 60_000 }).where("Id", "=", jobId).execute();
    await drain();
    expect((await items(created.Id)).map((i) => i.status)).toEqual(Array(5).fill("ok"));
    expect(await imagesOf(dir)).toHaveLength(5);
    const after = await task(created.Id);
    expect([after.status, after.succeeded, after.total]).toEqual(["succeeded", 5, 5]);
  });

  it("duplicates by file: skipped by default, overwritten when asked; the image joins the task's album and is queued for tiling", async () => {
    const dir = await folderOf(2);
    const first = await createTask({ sourcePath: dir });
    await start(first.Id);
    await drain();
    const album = await call("HdpServiceAdmin/createHdAlbum", { data: { title: "台北故宫藏北宋山水", albumType: "museum", behavior: "individuals", viewingDirection: "left-to-right", accessLevel: "vip" } });
    const albumId = Number((album.body.data as Row).Id);
    const again = await createTask({ sourcePath: dir, onDuplicate: "skip" });
    await start(again.Id);
    await drain();
    expect((await items(again.Id)).map((i) => [i.status, String(i.message).startsWith("已导入过（HD-")])).toEqual([["skipped", true], ["skipped", true]]);
    const over = await createTask({ sourcePath: dir, onDuplicate: "overwrite", targetAlbumId: albumId, tileAfterImport: true, defaultVersion: "调色版" });
    await start(over.Id);
    await drainImportOnly();
    const images = await imagesOf(dir);
    expect(images).toHaveLength(2);
    expect(images.map((i) => [i.version, i.tileStatus])).toEqual([["调色版", "queued"], ["调色版", "queued"]]);
    const albumItems = await db.selectFrom("hd_album_item").select("hdImageId").where("albumId", "=", albumId).orderBy("sort").execute();
    expect(albumItems.map((i) => Number(i.hdImageId))).toEqual(images.map((i) => Number(i.Id)));
    expect((await call("HdpServiceAdmin/getHdAlbum", { Id: albumId })).body.data).toMatchObject({ itemCount: 2 });
  });

  /** Runs the import jobs only: the tiling jobs an import queues are left queued (tiling is the tiles suite's). */
  async function drainImportOnly(): Promise<void> {
    const tile = JOB_HANDLERS.tile;
    delete JOB_HANDLERS.tile;
    try {
      await drain();
    } finally {
      if (tile) JOB_HANDLERS.tile = tile;
    }
  }

  it("sources not built, incomplete or unreadable are refused in Chinese; a GBK manifest fails the start, nothing changes", async () => {
    const capture = await call("HdpServiceAdmin/createHdImportTask", { data: { name: "驻留采集交付", sourceType: "captureTask", onDuplicate: "skip" } });
    expect([capture.body.code, capture.body.message]).toEqual([3, "请填写采集任务"]);
    const crawler = await call("HdpServiceAdmin/createHdImportTask", { data: { name: "爬虫结果", sourceType: "crawler", onDuplicate: "skip" } });
    expect(crawler.body.message).toBe("爬虫尚未建成，暂不能从爬虫结果导入");
    const escape = await call("HdpServiceAdmin/createHdImportTask", { data: { name: "越界", sourceType: "ossPrefix", sourcePath: "../secrets", onDuplicate: "skip" } });
    expect(String(escape.body.message)).toContain("源路径不正确");
    const gbk = Buffer.from([0x66, 0x69, 0x6c, 0x65, 0x4b, 0x65, 0x79, 0x0a, 0xcc, 0xa8, 0xb1, 0xb1, 0x0a]); // "fileKey\n台北" in GBK
    await put("shiy/manifests/rare-books.csv", gbk, "text/csv");
    const manifest = await createTask({ name: "古籍善本清单", sourceType: "csvManifest", manifestFile: "shiy/manifests/rare-books.csv" });
    const refused = await start(manifest.Id);
    expect([refused.body.code, refused.body.message]).toEqual([3, "清单文件不是 UTF-8 编码，请在表格软件中另存为「CSV UTF-8」后重新上传"]);
    expect((await task(manifest.Id)).status).toBe("pending");
    expect(await items(manifest.Id)).toHaveLength(0);
  });

  it("a UTF-8 manifest: its columns give the titles, views, versions and licences; a missing file fails its row", async () => {
    const dir = await folderOf(1);
    const csv = `fileKey,title,subjectType,subjectCode,viewLabel,version,museum,age,attribution,license,accessLevel\n${dir}/001.png,溪山行旅图 · 全幅,,,全幅,调色版,,NORTHERN_SONG,台北故宫博物院藏,publicDomain,free\n${dir}/404.png,早春图,,,,,,,,,\n`;
    await put("shiy/manifests/npm.csv", new TextEncoder().encode(csv), "text/csv");
    const created = await createTask({ name: "台北故宫书画清单", sourceType: "csvManifest", manifestFile: "shiy/manifests/npm.csv" });
    await start(created.Id);
    await drain();
    const rows = await items(created.Id);
    expect(rows.map((r) => [r.rowNo, r.status, r.message])).toEqual([[2, "ok", null], [3, "failed", `文件不存在：${dir}/404.png`]]);
    const [image] = await imagesOf(dir);
    expect(image).toMatchObject({ title: "溪山行旅图 · 全幅", viewLabel: "全幅", version: "调色版", age: "NORTHERN_SONG", attribution: "台北故宫博物院藏", license: "publicDomain", accessLevel: "free" });
    const template = await call("HdpServiceAdmin/downloadHdImportTemplate", { data: {} });
    expect(String(template.body.content).split("\n")[0]).toBe("\uFEFFfileKey,title,subjectType,subjectCode,viewLabel,version,museum,age,attribution,license,accessLevel");
  });
});
