"use client";

import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from "react";
import { STORE_STYLE } from "./store-style";

/*
 * A small rich-text editor (decision 0059): a contentEditable with the browser's editing commands,
 * limited to what KDP's description accepts (h4–h6, bold, italic, underline, lists, line breaks).
 * No editor library: the ones that fit (ProseMirror, Lexical, TipTap) weigh more than the whole
 * tool, and the sanitiser has the last word on the HTML anyway. Pastes go through the sanitiser
 * before they reach the document, so a pasted script or handler never enters the page.
 */

export type RichTextEditorHandle = {
  /** Replaces the content (already sanitised by the caller). */
  setHtml(html: string): void;
  focus(): void;
};

type Command =
  | { label: string; title: string; command: "bold" | "italic" | "underline"; state: true }
  | { label: string; title: string; command: "insertOrderedList" | "insertUnorderedList" }
  | { label: string; title: string; command: "formatBlock"; value: "h4" | "h5" | "h6" | "p" }
  | { label: string; title: string; command: "insertLineBreak" };

const COMMANDS: Command[] = [
  { label: "B", title: "Bold", command: "bold", state: true },
  { label: "I", title: "Italic", command: "italic", state: true },
  { label: "U", title: "Underline", command: "underline", state: true },
  { label: "H4", title: "Heading 4", command: "formatBlock", value: "h4" },
  { label: "H5", title: "Heading 5", command: "formatBlock", value: "h5" },
  { label: "H6", title: "Heading 6", command: "formatBlock", value: "h6" },
  { label: "¶", title: "Paragraph", command: "formatBlock", value: "p" },
  { label: "• List", title: "Bulleted list", command: "insertUnorderedList" },
  { label: "1. List", title: "Numbered list", command: "insertOrderedList" },
  { label: "↵", title: "Line break", command: "insertLineBreak" },
];

const LABEL_STYLE: Record<string, string> = {
  B: "font-bold",
  I: "italic",
  U: "underline",
};

export const RichTextEditor = forwardRef<
  RichTextEditorHandle,
  {
    id: string;
    labelledBy: string;
    describedBy?: string;
    onChange: (html: string) => void;
    /** The sanitiser, once loaded; until then a paste arrives as plain text. */
    sanitize: ((html: string) => string) | null;
  }
>(function RichTextEditor({ id, labelledBy, describedBy, onChange, sanitize }, ref) {
  const editor = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<Record<string, boolean>>({});

  useImperativeHandle(ref, () => ({
    setHtml(html) {
      if (!editor.current) return;
      // A loaded description is never trusted (issue 24): only KDP's tags, without attributes,
      // reach innerHTML. Before the sanitiser has loaded it goes in as text, never as markup.
      if (sanitize) {
        const clean = sanitize(html);
        editor.current.innerHTML = clean;
        onChange(clean);
      } else {
        editor.current.textContent = html;
        onChange(editor.current.innerHTML);
      }
    },
    focus() {
      editor.current?.focus();
    },
  }));

  useEffect(() => {
    // Enter starts a <p>, not a <div>; formatting as tags, not style attributes.
    document.execCommand("defaultParagraphSeparator", false, "p");
    document.execCommand("styleWithCSS", false, "false");
    const update = () => {
      if (!editor.current?.contains(document.getSelection()?.anchorNode ?? null)) return;
      setActive({
        bold: document.queryCommandState("bold"),
        italic: document.queryCommandState("italic"),
        underline: document.queryCommandState("underline"),
      });
    };
    document.addEventListener("selectionchange", update);
    return () => document.removeEventListener("selectionchange", update);
  }, []);

  const run = (command: Command) => {
    editor.current?.focus();
    if (command.command === "formatBlock") {
      document.execCommand("formatBlock", false, command.value);
    } else if (command.command === "insertLineBreak") {
      if (!document.execCommand("insertLineBreak"))
        document.execCommand("insertHTML", false, "<br>");
    } else {
      document.execCommand(command.command);
    }
    onChange(editor.current?.innerHTML ?? "");
  };

  return (
    <div className="grid rounded-md border border-slate-300 bg-white focus-within:ring-2 focus-within:ring-ink-700">
      <div
        role="toolbar"
        aria-label="Formatting"
        aria-controls={id}
        className="flex flex-wrap gap-1 border-b border-slate-200 bg-slate-50 p-1.5"
      >
        {COMMANDS.map((command) => (
          <button
            key={command.title}
            type="button"
            title={command.title}
            aria-label={command.title}
            aria-pressed={"state" in command ? Boolean(active[command.command]) : undefined}
            // Keep the editor's selection: a click would otherwise move focus to the button.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => run(command)}
            className={`min-h-9 min-w-9 rounded px-2 text-sm text-slate-900 hover:bg-slate-200 aria-pressed:bg-slate-300 ${LABEL_STYLE[command.label] ?? ""}`}
          >
            {command.label}
          </button>
        ))}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a rich-text editor has no native element */}
      <div
        ref={editor}
        id={id}
        role="textbox"
        tabIndex={0}
        aria-multiline="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        contentEditable
        suppressContentEditableWarning
        data-testid="description-editor"
        data-placeholder="Write your description, or start from a draft."
        className={`${STORE_STYLE} min-h-64 px-4 py-3 text-base text-slate-900 outline-none empty:before:text-slate-500 empty:before:content-[attr(data-placeholder)]`}
        onInput={(event) => onChange(event.currentTarget.innerHTML)}
        onPaste={(event) => {
          event.preventDefault();
          const html = event.clipboardData.getData("text/html");
          const text = event.clipboardData.getData("text/plain");
          if (html && sanitize) document.execCommand("insertHTML", false, sanitize(html));
          else document.execCommand("insertText", false, text);
          onChange(event.currentTarget.innerHTML);
        }}
        onDrop={(event) => event.preventDefault()}
      />
    </div>
  );
});
