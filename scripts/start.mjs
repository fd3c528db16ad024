// `npm start`: builds the console and the server bundle when their sources are newer than the builds, then runs the
// server (dist-server/main.js) in this process. Without a bundle (esbuild missing or failing) it runs the TypeScript
// sources through tsx, as before: slower to start (~1 s more), the same server.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildServer, newestMtime, serverBundleStale, SERVER_OUT } from "./build-server.mjs";

const root = path.resolve(import.meta.dirname, "..");

const sources = ["index.html", "src", "vite.config.ts", "tailwind.config.ts", "package-lock.json", "scripts/precompress.mjs"].map((p) => path.join(root, p));
const built = path.join(root, "dist", "index.html");
// MOYUAN_DIST_DIR names a console built elsewhere: served as it is.
if (!process.env.MOYUAN_DIST_DIR && fs.existsSync(path.join(root, "index.html"))) {
  const stale = !fs.existsSync(built) || Math.max(...sources.map(newestMtime)) > fs.statSync(built).mtimeMs;
  if (stale) {
    console.info("正在构建控制台…");
    // Only warnings and errors: the start's output is the URL, the database and the one-time passwords.
    const r = spawnSync(process.execPath, [path.join(root, "node_modules", "vite", "bin", "vite.js"), "build", "--logLevel", "warn"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}

let bundle = path.join(SERVER_OUT, "main.js");
if (process.env.MOYUAN_START_TSX === "1") bundle = "";
else if (serverBundleStale()) {
  try {
    await buildServer();
  } catch (err) {
    console.warn(`服务器打包失败，改用 tsx 直接运行源码（启动较慢）：${err instanceof Error ? err.message : String(err)}`);
    bundle = "";
  }
}

process.chdir(root);
if (bundle !== "") {
  await import(pathToFileURL(bundle).href);
} else {
  const { register } = await import("tsx/esm/api");
  register();
  await import("../server/main.ts");
}
