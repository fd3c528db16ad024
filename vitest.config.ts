import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx", "tests/server/**/*.test.ts", "tests/build/**/*.test.ts"],
    // One migrated, seeded database per run, copied by every test server (tests/server/templates.ts).
    globalSetup: ["tests/server/globalSetup.ts"],
    // Two files at a time even on two cores (vitest's default there is one): server tests spend much of
    // their time waiting on PostgreSQL and on argon2's thread pool.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
