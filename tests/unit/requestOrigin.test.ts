import { Hono } from "hono";
import { expect, it } from "vitest";
import { requestOrigin, trustedProxyList } from "../../server/platform/rpc/clientAddress";

/** The origin absolute IIIF ids default to: behind a TLS-terminating balancer, the one the caller reached. */
const app = new Hono().get("/o", (c) => c.text(requestOrigin(c, trustedProxyList(["10.0.0.0/8"]))));
const origin = async (from: string, headers: Record<string, string> = {}) =>
  (await app.request("http://internal:8080/o", { headers }, { incoming: { socket: { remoteAddress: from } } })).text();

it("believes X-Forwarded-Proto and -Host from a trusted proxy only, and only when they are well formed", async () => {
  const forwarded = { "x-forwarded-proto": "https", "x-forwarded-host": "moyuan.example.com" };
  expect(await origin("10.1.2.3", forwarded)).toBe("https://moyuan.example.com");
  expect(await origin("::ffff:10.1.2.3", { ...forwarded, "x-forwarded-host": "moyuan.example.com:8443, inner" })).toBe("https://moyuan.example.com:8443");
  expect(await origin("203.0.113.9", forwarded)).toBe("http://internal:8080");
  expect(await origin("10.1.2.3")).toBe("http://internal:8080");
  expect(await origin("10.1.2.3", { ...forwarded, "x-forwarded-proto": "javascript" })).toBe("http://internal:8080");
  expect(await origin("10.1.2.3", { ...forwarded, "x-forwarded-host": "evil.example/path" })).toBe("http://internal:8080");
});
