import type {
  ConsoleServiceProvider,
  PublicServiceProvider,
  serviceProviderInputSchema,
} from "@inkforge/domain/contracts/service-directory";
import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { type ServiceProviderRow, serviceProviders, users } from "../../db/schema";
import { AppError } from "../../errors";
import { recordAudit } from "../admin/audit";
import type { ConsoleContext } from "../admin/console-context";

/*
 * The services directory (issue 29, decision 0135): providers entered, edited, vetted and removed
 * by an operator in the console, each change audited with the row before and after in its own
 * transaction; the public list is exactly those rows. There is no example data: an empty table is
 * an empty directory, which the site says plainly.
 */

type Input = z.infer<typeof serviceProviderInputSchema>;

function toPublic(row: ServiceProviderRow): PublicServiceProvider {
  return {
    id: row.id,
    category: row.category,
    subcategory: row.subcategory,
    name: row.name,
    description: row.description,
    link: row.link,
    rating: row.rating,
    totalReviews: row.totalReviews,
    tags: row.tags,
    vetted: row.vettedAt !== null,
  };
}

function toConsole(row: ServiceProviderRow, vettedBy: string | null): ConsoleServiceProvider {
  return {
    ...toPublic(row),
    vettedBy,
    vettedAt: row.vettedAt ? row.vettedAt.toISOString() : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const order = [
  asc(serviceProviders.category),
  asc(serviceProviders.subcategory),
  asc(serviceProviders.name),
];

export async function listPublicProviders(db: Database): Promise<PublicServiceProvider[]> {
  const rows = await db
    .select()
    .from(serviceProviders)
    .orderBy(...order);
  return rows.map(toPublic);
}

export async function listConsoleProviders(ctx: Pick<ConsoleContext, "db">) {
  const rows = await ctx.db
    .select({ provider: serviceProviders, vettedBy: users.email })
    .from(serviceProviders)
    .leftJoin(users, eq(users.id, serviceProviders.vettedBy))
    .orderBy(...order);
  return { providers: rows.map(({ provider, vettedBy }) => toConsole(provider, vettedBy)) };
}

async function lockProvider(tx: Database, id: string): Promise<ServiceProviderRow> {
  const [row] = await tx
    .select()
    .from(serviceProviders)
    .where(eq(serviceProviders.id, id))
    .for("update");
  if (!row) throw new AppError("NOT_FOUND", "No such provider");
  return row;
}

/** The vetting columns after a save: kept while still vetted, set by this operator when newly so. */
function vetting(ctx: ConsoleContext, vetted: boolean, before: ServiceProviderRow | null) {
  if (!vetted) return { vettedBy: null, vettedAt: null };
  if (before?.vettedAt) return { vettedBy: before.vettedBy, vettedAt: before.vettedAt };
  return { vettedBy: ctx.actor.id, vettedAt: ctx.now };
}

function columns(input: Input) {
  return {
    category: input.category,
    subcategory: input.subcategory,
    name: input.name,
    description: input.description,
    link: input.link,
    rating: input.rating,
    totalReviews: input.totalReviews,
    tags: input.tags,
  };
}

export async function createProvider(ctx: ConsoleContext, input: Input) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(serviceProviders)
      .values({
        ...columns(input),
        ...vetting(ctx, input.vetted, null),
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning();
    if (!row) throw new Error("insert returned no provider");
    await recordAudit(tx, ctx, {
      action: input.vetted ? "service-provider.create-vetted" : "service-provider.create",
      targetType: "service-provider",
      targetId: row.id,
      before: null,
      after: toPublic(row),
    });
    return { provider: toConsole(row, input.vetted ? ctx.actor.label : null) };
  });
}

export async function updateProvider(ctx: ConsoleContext, id: string, input: Input) {
  return ctx.db.transaction(async (tx) => {
    const before = await lockProvider(tx, id);
    const [row] = await tx
      .update(serviceProviders)
      .set({ ...columns(input), ...vetting(ctx, input.vetted, before), updatedAt: ctx.now })
      .where(eq(serviceProviders.id, id))
      .returning();
    if (!row) throw new AppError("NOT_FOUND", "No such provider");
    const wasVetted = before.vettedAt !== null;
    await recordAudit(tx, ctx, {
      action:
        wasVetted === input.vetted
          ? "service-provider.update"
          : input.vetted
            ? "service-provider.vet"
            : "service-provider.unvet",
      targetType: "service-provider",
      targetId: id,
      before: toPublic(before),
      after: toPublic(row),
    });
    const [vetter] = row.vettedBy
      ? await tx.select({ email: users.email }).from(users).where(eq(users.id, row.vettedBy))
      : [];
    return { provider: toConsole(row, vetter?.email ?? null) };
  });
}

export async function deleteProvider(ctx: ConsoleContext, id: string) {
  await ctx.db.transaction(async (tx) => {
    const before = await lockProvider(tx, id);
    await tx.delete(serviceProviders).where(eq(serviceProviders.id, id));
    await recordAudit(tx, ctx, {
      action: "service-provider.delete",
      targetType: "service-provider",
      targetId: id,
      before: toPublic(before),
      after: null,
    });
  });
  return { deleted: id };
}
