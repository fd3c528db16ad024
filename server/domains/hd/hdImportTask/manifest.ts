/**
 * The sources of an import task (content.md §1.2, §18 Q3/Q4), listed into items when it starts:
 * `ossPrefix` — every stored file whose key starts with the folder (upload_file), in key order;
 * `csvManifest` — the rows of a UTF-8 CSV uploaded with UDT_SHIY (header `MANIFEST_COLUMNS`).
 * `captureTask` — the passed masters of a capture task (shiy/captureItem/linkImage.ts);
 * 爬虫结果 belongs to a screen not built yet and is refused.
 */
import { csvRecords } from "../../../resources/spreadsheets";
import fs from "node:fs/promises";
import type { Row, Tx } from "../../../platform/db/types";
import { invalid } from "../../../platform/wire/errors";
import { filePathOf, keyProblem } from "../../../platform/storage/store";
import { captureSourceItems } from "../../shiy/captureItem/linkImage";
import type { SourceItem } from "./sourceItem";

export type { SourceItem } from "./sourceItem";

export const MANIFEST_COLUMNS = ["fileKey", "title", "subjectType", "subjectCode", "viewLabel", "version", "museum", "age", "attribution", "license", "accessLevel"] as const;
export const MANIFEST_MAX_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ITEMS = 5000;

/** Why a source cannot be used, in Chinese; null when it can (checked on every write and at 开始执行). */
export function sourceProblem(task: Record<string, unknown>): string | null {
  if (task.sourceType === "captureTask" && !task.captureTaskId) return "请填写采集任务";
  if (task.sourceType === "crawler") return "爬虫尚未建成，暂不能从爬虫结果导入";
  if (task.sourceType === "ossPrefix") {
    const path = String(task.sourcePath ?? "").trim();
    if (path === "") return "请填写源路径（对象存储目录）";
    const problem = keyProblem(`${path.replace(/\/+$/, "")}/x`);
    if (problem) return `源路径不正确：${problem}`;
  }
  if (task.sourceType === "csvManifest" && !task.manifestFile) return "请上传清单文件";
  return null;
}

const cut = (s: string | undefined, n: number) => {
  const t = (s ?? "").trim();
  return t === "" ? null : t.slice(0, n);
};

async function prefixItems(tx: Tx, path: string): Promise<SourceItem[]> {
  const prefix = `${path.trim().replace(/\/+$/, "")}/`;
  // `_` is a LIKE wildcard and keys may hold it: the exact prefix is checked after.
  const rows = (await tx.selectFrom("upload_file").select("key").where("key", "like", `${prefix}%`).orderBy("key").execute())
    .filter((r) => String(r.key).startsWith(prefix));
  if (rows.length > MAX_IMPORT_ITEMS) throw invalid(`源目录下超过 ${MAX_IMPORT_ITEMS} 个文件，请分批导入`);
  return rows.map((r, i) => ({ rowNo: i + 1, fileKey: String(r.key), title: null, subjectType: null, subjectCode: null, meta: {} }));
}

/** The manifest's rows; a file that is not UTF-8 or lacks the fileKey column is refused whole. */
export function manifestItems(bytes: Uint8Array): SourceItem[] {
  if (bytes.length > MANIFEST_MAX_BYTES) throw invalid("清单文件超过 5 MB");
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw invalid("清单文件不是 UTF-8 编码，请在表格软件中另存为「CSV UTF-8」后重新上传");
  }
  if (text.startsWith("\uFEFF")) text = text.slice(1);
  const records = [...csvRecords(text)];
  const header = (records[0] ?? []).map((h) => h.trim());
  const at = (name: string) => header.indexOf(name);
  if (at("fileKey") < 0) throw invalid(`清单缺少 fileKey 列；列应为：${MANIFEST_COLUMNS.join(",")}`);
  const items: SourceItem[] = [];
  records.slice(1).forEach((cells, i) => {
    if (cells.every((c) => c.trim() === "")) return;
    const get = (name: string) => (at(name) >= 0 ? cells[at(name)] : undefined);
    const meta: Record<string, string> = {};
    for (const name of ["viewLabel", "version", "museum", "age", "attribution", "license", "accessLevel"]) {
      const v = cut(get(name), 120);
      if (v !== null) meta[name] = v;
    }
    items.push({ rowNo: i + 2, fileKey: (get("fileKey") ?? "").trim().slice(0, 512), title: cut(get("title"), 120), subjectType: cut(get("subjectType"), 16), subjectCode: cut(get("subjectCode"), 120), meta });
  });
  if (items.length > MAX_IMPORT_ITEMS) throw invalid(`清单超过 ${MAX_IMPORT_ITEMS} 行，请分批导入`);
  return items;
}

/** Lists a task's source into items, or refuses in Chinese. */
export async function listSource(tx: Tx, dataDir: string, task: Row): Promise<SourceItem[]> {
  const problem = sourceProblem(task);
  if (problem) throw invalid(problem);
  if (task.sourceType === "ossPrefix") return prefixItems(tx, String(task.sourcePath));
  if (task.sourceType === "captureTask") return captureSourceItems(tx, Number(task.captureTaskId));
  let bytes: Uint8Array;
  try {
    bytes = await fs.readFile(filePathOf(dataDir, String(task.manifestFile)));
  } catch {
    throw invalid("清单文件不存在或已被删除，请重新上传");
  }
  return manifestItems(bytes);
}
