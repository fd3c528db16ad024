/**
 * Keys and certificates the notification tests make for themselves (node:crypto only): an RSA
 * platform key for WeChat Pay, an RSA key for Alipay, and for the App Store a throwaway root CA, an
 * intermediate and a leaf (ES256), built as DER by the small encoder below.
 */
import { createCipheriv, createSign, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { alipaySignContent } from "../../server/domains/payment/wxPayTransaction/notify/alipayVerify";

// ---- WeChat Pay v3 -------------------------------------------------------------------------------

export const WX_MCHID = "1900000109";
export const WX_APIV3_KEY = "0123456789abcdefghijABCDEFGHIJ01"; // 32 bytes

export function rsaKeys(): { privateKey: KeyObject; publicPem: string } {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return { privateKey, publicPem: publicKey.export({ type: "spki", format: "pem" }).toString() };
}

/** A v3 notification as WeChat Pay sends it: the resource encrypted with the APIv3 key, the body signed by the platform key. */
export function wxNotification(platformKey: KeyObject, id: string, eventType: string, resource: Record<string, unknown>, nowMs: number, key = WX_APIV3_KEY) {
  const nonce = randomBytes(6).toString("hex"); // 12 characters
  const cipher = createCipheriv("aes-256-gcm", Buffer.from(key, "utf8"), Buffer.from(nonce, "utf8"));
  cipher.setAAD(Buffer.from("transaction", "utf8"));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(resource), "utf8"), cipher.final(), cipher.getAuthTag()]).toString("base64");
  const body = JSON.stringify({
    id, create_time: new Date(nowMs).toISOString(), event_type: eventType, resource_type: "encrypt-resource", summary: "支付成功",
    resource: { original_type: "transaction", algorithm: "AEAD_AES_256_GCM", ciphertext, associated_data: "transaction", nonce },
  });
  const timestamp = String(Math.floor(nowMs / 1000));
  const headerNonce = randomBytes(16).toString("hex");
  const signature = createSign("RSA-SHA256").update(`${timestamp}\n${headerNonce}\n${body}\n`).sign(platformKey, "base64");
  return { body, headers: { "Wechatpay-Timestamp": timestamp, "Wechatpay-Nonce": headerNonce, "Wechatpay-Signature": signature, "Wechatpay-Serial": "5157F09EFDC096DE15EBE81A47057A7232F1B8E1", "content-type": "application/json" } };
}

// ---- Alipay --------------------------------------------------------------------------------------

export const ALIPAY_APP_ID = "2021004112345678";

/** Form parameters signed as Alipay signs them (RSA2 over the sorted parameters). */
export function alipayForm(key: KeyObject, params: Record<string, string>): string {
  const all = { ...params, sign_type: "RSA2", charset: "utf-8", version: "1.0", app_id: ALIPAY_APP_ID };
  const signature = createSign("RSA-SHA256").update(alipaySignContent(all), "utf8").sign(key, "base64");
  return new URLSearchParams({ ...all, sign: signature }).toString();
}

// ---- App Store: DER certificates ------------------------------------------------------------------

