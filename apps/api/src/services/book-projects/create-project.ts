import {
  type BookProject,
  type CreateBookProjectInput,
  DEFAULT_BOOK_SPECS,
  EMPTY_LISTING,
} from "@inkforge/domain/book-project/contract";
import {
  defaultLaunchDate,
  instantiateBoardTemplate,
  KDP_LAUNCH_CHECKLIST,
} from "@inkforge/domain/book-project/launch-checklist";
import type { Database } from "../../db/client";
import {
  insertBoard,
  insertBookProject,
  insertHistory,
  insertPages,
} from "../../db/queries/planner";
import { recordServedToolRun } from "../usage/record-served-tool-run";
import { requireInteriorBuild } from "./project-interior";
import { withSafeDescription } from "./safe-listing";
import { toBookProject } from "./to-book-project";

/**
 * `POST /api/book-projects`: stores the project and, in the same transaction, its planner board
 * made from the KDP launch checklist, due dates counted back from the launch date (eight weeks
 * out when none is given, so the checklist is dated from the start). With `interiorBuildId` the
 * caller's finished book build becomes its interior (decision 0138).
 */
export async function createBookProject(
  db: Database,
  { userId, input, now }: { userId: string; input: CreateBookProjectInput; now: Date },
): Promise<BookProject> {
  const launchDate = input.launchDate === undefined ? defaultLaunchDate(now) : input.launchDate;
  // Checked before anything is written: another member's build is 404, an unfinished one 400.
  const built = input.interiorBuildId
    ? await requireInteriorBuild(db, userId, input.interiorBuildId, "interiorBuildId")
    : null;
  const created = await db.transaction(async (tx) => {
    const project = await insertBookProject(tx, {
      userId,
      title: input.title,
      // The interior's trim, pages and paper win over the given specs: the cover must fit the PDF.
      specs: { ...DEFAULT_BOOK_SPECS, ...input.specs, ...built?.specs },
      listPrices: input.listPrices ?? {},
      listing: withSafeDescription({ ...EMPTY_LISTING, title: input.title, ...input.listing }),
      launchDate,
      interiorBuildId: built?.interior.buildId ?? null,
      createdAt: now,
      updatedAt: now,
    });
    const { boardCollection, cards } = instantiateBoardTemplate(KDP_LAUNCH_CHECKLIST, {
      projectId: project.id,
      launchDate,
    });
    const board = await insertBoard(tx, {
      userId,
      projectId: project.id,
      title: project.title,
      boardCollection,
      createdAt: now,
      updatedAt: now,
    });
    await insertPages(
      tx,
      cards.map((card) => ({
        userId,
        boardId: board.id,
        data: { boardId: board.id, ...card },
        createdAt: now,
        updatedAt: now,
      })),
    );
    await insertHistory(tx, [
      {
        userId,
        boardId: board.id,
        pageId: null,
        action: "board-created",
        summary: `Created “${board.title}” from the KDP launch checklist (${cards.length} cards)`,
        createdAt: now,
      },
    ]);
    return toBookProject(project, board.id, built?.interior ?? null);
  });
  // A project comes with its planner board: a use of the Book Planner, recorded here (issue 24).
  await recordServedToolRun(db, { userId, toolId: "book-planner", now });
  return created;
}
