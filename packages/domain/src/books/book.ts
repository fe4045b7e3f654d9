import { type BlogBlock, parseBlogBody } from "../blog/body";
import type { BlogCategory, BlogPost } from "../blog/types";

/*
 * The company's book (decision 0072): assembled from Inkforge's own articles, one chapter per
 * blog post, grouped in parts by blog category. Nothing is written for the book except its
 * foreword, which says where the chapters come from and when this edition was collected, so the
 * book can never claim more than the site has published.
 */

/** A block of a chapter: the blog's safe Markdown subset (paragraphs, `##` headings, lists). */
export type BookBlock = BlogBlock;

export type BookChapter = {
  /** The source article's slug: stable, and the chapter's anchor. */
  id: string;
  /** Numbered through the whole book, from 1. */
  number: number;
  title: string;
  /** The part (blog category) the chapter belongs to. */
  part: string;
  /** Site path of the article the chapter reproduces. */
  source: string;
  /** ISO date (YYYY-MM-DD) the article was published. */
  published: string;
  blocks: BookBlock[];
};

export type BookPart = { title: string; description: string; chapters: BookChapter[] };

export type Book = {
  id: string;
  title: string;
  subtitle: string;
  author: string;
  /** ISO date (YYYY-MM-DD): the newest article collected, so the same sources give one edition. */
  editionDate: string;
  foreword: BookBlock[];
  parts: BookPart[];
  /** Every chapter in reading order (the parts' chapters, flattened). */
  chapters: BookChapter[];
};

export type ContentsEntry = { number: number; title: string; part: string; id: string };

export type BookSources = {
  posts: readonly BlogPost[];
  categories: readonly BlogCategory[];
};

export type BookIdentity = { id: string; title: string; subtitle: string; author: string };

const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2026-03-14" → "14 March 2026" (read as a calendar date, never shifted by a time zone). */
export function formatEditionDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? monthNames[Number(match[2]) - 1] : undefined;
  if (!match || !month) return isoDate;
  return `${Number(match[3])} ${month} ${match[1]}`;
}

function forewordBlocks(
  identity: BookIdentity,
  chapters: readonly BookChapter[],
  parts: readonly BookPart[],
  editionDate: string,
): BookBlock[] {
  const dates = chapters.map((chapter) => chapter.published).sort();
  const first = dates[0] ?? editionDate;
  return [
    {
      kind: "paragraph",
      text: `This book is collected from the articles ${identity.author.replace(/^The /, "the ")} publishes on the Inkforge blog. Each of its ${chapters.length} chapters is one article, reproduced as published between ${formatEditionDate(first)} and ${formatEditionDate(editionDate)}, grouped in ${parts.length} parts by the blog's categories. Nothing has been added except this foreword and the contents.`,
    },
    {
      kind: "paragraph",
      text: `This edition was collected on ${formatEditionDate(editionDate)}, the date of its newest article. Amazon changes KDP's rules, prices and thresholds from time to time: before you rely on a number, check it against KDP's own help pages, and read the blog for newer articles.`,
    },
    {
      kind: "paragraph",
      text: "Every chapter names the address of its article, where it may since have been corrected or updated.",
    },
  ];
}

/**
 * Assembles the book: categories in their `index` order, each a part holding its posts in their
 * `index` order; categories without posts are left out; chapters are numbered through the book.
 */
export function assembleBook(identity: BookIdentity, sources: BookSources): Book {
  const categories = [...sources.categories].sort((a, b) => a.index - b.index);
  const posts = [...sources.posts].sort((a, b) => a.index - b.index || a.id - b.id);
  let number = 0;
  const parts: BookPart[] = [];
  for (const category of categories) {
    const inPart = posts.filter((post) => post.categoryId === category.id);
    if (inPart.length === 0) continue;
    parts.push({
      title: category.name,
      description: category.description,
      chapters: inPart.map((post) => {
        number += 1;
        return {
          id: post.slug,
          number,
          title: post.title,
          part: category.name,
          source: post.link,
          published: post.date,
          blocks: parseBlogBody(post.body),
        };
      }),
    });
  }
  const chapters = parts.flatMap((part) => part.chapters);
  const editionDate =
    chapters
      .map((chapter) => chapter.published)
      .sort()
      .at(-1) ?? "";
  return {
    ...identity,
    editionDate,
    foreword: forewordBlocks(identity, chapters, parts, editionDate),
    parts,
    chapters,
  };
}

/** The contents page: every chapter in reading order with its number and part. */
export function bookContents(book: Pick<Book, "chapters">): ContentsEntry[] {
  return book.chapters.map(({ number, title, part, id }) => ({ number, title, part, id }));
}

/** The plain text of a block, for readers and word counts (list items one per line). */
export function blockText(block: BookBlock): string {
  return block.kind === "list" ? block.items.join("\n") : block.text;
}
