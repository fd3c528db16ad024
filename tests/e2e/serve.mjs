// The server the end-to-end tests drive: the built console on a fresh embedded database with demo data.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

process.env.MOYUAN_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "moyuan-e2e-"));
process.env.MOYUAN_ADMIN_PASSWORD = "Moyuan-admin-2026";
process.env.MOYUAN_SEED = "demo";
delete process.env.DATABASE_URL; // the server suite covers PostgreSQL; the browser tests need one fixed store
process.on("exit", () => fs.rmSync(process.env.MOYUAN_DATA_DIR, { recursive: true, force: true }));
await import("../../scripts/start.mjs");
