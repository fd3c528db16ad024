const JSON_TYPE = "application/json";

function isJson(bytes: Uint8Array): boolean {
  try {
    JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
    return true;
  } catch {
    return false;
  }
}

/**
 * The file's real type, read from its bytes, never from its name or the client's claim.
 * JSON has no magic bytes, so it counts only where allowed and only when it parses.
 */
export async function sniffContentType(bytes: Uint8Array, allowed: readonly string[]): Promise<string | undefined> {
  // Loaded by the first upload rather than at every start.
  const { fileTypeFromBuffer } = await import("file-type");
  const found = await fileTypeFromBuffer(bytes);
  if (found) return found.mime;
  if (allowed.includes(JSON_TYPE) && isJson(bytes)) return JSON_TYPE;
  return undefined;
}
