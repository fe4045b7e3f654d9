import { FIELD_GUIDE_ID } from "@inkforge/domain/books/field-guide";
import type { DownloadItem } from "@inkforge/domain/contracts/shop";
import { bonusFeatureIds } from "@inkforge/domain/shop/bonus-items";
import {
  type DownloadableProduct,
  findProduct,
  productsByType,
} from "@inkforge/domain/shop/catalogue";
import type { Database } from "../../db/client";
import { listActiveOwnedFeatures } from "../../db/queries/features";
import type { OwnedFeatureRow, User } from "../../db/schema";
import { AppError } from "../../errors";
import { fieldGuideDownload, fieldGuideFile, fieldGuidePdf } from "../books/field-guide";
import type { ToolPool } from "../tool-pool/tool-pool";
import type { ToolTasks } from "../tool-pool/tool-tasks";
import { downloadFileContent } from "./download-files";

/*
 * Downloads (spec 7.11, 7.14): the downloadable products the caller holds. A download's id is the
 * id of the grant row that gave it (the first one, when bought twice). Anything not the caller's
 * is 404. The new-member bonus eBook (decision 0072) is listed the same way, from its grant row,
 * though it is not a catalogue product.
 */

type Ctx = { db: Database; now: Date; toolPool: Pick<ToolPool<ToolTasks>, "run"> };

const downloadables = new Map(
  (productsByType("downloadable") as DownloadableProduct[]).map((product) => [
    product._id,
    product,
  ]),
);

/** What a download delivers: a catalogue product's file, or the bonus book's PDF. */
type Downloadable = Pick<
  DownloadableProduct,
  "_id" | "title" | "description" | "image" | "file"
> & {
  content: () => Promise<Buffer>;
};

type Held = { row: OwnedFeatureRow; product: Downloadable };

function fromCatalogue(product: DownloadableProduct): Downloadable {
  return { ...product, content: () => downloadFileContent(product) };
}

async function bonusBook(ctx: Ctx): Promise<Downloadable> {
  const bytes = await fieldGuidePdf(ctx.toolPool);
  return {
    _id: FIELD_GUIDE_ID,
    ...fieldGuideDownload,
    image: null,
    file: { ...fieldGuideFile, sizeBytes: bytes.length },
    content: () => fieldGuidePdf(ctx.toolPool),
  };
}

async function heldDownloads(ctx: Ctx, user: User): Promise<Held[]> {
  const rows = await listActiveOwnedFeatures(ctx.db, { userId: user.id, now: ctx.now });
  const byProduct = new Map<string, Held>();
  for (const row of rows) {
    const product = downloadables.get(row.featureId);
    if (product && !byProduct.has(product._id)) {
      byProduct.set(product._id, { row, product: fromCatalogue(product) });
    } else if (
      row.featureId === bonusFeatureIds.fieldGuideEbook &&
      !byProduct.has(FIELD_GUIDE_ID)
    ) {
      byProduct.set(FIELD_GUIDE_ID, { row, product: await bonusBook(ctx) });
    }
  }
  return [...byProduct.values()];
}

function toDownloadItem({ row, product }: Held): DownloadItem {
  return {
    _id: row.id,
    product_id: product._id,
    title: product.title,
    description: product.description,
    image: product.image,
    file: { ...product.file },
    acquired_at: row.createdAt.toISOString(),
  };
}

export async function listDownloads(ctx: Ctx, user: User): Promise<DownloadItem[]> {
  return (await heldDownloads(ctx, user)).map(toDownloadItem);
}

async function requireDownload(ctx: Ctx, user: User, downloadId: string): Promise<Held> {
  const held = (await heldDownloads(ctx, user)).find(({ row }) => row.id === downloadId);
  if (!held) throw new AppError("NOT_FOUND", "No such download");
  return held;
}

export async function getDownload(ctx: Ctx, user: User, downloadId: string) {
  return toDownloadItem(await requireDownload(ctx, user, downloadId));
}

export async function getDownloadByProduct(ctx: Ctx, user: User, productId: string) {
  if (!findProduct(productId) && productId !== FIELD_GUIDE_ID) {
    throw new AppError("NOT_FOUND", "No such product");
  }
  const held = (await heldDownloads(ctx, user)).find(({ product }) => product._id === productId);
  if (!held) throw new AppError("NOT_FOUND", "You have no download for this product");
  return toDownloadItem(held);
}

/** The file of one of the caller's downloads. */
export async function openDownloadFile(
  ctx: Ctx,
  user: User,
  downloadId: string,
): Promise<{ name: string; contentType: string; bytes: Buffer }> {
  const { product } = await requireDownload(ctx, user, downloadId);
  return {
    name: product.file.name,
    contentType: product.file.contentType,
    bytes: await product.content(),
  };
}
