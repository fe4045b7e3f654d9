"use client";

import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useRef } from "react";

/*
 * The TipTap editor (StarterKit: headings, lists, quotes, scene breaks as horizontal rules, bold,
 * italic, underline, strike, links), loaded after the first paint by book-writer.tsx. It reports
 * every change's JSON; the page saves it.
 */

export type ChapterEditorProps = {
  doc: unknown;
  onChange: (doc: unknown) => void;
  label: string;
};

export function ChapterEditor({ doc, onChange, label }: ChapterEditorProps) {
  const changed = useRef(onChange);
  changed.current = onChange;
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3, 4] }, codeBlock: false })],
    content: doc as object,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        "aria-label": label,
        role: "textbox",
        "aria-multiline": "true",
        class: "book-writer-editor",
        style: "min-height: 16rem; border: 1px solid #888; border-radius: 4px; padding: 0.75rem;",
        "data-testid": "chapter-editor",
      },
    },
    onUpdate: ({ editor: current }) => changed.current(current.getJSON()),
  });
  useEffect(() => () => editor?.destroy(), [editor]);
  if (!editor) return <p>Loading the editor…</p>;
  const button = (name: string, run: () => void, active: boolean) => (
    <button type="button" aria-pressed={active} onClick={run} className="book-writer-tool">
      {name}
    </button>
  );
  return (
    <div>
      <div role="toolbar" aria-label="Formatting" className="book-writer-toolbar">
        {button("Bold", () => editor.chain().focus().toggleBold().run(), editor.isActive("bold"))}
        {button(
          "Italic",
          () => editor.chain().focus().toggleItalic().run(),
          editor.isActive("italic"),
        )}
        {button(
          "Heading",
          () => editor.chain().focus().toggleHeading({ level: 2 }).run(),
          editor.isActive("heading"),
        )}
        {button(
          "Quote",
          () => editor.chain().focus().toggleBlockquote().run(),
          editor.isActive("blockquote"),
        )}
        {button(
          "List",
          () => editor.chain().focus().toggleBulletList().run(),
          editor.isActive("bulletList"),
        )}
        {button("Scene break", () => editor.chain().focus().setHorizontalRule().run(), false)}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
