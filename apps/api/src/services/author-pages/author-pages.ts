import { randomBytes } from "node:crypto";
import { amazonBuyLinks } from "@inkforge/domain/author-pages/buy-links";
import {
  type AuthorPageDraft,
  type AuthorPageEditor,
  type AuthorPageStats,
  authorPageDraftSchema,
  type PublicAuthorPage,
} from "@inkforge/domain/author-pages/contracts";
import { hasFeatureAccess } from "@inkforge/domain/shop/access";
import { featureIds } from "@inkforge/domain/shop/feature-ids";
import { DAY_MS } from "@inkforge/domain/time-units";
import { and, asc, desc, eq, gte, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  type AuthorPageRow,
  authorPageDailyStats,
  authorPageSlugs,
  authorPageSubscribers,
  authorPages,
} from "../../db/schema";
import { AppError } from "../../errors";
import { activeEntries } from "../shop/owned";
import { authorImagePrefix } from "./author-images";
import { ogImageFace, ogImageVersion } from "./og-image";

/*
 * The Author Page Builder's services (issue 30, decision 0107). Owner calls are gated by the
 * feature; a reader's call answers 404 for an unpublished page and for one whose owner no longer
 * holds the feature, so a lapsed subscription hides the page without deleting it.
 */

export type FeatureContext = { db: Database; now: Date; excludedFeatureId: string | undefined };

export async function requireAuthorPageFeature(ctx: FeatureContext, userId: string) {
  const entries = await activeEntries(ctx, userId);
  if (
    !hasFeatureAccess(entries, featureIds.authorPageBuilder, {
      excludedFeatureId: ctx.excludedFeatureId,
    })
  ) {
    throw new AppError(
      "FORBIDDEN",
      "The Author Page Builder is a product of its own: get it at /author-page-builder",
    );
  }
}

async function ownerHoldsFeature(ctx: FeatureContext, userId: string): Promise<boolean> {
  const entries = await activeEntries(ctx, userId);
  return hasFeatureAccess(entries, featureIds.authorPageBuilder, {
    excludedFeatureId: ctx.excludedFeatureId,
  });
}

async function findPageOfUser(db: Database, userId: string): Promise<AuthorPageRow | undefined> {
  const [row] = await db.select().from(authorPages).where(eq(authorPages.userId, userId));
  return row;
}

export async function requirePageOfUser(db: Database, userId: string): Promise<AuthorPageRow> {
  const row = await findPageOfUser(db, userId);
  if (!row) throw new AppError("NOT_FOUND", "You have no author page yet: save a draft first");
  return row;
}

function toEditor(row: AuthorPageRow): AuthorPageEditor {
  return {
    draft: row.draft,
    status: row.isPublished ? "published" : row.publishedAt ? "unpublished" : "draft",
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    hasUnpublishedChanges: JSON.stringify(row.draft) !== JSON.stringify(row.published),
  };
}

export async function readAuthorPageEditor(
  db: Database,
  userId: string,
): Promise<AuthorPageEditor | null> {
  const row = await findPageOfUser(db, userId);
  return row ? toEditor(row) : null;
}

/** Is the slug free for this page: no other page has it now or had it before. */
async function assertSlugFree(db: Database, slug: string, pageId: string | null) {
  const [current] = await db
    .select({ id: authorPages.id })
    .from(authorPages)
    .where(eq(authorPages.slug, slug));
  const [old] = await db
    .select({ pageId: authorPageSlugs.pageId })
    .from(authorPageSlugs)
    .where(eq(authorPageSlugs.slug, slug));
  const takenBy = current?.id ?? old?.pageId;
  if (takenBy && takenBy !== pageId) {
    throw new AppError("CONFLICT", "This page address is taken; choose another", {
      details: [{ path: "slug", message: "This page address is taken; choose another" }],
    });
  }
}

