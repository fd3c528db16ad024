import { BlockList, isIP } from "node:net";
import type { Context } from "hono";

/**
 * The caller's address. Behind a load balancer every socket comes from the balancer, so when the
 * socket's address is a trusted proxy (MOYUAN_TRUSTED_PROXIES: addresses or CIDR ranges), the
 * client is the right-most X-Forwarded-For entry that is not itself a trusted proxy. Entries to
 * the left of that are the client's own claims and are never believed.
 */
export function trustedProxyList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = "", bits] = entry.split("/");
    const family = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (isIP(address) === 0) throw new Error(`MOYUAN_TRUSTED_PROXIES: not an address: "${entry}"`);
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return list;
}

function normalise(address: string): string {
  const trimmed = address.trim().replace(/^\[|\]$/g, "");
  // IPv4 mapped into IPv6 (::ffff:10.0.0.1) is the IPv4 address.
  return trimmed.startsWith("::ffff:") && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
}

function isTrusted(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? "ipv6" : "ipv4");
}

function socketAddress(c: Context): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return normalise(incoming?.socket?.remoteAddress ?? "local");
}

/**
 * The origin the caller reached (`https://moyuan.example.com`): behind a trusted proxy, the one its
 * X-Forwarded-Proto and X-Forwarded-Host name (a TLS-terminating balancer), else the request's own.
 */
export function requestOrigin(c: Context, trusted: BlockList): string {
  const own = new URL(c.req.url).origin;
  if (!isTrusted(trusted, socketAddress(c))) return own;
  const proto = (c.req.header("x-forwarded-proto") ?? "").split(",")[0]?.trim().toLowerCase();
  const host = (c.req.header("x-forwarded-host") ?? "").split(",")[0]?.trim();
  if ((proto !== "http" && proto !== "https") || !host || !/^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host)) return own;
  return `${proto}://${host}`;
}

export function clientAddress(c: Context, trusted: BlockList): string {
  const socket = socketAddress(c);
  if (!isTrusted(trusted, socket)) return socket;
  const forwarded = (c.req.header("x-forwarded-for") ?? "").split(",").map(normalise).filter((a) => a !== "");
  for (let i = forwarded.length - 1; i >= 0; i--) {
    const hop = forwarded[i] as string;
    if (isIP(hop) === 0) return socket;
    if (!isTrusted(trusted, hop)) return hop;
  }
  return socket;
}
