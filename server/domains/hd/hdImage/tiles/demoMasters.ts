import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { ServerDeps } from "../../../../platform/rpc/call";
import { filePathOf } from "../../../../platform/storage/store";
import { demoSvg, textureSvg, type DemoKind } from "./demoArt";
import { storeObjectRow } from "./storeObject";

/**
 * Demo masters: generated into the store the first time a tiling job needs one (never at start), at
 * the real sizes of museum scans on a real install, small (≤ 2 MP) when the demo is scaled down for
 * tests. Seeded images point at these keys and share their pyramids.
 */

export const DEMO_PREFIX = "shiy/demo-hd/";
export const DEMO_DATA_TYPE = "HD_DEMO";

/** Full-scale sizes: real aspect ratios of the kinds of object (the handscroll is above 100 MP). */
export const DEMO_SIZES: Readonly<Record<DemoKind, readonly [number, number]>> = {
  hanging: [5_600, 14_000], // 立轴 ≈ 1 : 2.5
  handscroll: [28_000, 4_000], // 手卷 7 : 1, 112 MP
  album: [6_400, 7_200], // 册页
  relic: [6_000, 6_000], // 文物 on a plain ground
  western: [8_000, 6_200], // oil painting
  photo: [6_000, 4_000], // 3 : 2 film/digital
  book: [4_200, 6_000], // 古籍 page
  broken: [2_000, 3_000], // a transfer cut short: the seeded failed images
};

export const DEMO_KINDS = Object.keys(DEMO_SIZES) as DemoKind[];

export const demoKey = (kind: DemoKind) => `${DEMO_PREFIX}${kind}.tif`;

export function demoKindOf(key: string): DemoKind | undefined {
  if (!key.startsWith(DEMO_PREFIX)) return undefined;
  const name = key.slice(DEMO_PREFIX.length).replace(/\.tif$/, "");
  return (DEMO_KINDS as string[]).includes(name) ? (name as DemoKind) : undefined;
}

/**
 * Size of a demo master: full on a real install; within 2 MP when the demo is scaled down (e2e, 20 %),
 * within 0.5 MP for the server tests' small world (5 %), whose every server tiles its demo in the background.
 */
export function demoSize(kind: DemoKind, seedScalePercent: number): [number, number] {
  const [w, h] = DEMO_SIZES[kind];
  if (seedScalePercent >= 100) return [w, h];
  const budget = seedScalePercent >= 20 ? 2_000_000 : 500_000;
  const f = Math.min(1, Math.sqrt(budget / (w * h)));
  return [Math.round(w * f), Math.round(h * f)];
}

/** Writes a generated master of w × h to `file` as a JPEG-compressed TIFF, streamed (the drawing is made small and scaled up). */
export async function writeDemoMaster(kind: DemoKind, w: number, h: number, file: string): Promise<void> {
  const shrink = Math.max(1, Math.max(w, h) / 4_000);
  const sw = Math.max(8, Math.round(w / shrink)), sh = Math.max(8, Math.round(h / shrink));
  const drawing = await sharp(Buffer.from(demoSvg(kind, sw, sh, DEMO_KINDS.indexOf(kind) + 1))).png().toBuffer();
  await sharp(drawing).resize(w, h, { kernel: "cubic" })
    .composite([{ input: Buffer.from(textureSvg()), tile: true, blend: "over" }])
    .removeAlpha()
    .tiff({ compression: "jpeg", quality: 88 })
    .toFile(file);
}

/**
 * Makes the demo master of `key` if it is one and not there yet; answers whether it did. The broken
 * kind is cut to a third, as an interrupted transfer would leave it.
 */
export async function ensureDemoMaster(deps: ServerDeps, key: string): Promise<boolean> {
  const kind = demoKindOf(key);
  if (!kind) return false;
  const file = filePathOf(deps.config.dataDir, key);
  if (await fs.stat(file).then((s) => s.isFile(), () => false)) return false;
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${randomBytes(4).toString("hex")}.part`;
  try {
    const [w, h] = demoSize(kind, deps.config.seedScalePercent);
    await writeDemoMaster(kind, w, h, temp);
    if (kind === "broken") await fs.truncate(temp, Math.floor((await fs.stat(temp)).size / 3));
    await fs.rename(temp, file);
  } finally {
    await fs.rm(temp, { force: true });
  }
  await storeObjectRow(deps, key, { dataType: DEMO_DATA_TYPE, contentType: "image/tiff", size: (await fs.stat(file)).size, userId: null });
  return true;
}
