import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx", "tests/server/**/*.test.ts", "tests/build/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
