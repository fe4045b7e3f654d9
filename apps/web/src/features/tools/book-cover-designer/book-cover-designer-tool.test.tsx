import { createDefaultDesign } from "@inkforge/domain/tools/book-cover-designer/design";
import {
  computeDesignTemplate,
  describeWrapSize,
} from "@inkforge/domain/tools/book-cover-designer/layout";
import { cleanup, configure, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { AuthState } from "@/lib/auth/use-auth";
import { BookCoverDesignerTool } from "./book-cover-designer-tool";

const auth: AuthState = {
  status: "authenticated",
  user: { id: "user-7" } as Extract<AuthState, { status: "authenticated" }>["user"],
  apiToken: "token",
};
vi.mock("@/lib/auth/use-auth", () => ({ useAuth: () => auth }));
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

// The whole designer renders in jsdom; on a busy machine that takes seconds, not milliseconds.
configure({ asyncUtilTimeout: 8_000 });

describe("BookCoverDesignerTool", { timeout: 30_000 }, () => {
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

  it.each([
    ["?trim=8.5x11&pages=120&paper=cream", { trim: "8.5x11", pages: "120", paper: "cream" }],
    // Not a book KDP prints (900 pages): the designer keeps its own setup.
    ["?trim=8.5x11&pages=900", { trim: "6x9", pages: "240", paper: "white" }],
  ])(
    "opens %s with the finished interior's setup, or its own when that is not printable",
    async (search, expected) => {
      window.history.replaceState(null, "", `/book-cover-creator${search}`);
      render(<BookCoverDesignerTool />);
      await waitFor(() =>
        expect((screen.getByLabelText("Page count") as HTMLInputElement).value).toBe(
          expected.pages,
        ),
      );
      expect((screen.getByLabelText("Trim size") as HTMLSelectElement).value).toBe(expected.trim);
      expect((screen.getByLabelText("Paper and ink") as HTMLSelectElement).value).toBe(
        expected.paper,
      );
      window.history.replaceState(null, "", "/book-cover-creator");
    },
  );

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
      expect(window.localStorage.getItem("inkforge.book-cover-designer.v2.user-7")).toContain(
        "Night Harbour",
      ),
    );
  });

  it("keeps an uploaded front image in the browser and warns below 300 DPI with the pixels needed", async () => {
    // jsdom decodes no images: this one reports its size as soon as it has a source.
    const RealImage = globalThis.Image;
    globalThis.Image = class {
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      naturalWidth = 1200;
      naturalHeight = 1800;
      set src(_value: string) {
        setTimeout(() => this.onload?.(), 0);
      }
    } as unknown as typeof Image;
    try {
      render(<BookCoverDesignerTool />);
      await screen.findByTestId("designer-size");
      const file = new File([new Uint8Array([137, 80, 78, 71])], "harbour.png", {
        type: "image/png",
      });
      fireEvent.change(screen.getByLabelText("Front image"), { target: { files: [file] } });
      expect(
        await screen.findByText(/harbour\.png: 1200 × 1800 px, prints at 194 DPI/),
      ).toBeTruthy();
      expect(screen.getByTestId("designer-checks").textContent).toContain(
        "Use an image of at least 1850 × 2775 px",
      );
      await waitFor(() =>
        expect(window.localStorage.getItem("inkforge.book-cover-designer.v2.user-7")).toContain(
          "data:image/png;base64,",
        ),
      );
      fireEvent.change(screen.getByLabelText("Front image"), {
        target: { files: [new File(["x"], "notes.txt", { type: "text/plain" })] },
      });
      expect((await screen.findByRole("alert")).textContent).toBe(
        "Choose a PNG, JPEG or WebP image.",
      );
    } finally {
      globalThis.Image = RealImage;
    }
  });

  it("opens a design file and names the field of a broken one", async () => {
    render(<BookCoverDesignerTool />);
    await screen.findByTestId("designer-size");
    const design = {
      ...createDefaultDesign(),
      setup: { trim: "5x8", pages: 120, paper: "cream" },
      layers: { ...createDefaultDesign().layers },
    };
    design.layers.title = { ...design.layers.title, text: "Salt Roads" };
    const input = screen.getByLabelText("Design file to open");
    fireEvent.change(input, {
      target: {
        files: [new File([JSON.stringify(design)], "cover.json", { type: "application/json" })],
      },
    });
    await waitFor(() =>
      expect(screen.getByLabelText("Title")).toHaveProperty("value", "Salt Roads"),
    );
    expect(screen.getByLabelText("Page count")).toHaveProperty("value", "120");
    expect(screen.getByTestId("designer-size").textContent).toContain(
      describeWrapSize(computeDesignTemplate({ trim: "5x8", pages: 120, paper: "cream" })),
    );
    const broken = { ...design, setup: { ...design.setup, pages: 5 } };
    fireEvent.change(input, {
      target: {
        files: [new File([JSON.stringify(broken)], "bad.json", { type: "application/json" })],
      },
    });
    expect((await screen.findByRole("alert")).textContent).toMatch(
      /That design file could not be opened: setup\.pages: Pages must be between/,
    );
  });

  it("adds free layers in the shared editor over the wrap and keeps them with the design", async () => {
    render(<BookCoverDesignerTool />);
    await screen.findByTestId("designer-size");
    fireEvent.click(screen.getByRole("button", { name: "Add your own text, shapes and images" }));
    const editor = await screen.findByTestId("design-editor");
    expect(screen.getByRole("img", { name: /^Cover wrap, \d+ × \d+ px, 7 layers/ })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "+ Rectangle" }));
    fireEvent.keyDown(editor, { key: ".", shiftKey: true });
    await waitFor(() => {
      const stored = JSON.parse(
        window.localStorage.getItem("inkforge.book-cover-designer.v2.user-7") ?? "{}",
      );
      // Version 2 (decision 0154): the cover's seven own layers, then the free one on top.
      expect(stored.version).toBe(2);
      expect(stored.document?.layers).toHaveLength(8);
      expect(stored.document.layers[7]).toMatchObject({ type: "rect", rotation: 15 });
    });
    fireEvent.click(screen.getByRole("button", { name: "Close the layer editor" }));
    expect(screen.getByRole("button", { name: "Edit your own layers (1)" })).toBeTruthy();
  });
});
