import { type EditorDocument, newEditorDocument } from "@inkforge/domain/designs/editor-document";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
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
