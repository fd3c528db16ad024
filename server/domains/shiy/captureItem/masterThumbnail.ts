/**
 * ShiyServiceAdmin/getCaptureMasterThumbnail {Id}: the QC panel's thumbnail of an item's master (content.md
 * §8.5). Once imported, the HD image's own 400 px preview (made from this master); before, a 320 px JPEG
 * rendered from the stored TIFF on request (a browser shows no TIFF). No master, or one not in the file
 * library, is said so in Chinese. READ on `shiyShuCai`, as the item.
 */
import sharp from "sharp";
import { z } from "zod";
import { captureItem, resourceByName } from "../../../../src/catalogue/registry";
import { byCatalogue } from "../../../platform/db/types";
import { method, type MethodRegistry } from "../../../platform/rpc/registry";
import { signFileUrl } from "../../../platform/storage/policy";
import { exists, filePathOf } from "../../../platform/storage/store";
import { notFound, precondition } from "../../../platform/wire/errors";
import { idSchema } from "../../../resources/payload";
import { findRecord } from "../../../resources/queries";

/** A 16-bit TIFF master of a large work is big: refuse to decode more than this many pixels for a preview. */
const MAX_PIXELS = 400_000_000;

export function registerMasterThumbnail(registry: MethodRegistry): void {
  registry.add(method({
    service: captureItem.service, method: "getCaptureMasterThumbnail", input: z.object({ Id: idSchema }),
    access: { kind: "right", object: captureItem.access, level: "READ" },
    async handler(call, input) {
      const item = await findRecord(call.db, captureItem, input.Id);
      if (!item) throw notFound(`采集明细不存在（Id ${input.Id}）`);
      const name = `「${String(item.workTitle)}」`;
      if (typeof item.masterFile !== "string" || item.masterFile === "") throw precondition(`${name}还没有母版文件`);
      const hd = resourceByName("hdImage");
      if (hd && typeof item.hdImageId === "number") {
        const image = await byCatalogue(call.db).selectFrom(hd.table).select(["thumbnail"]).where("Id", "=", item.hdImageId).executeTakeFirst();
        if (typeof image?.thumbnail === "string" && image.thumbnail !== "") return { data: { source: "hdImage", url: signFileUrl(call.secret, image.thumbnail, { now: call.now() }) } };
      }
      const file = filePathOf(call.config.dataDir, item.masterFile);
      if (!(await exists(file))) throw precondition(`${name}的母版文件不在文件库中（${item.masterFile.split("/").pop() ?? ""}），无法生成缩略图`);
      try {
        const jpeg = await sharp(file, { limitInputPixels: MAX_PIXELS }).resize(320, 320, { fit: "inside" }).jpeg({ quality: 80 }).toBuffer();
        return { data: { source: "master", url: `data:image/jpeg;base64,${jpeg.toString("base64")}` } };
      } catch {
        throw precondition(`${name}的母版文件无法读取为图像，无法生成缩略图`);
      }
    },
  }));
}
