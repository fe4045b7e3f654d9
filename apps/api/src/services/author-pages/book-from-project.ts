import {
  authorBookFromProject,
  projectBookId,
} from "@inkforge/domain/author-pages/book-from-project";
import {
  type AuthorPageEditor,
  authorBookSchema,
  MAX_BOOKS,
} from "@inkforge/domain/author-pages/contracts";
import { bookKey } from "@inkforge/domain/my-books/dashboard";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { findBookProjectRow } from "../../db/queries/planner";
import { authorPages, manuscripts, myBooksSales } from "../../db/schema";
import { AppError } from "../../errors";
import { requirePageOfUser, saveAuthorPageDraft } from "./author-pages";

/**
 * `POST /api/v1/author-page/books/from-project`: the owner's book project added to the draft as a
 * book, in one step (decision 0148). Another member's project is "not found", like a missing one,
 * and nothing is written; the same project twice is a conflict, not a second copy.
 */
export async function addBookFromProject(
  db: Database,
  input: { userId: string; projectId: string; now: Date },
): Promise<AuthorPageEditor> {
  const { userId, projectId, now } = input;
  return db.transaction(async (tx) => {
    const page = await requirePageOfUser(tx, userId);
    // The row stays locked until the draft is written, so an editor's save in between is not lost.
    await tx
      .select({ id: authorPages.id })
      .from(authorPages)
      .where(eq(authorPages.id, page.id))
      .for("update");
    const project = await findBookProjectRow(tx, { userId, id: projectId });
    if (!project) throw new AppError("NOT_FOUND", "No such book project");
    const { draft } = page;
    if (draft.books.some((book) => book.id === projectBookId(project.id))) {
      throw new AppError("CONFLICT", "This book project is already on your page");
    }
    if (draft.books.length >= MAX_BOOKS) {
      throw new AppError("VALIDATION_FAILED", `books: a page holds at most ${MAX_BOOKS} books`, {
        details: [{ path: "books", message: `A page holds at most ${MAX_BOOKS} books` }],
      });
    }
    const [manuscript] = await tx
      .select({ isbn: manuscripts.isbn })
      .from(manuscripts)
      .where(and(eq(manuscripts.projectId, project.id), eq(manuscripts.userId, userId)));
    const title = project.listing.title.trim() || project.title;
    // My books' match of a report row to a project: the title, case and spacing aside (0117).
    const key = bookKey(title);
    const reports = await tx
      .selectDistinct({ asin: myBooksSales.asin })
      .from(myBooksSales)
      .where(
        and(
          eq(myBooksSales.userId, userId),
          sql`regexp_replace(lower(trim(${myBooksSales.title})), '\\s+', ' ', 'g') = ${key}`,
        ),
      )
      .orderBy(myBooksSales.asin);
    const book = authorBookSchema.parse(
      authorBookFromProject(
        {
          id: project.id,
          title: project.title,
          listing: project.listing,
          binding: project.specs.binding,
          launchDate: project.launchDate,
        },
        { isbn: manuscript?.isbn ?? "", reportAsins: reports.map((row) => row.asin) },
      ),
    );
    return saveAuthorPageDraft(tx, {
      userId,
      draft: { ...draft, books: [...draft.books, book] },
      now,
    });
  });
}
