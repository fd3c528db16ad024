import fs from "node:fs";
import path from "node:path";
import type { MiddlewareHandler } from "hono";

/** The encodings the build writes beside an asset (scripts/precompress.mjs), best first. */
const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;
type Encoding = (typeof ENCODINGS)[number]["name"];

const TYPES: Readonly<Record<string, string>> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
  ".map": "application/json",
  ".wasm": "application/wasm",
};

/**
 * The encoding to send from an Accept-Encoding header, among those a file has: the best of ours the client
 * accepts with q > 0 (`br;q=0` refuses brotli; `*` stands for any encoding not named). Undefined: send it as is.
 */
export function pickEncoding(acceptEncoding: string | undefined, available: ReadonlySet<Encoding>): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [token, ...params] = part.trim().toLowerCase().split(";");
    if (!token) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = qParam === undefined ? 1 : Number(qParam.slice(2));
    q.set(token, Number.isFinite(value) ? value : 0);
  }
  for (const { name } of ENCODINGS) {
    if (!available.has(name)) continue;
    const weight = q.get(name) ?? (name === "gzip" ? q.get("x-gzip") : undefined) ?? q.get("*") ?? 0;
    if (weight > 0) return name;
  }
  return undefined;
}

interface Asset {
  readonly file: string;
  readonly type: string;
  readonly encodings: ReadonlySet<Encoding>;
}

/** The precompressed files under `dir`, by URL path below `urlBase` (`/assets/index-abc.js`). */
function scan(dir: string, urlBase: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  if (!fs.existsSync(dir)) return assets;
  const names = new Set(fs.readdirSync(dir));
  for (const name of names) {
    const type = TYPES[path.extname(name)];
    if (type === undefined) continue;
    const encodings = new Set(ENCODINGS.filter((e) => names.has(name + e.suffix)).map((e) => e.name));
    if (encodings.size > 0) assets.set(`${urlBase}/${name}`, { file: path.join(dir, name), type, encodings });
  }
  return assets;
}

/**
 * Serves the build's precompressed copies of its assets (brotli, else gzip, by Accept-Encoding), with `Vary:
 * Accept-Encoding` so that caches keep each encoding apart. Files without copies, and clients accepting neither,
 * fall through to the next handler (the plain file, compressed on the fly). The set of files is read once: the
 * build writes hashed names that never change while the server runs. Bodies are read when asked (the OS caches them).
 */
export function precompressedAssets(dir: string, urlBase: string): MiddlewareHandler {
  const assets = scan(dir, urlBase);
  return async (c, next) => {
    const asset = assets.get(c.req.path);
    if (asset === undefined) return next();
    const encoding = pickEncoding(c.req.header("accept-encoding"), asset.encodings);
    const suffix = ENCODINGS.find((e) => e.name === encoding)?.suffix;
    const body = suffix === undefined ? undefined : await fs.promises.readFile(asset.file + suffix).catch(() => undefined);
    if (encoding === undefined || body === undefined) {
      await next();
      // The plain answer differs from what a client accepting brotli gets: a cache must not serve it to that one.
      if (!c.res.headers.get("vary")?.toLowerCase().includes("accept-encoding")) c.res.headers.append("vary", "Accept-Encoding");
      return;
    }
    c.header("vary", "Accept-Encoding");
    c.header("content-type", asset.type);
    c.header("content-encoding", encoding);
    c.header("content-length", String(body.length));
    return c.body(new Uint8Array(body.buffer, body.byteOffset, body.byteLength), 200);
  };
}
