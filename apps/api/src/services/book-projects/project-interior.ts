import type {
  BookProject,
  BookSpecs,
  ProjectInterior,
  SetProjectInteriorInput,
} from "@inkforge/domain/book-project/contract";
import {
  BINDINGS,
  type Binding,
  PAPER_TYPES,
  type PaperType,
} from "@inkforge/domain/kdp/trim-sizes";
import type { Database } from "../../db/client";
import { findOwnBookBuild, findOwnBookBuilds } from "../../db/queries/book-builds";
import {
  findBookProjectRow,
  findProjectBoardIds,
  updateBookProjectRow,
} from "../../db/queries/planner";
import type { BookBuildRow, BookProjectRow } from "../../db/schema";
import { AppError } from "../../errors";
import { toBookProject } from "./to-book-project";

/*
 * A book project's print interior (decision 0138): a finished PDF build of the project's owner,
 * linked by `book_projects.interior_build_id`. Any book build kind qualifies (puzzle, activity,
 * coloring, low-content, manuscript), since they share `book_builds`; what the project shows is
 * read from the build row, so it is never a stale copy.
 */

type BuildRequestFields = { trim?: string; binding?: string; paper?: string; format?: string };

const fieldsOf = (row: BookBuildRow) => row.request as BuildRequestFields;

const bindingOf = (row: BookBuildRow): Binding => {
  const value = fieldsOf(row).binding;
  return BINDINGS.find((binding) => binding === value) ?? "paperback";
};

const paperOf = (row: BookBuildRow): PaperType => {
  const value = fieldsOf(row).paper;
  return PAPER_TYPES.find((paper) => paper === value) ?? "white";
};

/** The project's view of a build; null for a build that is not a finished print PDF. */
function toProjectInterior(row: BookBuildRow): ProjectInterior | null {
  if (row.status !== "done" || row.pageCount === null || fieldsOf(row).format === "epub") {
    return null;
  }
  return {
    buildId: row.id,
    kind: row.kind,
    title: row.request.title,
    binding: bindingOf(row),
    trim: fieldsOf(row).trim ?? "",
    paper: paperOf(row),
    pageCount: row.pageCount,
    fileBytes: row.fileBytes,
    sample: row.sample,
    preflight: row.preflight ?? null,
  };
}

/** The interiors of the given projects, by build id (only the owner's builds are read). */
export async function findProjectInteriors(
  db: Database,
  userId: string,
  rows: readonly BookProjectRow[],
): Promise<Map<string, ProjectInterior>> {
  const ids = rows.flatMap((row) => (row.interiorBuildId ? [row.interiorBuildId] : []));
  const builds = await findOwnBookBuilds(db, userId, ids);
  const interiors = new Map<string, ProjectInterior>();
  for (const build of builds) {
    const interior = toProjectInterior(build);
    if (interior) interiors.set(build.id, interior);
  }
  return interiors;
}

function refuseBuild(field: string, message: string): AppError {
  return new AppError("VALIDATION_FAILED", `${field}: ${message}`, {
    details: [{ path: field, message }],
  });
}

/**
 * The caller's finished print build and the specs it gives a project. Another member's build is
 * 404 like a missing one; a build still running, failed, or an EPUB is 400 naming `field`.
 */
export async function requireInteriorBuild(
  db: Database,
  userId: string,
  buildId: string,
  field: string,
): Promise<{ interior: ProjectInterior; specs: Partial<BookSpecs> }> {
  const row = await findOwnBookBuild(db, { id: buildId, userId });
  if (!row) {
    throw new AppError("NOT_FOUND", "No such book build", {
      details: [{ path: field, message: "No such book build" }],
    });
  }
  if (fieldsOf(row).format === "epub") {
    throw refuseBuild(field, "An EPUB is not a print interior; build the manuscript as a PDF");
  }
  const interior = toProjectInterior(row);
  if (!interior) {
    throw refuseBuild(field, "This build is not finished; add it once its PDF is ready");
  }
  // A project keeps paper and ink apart; groundwood paper has no place there yet.
  if (interior.paper === "groundwood") {
    throw refuseBuild(
      field,
      "A book project cannot hold groundwood paper yet; build the interior on white or cream paper",
    );
  }
  const colour = interior.paper === "standard-color" || interior.paper === "premium-color";
  return {
    interior,
    specs: {
      binding: interior.binding,
      trim: interior.trim as BookSpecs["trim"],
      pageCount: interior.pageCount,
      ink: colour ? (interior.paper as BookSpecs["ink"]) : "black",
      paper: colour ? "white" : (interior.paper as BookSpecs["paper"]),
    },
  };
}

/**
 * `PUT /api/book-projects/:id/interior`: the build becomes the project's interior and its trim,
 * page count, paper and binding become the project's print specs, so the cover the project works
 * out fits the book. Another member's project or build: 404, nothing written.
 */
export async function setProjectInterior(
  db: Database,
  {
    userId,
    id,
    input,
    now,
  }: { userId: string; id: string; input: SetProjectInteriorInput; now: Date },
): Promise<BookProject> {
  const updated = await db.transaction(async (tx) => {
    const current = await findBookProjectRow(tx, { userId, id });
    if (!current) throw new AppError("NOT_FOUND", "No such book project");
    const { interior, specs } = await requireInteriorBuild(tx, userId, input.buildId, "buildId");
    const row = await updateBookProjectRow(
      tx,
      { userId, id },
      {
        interiorBuildId: interior.buildId,
        specs: { ...current.specs, ...specs, fileSizeMb: current.specs.fileSizeMb },
        updatedAt: now,
      },
    );
    return { row: row!, interior };
  });
  const boardIds = await findProjectBoardIds(db, userId);
  return toBookProject(updated.row, boardIds.get(updated.row.id) ?? null, updated.interior);
}

/** `DELETE /api/book-projects/:id/interior`: the project keeps its specs, without an interior. */
export async function removeProjectInterior(
  db: Database,
  { userId, id, now }: { userId: string; id: string; now: Date },
): Promise<BookProject> {
  const row = await updateBookProjectRow(
    db,
    { userId, id },
    { interiorBuildId: null, updatedAt: now },
  );
  if (!row) throw new AppError("NOT_FOUND", "No such book project");
  const boardIds = await findProjectBoardIds(db, userId);
  return toBookProject(row, boardIds.get(row.id) ?? null, null);
}
