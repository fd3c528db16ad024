/**
 * Tiling a 200-megapixel master (20 000 × 10 000, a generated handscroll as a JPEG-compressed TIFF):
 * wall time and peak RSS of a child process doing only the tiling (sharp streamed from the file, IIIF 3
 * level 0, 512 px tiles), which must stay under 1 GB. The master is drawn first by another child (its
 * time and RSS are shown too). Part of `npm run bench` (BENCH_TILING=0 skips it); `npx tsx bench/tiling.ts`
 * runs it alone and prints the section. BENCH_TILING_WIDTH / BENCH_TILING_HEIGHT change the size.
 */
import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const RSS_LIMIT_MB = 1024;

interface Step {
  readonly ms: number;
  readonly maxRssMb: number;
  readonly tiles?: number;
}

function child(args: string[]): Promise<Step> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "bench/tilingChild.ts"), ...args], { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    proc.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
    });
    proc.on("error", reject);
    proc.on("close", (code) => {
      const last = out.trim().split("\n").pop() ?? "";
      if (code !== 0) reject(new Error(`tilingChild ${args[0]} exited with ${String(code)}`));
      else resolve(JSON.parse(last) as Step);
    });
  });
}

export async function tilingBenchmark(): Promise<string> {
  const width = Number(process.env.BENCH_TILING_WIDTH ?? 20_000), height = Number(process.env.BENCH_TILING_HEIGHT ?? 10_000);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "moyuan-bench-tiling-"));
  try {
    const master = path.join(dir, "master.tif");
    console.info(`[bench] tiling: drawing a ${width} × ${height} master`);
    const drawn = await child(["generate", "handscroll", String(width), String(height), master]);
    const size = (await fs.stat(master)).size;
    console.info("[bench] tiling: tiling it");
    const tiled = await child(["tile", master, path.join(dir, "work")]);
    const mp = (width * height) / 1e6;
    return [
      "## Tiling a 200-megapixel master",
      "",
      `A generated ${width} × ${height} master (${mp.toFixed(0)} MP, JPEG-compressed TIFF of ${(size / 1e6).toFixed(1)} MB) tiled by a child process that does only the tiling (server/domains/hd/hdImage/tiles/pyramid.ts: sharp streamed from the file, IIIF 3 level 0, 512 px tiles, ${tiled.tiles ?? "?"} tiles written). Peak RSS must stay below ${RSS_LIMIT_MB} MB.`,
      "",
      "| step | wall time | peak RSS |",
      "|---|---:|---:|",
      `| draw the master (bench only) | ${(drawn.ms / 1000).toFixed(1)} s | ${drawn.maxRssMb} MB |`,
      `| tile it | ${(tiled.ms / 1000).toFixed(1)} s (${(mp / (tiled.ms / 1000)).toFixed(1)} MP/s) | ${tiled.maxRssMb} MB ${tiled.maxRssMb < RSS_LIMIT_MB ? "✓" : "✗ over the limit"} |`,
      "",
    ].join("\n");
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.filename === process.argv[1]) {
  tilingBenchmark().then((text) => console.info(text), (err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
