import { storeObject } from "./storeObject";
import type { ServerDeps } from "../../../../platform/rpc/call";

/** upload_file's `dataType` of server-made previews (nobody uploads under hdthumb/). */
export const THUMBNAIL_DATA_TYPE = "HD_THUMBNAIL";

/** Stores an image's 400 px preview as an object of the upload store (with its upload_file row, so image cells sign it); answers its key. */
export async function storeThumbnail(deps: ServerDeps, tileKey: string, bytes: Buffer, userId: number | null): Promise<string> {
  const key = `hdthumb/${tileKey}.jpg`;
  await storeObject(deps, key, bytes, { dataType: THUMBNAIL_DATA_TYPE, contentType: "image/jpeg", userId });
  return key;
}
