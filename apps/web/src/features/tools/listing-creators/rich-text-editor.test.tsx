import { sanitizeDescriptionHtml } from "@inkforge/domain/tools/description-creator/sanitize-html";
import { act, cleanup, render } from "@testing-library/react";
import { createRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RichTextEditor, type RichTextEditorHandle } from "./rich-text-editor";

afterEach(cleanup);

// jsdom has no execCommand; the editor only calls it for formatting.
Object.assign(document, { execCommand: () => true, queryCommandState: () => false });

const hostile = '<p>Hi <img src=x onerror="window.__pwned=1"><b onclick="x()">there</b></p>';

function renderEditor(sanitize: ((html: string) => string) | null) {
  const ref = createRef<RichTextEditorHandle>();
  const onChange = vi.fn();
  const view = render(
    <RichTextEditor
      ref={ref}
      id="editor"
      labelledBy="label"
      onChange={onChange}
      sanitize={sanitize}
    />,
  );
  const editor = view.container.querySelector("#editor") as HTMLElement;
  return { ref, onChange, editor };
}

describe("RichTextEditor.setHtml (a stored description loaded into the editor)", () => {
  it("puts only KDP's tags, without attributes, into the editor", () => {
    const { ref, onChange, editor } = renderEditor(sanitizeDescriptionHtml);
    act(() => ref.current?.setHtml(hostile));
    expect(editor.innerHTML).toBe("<p>Hi <b>there</b></p>");
    expect(editor.querySelector("img")).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith("<p>Hi <b>there</b></p>");
  });

  it("before the sanitiser has loaded, takes the HTML as text, never as markup", () => {
    const { ref, editor } = renderEditor(null);
    act(() => ref.current?.setHtml(hostile));
    expect(editor.querySelector("img, b")).toBeNull();
    expect(editor.textContent).toBe(hostile);
  });
});
