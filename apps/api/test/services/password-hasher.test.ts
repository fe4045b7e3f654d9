import { describe, expect, it } from "vitest";
import {
  createScryptHasher,
  defaultPasswordHasher,
  defaultScryptParameters,
} from "../../src/services/auth/password-hasher";
import { testPasswordHasher } from "../helper";

describe("password hasher (scrypt)", () => {
  it("stores scrypt$N$r$p$salt$hash with N=2^15, r=8, p=1, a 16-byte salt and a 64-byte key", async () => {
    const stored = await defaultPasswordHasher.hash("correct horse battery staple");

    const [scheme, n, r, p, salt, key] = stored.split("$");
    expect([scheme, n, r, p]).toEqual(["scrypt", "32768", "8", "1"]);
    expect(Buffer.from(salt!, "base64")).toHaveLength(16);
    expect(Buffer.from(key!, "base64")).toHaveLength(64);
    expect(defaultScryptParameters).toMatchObject({ N: 2 ** 15, r: 8, p: 1, keyLength: 64 });
  });

  it("verifies the right password and refuses others", async () => {
    const stored = await defaultPasswordHasher.hash("correct horse battery staple");

    expect(await defaultPasswordHasher.verify("correct horse battery staple", stored)).toBe(true);
    expect(await defaultPasswordHasher.verify("correct horse battery stapler", stored)).toBe(false);
    expect(await defaultPasswordHasher.verify("", stored)).toBe(false);
  });

  it("salts every hash", async () => {
    const [first, second] = await Promise.all([
      testPasswordHasher.hash("same password"),
      testPasswordHasher.hash("same password"),
    ]);
    expect(first).not.toBe(second);
  });

  it("keeps case and spaces, and matches the same text in either Unicode form (NFKC)", async () => {
    const stored = await testPasswordHasher.hash("Caf\u00e9 au lait ");

    expect(await testPasswordHasher.verify("Cafe\u0301 au lait ", stored)).toBe(true);
    expect(await testPasswordHasher.verify("caf\u00e9 au lait ", stored)).toBe(false);
    expect(await testPasswordHasher.verify("Caf\u00e9 au lait", stored)).toBe(false);
  });

  it("handles the longest allowed password without truncating it", async () => {
    const long = "a".repeat(255);
    const stored = await testPasswordHasher.hash(`${long}b`);
    expect(await testPasswordHasher.verify(`${long}b`, stored)).toBe(true);
    expect(await testPasswordHasher.verify(`${long}c`, stored)).toBe(false);
  });

  it("reads the parameters from the stored string, so older hashes keep working", async () => {
    const older = createScryptHasher({ ...defaultScryptParameters, N: 2 ** 12 });
    const stored = await older.hash("from the old days");

    expect(stored.startsWith("scrypt$4096$8$1$")).toBe(true);
    expect(await defaultPasswordHasher.verify("from the old days", stored)).toBe(true);
    expect(defaultPasswordHasher.needsRehash(stored)).toBe(true);
    expect(defaultPasswordHasher.needsRehash(await defaultPasswordHasher.hash("x"))).toBe(false);
  });

  it.each([
    "",
    "plain text",
    "bcrypt$2b$10$abcdefghijklmnopqrstuv",
    "scrypt$3$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=",
    // 2^30 would need a gigabyte: refused without trying.
    "scrypt$1073741824$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=",
    "scrypt$1024$8$1$$",
  ])("refuses (without throwing) the malformed stored hash %j", async (stored) => {
    expect(await testPasswordHasher.verify("anything", stored)).toBe(false);
    expect(testPasswordHasher.needsRehash(stored)).toBe(true);
  });

  it("hashes off the event loop (the async scrypt runs on the thread pool)", async () => {
    let eventLoopTurned = false;
    setImmediate(() => {
      eventLoopTurned = true;
    });
    await defaultPasswordHasher.hash("does not block");
    expect(eventLoopTurned).toBe(true);
  });
});
