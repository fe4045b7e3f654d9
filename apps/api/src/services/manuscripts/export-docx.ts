import type { SectionKind } from "@inkforge/domain/books/manuscript/contract";
import type { ChapterDoc, DocNode } from "@inkforge/domain/books/manuscript/document";
import { dataUrlBytes, readImageSize } from "@inkforge/domain/books/manuscript/image-size";
import type { ImageRun, Paragraph, ParagraphChild } from "docx";
import type { ToolTask } from "../tool-pool/task";

/*
 * The manuscript back as a Word document (decision 0121), in the tool pool: a title page, then each
 * section as a Heading 1 on a new page (so importing the file again cuts it at the same places),
 * its text with the editor's marks, lists, quotes as indented paragraphs, scene breaks as a
 * centred "* * *", footnotes as Word footnotes and images at most the text width.
 */

export type ManuscriptExportInput = {
  title: string;
  subtitle: string;
  author: string;
  /** In reading order. */
  sections: Array<{ kind: SectionKind; title: string; doc: ChapterDoc }>;
};

/** 6 in of text at 96 px per inch, the width docx measures images in. */
const MAX_IMAGE_WIDTH_PX = 576;
const QUOTE_INDENT_TWIPS = 720;

type RunStyle = {
  bold?: boolean;
  italics?: boolean;
  underline?: object;
  strike?: boolean;
  superScript?: boolean;
  subScript?: boolean;
  font?: string;
};

/*
 * docx is loaded when a worker first exports a manuscript (its prepare), not with the tool worker:
 * most workers never export one, and book builds measure their memory (decision 0153).
 */
let docxModule: typeof import("docx") | undefined;
function docx(): typeof import("docx") {
  if (!docxModule) throw new Error("export-docx used before its task was prepared");
  return docxModule;
}

class DocxWriter {
  readonly footnotes: Record<number, { children: Paragraph[] }> = {};
  private nextFootnote = 1;

  blocks(
    nodes: readonly DocNode[],
    indent = 0,
    list?: { ordered: boolean; level: number },
  ): Paragraph[] {
    const { AlignmentType, HeadingLevel, Paragraph, TextRun } = docx();
    const out: Paragraph[] = [];
    for (const node of nodes) {
      switch (node.type) {
        case "paragraph":
          out.push(
            new Paragraph({
              children: this.inline(node.content ?? []),
              ...(indent ? { indent: { left: indent } } : {}),
              ...(list
                ? list.ordered
                  ? { numbering: { reference: "ordered", level: list.level } }
                  : { bullet: { level: list.level } }
                : {}),
            }),
          );
          break;
        case "heading": {
          const level = Number(node.attrs?.level ?? 2);
          out.push(
            new Paragraph({
              heading:
                level <= 2
                  ? HeadingLevel.HEADING_2
                  : level === 3
                    ? HeadingLevel.HEADING_3
                    : HeadingLevel.HEADING_4,
              children: this.inline(node.content ?? []),
            }),
          );
          break;
        }
        case "blockquote":
          out.push(...this.blocks(node.content ?? [], indent + QUOTE_INDENT_TWIPS, list));
          break;
        case "bulletList":
        case "orderedList":
          for (const item of node.content ?? []) {
            out.push(
              ...this.blocks(item.content ?? [], indent, {
                ordered: node.type === "orderedList",
                level: list ? Math.min(list.level + 1, 8) : 0,
              }),
            );
          }
          break;
        case "horizontalRule":
          out.push(
            new Paragraph({
              alignment: AlignmentType.CENTER,
              children: [new TextRun("* * *")],
            }),
          );
          break;
        case "image": {
          const image = this.image(String(node.attrs?.src ?? ""), String(node.attrs?.alt ?? ""));
          if (image)
            out.push(new Paragraph({ alignment: AlignmentType.CENTER, children: [image] }));
          break;
        }
      }
    }
    return out;
  }