function tlv(tag: number, body: Buffer): Buffer {
  const len = body.length;
  const head = len < 0x80 ? Buffer.from([len]) : len < 0x100 ? Buffer.from([0x81, len]) : Buffer.from([0x82, len >> 8, len & 0xff]);
  return Buffer.concat([Buffer.from([tag]), head, body]);
}
const seq = (...xs: Buffer[]) => tlv(0x30, Buffer.concat(xs));
const set = (...xs: Buffer[]) => tlv(0x31, Buffer.concat(xs));
function oid(dotted: string): Buffer {
  const [a, b, ...rest] = dotted.split(".").map(Number) as [number, number, ...number[]];
  const bytes = [a * 40 + b];
  for (const n of rest) {
    const parts = [n & 0x7f];
    for (let v = Math.floor(n / 128); v > 0; v = Math.floor(v / 128)) parts.unshift((v & 0x7f) | 0x80);
    bytes.push(...parts);
  }
  return tlv(0x06, Buffer.from(bytes));
}
function integer(n: number): Buffer {
  const hex = n.toString(16).padStart(2, "0");
  const raw = Buffer.from(hex.length % 2 ? `0${hex}` : hex, "hex");
  return tlv(0x02, (raw[0] as number) & 0x80 ? Buffer.concat([Buffer.from([0]), raw]) : raw);
}
const utf8 = (s: string) => tlv(0x0c, Buffer.from(s, "utf8"));
const name = (cn: string) => seq(set(seq(oid("2.5.4.3"), utf8(cn))));
function time(ms: number): Buffer {
  const iso = new Date(ms).toISOString(); // 2026-11-22T04:00:00.000Z → 261122040000Z
  return tlv(0x17, Buffer.from(`${iso.slice(2, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`));
}
const ext = (id: string, critical: boolean, value: Buffer) => seq(oid(id), ...(critical ? [tlv(0x01, Buffer.from([0xff]))] : []), tlv(0x04, value));
const ECDSA_SHA256 = seq(oid("1.2.840.10045.4.3.2"));

export interface Issued {
  readonly der: Buffer;
  readonly privateKey: KeyObject;
  readonly subject: string;
}

/** A certificate for a new P-256 key, signed by `issuer` (or by itself). `marker` adds an Apple marker extension. */
export function certificate(subject: string, opts: { issuer?: Issued; ca: boolean; marker?: string; from: number; to: number; serial: number }): Issued {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const spki = publicKey.export({ type: "spki", format: "der" });
  const extensions = [ext("2.5.29.19", true, opts.ca ? seq(tlv(0x01, Buffer.from([0xff]))) : seq())];
  if (opts.marker) extensions.push(ext(opts.marker, false, tlv(0x05, Buffer.alloc(0))));
  const tbs = seq(
    tlv(0xa0, integer(2)), integer(opts.serial), ECDSA_SHA256, name(opts.issuer?.subject ?? subject),
    seq(time(opts.from), time(opts.to)), name(subject), spki, tlv(0xa3, seq(...extensions)),
  );
  const signature = sign("sha256", tbs, opts.issuer?.privateKey ?? privateKey);
  const der = seq(tbs, ECDSA_SHA256, tlv(0x03, Buffer.concat([Buffer.from([0]), signature])));
  return { der, privateKey, subject };
}

export function pemOf(der: Buffer): string {
  return `-----BEGIN CERTIFICATE-----\n${der.toString("base64").match(/.{1,64}/g)?.join("\n")}\n-----END CERTIFICATE-----\n`;
}

export interface AppleChain {
  readonly root: Issued;
  readonly intermediate: Issued;
  readonly leaf: Issued;
}

/** Root → intermediate (Apple's WWDR marker) → leaf (App Store signing marker), valid a year around `now`. */
export function appleChain(now: number, rootName = "测试根证书 CA"): AppleChain {
  const from = now - 180 * 86_400_000;
  const to = now + 180 * 86_400_000;
  const root = certificate(rootName, { ca: true, from, to, serial: 1 });
  const intermediate = certificate("测试中级证书", { issuer: root, ca: true, marker: "1.2.840.113635.100.6.2.1", from, to, serial: 2 });
  const leaf = certificate("测试 App Store 签名", { issuer: intermediate, ca: false, marker: "1.2.840.113635.100.6.11.1", from, to, serial: 3 });
  return { root, intermediate, leaf };
}

/** A JWS as the App Store signs it: ES256 (r‖s), the chain in `x5c`. */
export function appleJws(chain: AppleChain, payload: Record<string, unknown>): string {
  const header = { alg: "ES256", x5c: [chain.leaf.der, chain.intermediate.der, chain.root.der].map((d) => d.toString("base64")) };
  const h = Buffer.from(JSON.stringify(header)).toString("base64url");
  const p = Buffer.from(JSON.stringify(payload)).toString("base64url");
  const s = sign("sha256", Buffer.from(`${h}.${p}`), { key: chain.leaf.privateKey, dsaEncoding: "ieee-p1363" }).toString("base64url");
  return `${h}.${p}.${s}`;
}
