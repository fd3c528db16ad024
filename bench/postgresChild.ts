import fs from "node:fs";
import { benchDatabase } from "./listBench";
import { benchSettings } from "./settings";

/**
 * The PostgreSQL half of `npm run bench`, run by bench/run.ts under scripts/with-postgres.sh
 * when DATABASE_URL is not set. Writes its DbResult as JSON to the file named by argv[2].
 */
async function main(): Promise<void> {
  const out = process.argv[2];
  const url = process.env.DATABASE_URL;
  if (!out || !url) throw new Error("usage: DATABASE_URL=… tsx bench/postgresChild.ts <out.json>");
  const { rows, measure } = benchSettings();
  const result = await benchDatabase("postgres", rows, measure, url);
  fs.writeFileSync(out, JSON.stringify(result));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
