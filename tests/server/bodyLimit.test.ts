import type { AddressInfo } from "node:net";
import http from "node:http";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

/**
 * Sends a chunked body (no Content-Length) of up to `totalBytes` in 64 KB chunks, without signing in,
 * and answers the status, the JSON answer and how many bytes the server let us send before answering.
 */
function streamBody(port: number, totalBytes: number): Promise<{ status: number; body: Record<string, unknown>; sent: number }> {
  return new Promise((resolve, reject) => {
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    let answered = false;
    const req = http.request({ host: "127.0.0.1", port, method: "POST", path: "/api/moyuan.BaseServiceAdmin/listMuseum", headers: { "content-type": "application/json", "transfer-encoding": "chunked" } }, (res) => {
      answered = true;
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => (text += d));
      res.on("end", () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown>, sent });
      });
    });
    req.on("error", (err) => {
      if (!answered) reject(err);
    });
    req.write("{\"pad\": \"");
    const pump = () => {
      while (!answered && sent < totalBytes) {
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once("drain", pump);
          return;
        }
      }
      if (!answered) req.end("\"}");
    };
    pump();
  });
}

describeEachDb("an oversized body is cut off as it streams in, before signing in", (kind) => {
  let t: TestServer;
  let http1: ServerType;
  let port: number;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none" });
    http1 = serve({ fetch: t.server.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((r) => http1.once("listening", () => r()));
    port = (http1.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((r) => http1.close(() => r()));
    await t.close();
  });

  it("a 300 MB chunked body answers 413 in the JSON error shape, read no further than the limit, memory flat", async () => {
    global.gc?.();
    const before = process.memoryUsage().heapUsed;
    const r = await streamBody(port, 300 * 1024 * 1024);
    expect(r.status).toBe(413);
    expect(r.body).toEqual({ code: 3, message: "请求体过大，不能超过 1024 KB" });
    // The server stopped reading at the limit: we could send only a few socket buffers past it.
    expect(r.sent).toBeLessThan(32 * 1024 * 1024);
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(64 * 1024 * 1024);
  });

  it("ten of them in parallel are all refused and the server still answers", async () => {
    const all = await Promise.all(Array.from({ length: 10 }, () => streamBody(port, 50 * 1024 * 1024)));
    expect(all.map((r) => r.status)).toEqual(Array(10).fill(413));
    const ok = await t.rpc("BaseService/getAppConfig", {});
    expect(ok.body.code).toBe("SUCCESS");
  });

  it("a declared Content-Length over the limit is refused without reading", async () => {
    const res = await t.server.app.request("/api/moyuan.BaseService/getAppConfig", {
      method: "POST", headers: { "content-type": "application/json", "content-length": String(2 * 1024 * 1024) }, body: "{}",
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ code: 3, message: "请求体过大，不能超过 1024 KB" });
  });
});
