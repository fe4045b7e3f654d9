import {
  type CreateManuscriptInput,
  type CreateSectionInput,
  inReadingOrder,
  isSnapshotDue,
  MAX_SECTIONS,
  MAX_VERSIONS_KEPT,
  type Manuscript,
  type ManuscriptSummary,
  type SaveSectionInput,
  type Section,
  type SectionKind,
  type SectionSummary,
  type UpdateManuscriptInput,
} from "@inkforge/domain/books/manuscript/contract";
import {
  type ChapterDoc,
  countDocWords,
  emptyDoc,
} from "@inkforge/domain/books/manuscript/document";
import { effectiveAvailability } from "@inkforge/domain/shop/access";
import { planTiers } from "@inkforge/domain/shop/enums";
import { entryLimit, getCapabilityOrThrow } from "@inkforge/domain/shop/feature-matrix";
import type { Database } from "../../db/client";
import {
  countMemberChapters,
  deleteOwnManuscript,
  deleteOwnSection,
  findOwnManuscript,
  findOwnSection,
  findSectionVersion,
  insertManuscript,
  insertSections,
  insertSectionVersion,
  listOwnManuscripts,
  listSectionSummaries,
  listSectionVersions,
  lockMemberManuscripts,
  nextSectionPosition,
  pruneSectionVersions,
  type SectionSummaryRow,
  setSectionPosition,
  updateOwnManuscript,
  updateSectionAtVersion,
} from "../../db/queries/manuscripts";
import { findBookProjectRow } from "../../db/queries/planner";
import type { ManuscriptRow, ManuscriptSectionRow } from "../../db/schema";
import { AppError } from "../../errors";
import { activeEntries } from "../shop/owned";

/*
 * The book writer's manuscripts (issue 34, decision 0119). A manuscript is made for one of the
 * caller's book projects; sections are added, autosaved (whole document, with the version the
 * editor started from), reordered and deleted. The feature matrix's `book-writer` row limits the
 * chapters a member may keep across all their manuscripts (Free: "limited", LIMITED_ENTRY_LIMIT);
 * the count is taken under a per-member lock so two tabs cannot pass it together.
 */

const BOOK_WRITER_CAPABILITY = "book-writer";

export type ManuscriptContext = { db: Database; now: () => Date };

function notFound(): AppError {
  return new AppError("NOT_FOUND", "No such manuscript");
}

