// A 60,000-word, 30-chapter novel as the book writer stores it: a dedication, two parts, 25
// paragraphs of 80 words a chapter with a scene break, italics and two footnotes, about the author. Seeded, so
// every bench formats the same text (bench/book-writer.mjs, bench/books-28-whole.mjs).
const vocabulary =
  "the harbour lights came on one by one while an extraordinarily patient ferryman counted every passenger twice because nobody had ever told him otherwise and the gulls wheeled over grey water remembering nothing".split(
    " ",
  );
let state = 42;
const word = () => {
  state = (state * 16807) % 2147483647;
  return vocabulary[state % vocabulary.length];
};
const sentence = (length) => {
  const words = Array.from({ length }, word);
  words[0] = words[0][0].toUpperCase() + words[0].slice(1);
  return `${words.join(" ")}.`;
};
/** 2,000 words a chapter: 25 paragraphs of 80 words (four sentences of 20), a scene break. */
const chapter = () => ({
  type: "doc",
  content: Array.from({ length: 25 }, (_, index) =>
    index === 12
      ? [
          { type: "horizontalRule" },
          {
            type: "paragraph",
            content: [
              {
                type: "text",
                text: [sentence(20), sentence(20), sentence(20), sentence(20)].join(" "),
              },
            ],
          },
        ]
      : [
          {
            type: "paragraph",
            content: [
              { type: "text", text: `${sentence(20)} ${sentence(10)} ` },
              { type: "text", text: sentence(10), marks: [{ type: "italic" }] },
              { type: "text", text: ` ${sentence(20)} ${sentence(20)}` },
              // Two footnotes a chapter, set at the foot of their page (decision 0149).
              ...(index === 5 || index === 20
                ? [{ type: "footnote", attrs: { text: `${sentence(15)} ${sentence(10)}` } }]
                : []),
            ],
          },
        ],
  ).flat(),
});
export const sections = [
  {
    kind: "dedication",
    title: "Dedication",
    doc: {
      type: "doc",
      content: [
        { type: "paragraph", content: [{ type: "text", text: "For everyone who waited." }] },
      ],
    },
  },
];
for (let index = 0; index < 30; index += 1) {
  if (index === 0)
    sections.push({ kind: "part", title: "Part One", doc: { type: "doc", content: [] } });
  if (index === 15)
    sections.push({ kind: "part", title: "Part Two", doc: { type: "doc", content: [] } });
  sections.push({
    kind: "chapter",
    title: `The ${index + 1}${index === 0 ? "st" : index === 1 ? "nd" : index === 2 ? "rd" : "th"} crossing`,
    doc: chapter(),
  });
}
sections.push({
  kind: "about-author",
  title: "About the Author",
  doc: {
    type: "doc",
    content: [{ type: "paragraph", content: [{ type: "text", text: sentence(40) }] }],
  },
});
export const words = sections.reduce(
  (sum, section) =>
    sum +
    // A part page has no text at all.
    (JSON.stringify(section.doc)
      .match(/"text":"([^"]*)"/g)
      ?.reduce((n, t) => n + t.slice(8, -1).split(/\s+/).filter(Boolean).length, 0) ?? 0),
  0,
);

export const meta = {
  title: "The Ferryman",
  subtitle: "A novel",
  author: "Ada Green",
  copyrightHolder: "",
  isbn: "",
};
