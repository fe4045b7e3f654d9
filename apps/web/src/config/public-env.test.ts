import { afterEach, describe, expect, it, vi } from "vitest";

async function loadPublicEnv(values: Record<string, string | undefined>) {
  vi.resetModules();
  vi.unstubAllEnvs();
  for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value);
  return (await import("./public-env")).publicEnv;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("public configuration", () => {
  it("defaults the API URL and leaves analytics off", async () => {
    expect(await loadPublicEnv({ NEXT_PUBLIC_API_URL: "", NEXT_PUBLIC_GA_ID: "" })).toEqual({
      apiUrl: "http://127.0.0.1:4000",
      gaId: undefined,
    });
  });

  it("takes valid values", async () => {
    expect(
      await loadPublicEnv({
        NEXT_PUBLIC_API_URL: "https://api.example.com",
        NEXT_PUBLIC_GA_ID: "G-AB12CD",
      }),
    ).toEqual({ apiUrl: "https://api.example.com", gaId: "G-AB12CD" });
  });

  it.each([
    [{ NEXT_PUBLIC_API_URL: "api.example.com" }, /NEXT_PUBLIC_API_URL/],
    [{ NEXT_PUBLIC_API_URL: "ftp://api.example.com" }, /NEXT_PUBLIC_API_URL/],
    [{ NEXT_PUBLIC_GA_ID: "UA-123" }, /NEXT_PUBLIC_GA_ID must look like G-XXXXXXX/],
  ])("refuses %j", async (values, message) => {
    await expect(loadPublicEnv(values)).rejects.toThrow(message);
  });
});
