import { BlockList, isIP } from "node:net";

/**
 * Which proxies in front of this server to believe about the client's address (TRUST_PROXY):
 * - `off` (default): the socket's peer is the client; X-Forwarded-For is ignored (anyone can send it).
 * - `{ hops: n }`: n proxies of ours sit in front; the client is the n-th address from the right of
 *   "X-Forwarded-For, socket peer" (so an address the client itself put in the header is never taken).
 * - `loopback`: proxies on this machine (127.0.0.0/8, ::1) are ours; the client is the right-most address
 *   that is not loopback.
 * - `{ proxies }`: the proxies at these addresses or networks are ours (issue 31: nginx on other hosts); the
 *   client is the right-most address that is none of them. The socket peer not being one of them means no proxy
 *   of ours forwarded the request, so its X-Forwarded-For is ignored.
 */
export type TrustProxy = "off" | "loopback" | { hops: number } | { proxies: BlockList };

/** One "address" or "address/prefix" of a TRUST_PROXY or METRICS_ALLOW list, added to `list`; false when malformed. */
function addEntry(list: BlockList, entry: string): boolean {
  const [address = "", prefix, ...rest] = entry.split("/");
  const bare = normalise(address);
  const family = isIP(bare);
  if (family === 0 || rest.length > 0) return false;
  const type = family === 4 ? "ipv4" : "ipv6";
  if (prefix === undefined) {
    list.addAddress(bare, type);
    return true;
  }
  const bits = Number(prefix);
  if (!/^\d{1,3}$/.test(prefix) || bits > (family === 4 ? 32 : 128)) return false;
  list.addSubnet(bare, bits, type);
  return true;
}

/** A comma-separated list of addresses and CIDR networks; `name` (the variable) names a malformed entry. */
export function parseNetworks(name: string, value: string): BlockList {
  const list = new BlockList();
  for (const entry of value
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== ""))
    if (!addEntry(list, entry))
      throw new Error(`${name}: "${entry}" is not an IP address or a network such as 10.0.0.0/8 or fd00::/8`);
  return list;
}

/** Whether `address` is in `list` (IPv4-mapped IPv6 counts as IPv4). */
export function inNetworks(list: BlockList, address: string): boolean {
  const bare = normalise(address);
  const family = isIP(bare);
  return family !== 0 && list.check(bare, family === 4 ? "ipv4" : "ipv6");
}

/**
 * TRUST_PROXY: unset, "", "0", "false" or "off" → off; "loopback"; a hop count 1–10; a comma-separated list of
 * proxy addresses and CIDR networks. Anything else stops the start, naming the variable.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? "").trim().toLowerCase();
  if (text === "" || text === "0" || text === "off" || text === "false") return "off";
  if (text === "loopback") return "loopback";
  if (/^\d{1,2}$/.test(text) && Number(text) >= 1 && Number(text) <= 10) return { hops: Number(text) };
  if (/^\d+$/.test(text)) throw new Error(`TRUST_PROXY: a hop count must be from 1 to 10, got "${value}"`);
  try {
    return { proxies: parseNetworks("TRUST_PROXY", text) };
  } catch (error) {
    throw new Error(
      `${(error as Error).message} (TRUST_PROXY is off, loopback, a hop count from 1 to 10, or a list of proxy addresses/networks)`,
      { cause: error },
    );
  }
}

/** "::ffff:127.0.0.1" → "127.0.0.1"; lower case, no brackets or zone. */
function normalise(address: string): string {
  const bare = address
    .trim()
    .replace(/^\[|\]$/g, "")
    .toLowerCase();
  return bare.startsWith("::ffff:") && isIP(bare.slice(7)) === 4 ? bare.slice(7) : bare;
}

export function isLoopback(address: string): boolean {
  const bare = normalise(address);
  return bare === "::1" || (isIP(bare) === 4 && bare.startsWith("127."));
}

/**
 * The client's address, decided in one place for throttling and the dev mailbox: the socket peer, or with a
 * trusted proxy the address it reports in X-Forwarded-For. Entries that are not IP addresses end the walk.
 */
export function clientAddress(
  socketPeer: string | undefined,
  forwardedFor: string | readonly string[] | undefined,
  trust: TrustProxy,
): string {
  const peer = normalise(socketPeer ?? "") || "unknown";
  if (trust === "off") return peer;
  const header = typeof forwardedFor === "string" ? forwardedFor : (forwardedFor ?? []).join(",");
  const chain = [
    ...header
      .split(",")
      .map(normalise)
      .filter((entry) => entry !== ""),
    peer,
  ];
  // Right to left, only while entries are IP addresses: nothing left of a malformed entry can be believed.
  let usable = chain.length - 1;
  while (usable > 0 && isIP(chain[usable - 1]!) !== 0) usable--;
  const believed = chain.slice(usable);
  if (trust === "loopback" || "proxies" in trust) {
    const ours = trust === "loopback" ? isLoopback : (address: string) => inNetworks(trust.proxies, address);
    for (let index = believed.length - 1; index >= 0; index--)
      if (!ours(believed[index]!)) return believed[index]!;
    return believed[0] ?? peer;
  }
  return believed[Math.max(0, believed.length - 1 - trust.hops)] ?? peer;
}

/**
 * Whether the socket peer is a proxy of ours, whose X-Forwarded-* headers may be believed: never with `off`; a
 * loopback peer with `loopback`; a listed one with a list; any with a hop count (it says the nearest hops are
 * ours, so nothing reaches this server but through them).
 */
export function fromTrustedProxy(socketPeer: string | undefined, trust: TrustProxy): boolean {
  if (trust === "off") return false;
  const peer = socketPeer ?? "";
  if (trust === "loopback") return isLoopback(peer);
  if ("proxies" in trust) return inNetworks(trust.proxies, peer);
  return true;
}

/** The client's address of a request as the server is configured to decide it. */
export type ClientOf = (
  socketPeer: string | undefined,
  forwardedFor: string | readonly string[] | undefined,
) => string;

/** DEV_MAILBOX: who may read the development outbox (/dev/mailbox, /api/dev/outbox) and drive the payments sandbox. */
export type DevMailbox = "loopback" | "open" | "off";

/**
 * "loopback" → loopback clients only; "open" → anyone; "off" → never. Unset: off in production (NODE_ENV=production;
 * behind a reverse proxy on the same host every client looks like loopback, and the outbox holds reset links and
 * codes), loopback otherwise. Anything else stops the start.
 */
export function parseDevMailbox(value: string | undefined, nodeEnv?: string): DevMailbox {
  const text = (value ?? "").trim().toLowerCase();
  if (text === "") return nodeEnv === "production" ? "off" : "loopback";
  if (text === "loopback") return "loopback";
  if (text === "open" || text === "off") return text;
  throw new Error(`DEV_MAILBOX must be loopback, open or off, got "${value}"`);
}

/** Whether a client at `address` may read the development outbox. */
export const mayReadDevMailbox = (policy: DevMailbox, address: string) =>
  policy === "open" || (policy === "loopback" && isLoopback(address));
