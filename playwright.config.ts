import fs from "node:fs";
import { defineConfig } from "@playwright/test";

// Playwright cannot download its own browser here: use Debian's Chromium when it is installed.
const executablePath = fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  // The console is built once here (under `npm test`, the run's one build, MOYUAN_TEST_DIST); then every
  // worker starts its own server on its own database (tests/e2e/fixtures.ts), which gives each test its `baseURL`.
  globalSetup: "./tests/e2e/globalSetup.ts",
  workers: Number(process.env.E2E_WORKERS ?? 2),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? "line" : "list",
  use: {
    viewport: { width: 1366, height: 800 },
    locale: "zh-CN",
    launchOptions: {
      executablePath,
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
});
