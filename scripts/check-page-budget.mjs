// The page budget (issue 26, decision 0087): each page's first-load JavaScript (gzip) may exceed an
// empty Next.js page's, built in the same run, by its budget (its own, else the default). Bytes are
// deterministic, so this is a check, not a timing. It reads the end-to-end suite's web build (built
// here only when missing or stale) and the empty app's (`bench/empty-next`, rebuilt only when
// stale), starts no server, and on failure lists the page's chunks and the modules that grew.
//
//   node scripts/check-page-budget.mjs                  check the budgets
//   node scripts/check-page-budget.mjs --all            also list every other route (default budget)
//   node scripts/check-page-budget.mjs --write-baseline record today's modules per page
//   node scripts/check-page-budget.mjs --modules /pricing  a page's modules above the empty page
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { moduleGroup } from "./lib/chunk-modules.mjs";
import { e2eWebBuild } from "./lib/e2e-build.mjs";
import { groupModules, kb, measureRoute, modulesAbove, openBuild } from "./lib/page-weight.mjs";
import { buildEmptyNextIfStale, buildWebIfStale, root } from "./lib/project.mjs";

const MARKETING_KB = 35;
const TOOL_KB = 60;
/** Sign-in and contact pages: the shell and one form, whose schema loads with the first submit. */
const FORM_PAGE_KB = 65;
/**
 * Pages that show several live forms at first paint (the profile's four, the affiliate
 * dashboard's payout and link forms): react-hook-form and its resolver come with the page.
 */
const ACCOUNT_FORMS_KB = 70;
/** Every route not listed below: the shell and its page's first paint, like a tool page. */
const DEFAULT_KB = TOOL_KB;

/**
 * Page → KB of gzip JavaScript it may load above the empty page (issue 26's two classes); a route
 * not listed may load `DEFAULT_KB`, so a new page is budgeted from its first build.
 */
