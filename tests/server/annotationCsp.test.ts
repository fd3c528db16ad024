import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { expect, it } from "vitest";
import { ANNOTATION_CSP, CONSOLE_CSP, serveConsole } from "../../server/static";

it("only the annotation canvas page may evaluate code (Annotorious' WebGL layer); every other page keeps the strict policy", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "moyuan-dist-"));
  fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>墨苑</title>");
  const app = new Hono();
  serveConsole(app, dir);
  const canvas = await app.request("/revise/hdpslice?taskId=3");
  expect(canvas.headers.get("content-security-policy")).toBe(ANNOTATION_CSP);
  expect(ANNOTATION_CSP).toMatch(/script-src 'self' 'unsafe-eval'(;|$)/);
  expect(ANNOTATION_CSP).toMatch(/frame-ancestors 'none'/);
  for (const other of ["/revise/list", "/revise/hdpslice/x", "/hd/hdp/view", "/"]) {
    const page = await app.request(other);
    expect(page.headers.get("content-security-policy"), other).toBe(CONSOLE_CSP);
  }
  expect(CONSOLE_CSP).not.toMatch(/unsafe-eval/);
  fs.rmSync(dir, { recursive: true, force: true });
});
