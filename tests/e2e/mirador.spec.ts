import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./fixtures";

/**
 * An outside IIIF viewer reads our manifests (issue 22): Mirador (its UMD build, on a page of its own,
 * another origin than the server) opens an album's manifest by its id and draws its tiles.
 * Mirador is a test-only devDependency (mirador 4; 3.4.3 works too): MIRADOR_UMD=…/dist/mirador.min.js picks another build.
 */

const ROOT = path.resolve(import.meta.dirname, "..", "..");
const MIRADOR = process.env.MIRADOR_UMD ?? path.join(ROOT, "node_modules", "mirador", "dist", "mirador.min.js");

async function rpc(request: APIRequestContext, token: string, method: string, data: object): Promise<{ code: string; message?: string; data?: unknown }> {
  return (await request.post(`/api/moyuan.${method}`, { data: { ...data, context: { token } } })).json();
}

/** Uploads a TIFF of the given size, makes an HD image of it and has it tiled; answers its Id when ready. */
async function tiledImage(request: APIRequestContext, token: string, title: string): Promise<number> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><rect width="100%" height="100%" fill="#e7d9b8"/>
    <path d="M0 900 Q 400 120 800 660 T 1600 360" stroke="#222" stroke-width="24" fill="none"/><rect x="1360" y="120" width="120" height="120" fill="#a33a2c"/></svg>`;
  const policy = (await rpc(request, token, "BaseServiceAdmin/getOSSData", { dataType: "UDT_SHIY" })).data as { dir: string; policy: string; signature: string };
  const key = `${policy.dir}mirador-${Date.now()}.tif`;
  const buffer = await sharp(Buffer.from(svg)).tiff({ compression: "lzw" }).toBuffer();
  expect((await request.post("/upload", { multipart: { key, policy: policy.policy, signature: policy.signature, file: { name: "master.tif", mimeType: "image/tiff", buffer } } })).ok()).toBe(true);
  const made = await rpc(request, token, "HdpServiceAdmin/createHdImage", { data: { title, subjectType: "none", version: "原始扫描", masterFile: key, accessLevel: "free", license: "publicDomain" } });
  expect(made.code, made.message).toBe("SUCCESS");
  const { Id } = made.data as { Id: number };
  expect((await rpc(request, token, "HdpServiceAdmin/generateTiles", { Ids: [Id] })).code).toBe("SUCCESS");
  await expect.poll(async () => ((await rpc(request, token, "HdpServiceAdmin/getHdImage", { Id })).data as { tileStatus: string }).tileStatus, { timeout: 30_000 }).toBe("ready");
  return Id;
}

test("Mirador opens an album's manifest by its id and draws its tiles", async ({ page, adminToken }) => {
  test.skip(!fs.existsSync(MIRADOR), `Mirador is not installed (${MIRADOR}): npm ci installs it`);
  const leaf = await tiledImage(page.request, adminToken, "墨苑 Mirador 测试");
  const made = await rpc(page.request, adminToken, "HdpServiceAdmin/createHdAlbum", {
    data: { title: "墨苑 Mirador 测试图集", albumType: "theme", behavior: "individuals", viewingDirection: "left-to-right", accessLevel: "free", sort: 0 },
  });
  expect(made.code, made.message).toBe("SUCCESS");
  const album = made.data as { Id: number; utime: number };
  expect((await rpc(page.request, adminToken, "HdpServiceAdmin/addHdAlbumImages", { Id: album.Id, utime: album.utime, data: { hdImageIds: String(leaf) } })).code).toBe("SUCCESS");
  const manifest = (await rpc(page.request, adminToken, "ViewerServiceAdmin/getManifest", { type: "hdAlbum", Id: album.Id })).data as { id: string };
  expect(manifest.id).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/iiif\/.+\/hdAlbum\/\d+\/manifest$/);

  // A blank page of no origin of ours, without the console's session: only the manifest's id leads to the images.
  const manifestAnswer = page.waitForResponse((r) => r.url() === manifest.id);
  const tileAnswer = page.waitForResponse((r) => /\/tiles\/.+\/0\/default\.jpg$/.test(r.url()) && r.status() === 200, { timeout: 20_000 });
  await page.setContent('<!doctype html><html><body style="margin:0"><div id="viewer" style="position:absolute;inset:0"></div></body></html>');
  await page.addScriptTag({ path: MIRADOR });
  await page.evaluate((manifestId) => {
    (window as unknown as { Mirador: { viewer(config: object): unknown } }).Mirador.viewer({ id: "viewer", windows: [{ manifestId }], window: { allowClose: false } });
  }, manifest.id);
  expect((await manifestAnswer).status()).toBe(200);
  expect((await tileAnswer).headers()["content-type"]).toBe("image/jpeg");
  await expect(page.locator(".openseadragon-canvas canvas").first()).toBeVisible();
  await expect(page.getByText("墨苑 Mirador 测试图集").first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("mirador.png") });
});
