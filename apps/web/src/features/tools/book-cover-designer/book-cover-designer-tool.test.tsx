import {
  computeDesignTemplate,
  describeWrapSize,
} from "@inkforge/domain/tools/book-cover-designer/layout";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { AuthState } from "@/features/auth/use-auth";
import { BookCoverDesignerTool } from "./book-cover-designer-tool";

const auth: AuthState = {
  status: "authenticated",
  user: { id: "user-7" } as Extract<AuthState, { status: "authenticated" }>["user"],
  apiToken: "token",
};
vi.mock("@/features/auth/use-auth", () => ({ useAuth: () => auth }));
vi.mock("@/features/tools/shared/record-tool-use", () => ({
  useRecordToolUse: () => async () => {},
}));

beforeAll(() => {
  // jsdom has no canvas: a context that measures half an em per character and draws nothing.
  const context = new Proxy({ font: "10px serif" } as Record<string | symbol, unknown>, {
    get(target, key) {
      if (key in target) return target[key];
      if (key === "measureText") {
        return (text: string) => {
          const size = Number(/([\d.]+)px/.exec(String(target.font))?.[1] ?? 10);
          return { width: text.length * size * 0.5 };
        };
      }
      if (key === "createLinearGradient") return () => ({ addColorStop() {} });
      return () => {};
    },
    set(target, key, value) {
      target[key] = value;
      return true;
    },
  });
  HTMLCanvasElement.prototype.getContext = (() => context) as never;
  globalThis.ResizeObserver = class {
    observe() {}
    disconnect() {}
    unobserve() {}
  } as unknown as typeof ResizeObserver;
});

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

// A disabled fieldset disables every control in it; jsdom answers that through :disabled.
const spineDisabled = () => screen.getByLabelText("Spine title").matches(":disabled");

describe("BookCoverDesignerTool", () => {
  it("sizes the wrap from the setup and explains why the spine has no text below 80 pages", async () => {
    render(<BookCoverDesignerTool />);
    const size = await screen.findByTestId("designer-size");
    fireEvent.change(screen.getByLabelText("Paper and ink"), { target: { value: "cream" } });
    fireEvent.change(screen.getByLabelText("Page count"), { target: { value: "79" } });
    await waitFor(() =>
      expect(size.textContent).toContain(
        describeWrapSize(computeDesignTemplate({ trim: "6x9", pages: 79, paper: "cream" })),
      ),
    );
    expect(spineDisabled()).toBe(true);
    expect(screen.getByText(/only from 80 pages, and this book has 79/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Page count"), { target: { value: "80" } });
    await waitFor(() => expect(spineDisabled()).toBe(false));
  });

  it("names the page range when the count is out of KDP's range and keeps the last size", async () => {
    render(<BookCoverDesignerTool />);
    const size = await screen.findByTestId("designer-size");
    const before = size.textContent;
    fireEvent.change(screen.getByLabelText("Page count"), { target: { value: "900" } });
    expect((await screen.findByRole("alert")).textContent).toMatch(
      /Pages must be between 24 and 828/,
    );
    expect(size.textContent).toBe(before);
  });

  it("warns when a title is nudged out of the safe zone and saves the design for this account", async () => {
    render(<BookCoverDesignerTool />);
    await screen.findByTestId("designer-size");
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Night Harbour" } });
    fireEvent.change(screen.getByLabelText("Title move down (in)"), { target: { value: "-2" } });
    await waitFor(() =>
      expect(screen.getByTestId("designer-checks").textContent).toMatch(
        /Title reaches .* past the front cover's safe zone \(top\)/,
      ),
    );
    await waitFor(() =>
      expect(window.localStorage.getItem("inkforge.book-cover-designer.v1.user-7")).toContain(
        "Night Harbour",
      ),
    );
  });
});
