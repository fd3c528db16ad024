/**
 * `tsx scripts/db-tables.ts [--check]` (run by `npm run db:diff` after it writes a migration): migrates an
 * in-memory SQLite and writes server/platform/db/tables.ts, the tables and columns queries are typed by.
 * A process of its own, so that it imports the migrations index db:diff has just written.
 */
import fs from "node:fs";
import path from "node:path";
import { migratedTables, renderTables } from "../server/platform/db/tableTypes";

const FILE = path.resolve(import.meta.dirname, "..", "server", "platform", "db", "tables.ts");
const check = process.argv.includes("--check");
const text = renderTables(await migratedTables());
const current = fs.existsSync(FILE) ? fs.readFileSync(FILE, "utf8") : "";
if (current === text) {
  console.info("db:tables: server/platform/db/tables.ts matches the migrations");
} else if (check) {
  console.error("db:tables --check: server/platform/db/tables.ts is out of date; run `npm run db:diff`");
  process.exit(1);
} else {
  fs.writeFileSync(FILE, text);
  console.info("db:tables: wrote server/platform/db/tables.ts");
}
