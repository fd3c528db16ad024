import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { build, type Manifest } from "vite";
import { afterAll, beforeAll, expect, it } from "vitest";

const BUDGET = 150 * 1024;
let outDir: string;
let manifest: Manifest;

beforeAll(async () => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), "moyuan-build-"));
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({ mode: "production", logLevel: "silent", build: { outDir, manifest: true, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  manifest = JSON.parse(fs.readFileSync(path.join(outDir, ".vite", "manifest.json"), "utf8")) as Manifest;
}, 120_000);

afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

/** A chunk and every chunk it imports statically: what the browser must fetch before it runs. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

const gzipped = (file: string) => gzipSync(fs.readFileSync(path.join(outDir, file))).length;

it("the JavaScript /user/login loads stays within 150 KB gzip, and the palette and frame are not part of it", () => {
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  const login = Object.keys(manifest).find((k) => k.endsWith("src/app/LoginPage.tsx"));
  expect(entry).toBeDefined();
  expect(login).toBeDefined();
  const chunks = new Set([...closure(entry!), ...closure(login!)]);
  const files = [...chunks].map((k) => manifest[k]!.file).filter((f) => f.endsWith(".js"));
  const total = files.reduce((sum, f) => sum + gzipped(f), 0);
  expect(total).toBeGreaterThan(10 * 1024); // a real build was measured
  expect(total).toBeLessThanOrEqual(BUDGET);
  const keys = [...chunks];
  expect(keys.some((k) => k.includes("commands/Palette.tsx") || k.includes("app/Frame.tsx"))).toBe(false);
});

it("every view is its own lazy chunk", () => {
  for (const view of ["src/app/LoginPage.tsx", "src/views/Welcome.tsx", "src/views/Account.tsx", "src/app/ExceptionPage.tsx", "src/views/DashboardAnalysis.tsx", "src/views/NotBuilt.tsx"]) {
    const chunk = manifest[view];
    expect(chunk, view).toBeDefined();
    expect(chunk?.isDynamicEntry, view).toBe(true);
  }
});