  private image(src: string, alt: string): ImageRun | null {
    const bytes = dataUrlBytes(src);
    const size = bytes ? readImageSize(bytes) : null;
    if (!bytes || !size || size.width === 0 || size.height === 0) return null;
    const scale = Math.min(1, MAX_IMAGE_WIDTH_PX / size.width);
    return new (docx().ImageRun)({
      type: size.format === "png" ? "png" : "jpg",
      data: bytes,
      transformation: {
        width: Math.round(size.width * scale),
        height: Math.round(size.height * scale),
      },
      altText: { name: alt || "image", description: alt, title: alt },
    });
  }

  inline(nodes: readonly DocNode[]): ParagraphChild[] {
    const { ExternalHyperlink, FootnoteReferenceRun, Paragraph, TextRun } = docx();
    const out: ParagraphChild[] = [];
    for (const node of nodes) {
      if (node.type === "hardBreak") {
        out.push(new TextRun({ text: "", break: 1 }));
      } else if (node.type === "footnote") {
        const id = this.nextFootnote;
        this.nextFootnote += 1;
        this.footnotes[id] = { children: [new Paragraph(String(node.attrs?.text ?? ""))] };
        out.push(new FootnoteReferenceRun(id));
      } else if (node.type === "text" && node.text) {
        const style: RunStyle = {};
        let href: string | undefined;
        for (const mark of node.marks ?? []) {
          if (mark.type === "bold") style.bold = true;
          if (mark.type === "italic") style.italics = true;
          if (mark.type === "underline") style.underline = {};
          if (mark.type === "strike") style.strike = true;
          if (mark.type === "superscript") style.superScript = true;
          if (mark.type === "subscript") style.subScript = true;
          if (mark.type === "code") style.font = "Courier New";
          if (mark.type === "link") href = mark.attrs?.href;
        }
        const run = new TextRun({ text: node.text, ...style });
        out.push(href ? new ExternalHyperlink({ link: href, children: [run] }) : run);
      }
    }
    return out;
  }
}

async function writeManuscriptDocx(input: ManuscriptExportInput): Promise<Uint8Array> {
  const { AlignmentType, Document, HeadingLevel, LevelFormat, Packer, Paragraph, TextRun } = docx();
  const writer = new DocxWriter();
  const titlePage: Paragraph[] = [
    new Paragraph({
      heading: HeadingLevel.TITLE,
      alignment: AlignmentType.CENTER,
      children: [new TextRun(input.title)],
    }),
    // Title style throughout, so an import of this file leaves the title page out.
    ...[input.subtitle, input.author].filter(Boolean).map(
      (line) =>
        new Paragraph({
          heading: HeadingLevel.TITLE,
          alignment: AlignmentType.CENTER,
          children: [new TextRun({ text: line, size: 32 })],
        }),
    ),
  ];
  const body: Paragraph[] = [];
  for (const section of input.sections) {
    body.push(
      new Paragraph({
        heading: HeadingLevel.HEADING_1,
        pageBreakBefore: true,
        children: [new TextRun(section.title)],
      }),
      ...writer.blocks(section.doc.content ?? []),
    );
  }
  const document = new Document({
    creator: input.author || "Inkforge book writer",
    title: input.title,
    // Fixed, so the same manuscript gives the same file.
    lastModifiedBy: "Inkforge book writer",
    numbering: {
      config: [
        {
          reference: "ordered",
          levels: Array.from({ length: 9 }, (_, level) => ({
            level,
            format: LevelFormat.DECIMAL,
            text: `%${level + 1}.`,
            alignment: AlignmentType.START,
            style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
          })),
        },
      ],
    },
    footnotes: writer.footnotes,
    sections: [{ children: [...titlePage, ...body] }],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

export const manuscriptDocxTask = {
  prepare: async () => {
    docxModule ??= await import("docx");
  },
  run: (input) => writeManuscriptDocx(input),
} satisfies ToolTask<ManuscriptExportInput, Uint8Array>;
