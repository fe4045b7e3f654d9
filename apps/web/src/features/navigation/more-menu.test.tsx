import { HOVER_MENU_CLOSE_MS } from "@inkforge/domain/constants";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MoreMenu, type MoreMenuItem } from "./more-menu";

vi.mock("next-auth/react", () => ({ useSession: () => ({ status: "unauthenticated" }) }));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const items: MoreMenuItem[] = [
  {
    link: { label: "All-In-One Extension", href: "https://example.test/ext", external: true },
    className: "xl:hidden",
  },
  { link: { label: "Author Page Builder", href: "/author-page-builder", flair: "New" } },
];

function renderMenu() {
  render(
    <>
      <MoreMenu items={items} />
      <button type="button">elsewhere</button>
    </>,
  );
  const trigger = screen.getByRole("button", { name: "More" });
  const panel = document.getElementById(trigger.getAttribute("aria-controls") ?? "");
  if (!panel) throw new Error("aria-controls does not name the panel");
  const isOpen = () => trigger.getAttribute("aria-expanded") === "true";
  return { trigger, panel, isOpen };
}

const link = (name: RegExp) => screen.getByRole("link", { name });

describe("the desktop bar's More menu", () => {
  it("is a closed disclosure: a button with aria-expanded that controls a hidden list", () => {
    const { trigger, panel, isOpen } = renderMenu();
    expect(trigger.tagName).toBe("BUTTON");
    expect(isOpen()).toBe(false);
    expect(panel.closest("[hidden]")).not.toBeNull();
    expect(screen.queryByRole("link", { name: /Author Page Builder/ })).toBeNull();
  });

  it("lists its links in order, with the New flag and the new-tab hint, and their display classes", () => {
    const { trigger } = renderMenu();
    fireEvent.click(trigger);
    const links = screen.getAllByRole("link");
    expect(links.map((a) => a.textContent)).toEqual([
      "All-In-One Extension (opens in a new tab)",
      "Author Page BuilderNew",
    ]);
    expect(links[0]?.getAttribute("target")).toBe("_blank");
    expect(links[0]?.closest("li")?.className).toBe("xl:hidden");
    expect(links[1]?.getAttribute("href")).toBe("/author-page-builder");
    for (const a of links) expect(a.className).toContain("whitespace-nowrap");
  });

  it("Enter (a click) toggles it; Escape closes it and puts focus back on the button", () => {
    const { trigger, panel, isOpen } = renderMenu();
    trigger.focus();
    fireEvent.click(trigger);
    expect(isOpen()).toBe(true);
    expect(panel.closest("[hidden]")).toBeNull();
    link(/Author Page Builder/).focus();
    fireEvent.keyDown(document.activeElement as Element, { key: "Escape" });
    expect(isOpen()).toBe(false);
    expect(document.activeElement).toBe(trigger);
    fireEvent.click(trigger);
    fireEvent.click(trigger);
    expect(isOpen()).toBe(false);
  });

  it("ArrowDown opens it on the first entry, ArrowUp on the last; arrows, Home and End move and wrap", () => {
    const { trigger, isOpen } = renderMenu();
    trigger.focus();
    fireEvent.keyDown(trigger, { key: "ArrowDown" });
    expect(isOpen()).toBe(true);
    expect(document.activeElement).toBe(link(/All-In-One Extension/));
    fireEvent.keyDown(document.activeElement as Element, { key: "ArrowDown" });
    expect(document.activeElement).toBe(link(/Author Page Builder/));
    fireEvent.keyDown(document.activeElement as Element, { key: "ArrowDown" });
    expect(document.activeElement).toBe(link(/All-In-One Extension/));
    fireEvent.keyDown(document.activeElement as Element, { key: "ArrowUp" });
    expect(document.activeElement).toBe(link(/Author Page Builder/));
    fireEvent.keyDown(document.activeElement as Element, { key: "Home" });
    expect(document.activeElement).toBe(link(/All-In-One Extension/));
    fireEvent.keyDown(document.activeElement as Element, { key: "End" });
    expect(document.activeElement).toBe(link(/Author Page Builder/));

    fireEvent.keyDown(document.activeElement as Element, { key: "Escape" });
    fireEvent.keyDown(trigger, { key: "ArrowUp" });
    expect(isOpen()).toBe(true);
    expect(document.activeElement).toBe(link(/Author Page Builder/));
  });

  it("skips entries that CSS hides at this width", () => {
    const { trigger } = renderMenu();
    // jsdom has no Tailwind; hide the first entry the way `xl:hidden` does from 1280 px.
    const first = screen.getByText("All-In-One Extension").closest("li") as HTMLElement;
    first.style.display = "none";
    trigger.focus();
    fireEvent.keyDown(trigger, { key: "ArrowDown" });
    expect(document.activeElement?.textContent).toBe("Author Page BuilderNew");
  });

  it("closes when focus leaves it, on a click outside, and after choosing a link", () => {
    const { trigger, isOpen } = renderMenu();
    fireEvent.click(trigger);
    fireEvent.blur(trigger, { relatedTarget: screen.getByRole("button", { name: "elsewhere" }) });
    expect(isOpen()).toBe(false);

    fireEvent.click(trigger);
    fireEvent.pointerDown(document.body);
    expect(isOpen()).toBe(false);

    fireEvent.click(trigger);
    fireEvent.pointerDown(link(/Author Page Builder/));
    expect(isOpen()).toBe(true);
    // jsdom cannot navigate; stop the link's default action after React has handled the click.
    document.addEventListener("click", (event) => event.preventDefault(), { once: true });
    fireEvent.click(link(/Author Page Builder/));
    expect(isOpen()).toBe(false);
  });

  it("opens on mouse hover and closes 100 ms after the pointer leaves (NAV-06); a click then keeps it open", () => {
    vi.useFakeTimers();
    const { trigger, isOpen } = renderMenu();
    const root = screen.getByTestId("more-menu");
    fireEvent.pointerEnter(root, { pointerType: "mouse" });
    expect(isOpen()).toBe(true);
    fireEvent.click(trigger);
    expect(isOpen()).toBe(true);
    fireEvent.pointerLeave(root, { pointerType: "mouse" });
    act(() => vi.advanceTimersByTime(HOVER_MENU_CLOSE_MS / 2));
    expect(isOpen()).toBe(true);
    fireEvent.pointerEnter(root, { pointerType: "mouse" });
    act(() => vi.advanceTimersByTime(HOVER_MENU_CLOSE_MS * 2));
    expect(isOpen()).toBe(true);
    fireEvent.pointerLeave(root, { pointerType: "mouse" });
    act(() => vi.advanceTimersByTime(HOVER_MENU_CLOSE_MS));
    expect(isOpen()).toBe(false);
  });

  it("a touch does not open it by hover; the tap toggles it", () => {
    const { trigger, isOpen } = renderMenu();
    fireEvent.pointerEnter(screen.getByTestId("more-menu"), { pointerType: "touch" });
    expect(isOpen()).toBe(false);
    fireEvent.click(trigger);
    expect(isOpen()).toBe(true);
    fireEvent.click(trigger);
    expect(isOpen()).toBe(false);
  });
});
