import { mergeAttributes, Node } from "@tiptap/react";

/*
 * A footnote as the manuscript stores it (document.ts: an inline `footnote` with its `text`): an
 * atom in the line, shown as a raised mark with the note as its title. Without this node the
 * editor would drop a chapter's footnotes when it opened it; the print layout numbers them and
 * sets them under the chapter, the EPUB as linked notes, the DOCX export as Word footnotes.
 */
export const Footnote = Node.create({
  name: "footnote",
  group: "inline",
  inline: true,
  atom: true,
  selectable: true,
  addAttributes() {
    return {
      text: {
        default: "",
        parseHTML: (element) => element.getAttribute("data-footnote") ?? "",
        renderHTML: (attributes) => ({
          "data-footnote": String(attributes.text ?? ""),
          title: `Footnote: ${String(attributes.text ?? "")}`,
        }),
      },
    };
  },
  parseHTML() {
    return [{ tag: "sup[data-footnote]" }];
  },
  renderHTML({ HTMLAttributes }) {
    return ["sup", mergeAttributes(HTMLAttributes, { class: "book-writer-footnote" }), "note"];
  },
});
