import fs from "node:fs/promises";
import sharp, { type Metadata } from "sharp";

/** What the tiler reads from a master: its real type, size in pixels and bytes, and colour space. */
export interface MasterFacts {
  readonly contentType: MasterType;
  readonly width: number;
  readonly height: number;
  readonly fileSize: number;
  readonly colorProfile: "sRGB" | "AdobeRGB" | "ProPhotoRGB" | "eciRGBv2" | "gray";
}

export const MASTER_TYPES = ["image/tiff", "image/jpeg", "image/png"] as const;
export type MasterType = (typeof MASTER_TYPES)[number];

const TYPE_WORD: Record<MasterType, string> = { "image/tiff": "TIFF", "image/jpeg": "JPEG", "image/png": "PNG" };

/** A master the tiler refuses, with the Chinese reason kept in tileError. */
export class MasterProblem extends Error {}

/** Options every sharp read of a master uses: no pixel bound (masters are huge), streamed top to bottom. */
export const MASTER_READ = { limitInputPixels: false, sequentialRead: true } as const;

/** Why a sniffed type is refused as a master, in Chinese. */
export function notAnImage(found: string | undefined): MasterProblem {
  return new MasterProblem(found ? `文件不是可识别的图像（实际类型 ${found}），原图须为 TIFF、JPEG 或 PNG` : "文件不是可识别的图像，原图须为 TIFF、JPEG 或 PNG");
}

/**
 * The real type of a stored master, read from its bytes (never its name): file-type seeks in the file
 * (a TIFF's directory may sit at its end), so a master of gigabytes is never read whole.
 */
export async function masterTypeOf(file: string): Promise<MasterType> {
  // Loaded by the first tiling rather than at every start.
  const { fileTypeFromFile } = await import("file-type");
  const found = (await fileTypeFromFile(file).catch(() => undefined))?.mime;
  if (found && (MASTER_TYPES as readonly string[]).includes(found)) return found as MasterType;
  // A TIFF cut short loses the directory file-type looks for; its signature still says what it was meant to be.
  const signed = found ? undefined : signatureType(await readHead(file, 8));
  if (signed) return signed;
  throw notAnImage(found);
}

async function readHead(file: string, bytes: number): Promise<Buffer> {
  const handle = await fs.open(file, "r");
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The type a file's first bytes announce (TIFF, BigTIFF, JPEG, PNG), if any. */
function signatureType(head: Buffer): MasterType | undefined {
  const hex = head.toString("hex");
  if (/^(49492a00|4d4d002a|49492b00|4d4d002b)/.test(hex)) return "image/tiff";
  if (hex.startsWith("ffd8ff")) return "image/jpeg";
  if (hex.startsWith("89504e470d0a1a0a")) return "image/png";
  return undefined;
}

/** The colour space an ICC profile names (its description), sRGB when the file has none. */
export function colorProfileOf(icc: Buffer | undefined, space: string | undefined): MasterFacts["colorProfile"] {
  if (space === "b-w" || space === "grey16") return "gray";
  if (!icc) return "sRGB";
  // The description tag is ASCII or UTF-16; stripping NULs reads both.
  const text = icc.toString("latin1").replaceAll("\0", "");
  if (/Adobe RGB/i.test(text)) return "AdobeRGB";
  if (/ProPhoto/i.test(text)) return "ProPhotoRGB";
  if (/eciRGB/i.test(text)) return "eciRGBv2";
  if (/gray|grey/i.test(text)) return "gray";
  return "sRGB";
}

/** The Chinese reason a master failed to decode, by its type. */
export function decodeProblem(type: MasterType): MasterProblem {
  return new MasterProblem(`${TYPE_WORD[type]} 文件不完整或已损坏，无法读取`);
}

/** Reads the master's facts, refusing a file that is missing, not an image of an accepted type, or unreadable. */
export async function inspectMaster(file: string): Promise<MasterFacts> {
  const stat = await fs.stat(file).catch(() => null);
  if (!stat?.isFile()) throw new MasterProblem("原图文件不存在");
  const contentType = await masterTypeOf(file);
  let meta: Metadata;
  try {
    meta = await sharp(file, MASTER_READ).metadata();
  } catch {
    throw decodeProblem(contentType);
  }
  if (!meta.width || !meta.height) throw decodeProblem(contentType);
  return { contentType, width: meta.width, height: meta.height, fileSize: stat.size, colorProfile: colorProfileOf(meta.icc, meta.space) };
}