const budgets = {
  // Marketing pages: the site shell and nothing else.
  "/": MARKETING_KB,
  "/tools": MARKETING_KB,
  "/pricing": MARKETING_KB,
  "/blog": MARKETING_KB,
  "/features": MARKETING_KB,
  "/faqs": MARKETING_KB,
  // Issue 32: the extension's page and its privacy note are marketing pages.
  "/extension": MARKETING_KB,
  "/extension/privacy": MARKETING_KB,
  // Tool and research pages: the shell, the form and the tool's first paint (decision 0054).
  "/tools/KDP-Royalty-Calculator": TOOL_KB,
  "/tools/KDP-BSR-Sales-Calculator": TOOL_KB,
  "/tools/KDP-Kindle-Category-Finder": TOOL_KB,
  "/tools/Pen-Name-Generator": TOOL_KB,
  "/tools/QR-Code-Generator-for-KDP-Books": TOOL_KB,
  "/kdp-cover-template-generator": TOOL_KB,
  "/A+-content-template-generator": TOOL_KB,
  "/kdp-price-checker": TOOL_KB,
  "/kdp-title-creator": TOOL_KB,
  "/kdp-description-creator": TOOL_KB,
  "/kdp-trademark-checker": TOOL_KB,
  "/kdp-guidelines-checker": TOOL_KB,
  "/kdp-bookdata-translator": TOOL_KB,
  "/7-backend-keywords-tool-amazon-kdp": TOOL_KB,
  "/word-cloud": TOOL_KB,
  "/grammar-check": TOOL_KB,
  "/kdp-interior-preflight": TOOL_KB,
  "/titans-deep-view": TOOL_KB,
  "/titans-retro-vision": TOOL_KB,
  "/titans-keyword-tracker": TOOL_KB,
  "/titans-asin-tracker": TOOL_KB,
  "/titans-pro/on-site": TOOL_KB,
  "/puzzle-book-maker": TOOL_KB,
  // Issue 28 (decision 0110): the activity, coloring and low-content makers.
  "/tools/v2": TOOL_KB,
  "/coloring-book-maker": TOOL_KB,
  "/low-content-book-maker": TOOL_KB,
  // Issue 31: the design studio's shells; the editors load after the first paint (0114, 0115).
  "/a-plus-content-maker": TOOL_KB,
  "/text-pattern-designer": TOOL_KB,
  // The cover designer shares the editor (decisions 0152, 0154); it too loads after first paint.
  "/book-cover-creator": TOOL_KB,
  "/my-books": TOOL_KB,
  // A book project's page: the loading line; its editor and pre-flight engines load after it.
  "/book-planner/[projectId]": TOOL_KB,
  // Issue 30's editor: a shell until the owner's page is read; the form and zod load after (0054).
  "/author-page-builder/edit": TOOL_KB,
  // Issue 26: the operator console's shell; each page's forms load their contract with the first
  // submit (features/admin/load-console-schema.ts), so zod is in none of their first loads.
  ...Object.fromEntries(
    [
      "/admin",
      "/admin/audit",
      "/admin/commissions",
      "/admin/extension-parsers",
      "/admin/kdp-figures",
      "/admin/moderation",
      "/admin/on-sale",
      "/admin/orders",
      "/admin/people",
      "/admin/people/[id]",
      "/admin/promotions",
      "/admin/services",
      "/admin/system",
    ].map((page) => [page, TOOL_KB]),
  ),
  "/book-writer": TOOL_KB,
  // A new visitor's first forms (they were about 100 KB while their schemas loaded with the page).
  "/login": FORM_PAGE_KB,
  "/register": FORM_PAGE_KB,
  "/forgot-password": FORM_PAGE_KB,
  "/reset-password": FORM_PAGE_KB,
  "/contact-us": FORM_PAGE_KB,
  "/contact-form": FORM_PAGE_KB,
  "/profile": ACCOUNT_FORMS_KB,
  "/user/affiliate/dashboard": ACCOUNT_FORMS_KB,
  // Issue 30's public author page: the reader's page and its newsletter form, nothing of the
  // site's client frame, which the route groups' layouts mount instead of the root (0131, 0147).
  "/authors/[slug]": 15,
};

const baselineFile = path.join(root, "scripts/page-budget-baseline.json");
/** Growth under this many bytes (an estimate's noise) is not reported. */
const GROWTH_NOISE_BYTES = 300;

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);

function openBuilds() {
  buildWebIfStale(e2eWebBuild);
  buildEmptyNextIfStale();
  return {
    web: openBuild(path.join(root, "apps/web", e2eWebBuild.distDir)),
    empty: openBuild(path.join(root, "bench/empty-next/.next")),
  };
}

/** Estimated gzip bytes per module group above the empty page, rounded for the baseline file. */
function groupsAbove(page, empty) {
  const rows = modulesAbove(groupModules(page.modules), groupModules(empty.modules));
  // Groups under the noise are left out: they would only make the file long.
  return Object.fromEntries(
    rows.filter(([, bytes]) => bytes >= GROWTH_NOISE_BYTES / 3).map(([g, b]) => [g, Math.round(b)]),
  );
}