function toSectionSummary(row: SectionSummaryRow): SectionSummary {
  return {
    id: row.id,
    kind: row.kind as SectionKind,
    title: row.title,
    position: row.position,
    version: row.version,
    wordCount: row.wordCount,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toSection(row: ManuscriptSectionRow): Section {
  return { ...toSectionSummary(row), doc: row.doc };
}

function toSummary(row: ManuscriptRow, sections: readonly SectionSummaryRow[]): ManuscriptSummary {
  return {
    id: row.id,
    projectId: row.projectId,
    title: row.title,
    subtitle: row.subtitle,
    author: row.author,
    wordGoal: row.wordGoal,
    wordCount: sections.reduce((sum, section) => sum + section.wordCount, 0),
    chapterCount: sections.filter((section) => section.kind === "chapter").length,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toManuscript(row: ManuscriptRow, sections: readonly SectionSummaryRow[]): Manuscript {
  return {
    ...toSummary(row, sections),
    copyrightHolder: row.copyrightHolder,
    isbn: row.isbn,
    printContents: row.printContents,
    sections: inReadingOrder(sections.map(toSectionSummary)),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function requireOwnManuscript(
  db: Database,
  userId: string,
  id: string,
): Promise<ManuscriptRow> {
  const row = await findOwnManuscript(db, { id, userId });
  if (!row) throw notFound();
  return row;
}

export async function listManuscripts(
  db: Database,
  userId: string,
): Promise<{ manuscripts: ManuscriptSummary[] }> {
  const rows = await listOwnManuscripts(db, userId);
  const sections = await listSectionSummaries(db, {
    userId,
    manuscriptIds: rows.map((row) => row.id),
  });
  return {
    manuscripts: rows.map((row) =>
      toSummary(
        row,
        sections.filter((section) => section.manuscriptId === row.id),
      ),
    ),
  };
}

export async function getManuscript(db: Database, userId: string, id: string): Promise<Manuscript> {
  const row = await requireOwnManuscript(db, userId, id);
  const sections = await listSectionSummaries(db, { userId, manuscriptIds: [row.id] });
  return toManuscript(row, sections);
}

/** POST /api/v1/manuscripts: one manuscript per project, titled after the project by default. */
export async function createManuscript(
  ctx: ManuscriptContext,
  userId: string,
  input: CreateManuscriptInput,
): Promise<Manuscript> {
  const project = await findBookProjectRow(ctx.db, { userId, id: input.projectId });
  if (!project) {
    throw new AppError("NOT_FOUND", "projectId: no such book project", {
      details: [{ path: "projectId", message: "no such book project" }],
    });
  }
  const now = ctx.now();
  const row = await insertManuscript(ctx.db, {
    userId,
    projectId: project.id,
    title: input.title?.trim() || project.title,
    subtitle: input.subtitle ?? "",
    author: input.author ?? "",
    wordGoal: input.wordGoal ?? null,
    createdAt: now,
    updatedAt: now,
  });
  if (!row) {
    throw new AppError("CONFLICT", "This book project has a manuscript already; open that one");
  }
  return toManuscript(row, []);
}

export async function updateManuscript(
  ctx: ManuscriptContext,
  userId: string,
  id: string,
  input: UpdateManuscriptInput,
): Promise<Manuscript> {
  const row = await updateOwnManuscript(
    ctx.db,
    { id, userId },
    {
      ...(input.title !== undefined ? { title: input.title.trim() } : {}),
      ...(input.subtitle !== undefined ? { subtitle: input.subtitle } : {}),
      ...(input.author !== undefined ? { author: input.author } : {}),
      ...(input.wordGoal !== undefined ? { wordGoal: input.wordGoal } : {}),
      ...(input.copyrightHolder !== undefined ? { copyrightHolder: input.copyrightHolder } : {}),
      ...(input.isbn !== undefined ? { isbn: input.isbn } : {}),
      ...(input.printContents !== undefined ? { printContents: input.printContents } : {}),
      updatedAt: ctx.now(),
    },
  );
  if (!row) throw notFound();
  return getManuscript(ctx.db, userId, id);
}

export async function deleteManuscript(db: Database, userId: string, id: string): Promise<void> {
  if (!(await deleteOwnManuscript(db, { id, userId }))) throw notFound();
}

/** How many more chapters the member may add (null: no limit). */
async function chapterAllowance(db: Database, userId: string, now: Date): Promise<number | null> {
  const entries = await activeEntries({ db, now }, userId);
  return entryLimit(effectiveAvailability(entries, BOOK_WRITER_CAPABILITY, { now }));
}

function chapterLimitError(limit: number, current: number, adding: number): AppError {
  const capability = getCapabilityOrThrow(BOOK_WRITER_CAPABILITY);
  const tier = planTiers.find((plan) => entryLimit(capability.availability[plan]) === null);
  return new AppError(
    "FORBIDDEN",
    `Your plan keeps up to ${limit} chapters; you have ${current} and this adds ${adding}.${tier ? ` Write without a chapter limit on ${tier}.` : ""}`,
  );
}

export type NewSection = { kind: SectionKind; title: string; doc: ChapterDoc };

/**
 * Adds sections at the end of a manuscript (one from the editor, many from an import), all or
 * none: the chapter limit and the section cap are checked under the member's lock first.
 */
export async function addSections(
  ctx: ManuscriptContext,
  userId: string,
  manuscriptId: string,
  sections: readonly NewSection[],
): Promise<Section[]> {
  const now = ctx.now();
  const limit = await chapterAllowance(ctx.db, userId, now);
  return ctx.db.transaction(async (tx) => {
    await lockMemberManuscripts(tx, userId);
    const manuscript = await findOwnManuscript(tx, { id: manuscriptId, userId });
    if (!manuscript) throw notFound();
    const adding = sections.filter((section) => section.kind === "chapter").length;
    if (limit !== null && adding > 0) {
      const current = await countMemberChapters(tx, userId);
      if (current + adding > limit) throw chapterLimitError(limit, current, adding);
    }
    const existing = await listSectionSummaries(tx, { userId, manuscriptIds: [manuscriptId] });
    if (existing.length + sections.length > MAX_SECTIONS) {
      throw new AppError(
        "VALIDATION_FAILED",
        `sections: a manuscript holds at most ${MAX_SECTIONS} sections`,
        { details: [{ path: "sections", message: `at most ${MAX_SECTIONS} sections` }] },
      );
    }
    const first = await nextSectionPosition(tx, manuscriptId);
    const rows = await insertSections(
      tx,
      sections.map((section, index) => ({
        userId,
        manuscriptId,
        kind: section.kind,
        title: section.title,
        position: first + index,
        doc: section.doc,
        wordCount: countDocWords(section.doc),
        version: 1,
        snapshotAt: null,
        createdAt: now,
        updatedAt: now,
      })),
    );
    await updateOwnManuscript(tx, { id: manuscriptId, userId }, { updatedAt: now });
    return rows.map(toSection);
  });
}

export async function createSection(
  ctx: ManuscriptContext,
  userId: string,
  manuscriptId: string,
  input: CreateSectionInput,
): Promise<Section> {
  const [section] = await addSections(ctx, userId, manuscriptId, [
    { kind: input.kind, title: input.title, doc: (input.doc as ChapterDoc) ?? emptyDoc() },
  ]);
  return section!;
}

async function requireOwnSection(
  db: Database,
  userId: string,
  manuscriptId: string,
  sectionId: string,
): Promise<ManuscriptSectionRow> {
  const row = await findOwnSection(db, { id: sectionId, manuscriptId, userId });
  if (!row) throw new AppError("NOT_FOUND", "No such section");
  return row;
}

export async function getSection(
  db: Database,
  userId: string,
  manuscriptId: string,
  sectionId: string,
): Promise<Section> {
  return toSection(await requireOwnSection(db, userId, manuscriptId, sectionId));
}

/**
 * Autosave: the whole document, refused (409) when the stored version moved on since the editor
 * loaded it. The version before the save goes into the history when a snapshot is due, so the
 * history holds what the author had, and restoring is a save of an old version's document.
 */
export async function saveSection(
  ctx: ManuscriptContext,
  userId: string,
  manuscriptId: string,
  sectionId: string,
  input: SaveSectionInput,
): Promise<Section> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const current = await requireOwnSection(tx, userId, manuscriptId, sectionId);
    if (current.version !== input.baseVersion) {
      throw new AppError(
        "CONFLICT",
        `baseVersion: this section was saved elsewhere (now version ${current.version}); reload it before saving`,
        {
          details: [
            { path: "baseVersion", message: `the section is at version ${current.version}` },
          ],
        },
      );
    }
    const snapshot = isSnapshotDue(current.snapshotAt, now);
    if (snapshot) {
      await insertSectionVersion(tx, {
        userId,
        sectionId,
        version: current.version,
        title: current.title,
        doc: current.doc,
        wordCount: current.wordCount,
        savedAt: current.updatedAt,
      });
      await pruneSectionVersions(tx, {
        sectionId,
        keepFromVersion: current.version - MAX_VERSIONS_KEPT + 1,
      });
    }
    const doc = (input.doc as ChapterDoc | undefined) ?? current.doc;
    const saved = await updateSectionAtVersion(
      tx,
      { id: sectionId, userId, baseVersion: input.baseVersion },
      {
        ...(input.title !== undefined ? { title: input.title } : {}),
        doc,
        wordCount: countDocWords(doc),
        version: current.version + 1,
        ...(snapshot ? { snapshotAt: now } : {}),
        updatedAt: now,
      },
    );
    if (!saved) throw new AppError("CONFLICT", "baseVersion: this section was saved elsewhere");
    await updateOwnManuscript(tx, { id: manuscriptId, userId }, { updatedAt: now });
    return toSection(saved);
  });
}

export async function deleteSection(
  ctx: ManuscriptContext,
  userId: string,
  manuscriptId: string,
  sectionId: string,
): Promise<void> {
  if (!(await deleteOwnSection(ctx.db, { id: sectionId, manuscriptId, userId }))) {
    throw new AppError("NOT_FOUND", "No such section");
  }
}

/** The body's new order: every section of the manuscript once, in the order given. */
export async function reorderSections(
  ctx: ManuscriptContext,
  userId: string,
  manuscriptId: string,
  sectionIds: readonly string[],
): Promise<Manuscript> {
  await ctx.db.transaction(async (tx) => {
    await requireOwnManuscript(tx, userId, manuscriptId);
    const existing = await listSectionSummaries(tx, { userId, manuscriptIds: [manuscriptId] });
    const known = new Set(existing.map((section) => section.id));
    const given = new Set(sectionIds);
    if (
      given.size !== sectionIds.length ||
      given.size !== known.size ||
      ![...given].every((id) => known.has(id))
    ) {
      throw new AppError(
        "VALIDATION_FAILED",
        "sectionIds: name every section of this manuscript exactly once",
        { details: [{ path: "sectionIds", message: "name every section exactly once" }] },
      );
    }
    for (const [index, id] of sectionIds.entries()) {
      await setSectionPosition(tx, { id, userId, position: index + 1 });
    }
  });
  return getManuscript(ctx.db, userId, manuscriptId);
}

export async function listVersions(
  db: Database,
  userId: string,
  manuscriptId: string,
  sectionId: string,
) {
  await requireOwnSection(db, userId, manuscriptId, sectionId);
  const rows = await listSectionVersions(db, { sectionId, userId });
  return {
    versions: rows.map((row) => ({
      version: row.version,
      wordCount: row.wordCount,
      savedAt: row.savedAt.toISOString(),
    })),
  };
}

export async function getVersion(
  db: Database,
  userId: string,
  manuscriptId: string,
  sectionId: string,
  version: number,
) {
  await requireOwnSection(db, userId, manuscriptId, sectionId);
  const row = await findSectionVersion(db, { sectionId, userId, version });
  if (!row) throw new AppError("NOT_FOUND", "No such version");
  return {
    version: row.version,
    wordCount: row.wordCount,
    savedAt: row.savedAt.toISOString(),
    title: row.title,
    doc: row.doc,
  };
}
