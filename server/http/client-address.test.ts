import { describe, expect, it } from "vitest";
import {
  clientAddress,
  isLoopback,
  mayReadDevMailbox,
  parseDevMailbox,
  parseTrustProxy,
} from "./client-address.ts";

describe("client address (TRUST_PROXY)", () => {
  it("off: the socket peer, whatever X-Forwarded-For says", () => {
    expect(clientAddress("::ffff:203.0.113.9", "127.0.0.1", "off")).toBe("203.0.113.9");
    expect(clientAddress(undefined, undefined, "off")).toBe("unknown");
  });

  it("a hop count takes the address our n-th proxy saw; what the client wrote in the header is skipped", () => {
    expect(clientAddress("10.0.0.2", "198.51.100.7", { hops: 1 })).toBe("198.51.100.7");
    // The client forged "6.6.6.6"; our one proxy appended the real address.
    expect(clientAddress("10.0.0.2", "6.6.6.6, 198.51.100.7", { hops: 1 })).toBe("198.51.100.7");
    expect(clientAddress("10.0.0.2", "6.6.6.6, 198.51.100.7, 10.0.0.1", { hops: 2 })).toBe("198.51.100.7");
    expect(clientAddress("10.0.0.2", undefined, { hops: 1 })).toBe("10.0.0.2");
  });

  it("loopback: the right-most address that is not this machine; a malformed entry ends the walk", () => {
    expect(clientAddress("127.0.0.1", "6.6.6.6, 198.51.100.7, ::1", "loopback")).toBe("198.51.100.7");
    expect(clientAddress("127.0.0.1", "127.0.0.1", "loopback")).toBe("127.0.0.1");
    expect(clientAddress("127.0.0.1", "not-an-ip, 127.0.0.1", "loopback")).toBe("127.0.0.1");
    expect(clientAddress("203.0.113.5", "127.0.0.1", "loopback")).toBe("203.0.113.5");
  });

  it("a list of proxies: a forged X-Forwarded-For from an address not in it is ignored", () => {
    const trust = parseTrustProxy("10.0.0.0/8, 192.0.2.10");
    // The peer is not one of our proxies: whatever it wrote is its own word.
    expect(clientAddress("203.0.113.66", "198.51.100.7", trust)).toBe("203.0.113.66");
    expect(clientAddress("::ffff:203.0.113.66", "10.0.0.1, 127.0.0.1", trust)).toBe("203.0.113.66");
  });

  it("a list of proxies: the right-most address that is not one of them is the client", () => {
    const trust = parseTrustProxy("10.0.0.0/8,192.0.2.10,fd00::/8");
    // The client forged 6.6.6.6; nginx (192.0.2.10) appended the real peer, an internal balancer (10.1.2.3) forwarded.
    expect(clientAddress("10.1.2.3", "6.6.6.6, 198.51.100.7, 192.0.2.10", trust)).toBe("198.51.100.7");
    expect(clientAddress("::ffff:10.9.9.9", "2001:db8::5", trust)).toBe("2001:db8::5");
    expect(clientAddress("fd00::1", "198.51.100.8", trust)).toBe("198.51.100.8");
    // Everything is ours (a health check from the proxy itself): the left-most believed address.
    expect(clientAddress("10.0.0.2", "10.0.0.1", trust)).toBe("10.0.0.1");
    // A malformed entry ends the walk: nothing to its left is believed.
    expect(clientAddress("10.0.0.2", "198.51.100.7, junk, 10.0.0.5", trust)).toBe("10.0.0.5");
  });

  it("parses the settings and refuses anything else", () => {
    expect(parseTrustProxy(undefined)).toBe("off");
    expect(parseTrustProxy("0")).toBe("off");
    expect(parseTrustProxy("loopback")).toBe("loopback");
    expect(parseTrustProxy("2")).toEqual({ hops: 2 });
    expect(() => parseTrustProxy("yes")).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy("10.0.0.0/8, nginx")).toThrow(/TRUST_PROXY: "nginx"/);
    expect(() => parseTrustProxy("10.0.0.1/40")).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy("0.5")).toThrow(/TRUST_PROXY/);
    expect(parseDevMailbox(undefined)).toBe("loopback");
    // Production: off unless DEV_MAILBOX turns it on (issue 15: behind a local proxy every client is loopback).
    expect(parseDevMailbox(undefined, "production")).toBe("off");
    expect(parseDevMailbox("", "production")).toBe("off");
    expect(parseDevMailbox("loopback", "production")).toBe("loopback");
    expect(parseDevMailbox(undefined, "development")).toBe("loopback");
    expect(parseDevMailbox("OPEN")).toBe("open");
    expect(() => parseDevMailbox("public")).toThrow(/DEV_MAILBOX/);
  });

  it("the dev mailbox opens to loopback clients by default, to anyone when open, to no one when off", () => {
    expect(isLoopback("::ffff:127.0.0.1")).toBe(true);
    expect(isLoopback("[::1]")).toBe(true);
    expect(isLoopback("128.0.0.1")).toBe(false);
    expect(mayReadDevMailbox("loopback", "127.0.0.1")).toBe(true);
    expect(mayReadDevMailbox("loopback", "192.0.2.1")).toBe(false);
    expect(mayReadDevMailbox("open", "192.0.2.1")).toBe(true);
    expect(mayReadDevMailbox("off", "127.0.0.1")).toBe(false);
  });
});
