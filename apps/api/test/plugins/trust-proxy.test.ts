import { compile } from "@fastify/proxy-addr";
import { describe, expect, it, vi } from "vitest";
import { rememberTrustByAddress, toFastifyTrustProxy } from "../../src/plugins/app/trust-proxy";

const addresses = [
  "127.0.0.1",
  "127.8.9.10",
  "::1",
  "::ffff:127.0.0.1",
  "10.0.0.7",
  "10.1.2.3",
  "192.168.1.20",
  "172.16.0.1",
  "8.8.8.8",
  "2001:db8::1",
  "fe80::1",
  "not an address",
  "",
];

describe("trustProxy with the answer remembered per address (decision 0075)", () => {
  it.each([
    [["loopback"]],
    [["loopback", "10.0.0.0/8"]],
    [["uniquelocal"]],
    [["linklocal", "192.168.1.20"]],
    [["10.0.0.7"]],
  ])("answers exactly as proxy-addr's compiled check for %j", (list) => {
    const direct = compile(list);
    const trust = toFastifyTrustProxy(list);
    if (typeof trust !== "function") throw new Error("an address list becomes a function");
    for (let pass = 0; pass < 2; pass += 1) {
      for (const [hop, address] of addresses.entries()) {
        expect([address, trust(address, hop)]).toEqual([address, direct(address, hop)]);
      }
    }
  });

  it("checks each address once, and starts over past 1,024 of them", () => {
    const check = vi.fn((address: string) => address.startsWith("10."));
    const trust = rememberTrustByAddress(check);
    expect(trust("10.0.0.1", 0)).toBe(true);
    expect(trust("10.0.0.1", 3)).toBe(true);
    expect(check).toHaveBeenCalledTimes(1);
    for (let index = 0; index < 1024; index += 1) trust(`192.0.${index >> 8}.${index & 255}`, 0);
    check.mockClear();
    expect(trust("10.0.0.1", 0)).toBe(true);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it.each([
    [false, "a boolean", false],
    [true, "a boolean", true],
  ] as const)("passes %s through as %s", (value, _kind, expected) => {
    expect(toFastifyTrustProxy(value)).toBe(expected);
  });

  it("turns a hop count into a check of the hop, whatever the address", () => {
    const trust = toFastifyTrustProxy(2);
    if (typeof trust !== "function") throw new Error("a hop count becomes a function");
    expect([trust("8.8.8.8", 0), trust("8.8.8.8", 1), trust("127.0.0.1", 2)]).toEqual([
      true,
      true,
      false,
    ]);
  });
});
