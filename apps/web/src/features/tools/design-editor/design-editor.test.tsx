import { type EditorDocument, newEditorDocument } from "@inkforge/domain/designs/editor-document";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DesignEditor } from "./design-editor";

afterEach(cleanup);

function setup() {
  const changes: EditorDocument[] = [];
  render(
    <DesignEditor
      label="Header image"
      initial={newEditorDocument(970, 600)}
      initialZoom={0.5}
      onChange={(doc) => changes.push(doc)}
    />,
  );
  const editor = screen.getByTestId("design-editor");
  const layerNames = () =>
    within(screen.getByRole("list", { name: "Layers" }))
      .getAllByRole("listitem")
      .map((item) => item.textContent?.replace(/[↑↓👁–🔒🔓×]/gu, "").trim());
  const last = () => changes[changes.length - 1];
  return { editor, layerNames, last };
}

describe("the shared design editor", () => {
  it("adds layers and undoes and redoes them with the keyboard", () => {
    const { editor, layerNames, last } = setup();
    fireEvent.click(screen.getByRole("button", { name: "+ Rectangle" }));
    fireEvent.click(screen.getByRole("button", { name: "+ Text" }));
    expect(layerNames()).toEqual(["Text: Your text", "Rectangle"]);
    expect(last()?.layers.map((l) => l.type)).toEqual(["rect", "text"]);

    fireEvent.keyDown(editor, { key: "z", ctrlKey: true });
    expect(layerNames()).toEqual(["Rectangle"]);
    expect(last()?.layers).toHaveLength(1);
    fireEvent.keyDown(editor, { key: "z", metaKey: true });
    expect(screen.queryAllByRole("listitem")).toHaveLength(0);
    expect(screen.getByRole("button", { name: "Undo" })).toHaveProperty("disabled", true);

    fireEvent.keyDown(editor, { key: "Z", ctrlKey: true, shiftKey: true });
    expect(layerNames()).toEqual(["Rectangle"]);
    fireEvent.keyDown(editor, { key: "y", ctrlKey: true });
    expect(layerNames()).toEqual(["Text: Your text", "Rectangle"]);
    expect(screen.getByRole("button", { name: "Redo" })).toHaveProperty("disabled", true);
  });

  it("leaves typing in a field to the field: Ctrl+Z there is not the editor's undo", () => {
    const { layerNames } = setup();
    fireEvent.click(screen.getByRole("button", { name: "+ Text" }));
    const text = screen.getByRole("textbox", { name: "Text" });
    fireEvent.change(text, { target: { value: "Chapter One" } });
    fireEvent.keyDown(text, { key: "z", ctrlKey: true });
    expect(layerNames()).toEqual(["Text: Chapter One"]);
  });

  it("reorders layers with the buttons and the [ ] keys, and undoes a reorder", () => {
    const { editor, layerNames, last } = setup();
    fireEvent.click(screen.getByRole("button", { name: "+ Rectangle" }));
    fireEvent.click(screen.getByRole("button", { name: "+ Ellipse" }));
    fireEvent.click(screen.getByRole("button", { name: "+ Text" }));
    expect(layerNames()).toEqual(["Text: Your text", "Ellipse", "Rectangle"]);

    fireEvent.click(screen.getByRole("button", { name: "Bring Rectangle forward" }));
    expect(layerNames()).toEqual(["Text: Your text", "Rectangle", "Ellipse"]);
    expect(last()?.layers.map((l) => l.type)).toEqual(["ellipse", "rect", "text"]);
    expect(screen.getByRole("button", { name: "Bring Text forward" })).toHaveProperty(
      "disabled",
      true,
    );

    // The text layer is selected (it was added last): Shift+[ sends it to the back.
    fireEvent.keyDown(editor, { key: "[", shiftKey: true });
    expect(layerNames()).toEqual(["Rectangle", "Ellipse", "Text: Your text"]);
    fireEvent.keyDown(editor, { key: "z", ctrlKey: true });
    expect(layerNames()).toEqual(["Text: Your text", "Rectangle", "Ellipse"]);
  });

  it("moves the selected layer with the arrows as one undo step, and deletes it", () => {
    const { editor, last } = setup();
    fireEvent.click(screen.getByRole("button", { name: "+ Rectangle" }));
    const start = last()?.layers[0]?.x ?? 0;
    fireEvent.keyDown(editor, { key: "ArrowRight" });
    fireEvent.keyDown(editor, { key: "ArrowRight", shiftKey: true });
    expect(last()?.layers[0]?.x).toBe(start + 11);
    fireEvent.keyDown(editor, { key: "z", ctrlKey: true });
    expect(last()?.layers[0]?.x).toBe(start);
    fireEvent.keyDown(editor, { key: "Delete" });
    expect(last()?.layers).toHaveLength(0);
  });

  it("zooms with the buttons and Ctrl +/−", () => {
    const { editor } = setup();
    const zoom = () => screen.getByRole("status", { name: "Zoom" }).textContent;
    expect(zoom()).toBe("50 %");
    fireEvent.click(screen.getByRole("button", { name: "Zoom in" }));
    expect(zoom()).toBe("67 %");
    fireEvent.keyDown(editor, { key: "-", ctrlKey: true });
    fireEvent.keyDown(editor, { key: "-", ctrlKey: true });
    expect(zoom()).toBe("33 %");
    expect(screen.getByRole("img", { name: /Header image, 970 × 600 px/ })).toBeTruthy();
  });

  it("a locked layer does not move", () => {
    const { editor, last } = setup();
    fireEvent.click(screen.getByRole("button", { name: "+ Rectangle" }));
    fireEvent.click(screen.getByRole("button", { name: "Lock Rectangle" }));
    const x = last()?.layers[0]?.x;
    fireEvent.keyDown(editor, { key: "ArrowLeft" });
    expect(last()?.layers[0]?.x).toBe(x);
  });
});

