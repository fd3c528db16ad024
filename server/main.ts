import { serve } from "@hono/node-server";
import { loadConfig } from "./config";
import { startServer } from "./bootstrap";
import { serveConsole } from "./static";

/** `npm start`: the console and its API on one port, over the embedded database or PostgreSQL. */
async function main(): Promise<void> {
  const config = loadConfig();
  const server = await startServer(config);
  serveConsole(server.app, config.distDir);
  if (server.createdAdminPassword !== null && config.adminPassword === undefined) {
    console.info(`\n  已创建管理员账号 admin，初始密码：${server.createdAdminPassword}\n  （只显示这一次，请登录后立即修改）\n`);
  }
  const http = serve({ fetch: server.app.fetch, port: config.port, hostname: process.env.HOST ?? "0.0.0.0" }, (info) => {
    const where = config.databaseUrl ? "PostgreSQL" : `${config.dataDir} (SQLite)`;
    console.info(`墨苑管理后台已启动：http://localhost:${info.port}/  数据库：${where}`);
  });
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
