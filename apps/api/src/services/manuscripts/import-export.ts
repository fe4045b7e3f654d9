import {
  inReadingOrder,
  type Manuscript,
  type SectionKind,
} from "@inkforge/domain/books/manuscript/contract";
import { listSectionsWithText } from "../../db/queries/manuscripts";
import { AppError } from "../../errors";
import type { ToolPool } from "../tool-pool/tool-pool";
import type { ToolTasks } from "../tool-pool/tool-tasks";
import {
  addSections,
  getManuscript,
  type ManuscriptContext,
  requireOwnManuscript,
} from "./manuscripts";

/*
 * Import and export (decision 0121). The file is parsed in the tool pool, never on the event loop;
 * an unreadable file is 422 UNREADABLE_DOCUMENT with what is wrong. The sections are added at the
 * end of the manuscript all or none, under the chapter limit (addSections).
 */

type PoolContext = ManuscriptContext & { toolPool: Pick<ToolPool<ToolTasks>, "run"> };

export async function importIntoManuscript(
  ctx: PoolContext,
  userId: string,
  manuscriptId: string,
  file: { format: "docx" | "markdown"; bytes: Uint8Array },
): Promise<Manuscript> {
  const manuscript = await requireOwnManuscript(ctx.db, userId, manuscriptId);
  const result = await ctx.toolPool.run(
    "manuscript-import",
    { format: file.format, bytes: file.bytes, untitled: manuscript.title },
    { activity: "Reading this file", remedy: "split it into smaller files and import each" },
  );
  if (!result.ok) throw new AppError("UNREADABLE_DOCUMENT", result.message);
  await addSections(ctx, userId, manuscriptId, result.sections);
  return getManuscript(ctx.db, userId, manuscriptId);
}

export async function exportManuscriptDocx(
  ctx: PoolContext,
  userId: string,
  manuscriptId: string,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const manuscript = await requireOwnManuscript(ctx.db, userId, manuscriptId);
  const rows = await listSectionsWithText(ctx.db, { userId, manuscriptId });
  const sections = inReadingOrder(rows.map((row) => ({ ...row, kind: row.kind as SectionKind })));
  const bytes = await ctx.toolPool.run(
    "manuscript-docx",
    {
      title: manuscript.title,
      subtitle: manuscript.subtitle,
      author: manuscript.author,
      sections: sections.map(({ kind, title, doc }) => ({ kind, title, doc })),
    },
    { activity: "Writing the Word file", remedy: "try again in a moment" },
  );
  return { bytes, fileName: `${safeFileName(manuscript.title, "manuscript")}.docx` };
}

/** A file name made only of safe characters. */
function safeFileName(title: string, fallback: string): string {
  return (
    title
      .normalize("NFKD")
      .replace(/[^\w\s-]/g, "")
      .trim()
      .replace(/[\s_]+/g, "-")
      .replace(/-+/g, "-")
      .slice(0, 80)
      .replace(/^-|-$/g, "")
      .toLowerCase() || fallback
  );
}
