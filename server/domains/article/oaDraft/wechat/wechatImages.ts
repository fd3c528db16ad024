/**
 * Our stored pictures as the official account takes them: the text's `/files/<key>` images uploaded
 * through `media/uploadimg` (JPG/PNG under 1 MB; the address it answers replaces ours, since the
 * platform filters every outside image), the cover as permanent material (`material/add_material`,
 * type image, under 10 MB). A picture too large or of another format is sent as a JPEG that fits.
 */
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { filePathOf } from "../../../../platform/storage/store";
import { precondition } from "../../../../platform/wire/errors";
import type { WechatHttp, WechatUpload } from "./wechatHttp";

const BODY_IMAGE_LIMIT = 1024 * 1024;
const COVER_LIMIT = 10 * 1024 * 1024;

/** A stored file's bytes; refused in Chinese when it is not there. */
export type ReadStored = (key: string) => Promise<Buffer>;

export function storedFileReader(dataDir: string): ReadStored {
  return async (key) => {
    try {
      return await fs.readFile(filePathOf(dataDir, key));
    } catch {
      throw precondition(`图片「${key}」在本平台的存储中找不到，无法转存到公众号`);
    }
  };
}

const typeOf = (bytes: Buffer) => (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) ? "image/png"
  : bytes[0] === 0xff && bytes[1] === 0xd8 ? "image/jpeg" : null);

/** The file as the platform accepts it: as stored when JPG/PNG under the limit, else a JPEG re-encoded until it fits. */
export async function uploadable(key: string, bytes: Buffer, limit: number): Promise<WechatUpload> {
  const type = typeOf(bytes);
  const base = path.posix.basename(key).replace(/\.[^.]*$/, "");
  if (type !== null && bytes.length < limit) return { bytes, filename: `${base}.${type === "image/png" ? "png" : "jpg"}`, contentType: type };
  for (const [width, quality] of [[1920, 85], [1280, 80], [1080, 70], [720, 60]] as const) {
    const jpeg = await sharp(bytes).rotate().resize({ width, withoutEnlargement: true }).flatten({ background: "#ffffff" }).jpeg({ quality }).toBuffer()
      .catch(() => {
        throw precondition(`图片「${key}」无法读取，不能转存到公众号`);
      });
    if (jpeg.length < limit) return { bytes: jpeg, filename: `${base}.jpg`, contentType: "image/jpeg" };
  }
  throw precondition(`图片「${key}」压缩后仍超过公众号的大小上限，请换一张较小的图片`);
}

/** The cover uploaded as permanent material: its media_id. */
export async function uploadCover(http: WechatHttp, read: ReadStored, key: string): Promise<string> {
  const file = await uploadable(key, await read(key), COVER_LIMIT);
  const answer = await http.postMedia("/cgi-bin/material/add_material", { type: "image" }, file, "上传封面到公众号素材库");
  if (typeof answer.media_id !== "string" || answer.media_id === "") throw precondition("上传封面到公众号素材库失败：平台没有给出素材 ID");
  return answer.media_id;
}

const STORED_IMAGE = / src="\/files\/([A-Za-z0-9._/-]+)"/g;

/**
 * The text with every stored image re-hosted on the platform (each picture uploaded once per text);
 * an outside https image is refused by name, since the platform would drop it without a word.
 */
export async function rehostImages(http: WechatHttp, read: ReadStored, html: string): Promise<string> {
  const outside = /<img [^>]*src="(https?:\/\/[^"]+)"/.exec(html);
  if (outside) throw precondition(`正文中的外部图片（${outside[1]!.slice(0, 80)}）无法转存到公众号：请先把它上传到本平台`);
  const hosted = new Map<string, string>();
  for (const [, key] of html.matchAll(STORED_IMAGE)) {
    if (key === undefined || hosted.has(key)) continue;
    const file = await uploadable(key, await read(key), BODY_IMAGE_LIMIT);
    const answer = await http.postMedia("/cgi-bin/media/uploadimg", {}, file, "上传正文图片到公众号");
    if (typeof answer.url !== "string" || answer.url === "") throw precondition("上传正文图片到公众号失败：平台没有给出图片地址");
    hosted.set(key, answer.url);
  }
  return html.replace(STORED_IMAGE, (whole, key: string) => {
    const url = hosted.get(key);
    return url === undefined ? whole : ` src="${url.replaceAll("&", "&amp;").replaceAll("\"", "&quot;")}"`;
  });
}
