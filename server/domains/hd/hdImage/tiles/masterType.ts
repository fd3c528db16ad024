import fs from "node:fs/promises";
import { masterTypeOf, MasterProblem } from "./master";

/** Why the stored master cannot be tiled (missing, or not TIFF/JPEG/PNG by its bytes), or null. */
export async function inspectMasterType(file: string): Promise<string | null> {
  const stat = await fs.stat(file).catch(() => null);
  if (!stat?.isFile()) return "原图文件不存在，请重新上传";
  try {
    await masterTypeOf(file);
    return null;
  } catch (err) {
    if (err instanceof MasterProblem) return err.message;
    throw err;
  }
}
