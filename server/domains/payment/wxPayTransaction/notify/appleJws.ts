import { verify as verifySignature, X509Certificate } from "node:crypto";
import type { Verified } from "./wxpayVerify";

/** Marker extensions Apple puts in its App Store signing certificates (as Apple's own libraries check them). */
const LEAF_MARKER = Buffer.from("060a2a864886f76364060b01", "hex"); // 1.2.840.113635.100.6.11.1
const INTERMEDIATE_MARKER = Buffer.from("060a2a864886f76364060201", "hex"); // 1.2.840.113635.100.6.2.1

function base64url(part: string): Buffer {
  return Buffer.from(part, "base64url");
}

function within(cert: X509Certificate, now: number): boolean {
  return Date.parse(cert.validFrom) <= now && now <= Date.parse(cert.validTo);
}

/**
 * The certificates of `x5c` form a chain to our configured root: each is issued and signed by the
 * next, the last is the root itself or signed by it, all are valid now, the issuers are CAs, and
 * the leaf and intermediate carry Apple's marker extensions.
 */
function checkChain(chain: readonly X509Certificate[], root: X509Certificate, now: number): string | null {
  if (chain.length < 2) return "证书链不完整";
  const [leaf, intermediate] = chain as [X509Certificate, X509Certificate];
  for (let i = 0; i < chain.length - 1; i++) {
    const cert = chain[i] as X509Certificate;
    const issuer = chain[i + 1] as X509Certificate;
    if (!issuer.ca || !cert.checkIssued(issuer) || !cert.verify(issuer.publicKey)) return "证书链签名无效";
  }
  const last = chain[chain.length - 1] as X509Certificate;
  const endsAtRoot = last.fingerprint256 === root.fingerprint256 || (last.checkIssued(root) && last.verify(root.publicKey));
  if (!endsAtRoot) return "证书链不是由配置的根证书签发";
  if (!chain.every((c) => within(c, now)) || !within(root, now)) return "证书不在有效期内";
  if (leaf.ca) return "签名证书不能是 CA 证书";
  if (!leaf.raw.includes(LEAF_MARKER) || !intermediate.raw.includes(INTERMEDIATE_MARKER)) return "证书不是 App Store 签名证书";
  return null;
}

/**
 * Verifies a JWS of the App Store (a notification's `signedPayload`, or its `signedTransactionInfo`
 * / `signedRenewalInfo`): ES256 over `header.payload` with the leaf of `x5c`, the chain ending in the
 * configured root CA. Answers the decoded payload.
 */
export function verifyAppleJws(jws: unknown, rootPem: string, now: number): Verified<Record<string, unknown>> {
  if (typeof jws !== "string") return { ok: false, reason: "缺少签名数据" };
  const parts = jws.split(".");
  if (parts.length !== 3) return { ok: false, reason: "不是有效的 JWS" };
  const [h, p, s] = parts as [string, string, string];
  let header: { alg?: unknown; x5c?: unknown };
  let payload: unknown;
  try {
    header = JSON.parse(base64url(h).toString("utf8")) as typeof header;
    payload = JSON.parse(base64url(p).toString("utf8"));
  } catch {
    return { ok: false, reason: "JWS 内容无法解析" };
  }
  if (header.alg !== "ES256") return { ok: false, reason: "签名算法必须是 ES256" };
  if (!Array.isArray(header.x5c) || header.x5c.some((c) => typeof c !== "string")) return { ok: false, reason: "缺少 x5c 证书链" };
  let chain: X509Certificate[];
  let root: X509Certificate;
  try {
    chain = (header.x5c as string[]).map((c) => new X509Certificate(Buffer.from(c, "base64")));
    root = new X509Certificate(rootPem);
  } catch {
    return { ok: false, reason: "证书无法解析" };
  }
  const problem = checkChain(chain, root, now);
  if (problem) return { ok: false, reason: problem };
  let valid = false;
  try {
    valid = verifySignature("sha256", Buffer.from(`${h}.${p}`), { key: (chain[0] as X509Certificate).publicKey, dsaEncoding: "ieee-p1363" }, base64url(s));
  } catch {
    valid = false;
  }
  if (!valid) return { ok: false, reason: "签名验证失败" };
  if (typeof payload !== "object" || payload === null) return { ok: false, reason: "JWS 内容不是对象" };
  return { ok: true, value: payload as Record<string, unknown> };
}
