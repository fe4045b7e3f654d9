import { Document, FootnoteReferenceRun, HeadingLevel, Packer, Paragraph, TextRun } from "docx";
import mammoth from "mammoth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp } from "../helper";
import { buyOnce } from "../shop-helpers";

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

async function novelDocx(chapters: number): Promise<Buffer> {
  const children: Paragraph[] = [
    new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun("Dedication")] }),
    new Paragraph("For everyone who waited."),
  ];
  for (let chapter = 1; chapter <= chapters; chapter += 1) {
    children.push(
      new Paragraph({
        heading: HeadingLevel.HEADING_1,
        children: [new TextRun(`Chapter ${chapter}`)],
      }),
      new Paragraph({
        children: [
          new TextRun("The sea was "),
          new TextRun({ text: "very", italics: true }),
          new TextRun(" calm."),
        ],
      }),
      new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun("Later")] }),
      new Paragraph({ children: [new TextRun({ text: "Bold words here.", bold: true })] }),
    );
  }
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}

describe("manuscript import and export (issue 34)", () => {
  let testApp: TestApp;
  let pro: string;
  let free: string;
  let rival: string;

  beforeAll(async () => {
    testApp = await buildTestApp();
    pro = await registerUser(testApp.app, "import.pro@example.com");
    free = await registerUser(testApp.app, "import.free@example.com");
    rival = await registerUser(testApp.app, "import.rival@example.com");
    await buyOnce(testApp.app, pro, ["pro-lifetime"]);
  }, 60_000);

  afterAll(async () => {
    await testApp.close();
  });

  async function newManuscript(token: string, title: string): Promise<string> {
    const project = await testApp.app.inject({
      method: "POST",
      url: "/api/book-projects",
      headers: bearer(token),
      payload: { title },
    });
    const manuscript = await testApp.app.inject({
      method: "POST",
      url: "/api/v1/manuscripts",
      headers: bearer(token),
      payload: { projectId: project.json().id, author: "Ada Green" },
    });
    expect(manuscript.statusCode).toBe(201);
    return manuscript.json().id;
  }

  const upload = (token: string, id: string, type: string, payload: Buffer | string) =>
    testApp.app.inject({
      method: "POST",
      url: `/api/v1/manuscripts/${id}/import`,
      headers: { ...bearer(token), "content-type": type },
      payload,
    });

  it("imports a DOCX as sections cut at its top headings, with marks and counts", async () => {
    const id = await newManuscript(pro, "Imported novel");
    const response = await upload(pro, id, DOCX, await novelDocx(3));
    expect(response.statusCode).toBe(201);
    const manuscript = response.json();
    expect(
      manuscript.sections.map((s: { kind: string; title: string }) => [s.kind, s.title]),
    ).toEqual([
      ["dedication", "Dedication"],
      ["chapter", "Chapter 1"],
      ["chapter", "Chapter 2"],
      ["chapter", "Chapter 3"],
    ]);
    expect(manuscript).toMatchObject({ chapterCount: 3, wordCount: 4 + 3 * 9 });
    const chapter = await testApp.app.inject({
      method: "GET",
      url: `/api/v1/manuscripts/${id}/sections/${manuscript.sections[1].id}`,
      headers: bearer(pro),
    });
    expect(chapter.json().doc.content).toEqual([
      {
        type: "paragraph",
        content: [
          { type: "text", text: "The sea was " },
          { type: "text", text: "very", marks: [{ type: "italic" }] },
          { type: "text", text: " calm." },
        ],
      },
      { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Later" }] },
      {
        type: "paragraph",
        content: [{ type: "text", text: "Bold words here.", marks: [{ type: "bold" }] }],
      },
    ]);
  });

  it("imports a DOCX's footnotes as footnotes at their references (decision 0149)", async () => {
    // A small .docx with word/footnotes.xml, built here with the docx library.
    const bytes = await Packer.toBuffer(
      new Document({
        footnotes: {
          1: { children: [new Paragraph("Built in 1890.")] },
          2: { children: [new Paragraph({ children: [new TextRun("Or so he said.")] })] },
        },
        sections: [
          {
            children: [
              new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun("One")] }),
              new Paragraph({
                children: [
                  new TextRun("The ferry"),
                  new FootnoteReferenceRun(1),
                  new TextRun(" left at dawn"),
                  new FootnoteReferenceRun(2),
                  new TextRun("."),
                ],
              }),
            ],
          },
        ],
      }),
    );
    const id = await newManuscript(pro, "Footnoted");
    const response = await upload(pro, id, DOCX, bytes);
    expect(response.statusCode).toBe(201);
    const [section] = response.json().sections;
    const chapter = await testApp.app.inject({
      method: "GET",
      url: `/api/v1/manuscripts/${id}/sections/${section.id}`,
      headers: bearer(pro),
    });
    expect(chapter.json().doc.content).toEqual([
      {
        type: "paragraph",
        content: [
          { type: "text", text: "The ferry" },
          { type: "footnote", attrs: { text: "Built in 1890." } },
          { type: "text", text: " left at dawn" },
          { type: "footnote", attrs: { text: "Or so he said." } },
          { type: "text", text: "." },
        ],
      },
    ]);

    // The export writes them as Word footnotes again, and they read back the same.
    const exported = await testApp.app.inject({
      method: "GET",
      url: `/api/v1/manuscripts/${id}/export.docx`,
      headers: bearer(pro),
    });
    const again = await newManuscript(pro, "Footnoted again");
    const reimported = await upload(pro, again, DOCX, exported.rawPayload);
    const one = reimported.json().sections.find((s: { title: string }) => s.title === "One");
    const back = await testApp.app.inject({
      method: "GET",
      url: `/api/v1/manuscripts/${again}/sections/${one.id}`,
      headers: bearer(pro),
    });
    expect(back.json().doc.content).toEqual(chapter.json().doc.content);
  });

  it("imports Markdown", async () => {
    const id = await newManuscript(pro, "Markdown book");
    const response = await upload(
      pro,
      id,
      "text/markdown; charset=utf-8",
      "# One\n\nHello *there*.\n\n# Two\n\nBye.",
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().sections.map((s: { title: string }) => s.title)).toEqual(["One", "Two"]);
  });

  it.each([
    ["not a zip at all", Buffer.from("this is plain text, not a Word file")],
    ["a damaged zip", Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)])],
  ])(
    "answers a malformed DOCX (%s) with 422 saying what is wrong and adds nothing",
    async (_name, bytes) => {
      const id = await newManuscript(pro, `Broken ${_name}`);
      const response = await upload(pro, id, DOCX, bytes);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: "UNREADABLE_DOCUMENT" });
      expect(response.json().message).toMatch(/Word document|\.docx/);
      const read = await testApp.app.inject({
        method: "GET",
        url: `/api/v1/manuscripts/${id}`,
        headers: bearer(pro),
      });
      expect(read.json().sections).toEqual([]);
    },
  );

  it("refuses another content type with 415", async () => {
    const id = await newManuscript(pro, "Wrong type");
    const response = await upload(pro, id, "application/pdf", Buffer.from("%PDF-1.7"));
    expect(response.statusCode).toBe(415);
  });

  it("keeps a Free member's import all or none under the chapter limit", async () => {
    const id = await newManuscript(free, "Too long for Free");
    const response = await upload(free, id, DOCX, await novelDocx(11));
    expect(response.statusCode).toBe(403);
    const read = await testApp.app.inject({
      method: "GET",
      url: `/api/v1/manuscripts/${id}`,
      headers: bearer(free),
    });
    expect(read.json().sections).toEqual([]);
  });

  it("answers another member's manuscript with 404 for import and export", async () => {
    const id = await newManuscript(pro, "Not yours");
    expect((await upload(rival, id, "text/markdown", "# Mine now")).statusCode).toBe(404);
    const exported = await testApp.app.inject({
      method: "GET",
      url: `/api/v1/manuscripts/${id}/export.docx`,
      headers: bearer(rival),
    });
    expect(exported.statusCode).toBe(404);
  });

  it("exports a DOCX that reads back with the same sections and text", async () => {
    const id = await newManuscript(pro, "Round trip");
    await upload(pro, id, DOCX, await novelDocx(2));
    const exported = await testApp.app.inject({
      method: "GET",
      url: `/api/v1/manuscripts/${id}/export.docx`,
      headers: bearer(pro),
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-type"]).toBe(DOCX);
    expect(exported.headers["content-disposition"]).toBe('attachment; filename="round-trip.docx"');
    const { value: html } = await mammoth.convertToHtml({ buffer: exported.rawPayload });
    expect(html).toContain("<p>Round trip</p><p>Ada Green</p>");
    expect(html).toContain("<h1>Chapter 2</h1>");
    expect(html).toContain("<em>very</em>");

    const again = await newManuscript(pro, "Round trip again");
    const reimported = await upload(pro, again, DOCX, exported.rawPayload);
    // The title page (Word's Title style) is the manuscript's own fields, not a section.
    expect(reimported.json().sections.map((s: { title: string }) => s.title)).toEqual([
      "Dedication",
      "Chapter 1",
      "Chapter 2",
    ]);
  });
});
