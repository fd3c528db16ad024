import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/** The local-disk object store: object keys to files under `{dataDir}/uploads`. */

// The key syntax is pure and shared with the console (image and file fields hold keys).
export { keyProblem, MAX_KEY_LENGTH } from "../../../src/catalogue/uploads";

export function uploadsRoot(dataDir: string): string {
  return path.join(dataDir, "uploads");
}

/** The file of a key; throws if the key would leave the store (keys are checked first, this is a second lock). */
export function filePathOf(dataDir: string, key: string): string {
  const root = uploadsRoot(dataDir);
  const file = path.join(root, key);
  if (!file.startsWith(root + path.sep)) throw new Error(`key outside the store: ${key}`);
  return file;
}

export async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(() => true, () => false);
}

/**
 * Writes the bytes to a temp file in the store's `.tmp` folder (keys cannot start with a dot,
 * so it never collides with an object), so that a half-written object is never visible under its key.
 */
export async function writeTemp(dataDir: string, bytes: Uint8Array): Promise<string> {
  const dir = path.join(uploadsRoot(dataDir), ".tmp");
  await fs.mkdir(dir, { recursive: true });
  const temp = path.join(dir, `${randomBytes(12).toString("hex")}.part`);
  await fs.writeFile(temp, bytes, { flag: "wx" });
  return temp;
}

/** Moves a finished temp file under its key. */
export async function publish(temp: string, file: string): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.rename(temp, file);
}

export async function removeQuietly(file: string): Promise<void> {
  await fs.rm(file, { force: true });
}
