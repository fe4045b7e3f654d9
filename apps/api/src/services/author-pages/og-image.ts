import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import type { AuthorPageDraft } from "@inkforge/domain/author-pages/contracts";
import { findAuthorPageTheme } from "@inkforge/domain/author-pages/themes";
import type { OverlayOptions } from "sharp";
import { loadSharp } from "../../lib/load-sharp";
import type { FileStorage } from "../storage/file-storage";

/*
 * The Open Graph image of a published author page (issue 30, decision 0130): 1200×630 PNG with
 * the first book's cover (or the author's photo) and the pen name and tagline in the page's
 * theme colours. It is drawn once per published content, at publish time or on the first
 * request after it, and kept in file storage under a key made from what it shows, so a
 * republish with the same face reuses it and crawlers get a stored file. sharp draws in libvips'
 * own threads, so the event loop only waits for it.
 */

const OG_IMAGE_WIDTH = 1200;
const OG_IMAGE_HEIGHT = 630;
/** Bump when the drawing changes, so stored images of the old look are drawn again. */
const OG_DRAWING_VERSION = 1;
const MARGIN = 72;
const PICTURE_BOX = { width: 330, height: OG_IMAGE_HEIGHT - 2 * MARGIN };

/*
 * The Liberation faces ship with the API (apps/api/assets/fonts), drawn by file so the picture
 * does not depend on the host's fonts: from source this module sits three folders below
 * apps/api; bundled, it is part of dist/server.js, one folder below.
 */
const runsFromSource = import.meta.url.endsWith(".ts");
const fontDirectory = new URL(
  runsFromSource ? "../../../assets/fonts/" : "../assets/fonts/",
  import.meta.url,
);
const fontFile = (name: string) => fileURLToPath(new URL(name, fontDirectory));

export type OgImageFace = {
  penName: string;
  tagline: string;
  theme: string;
  /** A storage key of an uploaded cover or photo, or "" for a page without pictures. */
  pictureKey: string;
};

/** What the image shows: the first book with a cover, else the photo. */
export function ogImageFace(page: AuthorPageDraft): OgImageFace {
  const cover = page.books.find((book) => book.coverImage)?.coverImage ?? "";
  return {
    penName: page.penName,
    tagline: page.tagline,
    theme: page.theme,
    pictureKey: cover || page.photo,
  };
}

/** A short hash of the face: the version readers' URLs carry and part of the storage key. */
export function ogImageVersion(face: OgImageFace): string {
  return createHash("sha256")
    .update(JSON.stringify([OG_DRAWING_VERSION, face]))
    .digest("hex")
    .slice(0, 16);
}

function ogImageKey(pageId: string, version: string): string {
  return `author-pages/og/${pageId.toLowerCase()}/${version}.png`;
}

/** Pango markup is XML: a pen name like "Tom & Jerry <3" must stay text. */
function escapeMarkup(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

async function drawText(input: {
  text: string;
  color: string;
  font: string;
  file: string;
  width: number;
  height: number;
}) {
  const sharp = await loadSharp();
  return sharp({
    text: {
      text: `<span foreground="${input.color}">${escapeMarkup(input.text)}</span>`,
      font: input.font,
      fontfile: input.file,
      width: input.width,
      // With a height, libvips picks the largest size that fits: a long pen name shrinks.
      height: input.height,
      rgba: true,
      wrap: "word",
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
}

/** The PNG; `picture` is the stored cover or photo (any format sharp reads), or null. */
async function renderOgImage(face: OgImageFace, picture: Uint8Array | null) {
  const sharp = await loadSharp();
  const theme = findAuthorPageTheme(face.theme);
  const serif = theme.fonts.heading.includes("serif") && !theme.fonts.heading.includes("sans");
  const layers: OverlayOptions[] = [
    // An accent band down the left edge, in the page's accent colour.
    {
      input: {
        create: {
          width: 16,
          height: OG_IMAGE_HEIGHT,
          channels: 4,
          background: theme.colors.accent,
        },
      },
      left: 0,
      top: 0,
    },
  ];
  let textLeft = MARGIN;
  if (picture) {
    const fitted = await sharp(picture, { limitInputPixels: 40_000_000 })
      .resize({ ...PICTURE_BOX, fit: "inside", withoutEnlargement: false })
      .png()
      .toBuffer({ resolveWithObject: true });
    layers.push({
      input: fitted.data,
      left: MARGIN,
      top: Math.round((OG_IMAGE_HEIGHT - fitted.info.height) / 2),
    });
    textLeft = MARGIN + fitted.info.width + 64;
  }
  const textWidth = OG_IMAGE_WIDTH - textLeft - MARGIN;
  const name = await drawText({
    text: face.penName,
    color: theme.colors.text,
    font: serif ? "Liberation Serif Bold 84" : "Liberation Sans Bold 84",
    file: fontFile(serif ? "LiberationSerif-Bold.ttf" : "LiberationSans-Bold.ttf"),
    width: textWidth,
    height: 220,
  });
  const tagline = face.tagline
    ? await drawText({
        text: face.tagline,
        color: theme.colors.muted,
        font: "Liberation Sans 38",
        file: fontFile("LiberationSans-Regular.ttf"),
        width: textWidth,
        height: 150,
      })
    : null;
  const gap = tagline ? 28 : 0;
  const blockHeight = name.info.height + gap + (tagline?.info.height ?? 0);
  const top = Math.round((OG_IMAGE_HEIGHT - blockHeight) / 2);
  layers.push({ input: name.data, left: textLeft, top });
  if (tagline) {
    layers.push({ input: tagline.data, left: textLeft, top: top + name.info.height + gap });
  }
  return sharp({
    create: {
      width: OG_IMAGE_WIDTH,
      height: OG_IMAGE_HEIGHT,
      channels: 3,
      background: theme.colors.background,
    },
  })
    .composite(layers)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * The page's stored image, drawn and stored first when there is none for this face. A picture
 * that is gone from storage is left out rather than failing the image.
 */
export async function ensureOgImage(
  storage: FileStorage,
  page: { id: string; published: AuthorPageDraft },
): Promise<{ key: string; bytes: Uint8Array }> {
  const face = ogImageFace(page.published);
  const key = ogImageKey(page.id, ogImageVersion(face));
  const stored = await storage.get(key);
  if (stored) return { key, bytes: stored };
  const picture = face.pictureKey ? await storage.get(face.pictureKey) : null;
  const bytes = await renderOgImage(face, picture);
  await storage.put(key, bytes, "image/png");
  return { key, bytes };
}
