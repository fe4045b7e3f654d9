// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from "vitest";

const handler = vi.fn(async () => new Response("next-auth", { status: 200 }));
vi.mock("next-auth", () => ({ default: () => handler }));
vi.mock("@/features/auth/auth-options", () => ({ authOptions: {} }));

const { GET, POST } = await import("./route");

function context(...nextauth: string[]) {
  return { params: Promise.resolve({ nextauth }) };
}

describe("the next-auth route", () => {
  beforeEach(() => handler.mockClear());

  it("answers a GET of the credentials callback with 405 and Allow: POST, not next-auth's 500", async () => {
    const response = await GET(
      new Request("http://web.test/api/auth/callback/credentials"),
      context("callback", "credentials"),
    );
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect(handler).not.toHaveBeenCalled();
  });

  it.each([["session"], ["csrf"], ["callback", "google"], ["providers"]])(
    "hands GET /api/auth/%s to next-auth",
    async (...segments) => {
      const response = await GET(new Request("http://web.test/api/auth/x"), context(...segments));
      expect(response.status).toBe(200);
      expect(handler).toHaveBeenCalledTimes(1);
    },
  );

  it("keeps next-auth's POST", () => {
    expect(POST).toBe(handler);
  });
});