export async function saveAuthorPageDraft(
  db: Database,
  input: { userId: string; draft: AuthorPageDraft; now: Date },
): Promise<AuthorPageEditor> {
  const { userId, draft, now } = input;
  // Ids are the editor's business, but two books with one id would share their click counts.
  const ids = new Set<string>();
  draft.books.forEach((book, index) => {
    if (ids.has(book.id)) {
      throw new AppError("VALIDATION_FAILED", `books.${index}.id: two books have the same id`, {
        details: [{ path: `books.${index}.id`, message: "Two books have the same id" }],
      });
    }
    ids.add(book.id);
  });
  if (draft.startHere && !ids.has(draft.startHere)) {
    throw new AppError("VALIDATION_FAILED", "startHere: choose one of the page's books", {
      details: [{ path: "startHere", message: "Choose one of the page's books" }],
    });
  }
  // Only the owner's own uploads: a key is a path in shared storage.
  const prefix = authorImagePrefix(userId);
  const images = [
    { path: "photo", key: draft.photo },
    ...draft.books.map((b, i) => ({ path: `books.${i}.coverImage`, key: b.coverImage })),
  ];
  for (const image of images) {
    if (image.key && !image.key.startsWith(prefix)) {
      throw new AppError("VALIDATION_FAILED", `${image.path}: upload the image first`, {
        details: [{ path: image.path, message: "Upload the image first" }],
      });
    }
  }
  return db.transaction(async (tx) => {
    const existing = await findPageOfUser(tx, userId);
    await assertSlugFree(tx, draft.slug, existing?.id ?? null);
    if (!existing) {
      const [row] = await tx
        .insert(authorPages)
        .values({ userId, slug: draft.slug, draft, createdAt: now, updatedAt: now })
        .returning();
      if (!row) throw new AppError("INTERNAL", "The page could not be saved");
      return toEditor(row);
    }
    if (existing.slug !== draft.slug) {
      // The old address keeps redirecting here; taking back an own old address frees it.
      await tx.delete(authorPageSlugs).where(eq(authorPageSlugs.slug, draft.slug));
      await tx
        .insert(authorPageSlugs)
        .values({ slug: existing.slug, pageId: existing.id, retiredAt: now })
        .onConflictDoNothing();
    }
    const [row] = await tx
      .update(authorPages)
      .set({ slug: draft.slug, draft, updatedAt: now })
      .where(eq(authorPages.id, existing.id))
      .returning();
    if (!row) throw new AppError("INTERNAL", "The page could not be saved");
    return toEditor(row);
  });
}

export async function publishAuthorPage(db: Database, userId: string, now: Date) {
  const row = await requirePageOfUser(db, userId);
  const [updated] = await db
    .update(authorPages)
    .set({ published: row.draft, isPublished: true, publishedAt: now, updatedAt: now })
    .where(eq(authorPages.id, row.id))
    .returning();
  if (!updated) throw new AppError("INTERNAL", "The page could not be published");
  return toEditor(updated);
}

export async function unpublishAuthorPage(db: Database, userId: string, now: Date) {
  const row = await requirePageOfUser(db, userId);
  const [updated] = await db
    .update(authorPages)
    .set({ isPublished: false, updatedAt: now })
    .where(eq(authorPages.id, row.id))
    .returning();
  if (!updated) throw new AppError("INTERNAL", "The page could not be unpublished");
  return toEditor(updated);
}

function toPublicPage(published: AuthorPageDraft, publishedAt: Date): PublicAuthorPage {
  const { associateTags, ...page } = authorPageDraftSchema.parse(published);
  return {
    page: {
      ...page,
      books: page.books.map((book) => ({
        ...book,
        amazonLinks: amazonBuyLinks({ asin: book.asin, isbn: book.isbn }, associateTags),
      })),
    },
    publishedAt: publishedAt.toISOString(),
    ogImageVersion: ogImageVersion(ogImageFace(published)),
  };
}

export type PublicPageLookup =
  | { kind: "page"; page: PublicAuthorPage; pageId: string }
  | { kind: "moved"; slug: string };

/** A reader's view of a slug: the page, a move to the current slug, or NOT_FOUND. */
export async function readPublicAuthorPage(
  ctx: FeatureContext,
  slug: string,
): Promise<PublicPageLookup> {
  const { db } = ctx;
  const [row] = await db.select().from(authorPages).where(eq(authorPages.slug, slug));
  if (!row) {
    const [old] = await db
      .select({ slug: authorPages.slug, isPublished: authorPages.isPublished })
      .from(authorPageSlugs)
      .innerJoin(authorPages, eq(authorPages.id, authorPageSlugs.pageId))
      .where(eq(authorPageSlugs.slug, slug));
    if (old?.isPublished) return { kind: "moved", slug: old.slug };
    throw notFound();
  }
  if (!row.isPublished || !row.published || !row.publishedAt) throw notFound();
  if (!(await ownerHoldsFeature(ctx, row.userId))) throw notFound();
  return { kind: "page", page: toPublicPage(row.published, row.publishedAt), pageId: row.id };
}

