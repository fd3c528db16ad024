// The data every end-to-end server starts from: the demo world seeded once per run into DIR (moyuan.sqlite, and
// the demo images' uploads and tiles), with the environment tests/e2e/serve.mjs gives its servers, then closed.
// Each server copies DIR into its own data folder (serve.mjs), so a spec file gets a fresh world without seeding.
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
const { drainJobs } = await import("../../server/platform/jobs/runner.ts");
const { sweepNow } = await import("../../server/platform/sweep/index.ts");
// No reader threads: seeding writes, and the file is closed right after.
const server = await startServer(loadConfig(), { jobs: "manual", sqliteReaders: 0 });
// The demo images' tiling runs once here, into DIR/tiles and DIR/uploads, which every server copies with the
// database: without it, each spec file's server would tile the same 36 images again beside its tests.
await drainJobs(server.deps);
// The demo pictures of articles, exhibitions, category halls and /wudang slots, which a server draws at its first sweep (a minute after start).
await sweepNow(server.deps, ["article.demoImages", "exhibition.demoImages", "wudang.demoImages"]);
await server.close();
