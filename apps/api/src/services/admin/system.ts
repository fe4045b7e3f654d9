import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Integration, SystemStatus } from "@inkforge/domain/admin/ops-contract";
import { DAY_MS } from "@inkforge/domain/time-units";
import { sql } from "drizzle-orm";
import type { Config } from "../../config";
import { findMigrationsFolder } from "../../db/client";
import { pageTimeSummary } from "../../db/queries/console-ops";
import { listIntegrationHealth } from "../../db/queries/ops";
import type { ConsoleContext } from "./console-context";
import { jobQueueDetails } from "./job-queue-status";

/*
 * The system screen (decision 0136): each integration as configured (yes or no, the adapter and
 * its host, never a key) with its last success and failure, the job queue, the page-time beacons
 * summarised per page, the build's version and the migrations.
 */

declare const __INKFORGE_VERSION__: string | undefined;

/** Set by `apps/api/build.mjs` (package version and commit); tests and tsx run unbundled. */
const VERSION = typeof __INKFORGE_VERSION__ === "string" ? __INKFORGE_VERSION__ : "development";

const PAGE_TIME_DAYS = 7;
const PAGE_TIME_PAGES = 50;

/** The host of a URL, without user, password, path or query; null when it does not parse. */
function hostOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).host || null;
  } catch {
    return null;
  }
}

type Configured = Omit<Integration, "lastSuccessAt" | "lastFailureAt" | "lastError">;

function configuredIntegrations(config: Config): Configured[] {
  const { amazonSuggestions, keepa, dataForSeo } = config.researchSources;
  const { payments, mail, translation, generation, storage } = config;
  const rows: Configured[] = [
    {
      name: "research.amazon",
      label: "Research: Amazon suggestions",
      configured: Boolean(amazonSuggestions),
      adapter: amazonSuggestions ? "amazon" : "sample market",
      host: amazonSuggestions
        ? (hostOf(amazonSuggestions.baseUrl) ?? "each store's own host")
        : null,
    },
    {
      name: "research.keepa",
      label: "Research: Keepa products",
      configured: Boolean(keepa),
      adapter: keepa ? "keepa" : "sample market",
      host: keepa ? hostOf(keepa.apiUrl) : null,
    },
    {
      name: "research.dataforseo",
      label: "Research: DataForSEO keywords",
      configured: Boolean(dataForSeo),
      adapter: dataForSeo ? "dataforseo" : "none",
      host: dataForSeo ? hostOf(dataForSeo.apiUrl) : null,
    },
  ];
  if (payments.provider === "sandbox") {
    rows.push({
      name: "payments.webhook.sandbox",
      label: "Payments: sandbox",
      configured: true,
      adapter: "sandbox",
      host: hostOf(config.publicUrl),
    });
  } else {
    rows.push(
      {
        name: "payments.webhook.stripe",
        label: "Payments: Stripe and its webhooks",
        configured: Boolean(payments.stripe),
        adapter: "stripe",
        host: payments.stripe ? hostOf(payments.stripe.apiUrl) : null,
      },
      {
        name: "payments.webhook.paypal",
        label: "Payments: PayPal and its webhooks",
        configured: Boolean(payments.paypal),
        adapter: "paypal",
        host: payments.paypal ? hostOf(payments.paypal.apiUrl) : null,
      },
    );
  }
  rows.push(
    {
      name: "email",
      label: "Email",
      configured: Boolean(mail.smtpUrl),
      adapter: mail.smtpUrl ? "smtp" : "local outbox",
      host: hostOf(mail.smtpUrl),
    },
    {
      name: "translation",
      label: "Translation",
      configured: Boolean(translation),
      adapter: translation?.provider ?? "none",
      host: translation
        ? hostOf(translation.provider === "deepl" ? translation.apiUrl : translation.url)
        : null,
    },
    {
      name: "language-model",
      label: "Language model",
      configured: Boolean(generation),
      adapter: generation ? `chat completions (${generation.model})` : "templates",
      host: hostOf(generation?.url),
    },
    {
      name: "storage",
      label: "Object storage",
      configured: storage.kind === "s3",
      adapter: storage.kind,
      host:
        storage.kind === "s3"
          ? (hostOf(storage.endpoint) ?? `s3.${storage.region}.amazonaws.com`)
          : null,
    },
  );
  return rows;
}

function journalTags(): string[] {
  const journal = JSON.parse(
    readFileSync(join(findMigrationsFolder(), "meta", "_journal.json"), "utf8"),
  ) as { entries: Array<{ tag: string; when: number }> };
  return journal.entries.map((entry) => `${entry.when}|${entry.tag}`);
}

/** drizzle keeps each applied migration's journal instant as `created_at`. */
async function appliedMigrationInstants(ctx: Pick<ConsoleContext, "db">): Promise<Set<string>> {
  const result = await ctx.db.execute(
    sql`select created_at::text as at from drizzle.__drizzle_migrations`,
  );
  const rows = ((result as { rows?: Array<{ at: string }> }).rows ?? []) as Array<{ at: string }>;
  return new Set(rows.map((row) => String(row.at)));
}

export async function getSystemStatus(
  ctx: Pick<ConsoleContext, "db" | "now"> & { config: Config; flush: () => Promise<void> },
): Promise<SystemStatus> {
  await ctx.flush();
  const since = new Date(ctx.now.getTime() - PAGE_TIME_DAYS * DAY_MS);
  const [health, jobs, pageTimes, applied] = await Promise.all([
    listIntegrationHealth(ctx.db),
    jobQueueDetails(ctx.db),
    pageTimeSummary(ctx.db, since, PAGE_TIME_PAGES),
    appliedMigrationInstants(ctx),
  ]);
  const byName = new Map(health.map((row) => [row.name, row]));
  const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
  return {
    at: ctx.now.toISOString(),
    version: VERSION,
    mode: ctx.config.mode,
    database: ctx.config.databaseUrl ? "PostgreSQL" : "PGlite (embedded)",
    migrations: journalTags().map((entry) => {
      const [when, tag] = entry.split("|", 2) as [string, string];
      return { tag, applied: applied.has(when) };
    }),
    integrations: configuredIntegrations(ctx.config).map((row) => {
      const seen = byName.get(row.name);
      return {
        ...row,
        lastSuccessAt: iso(seen?.lastSuccessAt),
        lastFailureAt: iso(seen?.lastFailureAt),
        lastError: seen?.lastError ?? null,
      };
    }),
    jobs,
    pageTimes,
  };
}
