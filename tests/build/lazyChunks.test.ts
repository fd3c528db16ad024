// The login page's byte budget is measured as a browser fetches it (tests/e2e/loginBytes.spec.ts);
// this checks the build's shape behind it: every view, the frame and the palette are lazy chunks.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { build, type Manifest } from "vite";
import { afterAll, beforeAll, expect, it } from "vitest";

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

it("every view, the frame and the palette are lazy chunks of their own", () => {
  const lazy = [
    "src/app/LoginPage.tsx", "src/app/Frame.tsx", "src/app/ExceptionPage.tsx", "src/commands/Palette.tsx",
    "src/views/Welcome.tsx", "src/views/Account.tsx", "src/views/DashboardAnalysis.tsx", "src/views/NotBuilt.tsx",
    "src/views/resource/ResourceView.tsx", "src/views/tags/TagsView.tsx",
  ];
  for (const view of lazy) {
    const chunk = manifest[view];
    expect(chunk, view).toBeDefined();
    expect(chunk?.isDynamicEntry, view).toBe(true);
  }
});
