import { readingMinutes } from "@inkforge/domain/blog/body";
import type {
  BlogPostDetail,
  BlogPostSummary,
  BlogSearchHit,
} from "@inkforge/domain/blog/contract";
import type { BlogCategory, BlogPost } from "@inkforge/domain/blog/index";
import { blogPostPath, blogThumbnailPath } from "@inkforge/domain/blog/index";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { blogCategories, blogPosts } from "../schema";

/**
 * Writes the repo's categories and posts into the database (insert or update by id). Runs after
 * the migrations at every start, so an edited article ships with the code that carries it.
 */
export async function syncBlogContent(
  db: Database,
  content: { categories: readonly BlogCategory[]; posts: readonly BlogPost[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    if (content.categories.length > 0)
      await tx
        .insert(blogCategories)
        .values(
          content.categories.map((category) => ({
            id: category.id,
            slug: category.slug,
            name: category.name,
            description: category.description,
            position: category.index,
          })),
        )
        .onConflictDoUpdate({
          target: blogCategories.id,
          set: {
            slug: sql`excluded.slug`,
            name: sql`excluded.name`,
            description: sql`excluded.description`,
            position: sql`excluded.position`,
          },
        });
    if (content.posts.length > 0)
      await tx
        .insert(blogPosts)
        .values(
          content.posts.map((post) => ({
            id: post.id,
            slug: post.slug,
            title: post.title,
            categoryId: post.categoryId,
            author: post.author,
            publishedOn: post.date,
            summary: post.summary,
            body: post.body,
            position: post.index,
            wordCount: post.wordCount,
          })),
        )
        .onConflictDoUpdate({
          target: blogPosts.id,
          set: {
            slug: sql`excluded.slug`,
            title: sql`excluded.title`,
            categoryId: sql`excluded.category_id`,
            author: sql`excluded.author`,
            publishedOn: sql`excluded.published_on`,
            summary: sql`excluded.summary`,
            body: sql`excluded.body`,
            position: sql`excluded.position`,
            wordCount: sql`excluded.word_count`,
          },
        });
  });
}

const summaryColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  categoryId: blogPosts.categoryId,
  category: blogCategories.name,
  author: blogPosts.author,
  date: blogPosts.publishedOn,
  summary: blogPosts.summary,
  index: blogPosts.position,
  wordCount: blogPosts.wordCount,
};

type SummaryRow = {
  id: number;
  slug: string;
  title: string;
  categoryId: number;
  category: string;
  author: string;
  date: string;
  summary: string;
  index: number;
  wordCount: number;
};

function toSummary({ wordCount, ...row }: SummaryRow): BlogPostSummary {
  return {
    ...row,
    link: blogPostPath(row.slug),
    thumbnail: blogThumbnailPath(row.id),
    readingMinutes: Math.max(1, Math.round(wordCount / 230)),
  };
}

/** Posts in list order (spec §3 `index`), optionally of one category. */
export async function listBlogPostSummaries(
  db: Database,
  filter: { categoryId?: number } = {},
): Promise<BlogPostSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(blogPosts)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(
      filter.categoryId === undefined ? undefined : eq(blogPosts.categoryId, filter.categoryId),
    )
    .orderBy(asc(blogPosts.position), asc(blogPosts.id));
  return rows.map(toSummary);
}

async function findBlogPost(db: Database, where: ReturnType<typeof eq>) {
  const [row] = await db
    .select({ ...summaryColumns, body: blogPosts.body })
    .from(blogPosts)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(where);
  if (!row) return undefined;
  const { body, ...summary } = row;
  const detail: BlogPostDetail = {
    ...toSummary(summary),
    body,
    wordCount: summary.wordCount,
    readingMinutes: readingMinutes(body),
  };
  return detail;
}

export const findBlogPostById = (db: Database, id: number) =>
  findBlogPost(db, eq(blogPosts.id, id));
export const findBlogPostBySlug = (db: Database, slug: string) =>
  findBlogPost(db, eq(blogPosts.slug, slug));
/** By title, ignoring case and surrounding spaces (spec §7.10 viewblogbytitle). */
export const findBlogPostByTitle = (db: Database, title: string) =>
  findBlogPost(
    db,
    sql`lower(${blogPosts.title}) = lower(${title.trim()})` as ReturnType<typeof eq>,
  );

export async function listBlogCategoryRows(db: Database): Promise<BlogCategory[]> {
  const rows = await db.select().from(blogCategories).orderBy(asc(blogCategories.position));
  return rows.map(({ position, ...row }) => ({ ...row, index: position }));
}

export async function blogCategoryExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(eq(blogCategories.id, id));
  return row !== undefined;
}

export async function blogPostExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.id, id));
  return row !== undefined;
}

/**
 * Full-text search over title (weight A), summary (B) and body (C) with PostgreSQL's
 * `websearch_to_tsquery` (quotes, `or` and `-word` work as people expect), best match first.
 */
export async function searchBlogPosts(
  db: Database,
  query: string,
  limit: number,
): Promise<BlogSearchHit[]> {
  const tsQuery = sql`websearch_to_tsquery('english', ${query})`;
  const rank = sql<number>`ts_rank_cd(${blogPosts.search}, ${tsQuery})`;
  const rows = await db
    .select({ ...summaryColumns, rank })
    .from(blogPosts)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(and(sql`${blogPosts.search} @@ ${tsQuery}`))
    .orderBy(sql`${rank} desc`, asc(blogPosts.position))
    .limit(limit);
  return rows.map(({ rank: score, ...row }) => ({ ...toSummary(row), rank: Number(score) }));
}
