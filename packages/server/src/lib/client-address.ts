import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { IncomingMessage } from "node:http";
import parseForwarded from "forwarded-parse";
import ipaddr from "ipaddr.js";
import proxyAddr from "proxy-addr";

/**
 * Which proxies in front of the shop are trusted to say who the client is (TRUST_PROXY): a number
 * of hops (the nearest N addresses are proxies), or the proxies' addresses and CIDR ranges.
 */
export type TrustProxy = { readonly hops: number } | { readonly addresses: ReadonlyArray<string> };

/**
 * Reads TRUST_PROXY: empty for none, a whole number for a hop count, otherwise a comma-separated list
 * of addresses, CIDR ranges or proxy-addr's names (`loopback`, `linklocal`, `uniquelocal`). An
 * invalid list stops the start instead of silently trusting nobody (or everybody).
 * @example
 * parseTrustProxy("1") // { hops: 1 }
 * parseTrustProxy("10.0.0.0/8, 192.168.1.7") // { addresses: ["10.0.0.0/8", "192.168.1.7"] }
 */
export const parseTrustProxy = (setting: string | undefined): TrustProxy | undefined => {
  const text = setting?.trim() ?? "";
  if (text === "" || text === "0") return undefined;
  if (/^\d+$/.test(text)) return { hops: Number(text) };
  const addresses = text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  try {
    proxyAddr.compile(addresses);
  } catch (error) {
    throw new Error(`TRUST_PROXY must be a hop count or a list of addresses/CIDRs: ${(error as Error).message}`);
  }
  return { addresses };
};

/** The forwarded chain as X-Forwarded-For lists it (client first); the Forwarded header only when there is no X-Forwarded-For. */
const forwardedFor = (header: (name: string) => string | undefined): string | undefined => {
  const xff = header("x-forwarded-for");
  if (xff !== undefined) return xff;
  const forwarded = header("forwarded");
  if (forwarded === undefined) return undefined;
  try {
    // `for` may be quoted, bracketed IPv6 with a port, or an obfuscated name: keep the address only.
    return parseForwarded(forwarded)
      .map((element) => (element.for ?? "").replace(/^\[([^\]]+)\](?::\d+)?$/, "$1").replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, "$1"))
      .join(", ");
  } catch {
    // A malformed Forwarded header forwards nothing: the nearest trusted proxy is then the client.
    return "";
  }
};

/**
 * A function giving the client's address of a request: the socket's address, or, only when
 * TRUST_PROXY names the proxies, the address they forward (X-Forwarded-For, or Forwarded).
 * Every per-client limit uses it, so limits count clients, not the proxy.
 * @example
 * const addressOf = clientAddressResolver({ hops: 1 });
 * addressOf("10.0.0.2", (name) => request.headers.get(name) ?? undefined);
 */
export const clientAddressResolver = (trust: TrustProxy | undefined) => {
  if (!trust) return (socket: string): string => socket;
  const trusted = "hops" in trust ? (_address: string, hop: number) => hop < trust.hops : proxyAddr.compile([...trust.addresses]);
  return (socket: string, header: (name: string) => string | undefined = () => undefined): string => {
    const chain = forwardedFor(header);
    // proxy-addr walks the chain from the socket towards the client, stopping at the first untrusted hop.
    const request = {
      socket: { remoteAddress: socket },
      connection: { remoteAddress: socket },
      headers: chain === undefined ? {} : { "x-forwarded-for": chain },
    };
    return proxyAddr(request as unknown as IncomingMessage, trusted) || socket;
  };
};

/** How many leading bits of an IPv6 address name one client: a home or an office gets a whole /64. */
const IPV6_CLIENT_BITS = 64;

/**
 * The client an address stands for, as every per-client limit counts it (decisions.md "Requests from
 * browsers"): an IPv4 address as it is (an IPv4-mapped IPv6 address as its IPv4 one), an IPv6 address
 * as its /64 network, since one subscriber is given a whole /64 and could take a new address in it for
 * every request. Anything else (a name, "unknown") is kept as it is.
 * @example
 * clientOf("2001:db8:1:2:aaaa::1") // "2001:db8:1:2::/64"
 * clientOf("::ffff:192.0.2.7") // "192.0.2.7"
 */
export const clientOf = (address: string): string => {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.map((part, i) => (i < IPV6_CLIENT_BITS / 16 ? part : 0));
  return `${new ipaddr.IPv6(parts).toString()}/${IPV6_CLIENT_BITS}`;
};

/** The socket's address of a request ("unknown" when the server cannot tell, as in app.request() tests). */
export const socketAddress = (c: Context): string => {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
};

/**
 * What the app sets on every request: `clientAddress`, the client's address as TRUST_PROXY lets the
 * server see it, an IPv6 one as its /64 network. Set only by the server itself, the binding carries the address of the visitor whose
 * page the storefront renders to the API calls that rendering makes in-process.
 */
export type AddressEnv = { Bindings: { readonly clientAddress?: string }; Variables: { clientAddress: string } };

/** The client's address of a request, for per-client limits (set for every request by the app from TRUST_PROXY, an IPv6 one as its /64: {@link clientOf}). */
export const clientAddress = <E extends AddressEnv>(c: Context<E>): string => c.get("clientAddress");
