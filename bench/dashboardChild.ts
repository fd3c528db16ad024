import fs from "node:fs";
import { dashboardDatabase, dashboardSettings } from "./dashboard";

/** The PostgreSQL half of bench/dashboard.ts under scripts/with-postgres.sh; writes its result as JSON to argv[2]. */
async function main(): Promise<void> {
  const out = process.argv[2];
  const url = process.env.DATABASE_URL;
  if (!out || !url) throw new Error("usage: DATABASE_URL=… tsx bench/dashboardChild.ts <out.json>");
  const { orders, measure } = dashboardSettings();
  fs.writeFileSync(out, JSON.stringify(await dashboardDatabase("postgres", orders, measure, url)));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