function printFailure(page, empty, baseline) {
  console.info(
    `\n  Chunks of ${page.route} (gzip KB; the empty page loads ${empty.chunks.length} files, ` +
      `${kb(empty.gzip)} KB):`,
  );
  for (const chunk of [...page.chunks].sort((a, b) => b.gzip - a.gzip)) {
    console.info(`    ${kb(chunk.gzip).padStart(6)}  ${chunk.file}`);
  }
  if (!page.modules || !empty.modules) {
    console.info("  (No source maps in one of the builds: module names unavailable.)");
    return;
  }
  const modules = modulesAbove(page.modules, empty.modules);
  const before = baseline?.[page.route];
  if (before) {
    const now = groupsAbove(page, empty);
    const grown = Object.entries(now)
      .map(([group, bytes]) => [group, bytes - (before[group] ?? 0)])
      .filter(([, growth]) => growth >= GROWTH_NOISE_BYTES)
      .sort((a, b) => b[1] - a[1]);
    console.info("  Grown since scripts/page-budget-baseline.json (estimated gzip KB):");
    if (grown.length === 0) console.info("    nothing above the noise; the budget itself is tight");
    for (const [group, growth] of grown) {
      const isNew = before[group] === undefined;
      console.info(`    +${kb(growth).padStart(5)}  ${group}${isNew ? " (new)" : ""}`);
      for (const [name, bytes] of modules.filter(([n]) => moduleGroup(n) === group).slice(0, 8)) {
        console.info(`            ${kb(bytes).padStart(5)}  ${name}`);
      }
    }
  } else {
    console.info("  Largest modules above the empty page (estimated gzip KB):");
    for (const [name, bytes] of modules.slice(0, 25)) {
      console.info(`    ${kb(bytes).padStart(6)}  ${name}`);
    }
  }
}

const { web, empty: emptyBuild } = openBuilds();
const empty = measureRoute(emptyBuild, "/");

const modulesFor = args[args.indexOf("--modules") + 1];
if (flag("--modules") && modulesFor) {
  const page = measureRoute(web, modulesFor);
  console.info(`${modulesFor}: ${kb(page.gzip - empty.gzip)} KB above the empty page`);
  for (const [name, bytes] of modulesAbove(page.modules ?? new Map(), empty.modules ?? new Map())) {
    console.info(`${kb(bytes).padStart(6)}  ${name}`);
  }
  process.exit(0);
}

const baseline = existsSync(baselineFile) ? JSON.parse(readFileSync(baselineFile, "utf8")) : null;
const missing = Object.keys(budgets).filter((route) => !web.routes.includes(route));
if (missing.length > 0) {
  console.error(`✘ Budgeted pages the build does not have: ${missing.join(", ")}`);
  process.exit(1);
}

console.info(
  `Page budget: first-load JavaScript (gzip) above an empty Next.js page (${kb(empty.gzip)} KB)`,
);
const failures = [];
const measured = [];
for (const [route, limitKb] of Object.entries(budgets)) {
  const page = measureRoute(web, route);
  const above = page.gzip - empty.gzip;
  const ok = above <= limitKb * 1024;
  measured.push(page);
  if (!ok) failures.push(page);
  console.info(
    `  ${ok ? "✔" : "✘"} ${route.padEnd(40)} ${kb(above).padStart(6)} KB  (≤ ${limitKb})`,
  );
}
// The other routes against the default; listed only when over it, or with --all.
const others = web.routes.filter((route) => !(route in budgets));
let heaviest = 0;
for (const route of others) {
  const page = measureRoute(web, route);
  const above = page.gzip - empty.gzip;
  heaviest = Math.max(heaviest, above);
  const ok = above <= DEFAULT_KB * 1024;
  if (!ok) failures.push(page);
  if (!ok || flag("--all")) {
    console.info(
      `  ${ok ? "✔" : "✘"} ${route.padEnd(40)} ${kb(above).padStart(6)} KB  (≤ ${DEFAULT_KB}, default)`,
    );
  }
}
console.info(
  `  ${others.length} other routes against the default ≤ ${DEFAULT_KB} KB (heaviest ${kb(heaviest)} KB)`,
);
if (flag("--write-baseline")) {
  const record = Object.fromEntries(measured.map((page) => [page.route, groupsAbove(page, empty)]));
  writeFileSync(baselineFile, `${JSON.stringify(record, null, 2)}\n`);
  console.info(`\nWrote ${path.relative(root, baselineFile)}`);
}
if (failures.length > 0) {
  for (const page of failures) printFailure(page, empty, baseline);
  console.error(
    `\n✘ ${failures.length} page(s) over budget. See the modules above; decision 0054 and 0087 ` +
      "describe how pages keep validators and engines out of the first load.",
  );
  process.exit(1);
}
console.info("✔ Every page within its budget");
