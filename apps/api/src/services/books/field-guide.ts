import { formatEditionDate } from "@inkforge/domain/books/book";
import type { BookView } from "@inkforge/domain/books/contract";
import { buildEpub } from "@inkforge/domain/books/epub";
import { fieldGuide } from "@inkforge/domain/books/field-guide";
import { bonusFeatureIds } from "@inkforge/domain/shop/bonus-items";
import type { Database } from "../../db/client";
import { listHeldFeatures } from "../../db/queries/bonus-items";
import type { OwnedFeatureRow, User } from "../../db/schema";
import { AppError } from "../../errors";
import type { ToolPool } from "../tool-pool/tool-pool";
import type { ToolTasks } from "../tool-pool/tool-tasks";

/*
 * The bonus book for its owners (decision 0072): the PDF is built on first request, on a tool
 * worker (field-guide-pdf-task.ts), and kept for the life of the process (the book only changes
 * when the blog does, that is on deploy); the text is served to holders of the audio edition,
 * whose browser reads it aloud.
 */

type Ctx = { db: Database; now: Date };

export const fieldGuideFile = {
  name: "the-self-publishing-handbook.pdf",
  contentType: "application/pdf" as const,
};

const fieldGuideEpubFile = {
  name: "the-self-publishing-handbook.epub",
  contentType: "application/epub+zip" as const,
};

export const fieldGuideDownload = {
  title: `${fieldGuide.title} (PDF eBook)`,
  description: `Bonus with the new-member offer: ${fieldGuide.chapters.length} chapters collected from the Inkforge blog, edition of ${formatEditionDate(fieldGuide.editionDate)}. Also in your library as a read-aloud edition.`,
};

/** The site's origin the files name the articles on; set once at start-up (WEB_ORIGIN). */
let siteOrigin = "";
let pdf: Promise<Buffer> | null = null;
let epub: Buffer | null = null;

export function setFieldGuideOrigin(origin: string): void {
  const trimmed = origin.replace(/\/+$/, "");
  if (trimmed === siteOrigin) return;
  siteOrigin = trimmed;
  pdf = null;
  epub = null;
}

export function fieldGuidePdf(pool: Pick<ToolPool<ToolTasks>, "run">): Promise<Buffer> {
  if (!pdf) {
    const building = pool
      .run("field-guide-pdf", { origin: siteOrigin }, { activity: "Making the handbook's PDF" })
      // A worker's bytes arrive as a Uint8Array: the same memory, seen as a Buffer.
      .then((bytes) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    pdf = building;
    // A failed build is not kept: the next request tries again.
    building.catch(() => {
      if (pdf === building) pdf = null;
    });
  }
  return pdf;
}

function fieldGuideEpub(): Buffer {
  epub ??= Buffer.from(buildEpub(fieldGuide, siteOrigin));
  return epub;
}

/** The caller's grant row of one bonus feature, or undefined. */
async function heldBonus(
  ctx: Ctx,
  user: User,
  featureId: string,
): Promise<OwnedFeatureRow | undefined> {
  const rows = await listHeldFeatures(ctx.db, user.id, [featureId]);
  return rows.find((row) => row.until === null || row.until > ctx.now);
}

/** The EPUB for a holder of the eBook; anyone else: 404. */
export async function openFieldGuideEpub(ctx: Ctx, user: User) {
  if (!(await heldBonus(ctx, user, bonusFeatureIds.fieldGuideEbook))) {
    throw new AppError("NOT_FOUND", "This book is not in your library");
  }
  return { ...fieldGuideEpubFile, bytes: fieldGuideEpub() };
}

/** The book's text for a holder of the audio edition; anyone else: 404. */
export async function readFieldGuide(ctx: Ctx, user: User): Promise<BookView> {
  const [audio, ebook] = await Promise.all([
    heldBonus(ctx, user, bonusFeatureIds.fieldGuideAudiobook),
    heldBonus(ctx, user, bonusFeatureIds.fieldGuideEbook),
  ]);
  if (!audio) throw new AppError("NOT_FOUND", "This book is not in your library");
  const { parts: _parts, ...book } = fieldGuide;
  return { ...book, download_id: ebook?.id ?? null };
}
