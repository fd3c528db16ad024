import { Hono } from "hono";
import type { ServerDeps } from "./platform/rpc/call";
import { createDispatcher } from "./platform/rpc/dispatcher";
import { notifyRoutes } from "./domains/payment/wxPayTransaction/notify/routes";
import { vodCallbackRoutes } from "./domains/vodvideo/vodVideo/callback/routes";
import { buildRegistry } from "./services";
import { storageRoutes } from "./platform/storage/routes";
import { tileRoutes } from "./domains/hd/hdImage/tiles/routes";
import { manifestRoutes } from "./domains/hd/hdImage/iiif/routes";
import { articleShareRoutes } from "./domains/article/article/sharedPage";

/** The HTTP application: the RPC endpoint and the payment channels' notifications under the API base. Static files are added by `main`. */
export function createApp(deps: ServerDeps) {
  const registry = buildRegistry();
  const app = new Hono();
  // Before the RPC route, which would take every POST under the API base.
  app.route("/", notifyRoutes(deps));
  app.route("/", vodCallbackRoutes(deps));
  app.post(`${deps.config.apiBase}/:path{.+}`, createDispatcher(registry, deps));
  app.all(`${deps.config.apiBase}/*`, (c) => c.json({ code: 12, message: "RPC 调用必须使用 POST" }, 405));
  app.route("/", storageRoutes(deps));
  app.route("/", tileRoutes(deps));
  // IIIF manifests where their ids say they are published (before the console's pages, which would answer HTML).
  app.route("/", manifestRoutes(deps));
  // An article's share address and signed preview link, answered without a session (links.ts).
  app.route("/", articleShareRoutes(deps));
  return { app, registry };
}
