/**
 * 下载作品集 (content.md §8.1, READ): the application's portfolio as one zip, built on the server from
 * the stored files and answered as a signed URL of the store (the console saves it). Entries are
 * named after the files: `01-写生稿1.jpg` — the order and title of the portfolio entry, the file's
 * own extension. Images and PDFs are compressed already, so the entries are stored, not deflated.
 */
import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import JSZip from "jszip";
import { z } from "zod";
import { programmeApplication } from "../../../../src/catalogue/registry";
import { DOWNLOAD_PORTFOLIO } from "../../../../src/catalogue/resources/shiy/programmeApplication";
import type { Row } from "../../../platform/db/types";
import type { AuthedCall } from "../../../platform/rpc/call";
import { method, type MethodRegistry } from "../../../platform/rpc/registry";
import { signFileUrl } from "../../../platform/storage/policy";
import { exists, filePathOf, keyProblem, publish, uploadsRoot } from "../../../platform/storage/store";
import { invalid, notFound } from "../../../platform/wire/errors";
import { recordChange } from "../../../resources/changes";
import { inTransaction } from "../../../resources/methods";
import { idSchema, utimeSchema } from "../../../resources/payload";
import { findRecord } from "../../../resources/queries";
import { storeObjectRow } from "../../hd/hdImage/tiles/storeObject";

const rowPayload = z.object({ Id: idSchema, utime: utimeSchema.optional(), data: z.record(z.string(), z.unknown()).optional() });

/** The store's own data type for server-made portfolio zips (not an upload type: nobody uploads them). */
export const PORTFOLIO_ZIP_TYPE = "SHIY_PORTFOLIO_ZIP";

/** Where an application's zip is kept (made again on every download: the portfolio may have changed). */
export const portfolioZipKey = (code: string) => `shiy/apply/zip/${code.replace(/[^A-Za-z0-9-]/g, "")}-portfolio.zip`;

export interface PortfolioFile {
  readonly key: string;
  readonly entry: string;
}

/** A title as a file name: no folders, nothing a file system refuses, no control characters. */
function safeName(title: string): string {
  return [...title].map((c) => (/[\\/:*?"<>|]/.test(c) || c.charCodeAt(0) < 0x20 ? "_" : c)).join("");
}

/** The portfolio's files and their entry names; titles lose what a path inside a zip would read as folders. */
export function portfolioFiles(portfolio: unknown): PortfolioFile[] {
  if (!Array.isArray(portfolio)) return [];
  const width = String(portfolio.length).length < 2 ? 2 : String(portfolio.length).length;
  return portfolio.flatMap((item, i) => {
    const { url, title } = (item ?? {}) as { url?: unknown; title?: unknown };
    if (typeof url !== "string" || url === "") return [];
    const base = url.slice(url.lastIndexOf("/") + 1);
    const ext = base.includes(".") ? base.slice(base.lastIndexOf(".")) : "";
    const name = typeof title === "string" && title.trim() !== "" ? safeName(title.trim()) : base.replace(/\.[^.]*$/, "");
    return [{ key: url, entry: `${String(i + 1).padStart(width, "0")}-${name}${ext}` }];
  });
}

/** Writes the zip of `files` under `key` in the store (through a temp file: never half a zip under its key); answers its size. */
async function writeZip(dataDir: string, key: string, files: readonly PortfolioFile[]): Promise<number> {
  const zip = new JSZip();
  for (const f of files) zip.file(f.entry, createReadStream(filePathOf(dataDir, f.key)), { binary: true });
  const tmpDir = path.join(uploadsRoot(dataDir), ".tmp");
  await fs.mkdir(tmpDir, { recursive: true });
  const temp = path.join(tmpDir, `${path.basename(key)}.${process.pid}.${Date.now()}.part`);
  await pipeline(zip.generateNodeStream({ type: "nodebuffer", streamFiles: true, compression: "STORE" }), createWriteStream(temp, { flags: "wx" }));
  const { size } = await fs.stat(temp);
  await publish(temp, filePathOf(dataDir, key));
  return size;
}

/** Builds the application's portfolio zip, or refuses in Chinese when there is nothing (or not everything) to put in it. */
export async function buildPortfolioZip(call: AuthedCall, app: Row): Promise<{ key: string; entries: string[] }> {
  const title = `申请「${String(app.applicantName)}」`;
  const files = portfolioFiles(app.portfolio);
  if (files.length === 0) throw invalid(`${title}的作品集没有文件，无法下载`);
  const missing: string[] = [];
  for (const f of files) {
    if (keyProblem(f.key) !== null || !(await exists(filePathOf(call.config.dataDir, f.key)))) missing.push(f.entry);
  }
  if (missing.length > 0) throw invalid(`${title}的作品集有 ${missing.length} 个文件在存储中找不到（${missing.slice(0, 5).join("、")}${missing.length > 5 ? " 等" : ""}），无法打包下载`);
  const key = portfolioZipKey(String(app.code));
  const size = await writeZip(call.config.dataDir, key, files);
  await storeObjectRow(call, key, { dataType: PORTFOLIO_ZIP_TYPE, contentType: "application/zip", size, userId: call.user.Id });
  return { key, entries: files.map((f) => f.entry) };
}

export function registerPortfolioDownload(registry: MethodRegistry): void {
  registry.add(method({
    service: programmeApplication.service, method: DOWNLOAD_PORTFOLIO, input: rowPayload, access: { kind: "right", object: programmeApplication.access, level: "READ" },
    async handler(call, input) {
      const app = await findRecord(call.db, programmeApplication, input.Id);
      if (!app) throw notFound(`${programmeApplication.label}不存在（Id ${input.Id}）`);
      const { key, entries } = await buildPortfolioZip(call, app);
      // Applicants' files leaving the console: who took them, and when.
      await inTransaction(call.db, (tx) => recordChange(tx, call, {
        resource: programmeApplication, action: "download", recordId: input.Id, before: null, after: null, method: DOWNLOAD_PORTFOLIO,
        summary: `下载作品集：驻留申请「${String(app.applicantName)}」（${String(app.code)}，${entries.length} 个文件）`,
      }));
      return { data: [{ Id: input.Id, url: signFileUrl(call.secret, key, { now: call.now() }), entries }] };
    },
  }));
}
