import { spawnSync } from "node:child_process";
import { describe, expect, test } from "vitest";
import { readConfig } from "../../src/config.js";
import { clientAddressResolver, parseTrustProxy } from "../../src/lib/client-address.js";
import { KEEP_ALIVE_SECONDS } from "../../src/server.js";
import { shopProcess } from "../support/processes.js";
import { json, startReliabilityShop } from "./helpers.js";

// TRUST_PROXY (decisions.md, Orders: client address): per-client limits count the client only when
// the proxies in front of the shop are named, by a hop count or by their addresses/CIDRs; otherwise
// the socket's address, whatever a request's headers claim.

/** The client's address `trust` sees for a request from `socket` with these headers. */
const seen = (setting: string, socket: string, headers: Record<string, string>) =>
  clientAddressResolver(parseTrustProxy(setting))(socket, (name) => headers[name]);

describe("TRUST_PROXY", () => {
  test("unset or 0: the socket's address, whatever X-Forwarded-For or Forwarded say", () => {
    for (const setting of ["", "0", " "]) {
      expect(parseTrustProxy(setting)).toBeUndefined();
      expect(seen(setting, "10.0.0.2", { "x-forwarded-for": "203.0.113.7", forwarded: "for=203.0.113.8" })).toBe("10.0.0.2");
    }
  });

  test("a hop count trusts that many nearest addresses: 1 takes the last forwarded address, 2 the one before", () => {
    expect(parseTrustProxy("1")).toEqual({ hops: 1 });
    expect(parseTrustProxy("2")).toEqual({ hops: 2 });
    // A client may send its own X-Forwarded-For: the proxy appends the address it saw, so only the
    // last `hops` entries are the proxies' word.
    const headers = { "x-forwarded-for": "198.51.100.66, 203.0.113.7, 10.0.0.9" };
    expect(seen("1", "10.0.0.2", headers)).toBe("10.0.0.9");
    expect(seen("2", "10.0.0.2", headers)).toBe("203.0.113.7");
    expect(seen("3", "10.0.0.2", headers)).toBe("198.51.100.66");
    // More hops than the chain holds: the farthest address there is.
    expect(seen("9", "10.0.0.2", headers)).toBe("198.51.100.66");
    expect(seen("1", "10.0.0.2", {})).toBe("10.0.0.2");
  });

  test("the Forwarded header counts when there is no X-Forwarded-For (quoted, IPv6 with a port, several elements)", () => {
    expect(seen("1", "10.0.0.2", { forwarded: "for=203.0.113.43;proto=https;by=10.0.0.2" })).toBe("203.0.113.43");
    expect(seen("1", "10.0.0.2", { forwarded: 'for="[2001:db8:cafe::17]:4711"' })).toBe("2001:db8:cafe::17");
    expect(seen("1", "10.0.0.2", { forwarded: `for="198.51.100.66:1234", for=203.0.113.7` })).toBe("203.0.113.7");
    expect(seen("2", "10.0.0.2", { forwarded: `for="198.51.100.66:1234", for=203.0.113.7` })).toBe("198.51.100.66");
    // X-Forwarded-For wins when both are present (the Forwarded one may come from the client).
    expect(seen("1", "10.0.0.2", { "x-forwarded-for": "203.0.113.7", forwarded: "for=198.51.100.66" })).toBe("203.0.113.7");
    // A malformed Forwarded header forwards nothing: the proxy itself is the client then.
    expect(seen("1", "10.0.0.2", { forwarded: 'for="unterminated' })).toBe("10.0.0.2");
  });

  test("a list of addresses and CIDRs trusts those proxies only, walking the chain to the first untrusted hop", () => {
    expect(parseTrustProxy(" 10.0.0.0/8, 192.168.1.7 ,loopback")).toEqual({ addresses: ["10.0.0.0/8", "192.168.1.7", "loopback"] });
    const setting = "10.0.0.0/8, 192.168.1.7";
    const headers = { "x-forwarded-for": "198.51.100.66, 203.0.113.7, 192.168.1.7" };
    // Socket and the next hop are trusted proxies: the client is the first untrusted address.
    expect(seen(setting, "10.20.30.40", headers)).toBe("203.0.113.7");
    // A socket outside the list is the client, whatever it forwards.
    expect(seen(setting, "172.16.0.1", headers)).toBe("172.16.0.1");
    expect(seen(setting, "192.168.1.8", headers)).toBe("192.168.1.8");
    expect(seen("2001:db8::/32", "2001:db8::1", { "x-forwarded-for": "203.0.113.7" })).toBe("203.0.113.7");
  });

  test("an invalid value is refused when the configuration is read, naming TRUST_PROXY", () => {
    for (const setting of ["nonsense", "10.0.0.0/99", "1.5", "-1", "10.0.0.1, 300.1.1.1"]) {
      expect(() => readConfig({ TRUST_PROXY: setting }), setting).toThrow(/^TRUST_PROXY must be a hop count or a list of addresses\/CIDRs/);
    }
  });

  test("the shop does not start with an invalid TRUST_PROXY: it exits with the message", () => {
    const server = shopProcess();
    const started = spawnSync(process.execPath, server.args, {
      env: { ...process.env, ...server.env, TRUST_PROXY: "10.0.0.0/99", PORT: "0" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain("TRUST_PROXY must be a hop count or a list of addresses/CIDRs");
    expect(started.stdout).not.toContain("is running at");
  });

  test("through the shop: with TRUST_PROXY=1 a failed sign-in is recorded for the forwarded client, without it for the socket; idle connections outlast a proxy's 60 s", async () => {
    const failedSignInFrom = async (trustProxy: string) => {
      const shop = await startReliabilityShop({ config: { trustProxy: parseTrustProxy(trustProxy) } });
      try {
        const res = await shop.api(
          "auth/login",
          json("POST", { email: "nobody@vitrina.md", password: "wrong-password-1" }, undefined, { "x-forwarded-for": "198.51.100.66, 203.0.113.7" }),
        );
        expect(res.status).toBe(401);
        // The connection is kept longer than a proxy keeps its idle ones (KEEP_ALIVE_SECONDS), and says so.
        expect(res.headers.get("keep-alive")).toBe(`timeout=${KEEP_ALIVE_SECONDS}`);
        expect(KEEP_ALIVE_SECONDS).toBeGreaterThan(60);
        const [row] = await shop.db.query<{ after: { address: string } }>(
          "select after from audit_log where action = 'sign_in_failed' order by id desc limit 1",
        );
        return row!.after.address;
      } finally {
        await shop.stop();
      }
    };
    expect(await failedSignInFrom("1")).toBe("203.0.113.7");
    // The socket's address; an IPv6 one (::1) as its /64, as every limit counts it.
    expect(await failedSignInFrom("")).toMatch(/^127\.0\.0\.1$|^::\/64$/);
  });
});
