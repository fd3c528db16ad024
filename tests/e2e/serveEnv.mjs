// The environment of every end-to-end server (tests/e2e/serve.mjs) and of the database they start from
// (tests/e2e/seedTemplate.mjs): the same passwords, seed and scale.
export const E2E_ENV = {
  MOYUAN_ADMIN_PASSWORD: "Moyuan-admin-2026",
  // The demo accounts the tests sign in as share it (without this each would get its own, printed once).
  MOYUAN_DEMO_PASSWORD: "Moyuan-admin-2026",
  MOYUAN_SEED: "demo",
  MOYUAN_SEED_SCALE_PERCENT: process.env.MOYUAN_SEED_SCALE_PERCENT ?? "20",
  // Slow-query recording off, as in the server tests: on a busy machine it added shapes between a spec's API read
  // and its grid (/dashboard/slowquery/shapes: 共 27 条 against 29). tests/server/slowQuery* cover the recorder.
  MOYUAN_SLOW_CALL_MS: "off",
  MOYUAN_SLOW_QUERY_MS: "off",
};

/** Names the seeded database file a server copies instead of seeding its own (set by tests/e2e/globalSetup.ts). */
export const TEMPLATE_DB_ENV = "MOYUAN_E2E_TEMPLATE_DB";
