import sharp from "sharp";
import type { TestServer } from "./harness";

/** A real TIFF of `width` × `height` with ink-like bands, so that tiles differ from one another. */
export async function makeTiff(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#e9dcc0"/>
    <path d="M0 ${height * 0.7} Q ${width * 0.3} ${height * 0.2} ${width * 0.6} ${height * 0.6} T ${width} ${height * 0.4}" stroke="#2b2b2b" stroke-width="${Math.max(4, width / 80)}" fill="none"/>
    <circle cx="${width * 0.8}" cy="${height * 0.25}" r="${Math.min(width, height) / 10}" fill="#a33a2c"/>
  </svg>`;
  return sharp(Buffer.from(svg)).tiff({ compression: "lzw" }).toBuffer();
}

/** Stores `bytes` under a fresh key of UDT_SHIY through a signed upload policy; answers the key. */
export async function uploadMaster(t: TestServer, bytes: Buffer, name: string): Promise<string> {
  const policy = (await t.rpc("BaseServiceAdmin/getOSSData", { dataType: "UDT_SHIY" }, t.adminToken)).body.data as { dir: string; policy: string; signature: string };
  const key = `${policy.dir}${name}`;
  const form = new FormData();
  form.append("key", key);
  form.append("policy", policy.policy);
  form.append("signature", policy.signature);
  form.append("file", new Blob([new Uint8Array(bytes)]), name);
  const res = await t.server.app.request("/upload", { method: "POST", body: form });
  const body = (await res.json()) as { code: string; message: string };
  if (body.code !== "SUCCESS") throw new Error(`upload ${name}: ${body.message}`);
  return key;
}

/** Creates an image of `masterFile` (no subject); answers its Id and utime. */
export async function createImage(t: TestServer, masterFile: string, title: string): Promise<{ Id: number; utime: number }> {
  const r = await t.rpc("HdpServiceAdmin/createHdImage", {
    data: { title, subjectType: "none", version: "STANDARD", masterFile, accessLevel: "free", license: "publicDomain" },
  }, t.adminToken);
  if (r.body.code !== "SUCCESS") throw new Error(`create ${title}: ${String(r.body.message)}`);
  return r.body.data as { Id: number; utime: number };
}
