import type { Server as HttpServer } from "node:http";
import { serve } from "@hono/node-server";
import { loadConfig } from "./config";
import { startServer } from "./bootstrap";
import { serveConsole } from "./static";

/** `npm start`: the console and its API on one port, over the embedded database or PostgreSQL. */
async function main(): Promise<void> {
  const config = loadConfig();
  const server = await startServer(config);
  serveConsole(server.app, config.distDir);
  const once: string[] = [];
  if (server.createdAdminPassword !== null && config.adminPassword === undefined) once.push(`管理员 admin：${server.createdAdminPassword}`);
  for (const [userName, password] of server.createdDemoPasswords) once.push(`演示账号 ${userName}：${password}`);
  if (once.length > 0) console.info(`\n  初始密码（只显示这一次，请登录后立即修改）：\n${once.map((l) => `    ${l}`).join("\n")}\n`);
  const hostname = process.env.HOST ?? "0.0.0.0";
  const http = serve({ fetch: server.app.fetch, port: config.port, hostname }, (info) => {
    const where = config.databaseUrl ? "PostgreSQL" : `${config.dataDir} (SQLite)`;
    // Say what is bound: every interface unless HOST narrows it.
    const bound = hostname === "0.0.0.0" || hostname === "::" ? `所有网络接口（${hostname}）` : hostname;
    console.info(`墨苑管理后台已启动：http://localhost:${info.port}/  监听：${bound}:${info.port}  数据库：${where}`);
  });
  // An idle keep-alive connection outlives the load balancer's (60 s on the common ones) instead of Node's 5 s:
  // a client that reuses a connection at the moment the server drops it gets ECONNRESET (seen once in an e2e
  // run, on a call made five seconds after the previous one).
  (http as HttpServer).keepAliveTimeout = 65_000;
  (http as HttpServer).headersTimeout = 66_000;
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.info(`收到 ${signal}，正在关闭…`);
    http.close(() => {
      server.close().then(() => process.exit(0), (err: unknown) => {
        console.error(err);
        process.exit(1);
      });
    });
    // Keep-alive connections could hold close() open; do not wait on them forever.
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((err: unknown) => {
  console.error("启动失败：", err);
  process.exit(1);
});
