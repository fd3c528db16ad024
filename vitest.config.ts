import { defineConfig } from "vitest/config";

// Files that replace modules, globals or the environment a module reads once (vi.mock, spies, fake timers,
// MOYUAN_SQLITE_READERS) keep a module graph of their own.
const ISOLATED = ["tests/server/jobProgress.test.ts", "tests/server/sqliteReaders.test.ts"];
const TIMEOUTS = { testTimeout: 30_000, hookTimeout: 60_000 };

export default defineConfig({
  test: {
    // One migrated, seeded database per run, copied by every test server (tests/server/templates.ts). Set here
    // only: a project extending this config would build its own templates again.
    globalSetup: ["tests/server/globalSetup.ts"],
    // Two files at a time even on two cores (vitest's default there is one): server tests spend much of
    // their time waiting on PostgreSQL and on argon2's thread pool.
    maxWorkers: 2,
    projects: [
      { test: { name: "unit", include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx", ...ISOLATED], ...TIMEOUTS } },
      {
        // The server files share one module graph per worker: importing the server and the catalogue anew for
        // each file was a third of the suite's time. Each file still starts servers and databases of its own.
        test: { name: "server", include: ["tests/server/**/*.test.ts", "tests/build/**/*.test.ts"], exclude: ISOLATED, isolate: false, ...TIMEOUTS },
      },
    ],
  },
});
