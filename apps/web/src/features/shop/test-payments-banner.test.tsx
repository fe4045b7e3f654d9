import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  TEST_PAYMENTS_TEXT,
  TestPaymentsBanner,
  wantsTestPaymentsBanner,
} from "./test-payments-banner";

const calls = { get: vi.fn<(url: string) => Promise<Response>>() };
// The page's idle moment, opened by each test (`idle.open()`), or at once.
const idle = vi.hoisted(() => {
  let open = () => {};
  let gate = Promise.resolve();
  return {
    close() {
      gate = new Promise<void>((resolve) => {
        open = resolve;
      });
    },
    open: () => open(),
    wait: () => gate,
  };
});
vi.mock("@/lib/after-idle", () => ({ afterIdle: () => idle.wait() }));
vi.stubGlobal("fetch", (url: string) => calls.get(url));

const answer = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

afterEach(() => {
  cleanup();
  calls.get.mockReset();
  idle.open();
});

describe("the test-payments banner", () => {
  it.each([
    [{ provider: "sandbox", test_payments_banner: true }, true],
    [{ provider: "sandbox", test_payments_banner: false }, false],
    [{ provider: "live", test_payments_banner: false }, false],
    [{ test_payments_banner: "yes" }, false],
    [null, false],
  ])("answer %j → banner %s", (answer, expected) => {
    expect(wantsTestPaymentsBanner(answer)).toBe(expected);
  });

  it("shows the notice when the API asks for it, asking once the page is idle", async () => {
    calls.get.mockImplementation(() => answer({ provider: "sandbox", test_payments_banner: true }));
    idle.close();
    render(<TestPaymentsBanner />);
    // Hydration's effects have run and the request's code has had time to load: nothing asked yet.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(calls.get).not.toHaveBeenCalled();
    idle.open();
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(TEST_PAYMENTS_TEXT));
    expect(calls.get).toHaveBeenCalledTimes(1);
    expect(calls.get.mock.calls[0]?.[0]).toMatch(/\/api\/payments\/mode$/);
  });

  it("shows nothing for live payments or when the API cannot answer", async () => {
    calls.get.mockImplementationOnce(() =>
      answer({ provider: "live", test_payments_banner: false }),
    );
    const { container } = render(<TestPaymentsBanner />);
    await waitFor(() => expect(calls.get).toHaveBeenCalled());
    await act(async () => {});
    expect(container.innerHTML).toBe("");
    cleanup();
    calls.get.mockImplementationOnce(() => Promise.reject(new TypeError("Failed to fetch")));
    const failed = render(<TestPaymentsBanner />);
    await waitFor(() => expect(calls.get).toHaveBeenCalledTimes(2));
    await act(async () => {});
    expect(failed.container.innerHTML).toBe("");
  });
});