function notFound() {
  return new AppError("NOT_FOUND", "There is no author page at this address");
}

/** The published, live page for a public write (sign-up, beacon); NOT_FOUND otherwise. */
export async function requireLivePage(ctx: FeatureContext, slug: string) {
  const [row] = await ctx.db.select().from(authorPages).where(eq(authorPages.slug, slug));
  if (!row?.isPublished || !row.published) throw notFound();
  if (!(await ownerHoldsFeature(ctx, row.userId))) throw notFound();
  return row;
}

function dayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

export async function countAuthorPageEvent(
  db: Database,
  input: { pageId: string; event: "view" | "click" | "signup"; target: string; now: Date },
) {
  await db
    .insert(authorPageDailyStats)
    .values({
      pageId: input.pageId,
      day: dayOf(input.now),
      event: input.event,
      target: input.target,
      count: 1,
    })
    .onConflictDoUpdate({
      target: [
        authorPageDailyStats.pageId,
        authorPageDailyStats.day,
        authorPageDailyStats.event,
        authorPageDailyStats.target,
      ],
      set: { count: sql`${authorPageDailyStats.count} + 1` },
    });
}

function newToken(): string {
  return randomBytes(24).toString("base64url");
}

export type SignupOutcome =
  | { kind: "ignored" }
  | { kind: "send"; email: string; confirmToken: string; unsubscribeToken: string };

/**
 * A reader's sign-up: a new or not yet confirmed address gets a (new) confirmation email; an
 * already confirmed one nothing, with the same answer, so the form does not reveal who is on the
 * list. Someone who left and signs up again starts the opt-in over.
 */
export async function signUpForAuthorNewsletter(
  db: Database,
  input: { pageId: string; email: string; now: Date },
): Promise<SignupOutcome> {
  const { pageId, email, now } = input;
  const [existing] = await db
    .select()
    .from(authorPageSubscribers)
    .where(and(eq(authorPageSubscribers.pageId, pageId), eq(authorPageSubscribers.email, email)));
  if (existing?.confirmedAt && !existing.unsubscribedAt) return { kind: "ignored" };
  const confirmToken = newToken();
  const unsubscribeToken = existing?.unsubscribeToken ?? newToken();
  if (existing) {
    await db
      .update(authorPageSubscribers)
      .set({ confirmToken, confirmationSentAt: now, confirmedAt: null, unsubscribedAt: null })
      .where(eq(authorPageSubscribers.id, existing.id));
  } else {
    await db.insert(authorPageSubscribers).values({
      pageId,
      email,
      confirmToken,
      unsubscribeToken,
      createdAt: now,
      confirmationSentAt: now,
    });
    await countAuthorPageEvent(db, { pageId, event: "signup", target: "", now });
  }
  return { kind: "send", email, confirmToken, unsubscribeToken };
}

/** Confirmation links stop working after a week; the reader can sign up again. */
const CONFIRM_TOKEN_TTL_MS = 7 * DAY_MS;

export async function confirmAuthorNewsletter(db: Database, token: string, now: Date) {
  const [row] = await db
    .select({ sub: authorPageSubscribers, slug: authorPages.slug, draft: authorPages.published })
    .from(authorPageSubscribers)
    .innerJoin(authorPages, eq(authorPages.id, authorPageSubscribers.pageId))
    .where(eq(authorPageSubscribers.confirmToken, token));
  if (
    !row ||
    row.sub.unsubscribedAt ||
    now.getTime() - row.sub.confirmationSentAt.getTime() > CONFIRM_TOKEN_TTL_MS
  ) {
    throw new AppError("NOT_FOUND", "This confirmation link is not valid any more: sign up again");
  }
  if (!row.sub.confirmedAt) {
    await db
      .update(authorPageSubscribers)
      .set({ confirmedAt: now })
      .where(eq(authorPageSubscribers.id, row.sub.id));
  }
  return { slug: row.slug, penName: row.draft?.penName ?? "" };
}

export async function unsubscribeFromAuthorNewsletter(db: Database, token: string, now: Date) {
  const [row] = await db
    .select({ sub: authorPageSubscribers, slug: authorPages.slug, draft: authorPages.published })
    .from(authorPageSubscribers)
    .innerJoin(authorPages, eq(authorPages.id, authorPageSubscribers.pageId))
    .where(eq(authorPageSubscribers.unsubscribeToken, token));
  if (!row) throw new AppError("NOT_FOUND", "This unsubscribe link is not valid");
  if (!row.sub.unsubscribedAt) {
    await db
      .update(authorPageSubscribers)
      .set({ unsubscribedAt: now })
      .where(eq(authorPageSubscribers.id, row.sub.id));
  }
  return { slug: row.slug, penName: row.draft?.penName ?? "" };
}

