/** What every test server starts with: its passwords, its clock and the environment of a first start. */

export const ADMIN_PASSWORD = "Moyuan-admin-2026";
/** 2026-11-22 12:00 in China. */
export const START_TIME = Date.UTC(2026, 10, 22, 4, 0, 0);

export type TestSeed = "demo" | "none";

/** The environment of a test server's first start (tests add their own keys on top). */
export function testEnv(seed: TestSeed): Record<string, string> {
  return {
    MOYUAN_SEED: seed,
    // A small world keeps every test server quick; a test that needs the full one passes its own.
    MOYUAN_SEED_SCALE_PERCENT: "5",
    MOYUAN_ADMIN_PASSWORD: ADMIN_PASSWORD,
    MOYUAN_DEMO_PASSWORD: ADMIN_PASSWORD,
    MOYUAN_DATA_DIR: "/nonexistent-test-data",
    // The sweepers' timer is off: a test that needs them calls sweepNow, or turns the timer on through env.
    MOYUAN_SWEEP_SECONDS: "0",
    // Slow-query recording is off: a loaded machine must not add rows to other tests; slowQuery tests turn it on.
    MOYUAN_SLOW_CALL_MS: "off",
    MOYUAN_SLOW_QUERY_MS: "off",
  };
}

/**
 * Keys that change what a first start writes to the database (the seed, its scale, the passwords it
 * hashes, where it writes): a server given one of them migrates and seeds a database of its own
 * instead of copying the run's template.
 */
export const SEED_SHAPING_KEYS: readonly string[] = [
  "MOYUAN_SEED", "MOYUAN_SEED_SCALE_PERCENT", "MOYUAN_ADMIN_PASSWORD", "MOYUAN_DEMO_PASSWORD", "DATABASE_URL", "MOYUAN_NAMESPACE",
];
