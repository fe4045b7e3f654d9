import { describe, expect, it } from "vitest";
import {
  callProvider,
  PaymentProviderError,
  providerKindOfStatus,
} from "../../src/services/payments/provider";

// The one mapping of a provider's failure to the shop's error kinds (issue 25): both live
// providers read their SDK's errors into it; their own tests cover what each reads.
describe("providerKindOfStatus", () => {
  it.each([
    [undefined, "unavailable"],
    [500, "unavailable"],
    [503, "unavailable"],
    [429, "unavailable"],
    [401, "unavailable"],
    [403, "unavailable"],
    [404, "not_found"],
    [400, "invalid_request"],
    [402, "invalid_request"],
    [409, "invalid_request"],
    [422, "invalid_request"],
    [499, "invalid_request"],
  ] as const)("status %s is %s", (status, kind) => {
    expect(providerKindOfStatus(status)).toBe(kind);
  });
});

describe("callProvider", () => {
  const read = (error: unknown) =>
    error instanceof Error && error.message === "provider said no"
      ? ({ kind: "declined", message: "Declined" } as const)
      : undefined;

  it("answers what the call answers", async () => {
    await expect(callProvider(async () => 42, read)).resolves.toBe(42);
  });

  it("throws what the adapter reads as the shop's error, with the cause kept", async () => {
    const cause = new Error("provider said no");
    const failure = await callProvider(async () => Promise.reject(cause), read).catch((e) => e);
    expect(failure).toBeInstanceOf(PaymentProviderError);
    expect(failure).toMatchObject({ kind: "declined", message: "Declined", cause });
  });

  it("makes our own argument checks invalid requests, and leaves other errors as they are", async () => {
    const range = await callProvider(() => Promise.reject(new RangeError("bad id")), read).catch(
      (e) => e,
    );
    expect(range).toMatchObject({ kind: "invalid_request", message: "bad id" });
    const other = new SyntaxError("not JSON");
    await expect(callProvider(() => Promise.reject(other), read)).rejects.toBe(other);
    const already = new PaymentProviderError("not_found", "gone");
    await expect(callProvider(() => Promise.reject(already), read)).rejects.toBe(already);
  });
});
