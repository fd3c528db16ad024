// Writes `name.br` and `name.gz` beside each compressible file of the built console's assets, once at build time,
// so the server sends brotli at its best level without compressing on every request (server/precompressed.ts).
import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|wasm)$/;
/** Below this a response fits in one packet anyway. */
const MIN_BYTES = 1024;

/** Precompresses every compressible file under `dir` (recursively); answers how many files it compressed. */
export function precompressDir(dir) {
  let count = 0;
  if (!fs.existsSync(dir)) return count;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      count += precompressDir(file);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name)) continue;
    const body = fs.readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
    const gz = gzipSync(body, { level: 9 });
    // A compressed copy no smaller than the original is not worth its header.
    if (br.length < body.length) fs.writeFileSync(`${file}.br`, br);
    if (gz.length < body.length) fs.writeFileSync(`${file}.gz`, gz);
    count++;
  }
  return count;
}

/** Vite plugin: precompresses the build's assets/ after they are written. */
export function precompressPlugin() {
  let outDir = "dist";
  return {
    name: "moyuan-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      precompressDir(path.join(outDir, "assets"));
    },
  };
}
