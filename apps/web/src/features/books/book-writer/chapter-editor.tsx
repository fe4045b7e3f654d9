"use client";

import { footnoteFormSchema } from "@inkforge/domain/books/manuscript/footnote-form";
import Image from "@tiptap/extension-image";
import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useRef, useState } from "react";
import { FormProvider } from "react-hook-form";
import { InputField } from "@/components/forms/input-field";
import { buttonVariants } from "@/components/ui/button-variants";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { Footnote } from "./footnote-node";

/*
 * The TipTap editor (StarterKit: headings, lists, quotes, scene breaks as horizontal rules, bold,
 * italic, underline, strike, links), images and footnotes, loaded after the first paint by book-writer.tsx.
 * It reports every change's JSON; the page saves it. Images are kept in the chapter as PNG or
 * JPEG data URLs, as the Word import stores them, so the print layout and the EPUB read them from
 * the chapter itself; without the image node the editor would drop an imported chapter's images.
 */

/** The server caps an image's data URL at 2,000,000 characters (about 1.4 MB of picture). */
const MAX_IMAGE_BYTES = 1_400_000;

export type ChapterEditorProps = {
  doc: unknown;
  onChange: (doc: unknown) => void;
  label: string;
};

/** The footnote's text, checked by the footnote contract before it goes into the chapter. */
export function FootnoteForm({ onAdd }: { onAdd: (text: string) => void }) {
  const form = useZodForm({
    schema: footnoteFormSchema,
    defaultValues: { text: "" },
    labels: { text: "Footnote text" },
  });
  const empty = form.watch("text").trim() === "";
  return (
    <FormProvider {...form}>
      <form
        className="book-writer-footnote-form mb-2 flex flex-wrap items-end gap-2"
        noValidate
        onSubmit={form.handleSubmit(({ text }) => onAdd(text))}
      >
        <InputField
          id="footnote-text"
          name="text"
          label="Footnote text"
          className="flex-1 gap-1"
          labelClassName="font-medium text-slate-800"
          inputClassName="h-9 px-2 text-sm"
        />
        <button type="submit" className={buttonVariants({ size: "sm" })} disabled={empty}>
          Add footnote
        </button>
      </form>
    </FormProvider>
  );
}

export function ChapterEditor({ doc, onChange, label }: ChapterEditorProps) {
  const changed = useRef(onChange);
  changed.current = onChange;
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, codeBlock: false }),
      Image.configure({ allowBase64: true }),
      Footnote,
    ],
    content: doc as object,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        "aria-label": label,
        role: "textbox",
        "aria-multiline": "true",
        class: "book-writer-editor",
        // `anywhere`, not ProseMirror's `break-word`: one pasted 5,000-letter word must wrap too,
        // not widen the editor (and the page) to its length.
        style:
          "min-height: 16rem; border: 1px solid #888; border-radius: 4px; padding: 0.75rem; overflow-wrap: anywhere;",
        "data-testid": "chapter-editor",
      },
    },
    onUpdate: ({ editor: current }) => changed.current(current.getJSON()),
  });
  const [imageMessage, setImageMessage] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  // Whether the footnote form is open.
  const [note, setNote] = useState(false);
  useEffect(() => () => editor?.destroy(), [editor]);
  if (!editor) return <p>Loading the editor…</p>;
  const button = (name: string, run: () => void, active: boolean) => (
    <button
      type="button"
      aria-pressed={active}
      onClick={run}
      className={`book-writer-tool ${buttonVariants({ variant: "outline", size: "sm" })} aria-pressed:border-ink-700 aria-pressed:bg-slate-100`}
    >
      {name}
    </button>
  );
  return (
    <div>
      <div
        role="toolbar"
        aria-label="Formatting"
        className="book-writer-toolbar mb-2 flex flex-wrap gap-1"
      >
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
        {button("Image", () => picker.current?.click(), false)}
        {button("Footnote", () => setNote((open) => !open), note)}
        <input
          ref={picker}
          type="file"
          accept="image/png,image/jpeg"
          hidden
          aria-label="Image file"
          data-testid="image-file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (!file) return;
            if (!/^image\/(png|jpeg)$/.test(file.type)) {
              setImageMessage("Choose a PNG or JPEG picture.");
              return;
            }
            if (file.size > MAX_IMAGE_BYTES) {
              setImageMessage("That picture is over 1.4 MB. Save it smaller and try again.");
              return;
            }
            const reader = new FileReader();
            reader.onload = () => {
              setImageMessage(null);
              editor
                .chain()
                .focus()
                .setImage({ src: String(reader.result), alt: file.name.replace(/\.[^.]+$/, "") })
                .run();
            };
            reader.readAsDataURL(file);
          }}
        />
      </div>
      {imageMessage ? <p role="alert">{imageMessage}</p> : null}
      {note ? (
        <FootnoteForm
          onAdd={(text) => {
            editor.chain().focus().insertContent({ type: "footnote", attrs: { text } }).run();
            setNote(false);
          }}
        />
      ) : null}
      <EditorContent editor={editor} />
    </div>
  );
}
