/**
 * One measured step of bench/tiling.ts in a process of its own (so its peak RSS is that step's alone):
 * `generate <kind> <w> <h> <file>` draws a demo master, `tile <file> <dir>` tiles it (IIIF 3, 512 px).
 * Prints `{ms, maxRssMb, tiles?}` as JSON on its last line.
 */
import fs from "node:fs/promises";
import { performance } from "node:perf_hooks";
import { writeDemoMaster } from "../server/domains/hd/hdImage/tiles/demoMasters";
import type { DemoKind } from "../server/domains/hd/hdImage/tiles/demoArt";
import { writePyramid } from "../server/domains/hd/hdImage/tiles/pyramid";

async function main(): Promise<void> {
  const [step, ...args] = process.argv.slice(2);
  const started = performance.now();
  let tiles: number | undefined;
  if (step === "generate") {
    const [kind, w, h, file] = args;
    await writeDemoMaster(kind as DemoKind, Number(w), Number(h), String(file));
  } else if (step === "tile") {
    const [file, dir] = args;
    const out = await writePyramid(String(file), String(dir), { layout: "iiif3", size: 512 });
    tiles = (await fs.readdir(out, { recursive: true })).filter((n) => n.endsWith(".jpg")).length;
  } else {
    throw new Error(`unknown step ${String(step)}`);
  }
  const ms = performance.now() - started;
  console.info(JSON.stringify({ ms: Math.round(ms), maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024), tiles }));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
