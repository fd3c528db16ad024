/**
 * Reads a multipart/form-data upload without ever holding more than a limit in memory.
 * The limit may tighten while reading: the policy fields come before the file (as in OSS
 * PostObject), so once they are in, the body is cut off at the data type's own size limit
 * instead of the largest one.
 */

/** Room for the multipart framing and the text fields around the file. */
export const FORM_OVERHEAD = 64 * 1024;
/** The leading text fields are looked for only in the first bytes of the body. */
const PEEK_BYTES = 64 * 1024;

export type FormResult =
  | { readonly ok: true; readonly form: FormData }
  | { readonly ok: false; readonly reason: "not-multipart" | "malformed" | "too-large"; readonly limit: number }
  | { readonly ok: false; readonly reason: "refused"; readonly error: Error };

type Verdict = number | Error | undefined;

/**
 * Judges the leading fields: a (smaller) limit, an error to stop reading, or undefined to wait
 * for more. `complete` says no further field will come before the file; then undefined keeps the limit.
 * It may answer a promise (to look things up): reading waits for it.
 */
export type Gate = (fields: Record<string, string>, complete: boolean) => Verdict | Promise<Verdict>;

function boundaryOf(contentType: string): string | undefined {
  if (!/^multipart\/form-data\b/i.test(contentType)) return undefined;
  const m = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return m?.[1] ?? m?.[2];
}

/** The complete text parts before the first file part, from the start of a multipart body. */
export function leadingFields(head: Buffer, boundary: string): { fields: Record<string, string>; reachedFile: boolean } {
  const parts = head.toString("latin1").split(`--${boundary}`);
  const fields: Record<string, string> = {};
  // parts[0] is the preamble; the last part may be cut off mid-way, so only its headers count.
  for (let i = 1; i < parts.length; i++) {
    const part = parts[i] ?? "";
    const sep = part.indexOf("\r\n\r\n");
    if (/filename\s*=/i.test(sep < 0 ? part : part.slice(0, sep))) return { fields, reachedFile: true };
    if (sep < 0 || i === parts.length - 1) break;
    const name = /name="([^"]*)"/i.exec(part.slice(0, sep))?.[1];
    // The first of repeated fields wins, as FormData.get answers.
    if (name !== undefined && !Object.hasOwn(fields, name)) fields[name] = Buffer.from(part.slice(sep + 4).replace(/\r\n$/, ""), "latin1").toString("utf8");
  }
  return { fields, reachedFile: false };
}

/** Parses the body of `req`, refusing it as soon as it grows past the limit, which `gate` may tighten. */
export async function readLimitedForm(req: Request, initialLimit: number, gate?: Gate): Promise<FormResult> {
  const contentType = req.headers.get("content-type") ?? "";
  const boundary = boundaryOf(contentType);
  if (!boundary) return { ok: false, reason: "not-multipart", limit: initialLimit };
  let limit = initialLimit;
  const declared = Number(req.headers.get("content-length") ?? "");
  // Refused before a single byte of the body is read.
  if (Number.isFinite(declared) && declared > limit) return { ok: false, reason: "too-large", limit };
  if (!req.body) return { ok: false, reason: "malformed", limit };

  let seen = 0;
  let stopped: FormResult | undefined;
  let head: Buffer | undefined = gate ? Buffer.alloc(0) : undefined;
  // Judges the leading fields seen so far; answers an error to stop reading.
  const judge = async (chunk: Uint8Array): Promise<Error | undefined> => {
    if (!head || !gate) return undefined;
    head = Buffer.concat([head, chunk]);
    const { fields, reachedFile } = leadingFields(head, boundary);
    const verdict = await gate(fields, reachedFile || head.byteLength >= PEEK_BYTES);
    if (verdict instanceof Error) return verdict;
    if (verdict !== undefined) limit = Math.min(limit, verdict);
    if (verdict !== undefined || reachedFile || head.byteLength >= PEEK_BYTES) head = undefined;
    return undefined;
  };
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    async transform(chunk, controller) {
      seen += chunk.byteLength;
      const error = await judge(chunk);
      if (error) stopped = { ok: false, reason: "refused", error };
      else if (seen > limit) stopped = { ok: false, reason: "too-large", limit };
      // Erroring the stream cancels the request body: the rest is never read.
      if (stopped) controller.error(new Error("upload stopped"));
      else controller.enqueue(chunk);
    },
  });
  try {
    const form = await new Response(req.body.pipeThrough(counter), { headers: { "content-type": contentType } }).formData();
    return { ok: true, form };
  } catch {
    return stopped ?? { ok: false, reason: "malformed", limit };
  }
}
