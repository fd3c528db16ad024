// The build's .br / .gz copies of the console's assets (scripts/precompress.mjs) and how the server sends them
// (server/precompressed.ts through serveConsole): the encoding a client asked for, bytes that decode to the file.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressDir } from "../../scripts/precompress.mjs";
import { pickEncoding } from "../../server/precompressed";
import { serveConsole } from "../../server/static";

let dist: string;
let app: Hono;
/** A script large enough to be worth compressing, and varied enough that the encodings differ. */
const script = Array.from({ length: 400 }, (_, i) => `export const value${i} = "博物馆 ${i.toString(36)}";`).join("\n");
const style = Array.from({ length: 100 }, (_, i) => `.c${i} { margin: ${i}px; }`).join("\n");
const tiny = "export const a = 1;";

beforeAll(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "moyuan-precompress-"));
  fs.mkdirSync(path.join(dist, "assets"));
  fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>墨苑</title><div id=root></div>");
  fs.writeFileSync(path.join(dist, "assets", "index-abc123.js"), script);
  fs.writeFileSync(path.join(dist, "assets", "index-abc123.css"), style);
  fs.writeFileSync(path.join(dist, "assets", "tiny-abc123.js"), tiny);
  precompressDir(path.join(dist, "assets"));
  app = new Hono();
  serveConsole(app, dist);
});

afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const get = (file: string, acceptEncoding?: string) =>
  app.request(`/assets/${file}`, { headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } });

describe("precompressed assets", () => {
  it("the build writes .br and .gz beside each compressible file worth it, and they decode to the file", () => {
    const assets = path.join(dist, "assets");
    expect(brotliDecompressSync(fs.readFileSync(path.join(assets, "index-abc123.js.br"))).toString()).toBe(script);
    expect(gunzipSync(fs.readFileSync(path.join(assets, "index-abc123.js.gz"))).toString()).toBe(script);
    expect(gunzipSync(fs.readFileSync(path.join(assets, "index-abc123.css.gz"))).toString()).toBe(style);
    // Under 1 KB: one packet either way, no copies.
    expect(fs.existsSync(path.join(assets, "tiny-abc123.js.br"))).toBe(false);
    expect(fs.existsSync(path.join(assets, "tiny-abc123.js.gz"))).toBe(false);
  });

  it("a browser accepting brotli gets the .br copy, as JavaScript, cached for a year, varying by Accept-Encoding", async () => {
    const res = await get("index-abc123.js", "gzip, deflate, br, zstd");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get("content-length"))).toBe(body.length);
    expect(body.length).toBeLessThan(Buffer.byteLength(script) / 2);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it("gzip when brotli is not accepted or refused with q=0; the stylesheet keeps its type", async () => {
    for (const accept of ["gzip, deflate", "br;q=0, gzip", "x-gzip"]) {
      const res = await get("index-abc123.css", accept);
      expect(res.headers.get("content-encoding"), accept).toBe("gzip");
      expect(res.headers.get("content-type"), accept).toMatch(/^text\/css/);
      expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString(), accept).toBe(style);
    }
  });

  it("a client accepting no encoding gets the file itself, still marked as varying", async () => {
    for (const accept of [undefined, "identity", "br;q=0, gzip;q=0"]) {
      const res = await get("index-abc123.js", accept);
      expect(res.status, String(accept)).toBe(200);
      expect(res.headers.get("content-encoding"), String(accept)).toBeNull();
      expect(await res.text(), String(accept)).toBe(script);
      expect(res.headers.get("vary"), String(accept)).toMatch(/accept-encoding/i);
    }
  });

  it("a file without copies is served as before; a missing one is not found; no path leaves the assets", async () => {
    const small = await get("tiny-abc123.js", "br, gzip");
    expect(small.status).toBe(200);
    expect(await small.text()).toBe(tiny);
    expect((await get("nothing-here.js", "br")).headers.get("content-encoding")).toBeNull();
    const escape = await app.request("/assets/..%2Findex.html.br", { headers: { "accept-encoding": "br" } });
    expect(escape.headers.get("content-encoding")).toBeNull();
  });

  it("pickEncoding: the best of the file's encodings the client accepts", () => {
    const both = new Set(["br", "gzip"] as const);
    expect(pickEncoding("gzip, br", both)).toBe("br");
    expect(pickEncoding("br;q=0.1, gzip;q=1", both)).toBe("br"); // both acceptable: ours is smaller
    expect(pickEncoding("*", both)).toBe("br");
    expect(pickEncoding("*, br;q=0", both)).toBe("gzip");
    expect(pickEncoding("gzip;q=0, br;q=0", both)).toBeUndefined();
    expect(pickEncoding("br", new Set(["gzip"] as const))).toBeUndefined();
    expect(pickEncoding("", both)).toBeUndefined();
  });
});
