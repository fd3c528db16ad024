const JSON_TYPE = "application/json";

function isJson(bytes: Uint8Array): boolean {
  try {
    JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
    return true;
  } catch {
    return false;
  }
}

const CSV_TYPE = "text/csv";

/** Text with no NUL byte that decodes as UTF-8 or GB18030 (what Chinese spreadsheet tools write) counts as CSV. */
function isText(bytes: Uint8Array): boolean {
  if (bytes.length === 0 || bytes.includes(0)) return false;
  for (const encoding of ["utf-8", "gb18030"]) {
    try {
      new TextDecoder(encoding, { fatal: true }).decode(bytes);
      return true;
    } catch {
      // try the next encoding
    }
  }
  return false;
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
  if (allowed.includes(CSV_TYPE) && isText(bytes)) return CSV_TYPE;
  return undefined;
}