export type SubscriberView = {
  email: string;
  status: "pending" | "confirmed" | "unsubscribed";
  signedUpAt: string;
  confirmedAt: string | null;
};

export async function listAuthorPageSubscribers(
  db: Database,
  pageId: string,
): Promise<SubscriberView[]> {
  const rows = await db
    .select()
    .from(authorPageSubscribers)
    .where(eq(authorPageSubscribers.pageId, pageId))
    .orderBy(desc(authorPageSubscribers.createdAt), asc(authorPageSubscribers.email));
  return rows.map((r) => ({
    email: r.email,
    status: r.unsubscribedAt ? "unsubscribed" : r.confirmedAt ? "confirmed" : "pending",
    signedUpAt: r.createdAt.toISOString(),
    confirmedAt: r.confirmedAt?.toISOString() ?? null,
  }));
}

/** A cell that a spreadsheet would run as a formula is prefixed with a quote (CSV injection). */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * Confirmed, still subscribed readers only: the columns (`Email Address`, `Opt-in Time`) are the
 * ones Mailchimp, MailerLite and most providers map on import without questions.
 */
export function subscribersToCsv(subscribers: SubscriberView[]): string {
  const lines = [["Email Address", "Opt-in Time"].join(",")];
  for (const s of subscribers) {
    if (s.status !== "confirmed" || !s.confirmedAt) continue;
    lines.push([csvCell(s.email), csvCell(s.confirmedAt)].join(","));
  }
  return `${lines.join("\r\n")}\r\n`;
}

const STATS_DAYS = 30;

export async function readAuthorPageStats(
  db: Database,
  pageId: string,
  now: Date,
): Promise<AuthorPageStats> {
  const from = new Date(now.getTime() - (STATS_DAYS - 1) * DAY_MS);
  const rows = await db
    .select()
    .from(authorPageDailyStats)
    .where(
      and(eq(authorPageDailyStats.pageId, pageId), gte(authorPageDailyStats.day, dayOf(from))),
    );
  const days = new Map<string, { day: string; views: number; clicks: number; signups: number }>();
  for (let i = 0; i < STATS_DAYS; i++) {
    const day = dayOf(new Date(from.getTime() + i * DAY_MS));
    days.set(day, { day, views: 0, clicks: 0, signups: 0 });
  }
  const byTarget = new Map<string, number>();
  for (const r of rows) {
    const d = days.get(r.day);
    if (!d) continue;
    if (r.event === "view") d.views += r.count;
    if (r.event === "click") {
      d.clicks += r.count;
      byTarget.set(r.target, (byTarget.get(r.target) ?? 0) + r.count);
    }
    if (r.event === "signup") d.signups += r.count;
  }
  const list = [...days.values()];
  const [confirmed] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(authorPageSubscribers)
    .where(
      and(
        eq(authorPageSubscribers.pageId, pageId),
        sql`${authorPageSubscribers.confirmedAt} is not null`,
        isNull(authorPageSubscribers.unsubscribedAt),
      ),
    );
  return {
    days: list,
    clicksByTarget: [...byTarget.entries()]
      .map(([target, clicks]) => ({ target, clicks }))
      .sort((a, b) => b.clicks - a.clicks || a.target.localeCompare(b.target)),
    totals: {
      views: list.reduce((n, d) => n + d.views, 0),
      clicks: list.reduce((n, d) => n + d.clicks, 0),
      signups: list.reduce((n, d) => n + d.signups, 0),
      confirmed: confirmed?.n ?? 0,
    },
  };
}

/** Published pages whose owner still holds the feature, for the sitemap. */
export async function listLiveAuthorPages(ctx: FeatureContext) {
  const rows = await ctx.db
    .select({
      slug: authorPages.slug,
      userId: authorPages.userId,
      publishedAt: authorPages.publishedAt,
    })
    .from(authorPages)
    .where(eq(authorPages.isPublished, true))
    .orderBy(asc(authorPages.slug));
  const live: { slug: string; publishedAt: string }[] = [];
  for (const row of rows) {
    if (row.publishedAt && (await ownerHoldsFeature(ctx, row.userId))) {
      live.push({ slug: row.slug, publishedAt: row.publishedAt.toISOString() });
    }
  }
  return live;
}
