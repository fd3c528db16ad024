/**
 * The demo applications' portfolio files (content.md §18 Q14: generated, no real artworks): the seed
 * records each entry as a stored UDT_SHIY file (an `upload_file` row of size 0 under `shiy/apply/AP-…/`)
 * and this sweeper draws those not on disk yet — pictures in the look of the applicant's discipline
 * and a one-page PDF for the last entry — so that 下载作品集 of a demo application finds every file.
 * A run draws at most BATCH files, so no sweep holds the process for long; all are there minutes after
 * the first start. Only the seed writes under `shiy/apply/AP-` (uploads go to dated folders).
 */
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { Sweeper } from "../../../platform/sweep/sweeper";
import { exists, filePathOf, publish, writeTemp } from "../../../platform/storage/store";
import { demoSvg, type DemoKind } from "../../hd/hdImage/tiles/demoArt";

export const DEMO_PORTFOLIO_PREFIX = "shiy/apply/AP-";
const BATCH = 60;
const KINDS: readonly DemoKind[] = ["hanging", "handscroll", "album", "western", "photo"];

/** A one-page PDF (A4) with a few lines of ASCII text: what an applicant's portfolio PDF stands for in the demo. */
export function demoPdf(lines: readonly string[]): Buffer {
  const text = lines.map((l, i) => `BT /F1 18 Tf 72 ${760 - i * 30} Td (${l.replace(/[\\()]/g, "\\$&")}) Tj ET`).join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${Buffer.byteLength(text, "latin1")} >>\nstream\n${text}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  for (const [i, o] of objects.entries()) {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

/** The bytes of one demo portfolio key (deterministic: the same key, the same file). */
export async function drawPortfolioFile(key: string): Promise<Buffer> {
  const [, code = "", file = ""] = /^shiy\/apply\/([^/]+)\/([^/]+)$/.exec(key) ?? [];
  const n = Number(/(\d+)\./.exec(file)?.[1] ?? "1");
  if (file.endsWith(".pdf")) return demoPdf(["Moyuan residency programme", `Application ${code}`, `Portfolio, piece ${n}`, "Demo placeholder (generated)"]);
  const seed = [...code].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, n);
  const kind = KINDS[seed % KINDS.length] ?? "album";
  return sharp(Buffer.from(demoSvg(kind, 800, 600, seed))).jpeg({ quality: 80 }).toBuffer();
}

export const portfolioDemoFiles: Sweeper = {
  name: "shiy.portfolioDemoFiles",
  order: 10,
  async sweep({ db, config }) {
    const rows = await db.selectFrom("upload_file").select(["key", "size"]).where("key", "like", `${DEMO_PORTFOLIO_PREFIX}%`).orderBy("key").execute();
    let drawn = 0;
    for (const { key, size } of rows) {
      if (drawn >= BATCH) break;
      const file = filePathOf(config.dataDir, String(key));
      // Drawn and recorded: done. (A file without its size is drawn again: the same bytes.)
      if (Number(size) > 0 && (await exists(file))) continue;
      const bytes = await drawPortfolioFile(String(key));
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Through a temp file: another process sweeping at the same time never sees half a file.
      await publish(await writeTemp(config.dataDir, bytes), file);
      await db.updateTable("upload_file").set({ size: bytes.length }).where("key", "=", String(key)).execute();
      drawn += 1;
    }
    return drawn;
  },
};
