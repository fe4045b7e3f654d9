import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HeaderBanner } from "./header-banner";
import { clearPromotionsCache } from "./promotions-api";
import {
  answer,
  clearCookies,
  member,
  newMemberOffer,
  SEASONAL_END,
  seasonalSale,
  serveActive,
} from "./promotions-test-helpers";

let session: { status: string; data: unknown } = { status: "unauthenticated", data: null };
vi.mock("next-auth/react", () => ({ useSession: () => session }));
vi.mock("next/link", () => ({
  default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

beforeEach(() => {
  clearPromotionsCache();
  clearCookies();
  session = { status: "unauthenticated", data: null };
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Renders with the device clock at `device` while the server answers `serverTime`. */
async function renderAt(device: string, body: Parameters<typeof serveActive>[0]) {
  vi.useFakeTimers({ now: new Date(device), toFake: ["Date", "setInterval", "clearInterval"] });
  serveActive(body);
  render(<HeaderBanner />);
  return screen.findByTestId("header-banner");
}

describe("HeaderBanner", () => {
  it("before the seasonal end shows the sale with days, hours, minutes and seconds, ticking each second", async () => {
    const banner = await renderAt("2025-11-01T12:00:00.000Z", () =>
      answer({ serverTime: "2025-11-01T12:00:00.000Z", campaigns: [seasonalSale] }),
    );
    expect(banner.dataset.bannerKind).toBe("sale");
    const timer = screen.getByRole("timer", { name: "Sale ends in" });
    expect(timer.querySelectorAll("[data-unit]")).toHaveLength(4);
    expect(timer.textContent).toContain("5d 05h 59m 59s");
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(timer.textContent).toContain("5d 05h 59m 58s");
    expect(document.cookie).toContain("inkforge_banner=1");
  });

  it("after the end, a member 11 s old sees the offer banner at 71:59:49 (type 2, from server time)", async () => {
    session = { status: "authenticated", data: { apiToken: "t", user: { id: "user-1" } } };
    // The device clock is two hours ahead: the countdown follows the server (CD-08).
    const banner = await renderAt("2026-11-21T14:00:11.000Z", () =>
      answer({
        serverTime: "2026-11-21T12:00:11.000Z",
        campaigns: [newMemberOffer],
        user: member("2026-11-21T12:00:00.000Z"),
      }),
    );
    expect(banner.dataset.bannerKind).toBe("new-member-offer");
    expect(screen.getByRole("timer").textContent).toBe("71:59:49");
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole("timer").textContent).toBe("71:59:48");
  });

  it("after the end, a guest or an older account gets no banner, and the space hint is cleared", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the hint a previous page left.
    document.cookie = "inkforge_banner=1; Path=/";
    vi.useFakeTimers({ now: new Date("2026-11-21T12:00:00.000Z"), toFake: ["Date"] });
    serveActive(() =>
      answer({ serverTime: "2026-11-21T12:00:00.000Z", campaigns: [seasonalSale, newMemberOffer] }),
    );
    render(<HeaderBanner reserved />);
    expect(screen.getByTestId("header-banner-reserved")).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByTestId("header-banner-reserved")).toBeNull());
    expect(screen.queryByTestId("header-banner")).toBeNull();
    expect(document.cookie).not.toContain("inkforge_banner=1");
  });

  it("switches off at the sale's end instant without a reload", async () => {
    await renderAt("2025-11-06T17:59:58.999Z", () =>
      answer({ serverTime: "2025-11-06T17:59:58.999Z", campaigns: [seasonalSale] }),
    );
    expect(SEASONAL_END).toBe("2025-11-06T17:59:59.999Z");
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByTestId("header-banner")).toBeNull();
  });

  it("an invalid target shows 0:0:0 and logs a warning", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { CountdownDisplay } = await import("./countdown-display");
    render(<CountdownDisplay target="not-a-date" type={1} />);
    expect(screen.getByRole("timer").textContent).toBe("0:0:0");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("invalid target date"));
  });
});
