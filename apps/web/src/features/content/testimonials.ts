/**
 * Representative author scenarios for /testimonials: the genre or niche, the problem, and the
 * tool that solved it. They are not quotes from named customers. By policy no story claims sales figures, income or rankings.
 */
export type MemberStory = {
  id: string;
  /** Genre or niche the member publishes in. */
  genre: string;
  /** A few words that sum up the story; shown as the card heading. */
  headline: string;
  story: string;
  tool: { name: string; href: string };
};

export const memberStories: readonly MemberStory[] = [
  {
    id: "priya-s",
    genre: "Cozy mystery",
    headline: "Priced above the 50% line",
    story:
      "I had my paperback a few cents under $9.99 without realising that KDP now pays 50% below that price. The royalty calculator showed both rates side by side, so I moved the price up slightly and earn more on every copy.",
    tool: { name: "Royalty calculator", href: "/tools/KDP-Royalty-Calculator" },
  },
  {
    id: "tomasz-k",
    genre: "Large-print puzzle books",
    headline: "A spine that finally lined up",
    story:
      "My first cover was built from a guess at the spine width, and the proof showed it. The cover template generator gave me the exact size for my page count and paper, and the next proof came back straight.",
    tool: { name: "Cover template generator", href: "/kdp-cover-template-generator" },
  },
  {
    id: "aisha-b",
    genre: "Gratitude and wellness journals",
    headline: "Caught a trademark before upload",
    story:
      "A catchy phrase in my subtitle turned out to be a registered mark for stationery. The trademark checker flagged it, I confirmed it in the official register, and I changed the subtitle before KDP ever saw it.",
    tool: { name: "Trademark checker", href: "/kdp-trademark-checker" },
  },
  {
    id: "daniel-m",
    genre: "Self-help non-fiction",
    headline: "Seven keyword slots, no repeats",
    story:
      "I used to repeat words from my title in the keyword boxes. Seeing what my title and categories already covered made me use the seven slots for reader problems instead, and my listing reads far less stuffed.",
    tool: { name: "Backend keywords tool", href: "/7-backend-keywords-tool-amazon-kdp" },
  },
  {
    id: "sofia-l",
    genre: "Contemporary romance",
    headline: "A description KDP accepts",
    story:
      "I had pasted review quotes and my website into the book description, and both are against KDP's rules. The guidelines checker pointed them out, and the description creator helped me rework the blurb around the story instead.",
    tool: { name: "Guidelines checker", href: "/kdp-guidelines-checker" },
  },
  {
    id: "grace-o",
    genre: "Children's picture books",
    headline: "A+ images at the right size",
    story:
      "My first A+ images were cropped in odd places. The A+ template generator uses the module sizes, so I place the artwork once and it fits. I also learned that prices and review quotes do not belong in A+ content.",
    tool: { name: "A+ content template generator", href: "/A+-content-template-generator" },
  },
  {
    id: "lucas-f",
    genre: "Epic fantasy",
    headline: "Three categories chosen on purpose",
    story:
      "Since KDP lets you pick only three categories per format, I wanted each one to count. The category finder showed me where books like mine actually sit, instead of the broad category I had picked by habit.",
    tool: { name: "Category finder", href: "/tools/KDP-Kindle-Category-Finder" },
  },
  {
    id: "hannah-w",
    genre: "Mandala colouring books",
    headline: "From sketches to a full interior",
    story:
      "I draw slowly, so I combine my own pages with illustrations from the colouring book maker and lay out the whole interior in one place. Putting a book together no longer takes me a whole evening of fiddling.",
    tool: { name: "Book creation tools", href: "/book-creation" },
  },
  {
    id: "marco-d",
    genre: "Walking and travel guides",
    headline: "Printed guides that stay current",
    story:
      "Trails change, so each printed guide now has a QR code on the last page that opens my updates page. The QR code generator made a code I could drop straight into my interior file, and it scans cleanly from the printed page.",
    tool: { name: "QR code generator", href: "/tools/QR-Code-Generator-for-KDP-Books" },
  },
  {
    id: "ben-t",
    genre: "Historical non-fiction",
    headline: "Checking a niche before writing",
    story:
      "Before committing a year to a topic, I compare the sales ranks of the leading books. The BSR calculator turns those ranks into rough daily sales, and it says clearly that they are estimates, which is exactly what I need.",
    tool: { name: "BSR sales calculator", href: "/tools/KDP-BSR-Sales-Calculator" },
  },
  {
    id: "chen-y",
    genre: "Pen names across two genres",
    headline: "Two pen names, kept apart",
    story:
      "I write thrillers and sweet romance and wanted readers of one not to stumble into the other. The pen name generator gave me names that suit each genre, and the FAQ explained how to keep each name consistent on KDP.",
    tool: { name: "Pen name generator", href: "/tools/Pen-Name-Generator" },
  },
];
