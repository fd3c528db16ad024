// The database every end-to-end server starts from: the demo world seeded once per run into DIR/moyuan.sqlite,
// with the environment tests/e2e/serve.mjs gives its servers, then closed. Each server copies the file into its
// own data folder (serve.mjs), so a spec file gets a fresh database without seeding one.
// Usage: node tests/e2e/seedTemplate.mjs DIR
import path from "node:path";
import { register } from "tsx/esm/api";
import { E2E_ENV } from "./serveEnv.mjs";

const dir = process.argv[2];
if (!dir) throw new Error("usage: node tests/e2e/seedTemplate.mjs DIR");
Object.assign(process.env, E2E_ENV, { MOYUAN_DATA_DIR: path.resolve(dir) });
delete process.env.DATABASE_URL;
register();
const { loadConfig } = await import("../../server/config.ts");
const { startServer } = await import("../../server/bootstrap.ts");
// Jobs (the demo images' tiling) stay queued: each server runs them on its own, as after a first start.
// No reader threads: seeding writes, and the file is closed right after.
const server = await startServer(loadConfig(), { jobs: "manual", sqliteReaders: 0 });
await server.close();
