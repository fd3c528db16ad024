import { Hono } from "hono";
import type { ServerDeps } from "../rpc/call";
import { FILES_PREFIX, UPLOAD_ENDPOINT } from "./policy";
import { serveFile } from "./serve";
import { handleUpload } from "./upload";

/** The embedded object store's HTTP face: signed uploads in, signed file URLs out. */
export function storageRoutes(deps: ServerDeps): Hono {
  const app = new Hono();
  app.post(UPLOAD_ENDPOINT, (c) => handleUpload(c, deps));
  app.get(`${FILES_PREFIX}*`, (c) => serveFile(c, deps));
  return app;
}
