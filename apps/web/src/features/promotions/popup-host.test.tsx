import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { forgetShownPopup, PopupHost } from "./popup-host";
import { firePromotionEvent } from "./promotion-trigger";
import { clearPromotionsCache } from "./promotions-api";
import {
  answer,
  authorPageBuilderPopup,
  clearCookies,
  genSet,
  member,
  newMemberOffer,
  promoBanner,
  seasonalPopup,
  serveActive,
} from "./promotions-test-helpers";

let session: { status: string; data: unknown } = { status: "unauthenticated", data: null };
vi.mock("next-auth/react", () => ({ useSession: () => session }));
const route = vi.hoisted(() => ({ pathname: "/" }));
vi.mock("next/navigation", () => ({ usePathname: () => route.pathname }));
vi.mock("next/link", () => ({
  default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const signedIn = { status: "authenticated", data: { apiToken: "t", user: { id: "user-1" } } };

beforeEach(() => {
  clearPromotionsCache();
  clearCookies();
  window.localStorage.clear();
  window.sessionStorage.clear();
  session = { status: "unauthenticated", data: null };
  route.pathname = "/";
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const BEFORE = "2025-11-01T12:00:00.000Z";
const AFTER = "2026-11-21T12:00:00.000Z";

function useClock(now: string) {
  vi.useFakeTimers({
    now: new Date(now),
    toFake: ["Date", "setInterval", "clearInterval", "setTimeout", "clearTimeout"],
  });
}

async function settle(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Polls `query` on the fake clock, 10 ms a step, until it finds something. */
async function find(query: () => HTMLElement | null): Promise<HTMLElement> {
  for (let step = 0; step < 50; step += 1) {
    const found = query();
    if (found) return found;
    await settle(10);
  }
  throw new Error("not found");
}

async function load(ui = <PopupHost cookieDomain={null} />) {
  forgetShownPopup();
  const view = render(ui);
  await settle(0);
  return view;
}

describe("PopupHost", () => {
  it.each([
    "/login",
    "/register",
    "/forgot-password",
    "/reset-password",
    "/checkout/v3",
    "/payment-success",
    "/payment-failed",
  ])("never covers %s, and keeps the popup for the next page", async (pathname) => {
    useClock(AFTER);
    serveActive(() => answer({ serverTime: AFTER }));
    route.pathname = pathname;
    const setCookie = vi.spyOn(document, "cookie", "set");
    await load();
    await settle(900);
    expect(screen.queryByRole("dialog")).toBeNull();
    // Nothing was marked shown: the 12-hour pause has not started.
    expect(setCookie).not.toHaveBeenCalledWith(expect.stringContaining("isPopupOpen=true"));
    setCookie.mockRestore();
    cleanup();

    route.pathname = "/pricing";
    await load();
    expect(await find(() => screen.queryByTestId("popup-upsell"))).toBeTruthy();
  });

  it("waits while the visitor has a dialog open (the tool palette), then shows", async () => {
    useClock(AFTER);
    serveActive(() => answer({ serverTime: AFTER }));
    const palette = document.createElement("div");
    palette.setAttribute("role", "dialog");
    palette.dataset.state = "open";
    document.body.append(palette);
    const setCookie = vi.spyOn(document, "cookie", "set");
    await load();
    await settle(900);
    expect(screen.queryByTestId("popup-upsell")).toBeNull();
    expect(setCookie).not.toHaveBeenCalledWith(expect.stringContaining("isPopupOpen=true"));
    setCookie.mockRestore();
    palette.remove();
    expect(await find(() => screen.queryByTestId("popup-upsell"))).toBeTruthy();
  });

  it("shows the same popup again when it is mounted again within a page load", async () => {
    useClock(AFTER);
    serveActive(() => answer({ serverTime: AFTER }));
    const first = await load();
    expect(await find(() => screen.queryByTestId("popup-upsell"))).toBeTruthy();
    first.unmount();
    render(<PopupHost cookieDomain={null} />);
    await settle(600);
    expect(screen.getByTestId("popup-upsell")).toBeTruthy();
  });

  it("before the seasonal end alternates seasonal, page builder, seasonal across page loads", async () => {
    useClock(BEFORE);
    serveActive(() =>
      answer({ serverTime: BEFORE, campaigns: [seasonalPopup, authorPageBuilderPopup] }),
    );
    const seen: string[] = [];
    for (let load_ = 0; load_ < 3; load_ += 1) {
      clearCookies();
      const view = await load();
      const dialog = await find(() => screen.queryByRole("dialog"));
      seen.push(dialog.parentElement!.dataset.testid!);
      view.unmount();
    }
    expect(seen).toEqual(["popup-seasonal", "popup-author-page-builder", "popup-seasonal"]);
    expect(window.localStorage.getItem("inkforge.popupAlternation")).toBe("seasonal");
  });

  it("sets isPopupOpen for 12 h and shows nothing while it is present; reacts within 300 ms when it goes", async () => {
    useClock(AFTER);
    serveActive(() => answer({ serverTime: AFTER }));
    const setCookie = vi.spyOn(document, "cookie", "set");
    await load();
    expect(await find(() => screen.queryByTestId("popup-upsell"))).toBeTruthy();
    expect(setCookie).toHaveBeenCalledWith("isPopupOpen=true; Max-Age=43200; Path=/; SameSite=Lax");
    cleanup();
    setCookie.mockRestore();

    await load();
    await settle(900);
    expect(screen.queryByRole("dialog")).toBeNull();
    clearCookies();
    await settle(300);
    expect(screen.getByTestId("popup-upsell")).toBeTruthy();
  });

  it("rotates upsells through the set, storing the last feature in a cookie", async () => {
    useClock(AFTER);
    session = signedIn;
    serveActive(() =>
      answer({ serverTime: AFTER, user: member("2026-01-01T00:00:00.000Z"), popupSets: [genSet] }),
    );
    const features: string[] = [];
    for (let load_ = 0; load_ < 4; load_ += 1) {
      document.cookie.split("; ").forEach((pair) => {
        // biome-ignore lint/suspicious/noDocumentCookie: dropping the 12-hour pause between loads.
        if (pair.startsWith("isPopupOpen=")) document.cookie = "isPopupOpen=; Max-Age=0; Path=/";
      });
      const view = await load();
      const body = await find(() => screen.queryByTestId("upsell-body"));
      features.push(`${body.dataset.feature}/${body.dataset.variant}`);
      view.unmount();
    }
    // `pro` is in the set's targetUpgrade: its popup is the upgrade variant (POP-20).
    expect(features).toEqual([
      "pro/upgrade",
      "masterclass/standard",
      "checker-tools/standard",
      "pro/upgrade",
    ]);
    expect(document.cookie).toContain("popupRotation=gen%3Apro");
  });

  it("a new member gets the offer modal; closed by the overlay it leaves after 300 ms and stays closed", async () => {
    useClock(AFTER);
    session = signedIn;
    serveActive(() =>
      answer({
        serverTime: AFTER,
        campaigns: [newMemberOffer],
        user: member("2026-11-21T10:00:00.000Z"),
      }),
    );
    await load();
    const modal = await find(() => screen.queryByTestId("new-member-modal"));
    expect(modal.textContent).toContain("Main sale ends in 3 days.");
    expect(modal.textContent).toContain("55% off lifetime items");
    expect(modal.textContent).toMatch(/eBook and the audiobook/);
    expect(screen.getByRole("timer").textContent).toBe("22:00:00");
    fireEvent.click(screen.getByTestId("promo-dialog-overlay"));
    await settle(150);
    expect(screen.queryByTestId("new-member-modal")).not.toBeNull();
    await settle(250);
    expect(screen.queryByTestId("new-member-modal")).toBeNull();
    cleanup();

    clearCookies();
    await load();
    await settle(600);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("closes the new-member modal by itself when 24 hours since signup have passed", async () => {
    useClock(AFTER);
    session = signedIn;
    serveActive(() =>
      answer({
        serverTime: AFTER,
        campaigns: [newMemberOffer],
        user: member("2026-11-20T12:00:02.000Z"),
      }),
    );
    await load();
    expect(await find(() => screen.queryByTestId("new-member-modal"))).toBeTruthy();
    await settle(3000);
    await settle(400);
    expect(screen.queryByTestId("new-member-modal")).toBeNull();
    // Ended by the window, not closed by the member: nothing is remembered.
    expect(window.localStorage.getItem("inkforge.newMemberModalClosed:user-1")).toBeNull();
  });

  it("shows the exit-intent offer once per session when the pointer leaves through the top", async () => {
    useClock(AFTER);
    session = signedIn;
    vi.stubGlobal("matchMedia", () => ({ matches: true }));
    // biome-ignore lint/suspicious/noDocumentCookie: a popup was shown earlier today.
    document.cookie = "isPopupOpen=true; Path=/";
    serveActive(() =>
      answer({
        serverTime: AFTER,
        campaigns: [newMemberOffer],
        user: member("2026-11-20T12:00:00.000Z"),
      }),
    );
    await load();
    fireEvent.mouseOut(document, { clientY: 300, relatedTarget: null });
    expect(screen.queryByTestId("exit-intent-offer")).toBeNull();
    fireEvent.mouseOut(document, { clientY: -2, relatedTarget: null });
    const offer = await find(() => screen.queryByTestId("exit-intent-offer"));
    expect(offer.querySelector("a")?.getAttribute("href")).toBe("/new-member?tab=lifetime");
    expect(screen.getByRole("timer").textContent).toBe("48:00:00");
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    await settle(400);
    fireEvent.mouseOut(document, { clientY: -2, relatedTarget: null });
    await settle(0);
    expect(screen.queryByTestId("exit-intent-offer")).toBeNull();
  });

  it("shows the promo banner only when its trigger event fires, and closes it", async () => {
    useClock(AFTER);
    // biome-ignore lint/suspicious/noDocumentCookie: no popup in the way.
    document.cookie = "isPopupOpen=true; Path=/";
    serveActive(() => answer({ serverTime: AFTER, campaigns: [promoBanner] }));
    await load();
    await settle(1000);
    expect(screen.queryByTestId("promo-banner")).toBeNull();
    act(() => firePromotionEvent("something-else"));
    expect(screen.queryByTestId("promo-banner")).toBeNull();
    act(() => firePromotionEvent("promo-banner:show"));
    const banner = screen.getByTestId("promo-banner");
    expect(banner.textContent).toContain("Limited Time Offer: Save up to 55% on our tools!");
    const cta = screen.getByRole("link", { name: "Save 55% Now →" });
    expect(cta.getAttribute("href")).toBe("/new-member");
    fireEvent.click(screen.getByRole("button", { name: "Close the offer banner" }));
    expect(screen.queryByTestId("promo-banner")).toBeNull();
  });
});