describe("image layers, resize and rotation", () => {
  const png = (bytes: number, type = "image/png", name = "photo.png") =>
    new File([new Uint8Array(bytes)], name, { type });

  function setupWithImages(onAddImage = vi.fn(async () => ({ src: `${"c".repeat(24)}.png` }))) {
    const changes: EditorDocument[] = [];
    render(
      <DesignEditor
        label="Header image"
        initial={newEditorDocument(970, 600)}
        initialZoom={0.5}
        onChange={(doc) => changes.push(doc)}
        images={new Map()}
        onAddImage={onAddImage}
      />,
    );
    return { editor: screen.getByTestId("design-editor"), onAddImage, last: () => changes.at(-1) };
  }

  afterEach(() => vi.unstubAllGlobals());

  it("refuses a file of the wrong type, naming the field, without uploading it", async () => {
    const { onAddImage } = setupWithImages();
    fireEvent.change(screen.getByLabelText("Image file"), {
      target: { files: [png(100, "image/gif", "a.gif")] },
    });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Image file: choose a PNG or JPEG image (this file is image/gif)",
    );
    expect(screen.getByLabelText("Image file").getAttribute("aria-invalid")).toBe("true");
    expect(onAddImage).not.toHaveBeenCalled();
  });

  it("refuses an image over 40 megapixels after reading its size", async () => {
    vi.stubGlobal("createImageBitmap", async () => ({ width: 9000, height: 5000, close() {} }));
    const { onAddImage } = setupWithImages();
    fireEvent.change(screen.getByLabelText("Image file"), { target: { files: [png(1000)] } });
    expect((await screen.findByRole("alert")).textContent).toMatch(
      /^Image file: 9000 × 5000 px is over 40 megapixels/,
    );
    expect(onAddImage).not.toHaveBeenCalled();
  });

  it("adds the image as a layer at its proportions, resizes and rotates it by keyboard, and undoes", async () => {
    vi.stubGlobal("createImageBitmap", async () => ({ width: 2000, height: 1000, close() {} }));
    const { editor, onAddImage, last } = setupWithImages();
    fireEvent.change(screen.getByLabelText("Image file"), { target: { files: [png(1000)] } });
    await screen.findByText("Your image, 2000 × 1000 px");
    expect(onAddImage).toHaveBeenCalledOnce();
    // The editor reports a change from an effect after the commit that shows it; under load the
    // text can be found before that effect has run.
    await waitFor(() =>
      expect(last()?.layers[0]).toMatchObject({
        type: "image",
        name: "photo",
        width: 776,
        height: 388,
      }),
    );
    expect(screen.getByTestId("editor-handles")).toBeTruthy();

    // Alt+Right widens by 1 px and, an image, keeps its 2:1 ratio.
    fireEvent.keyDown(editor, { key: "ArrowRight", altKey: true, shiftKey: true });
    expect(last()?.layers[0]).toMatchObject({ width: 786, height: 393 });
    fireEvent.keyDown(editor, { key: ".", shiftKey: true });
    fireEvent.keyDown(editor, { key: "." });
    expect(last()?.layers[0]?.rotation).toBe(16);
    fireEvent.keyDown(editor, { key: "," });
    expect(last()?.layers[0]?.rotation).toBe(15);

    fireEvent.keyDown(editor, { key: "z", ctrlKey: true });
    expect(last()?.layers[0]).toMatchObject({ width: 786, rotation: 0 });
    fireEvent.keyDown(editor, { key: "z", ctrlKey: true });
    expect(last()?.layers[0]).toMatchObject({ width: 776, height: 388 });
    fireEvent.keyDown(editor, { key: "y", ctrlKey: true });
    fireEvent.keyDown(editor, { key: "y", ctrlKey: true });
    expect(last()?.layers[0]).toMatchObject({ width: 786, rotation: 15 });
  });

  it("drags a corner to resize and the knob to rotate, each one undo step", () => {
    const { editor, last } = setup();
    fireEvent.click(screen.getByRole("button", { name: "+ Rectangle" }));
    const start = last()?.layers[0];
    if (!start) throw new Error("no layer");
    const handle = (name: string) => editor.querySelector(`[data-handle="${name}"]`) as SVGElement;
    const svg = screen.getByRole("img", { name: /Header image/ });
    // At 50 % with the svg at the page's origin, a canvas pixel is half a screen pixel.
    const at = (x: number, y: number) => ({ clientX: x * 0.5, clientY: y * 0.5, pointerId: 1 });
    fireEvent.pointerDown(handle("se"), at(start.x + start.width, start.y + start.height));
    fireEvent.pointerMove(svg, at(start.x + start.width + 50, start.y + start.height + 20));
    fireEvent.pointerMove(svg, at(start.x + start.width + 100, start.y + start.height + 40));
    fireEvent.pointerUp(svg, at(0, 0));
    expect(last()?.layers[0]).toMatchObject({
      x: start.x,
      y: start.y,
      width: start.width + 100,
      height: start.height + 40,
    });

    const resized = last()?.layers[0];
    if (!resized) throw new Error("no layer");
    const cx = resized.x + resized.width / 2;
    const cy = resized.y + resized.height / 2;
    fireEvent.pointerDown(handle("rotate"), at(cx, resized.y - 20));
    fireEvent.pointerMove(svg, at(cx + 300, cy));
    fireEvent.pointerUp(svg, at(0, 0));
    expect(last()?.layers[0]?.rotation).toBe(90);

    fireEvent.keyDown(editor, { key: "z", ctrlKey: true });
    expect(last()?.layers[0]?.rotation).toBe(0);
    fireEvent.keyDown(editor, { key: "z", ctrlKey: true });
    expect(last()?.layers[0]).toMatchObject({ width: start.width, height: start.height });
  });
});
