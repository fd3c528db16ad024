// `npm start`: builds the console when its sources are newer than the build, then runs the server in this process.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { register } from "tsx/esm/api";

const root = path.resolve(import.meta.dirname, "..");

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const sources = ["index.html", "src", "vite.config.ts", "tailwind.config.ts", "package-lock.json"].map((p) => path.join(root, p));
const built = path.join(root, "dist", "index.html");
if (fs.existsSync(path.join(root, "index.html"))) {
  const stale = !fs.existsSync(built) || Math.max(...sources.map(newestMtime)) > fs.statSync(built).mtimeMs;
  if (stale) {
    console.info("正在构建控制台…");
    // Only warnings and errors: the start's output is the URL, the database and the one-time passwords.
    const r = spawnSync(process.execPath, [path.join(root, "node_modules", "vite", "bin", "vite.js"), "build", "--logLevel", "warn"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}

register();
process.chdir(root);
await import("../server/main.ts");
