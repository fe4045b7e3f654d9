// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { toolsApi } from "@/lib/api/tools-client";

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn<typeof fetch>(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json" },
      }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("the tools' client", () => {
  it("a translation answer that does not match the contract is a failure naming the service", async () => {
    answer(200, { translations: "none" });
    const result = await toolsApi("tok").translate({ title: "A" }, 1000);
    expect(result).toMatchObject({ ok: false, status: 200 });
    expect(result.ok ? "" : result.message).toMatch(/tool service/);
  });

  it("sends a run once, with the member's token (a run may use the plan's quota)", async () => {
    const fetchMock = answer(503, { message: "Busy" });
    const result = await toolsApi("tok").trademarkSearch({ title: "A" }, 1000);
    expect(result).toMatchObject({ ok: false, status: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get("authorization")).toBe("Bearer tok");
  });

  it.each([
    [{ generator: "llm" }, true],
    [{ generator: "templates" }, true],
    [{ generator: "gpt" }, false],
    [null, false],
  ])("listing generation %j read as valid: %s", async (body, valid) => {
    answer(200, body);
    expect((await toolsApi().listingGeneration()).ok).toBe(valid);
  });
});
