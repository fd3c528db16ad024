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

export function clientAddress(c: Context, trusted: BlockList): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  const socket = normalise(incoming?.socket?.remoteAddress ?? "local");
  if (!isTrusted(trusted, socket)) return socket;
  const forwarded = (c.req.header("x-forwarded-for") ?? "").split(",").map(normalise).filter((a) => a !== "");
  for (let i = forwarded.length - 1; i >= 0; i--) {
    const hop = forwarded[i] as string;
    if (isIP(hop) === 0) return socket;
    if (!isTrusted(trusted, hop)) return hop;
  }
  return socket;
}
