import fs from "node:fs";
import path from "node:path";
import { dashboardBenchmark } from "./dashboard";

/**
 * The dashboards' part of `npm run bench` alone: runs bench/dashboard.ts and puts its section into BENCHMARKS.md in
 * place of the one there (or at the end), leaving the other sections as the last full run wrote them.
 */
async function main(): Promise<void> {
  const section = await dashboardBenchmark();
  const file = path.join(path.resolve(import.meta.dirname, ".."), "BENCHMARKS.md");
  const text = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "# Benchmarks\n";
  const start = text.search(/^## Dashboards over /m);
  const next = start < 0 ? -1 : text.slice(start + 3).search(/^## /m);
  const updated = start < 0
    ? `${text.trimEnd()}\n\n${section}`
    : `${text.slice(0, start)}${section}\n${next < 0 ? "" : `\n${text.slice(start + 3 + next)}`}`;
  fs.writeFileSync(file, `${updated.trimEnd()}\n`);
  console.info(`[bench] wrote the dashboards' section of ${file}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
