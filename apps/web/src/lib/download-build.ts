import type { BookBuild } from "@inkforge/domain/books/book-build-contract";
import { downloadApiFile } from "@/lib/api/raw-request";

/*
 * A finished book build's file, fetched with the member's token and handed to the browser as a
 * download. In lib/ because the book makers and the book project page both offer it.
 */

/** "Large Print Puzzles" → "large-print-puzzles.pdf". */
function buildFileName(build: Pick<BookBuild, "title" | "sample" | "format">): string {
  const slug =
    build.title
      .toLowerCase()
      .normalize("NFD")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "book";
  return `${slug}${build.sample ? "-sample" : ""}.${build.format === "epub" ? "epub" : "pdf"}`;
}

/**
 * Fetches the finished PDF with the member's token (a plain link cannot carry it) and hands it to
 * the browser as a download. Returns a sentence when it fails.
 */
export async function downloadBuild(
  token: string,
  build: Pick<BookBuild, "id" | "title" | "sample" | "format">,
): Promise<string | null> {
  const failed = await downloadApiFile(
    `/api/books/builds/${encodeURIComponent(build.id)}/file`,
    token,
    buildFileName(build),
  );
  if (!failed) return null;
  if (failed.status === null)
    return "The download didn't start. Check your connection and try again.";
  if (failed.status === 401) return "Your session ended. Log in again to download.";
  if (failed.status === 404) return "This book isn't on your account.";
  return "The download didn't finish. Try again in a moment.";
}
