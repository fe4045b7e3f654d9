import {
  type Currency,
  getMarketplaceOrThrow,
  listEbookMarketplaces,
  listPrintMarketplaces,
  MARKETPLACE_IDS,
  type MarketplaceId,
} from "../kdp/marketplaces";
import { type Ink, PAPER_SPECS, toPaperType } from "../kdp/paper";
import {
  type CoverTemplate,
  computeCoverTemplate,
  coverTemplateInputSchema,
} from "../tools/cover-template/cover-template";
import { checkGuidelines, type GuidelineFinding } from "../tools/guidelines-check/guidelines-check";
import {
  DESCRIPTION_MAX,
  KEYWORD_BOX_MAX,
  KEYWORD_SLOTS,
  TITLE_SUBTITLE_MAX,
} from "../tools/guidelines-check/limits";
import {
  checkPrices,
  type PriceFlag,
  priceCheckInputSchema,
} from "../tools/price-check/price-check";
import { checkTrademarks } from "../tools/trademark-check/trademark-check";
import { type BookProject, PROJECT_CATEGORY_SLOTS, type ProjectInterior } from "./contract";

/*
 * The book project pre-flight (issue 11, decision 0061): everything KDP re-derives from a book's
 * specs, prices and listing, re-run from scratch on every change so nothing goes stale. It adds no
 * KDP rule of its own: the cover wrap and spine come from the cover template generator, the price
 * floor, the 60% threshold, the 70% band and the royalty from the price checker (which uses the
 * royalty calculator), the listing rules and limits from the guidelines checker, marks from the
 * trademark checker's shipped list. Pure, so the
 * project page runs it in the browser on every keystroke and the API can run the same code.
 */

export type PreflightFormat = "ebook" | "paperback" | "hardcover";

/** What the pre-flight reads from a book project (a projection of the project contract). */
export type PreflightProject = {
  format: PreflightFormat;
  /** Print specs; ignored for an eBook. */
  trim: string;
  pages: number | null;
  ink: Ink;
  paper: "white" | "cream";
  expandedDistribution: boolean;
  /** eBook: the converted file size, which sets the 35% minimum and the delivery cost. */
  fileSizeMb: number | null;
  /** The built print interior added to the project (decision 0138); absent or null when none. */
  interior?: PreflightInterior | null;
  /** List price per marketplace, in that marketplace's currency; a missing key is "not priced". */
  prices: Partial<Record<MarketplaceId, number>>;
  listing: {
    title: string;
    subtitle: string;
    series: string;
    author: string;
    description: string;
    keywords: readonly string[];
    /** KDP's category picks; only counted (the dashboard offers the choices). */
    categories?: readonly string[];
  };
};

export type PreflightInterior = Pick<
  ProjectInterior,
  "binding" | "trim" | "paper" | "pageCount" | "sample" | "preflight"
>;

export type ProblemSeverity = "error" | "warning" | "info";
export type ProblemArea =
  | "print-specs"
  | "cover"
  | "interior"
  | "pricing"
  | "royalty"
  | "listing"
  | "keywords"
  | "limits"
  | "trademark";

export type PreflightProblem = {
  /** Stable for the same problem across runs, so the page can key and animate the list. */
  id: string;
  severity: ProblemSeverity;
  area: ProblemArea;
  /** The project field to change: `pages`, `prices.amazon.com`, `title`, `keywords.2`… */
  field: string | null;
  /** What is wrong, in one sentence. */
  message: string;
  /** How to fix it, when there is something to do. */
  fix: string | null;
};

export type MarketplaceFigures = {
  marketplace: MarketplaceId;
  label: string;
  currency: Currency;
  listPrice: number | null;
  /** Print: printing cost per copy; eBook: delivery cost on the 70% plan (null: not priced). */
  printingCost: number | null;
  /** The lowest list price KDP accepts here (null when KDP publishes none or cannot print). */
  minimumListPrice: number | null;
  /** Print: the list price from which 60% applies. */
  sixtyPercentFrom: number | null;
  /** eBook: the 70% band. */
  band70: { min: number; max: number } | null;
  /** What the list price earns per sale, and at which rate; null without a price KDP accepts. */
  royalty: number | null;
  rate: number | null;
  /** Why this marketplace cannot sell the book in this format, if it cannot. */
  unavailable: string | null;
};

export type PreflightResult = {
  format: PreflightFormat;
  /** The full cover template (print only, null while the print specs are invalid). */
  cover: CoverTemplate | null;
  marketplaces: MarketplaceFigures[];
  /** Character counts against KDP's limits, so the page can show them beside the fields. */
  counts: {
    titleAndSubtitle: { used: number; max: number };
    description: { used: number; max: number };
    keywords: { used: number; max: number; longest: number; maxPerBox: number };
  };
  problems: PreflightProblem[];
  summary: { errors: number; warnings: number; infos: number };
};

/** Extra findings from a checker the pre-flight does not own (e.g. the trademark checker). */
export type ExtraCheck = (project: PreflightProject) => PreflightProblem[];

const SEVERITY_ORDER: Record<ProblemSeverity, number> = { error: 0, warning: 1, info: 2 };

const PRICE_LEVEL: Record<Exclude<PriceFlag["level"], "ok">, ProblemSeverity> = {
  error: "error",
  warning: "warning",
};

const FIELD_LABELS: Record<string, string> = {
  title: "title",
  subtitle: "subtitle",
  series: "series name",
  author: "author name",
  description: "description",
};

const fieldLabel = (field: string) => {
  const keyword = /^keywords\.(\d+)$/.exec(field);
  if (keyword) return `keyword box ${Number(keyword[1]) + 1}`;
  return FIELD_LABELS[field] ?? field;
};

const isPrint = (format: PreflightFormat): format is "paperback" | "hardcover" =>
  format !== "ebook";

/** The price checker's input for this project (URL-style strings are not needed: JSON values). */
function priceInput(project: PreflightProject, marketplace?: MarketplaceId, price?: number) {
  const base = isPrint(project.format)
    ? {
        format: project.format,
        pages: project.pages ?? undefined,
        trim: project.trim,
        ink: project.ink,
        paper: project.paper,
        expandedDistribution: project.format === "paperback" && project.expandedDistribution,
      }
    : { format: project.format, fileSizeMb: project.fileSizeMb ?? undefined };
  return {
    ...base,
    ...(marketplace ? { marketplace } : {}),
    ...(price !== undefined ? { plannedPrice: price } : {}),
  };
}

function checkPrintSpecs(project: PreflightProject): {
  cover: CoverTemplate | null;
  problems: PreflightProblem[];
} {
  const parsed = coverTemplateInputSchema.safeParse({
    binding: project.format,
    trim: project.trim,
    pages: project.pages ?? Number.NaN,
    paper: toPaperType(project.ink, project.paper),
  });
  if (!parsed.success) {
    return {
      cover: null,
      problems: parsed.error.issues.map((issue) => {
        const field = String(issue.path[0] ?? "pages");
        const projectField = field === "paper" ? "ink" : field;
        return {
          id: `print-specs:${projectField}`,
          severity: "error" as const,
          area: "print-specs" as const,
          field: projectField,
          message:
            project.pages === null && field === "pages"
              ? "The page count is missing, so the spine, cover and printing cost cannot be worked out"
              : issue.message,
          fix:
            field === "pages"
              ? "Enter the page count of the final interior PDF"
              : "Choose a trim size, ink and paper KDP offers together",
        };
      }),
    };
  }
  const cover = computeCoverTemplate(parsed.data);
  const problems: PreflightProblem[] = [];
  if (!cover.spineTextAllowed) {
    problems.push({
      id: "cover:spine-text",
      severity: "warning",
      area: "cover",
      field: "pages",
      message: `At ${cover.pages} pages the spine is ${cover.spineIn} in wide: KDP rejects text on the spine below ${cover.spineTextMinPages} pages`,
      fix: `Leave the spine blank, or reach ${cover.spineTextMinPages} pages before adding spine text`,
    });
  }
  problems.push({
    id: "cover:size",
    severity: "info",
    area: "cover",
    field: null,
    message: `The cover must be ${cover.widthIn} × ${cover.heightIn} in (${cover.widthPx} × ${cover.heightPx} px at ${cover.dpi} DPI) with a ${cover.spineIn} in spine for ${cover.pages} pages`,
    fix: "Download the cover template again after any change to the page count, trim or paper",
  });
  return { cover, problems };
}

/**
 * The built interior against the project's print specs: the cover template is worked out from the
 * specs, so a trim, page count, paper or binding the PDF does not have gives a cover that does not
 * fit the book. The interior's own preflight (read back from the PDF) is repeated here, so one list
 * says everything that would stop publishing.
 */
function checkInterior(project: PreflightProject): PreflightProblem[] {
  const interior = project.interior;
  if (!interior) return [];
  if (!isPrint(project.format)) {
    return [
      {
        id: "interior:ebook",
        severity: "info",
        area: "interior",
        field: "binding",
        message: `The project is an eBook, so its print interior (${interior.pageCount} pages, ${interior.trim} ${interior.binding}) is not checked`,
        fix: `Set the format to ${interior.binding} to publish the print book`,
      },
    ];
  }
  const problems: PreflightProblem[] = [];
  const mismatch = (field: string, what: string, project: string, built: string, fix: string) =>
    problems.push({
      id: `interior:${field}`,
      severity: "error",
      area: "interior",
      field,
      message: `The ${what} is ${project} but the built interior is ${built}, so the cover will not fit the book`,
      fix,
    });
  if (project.format !== interior.binding) {
    mismatch(
      "binding",
      "format",
      project.format,
      `a ${interior.binding}`,
      `Set the format to ${interior.binding}, or build the interior again as a ${project.format}`,
    );
  }
  if (project.trim !== interior.trim) {
    mismatch(
      "trim",
      "trim size",
      project.trim,
      interior.trim,
      `Set the trim size to ${interior.trim}, or build the interior again at ${project.trim}`,
    );
  }
  if (project.pages !== interior.pageCount) {
    mismatch(
      "pages",
      "page count",
      project.pages === null ? "missing" : String(project.pages),
      `${interior.pageCount} pages`,
      `Set the page count to ${interior.pageCount}, the interior PDF's`,
    );
  }
  const paper = toPaperType(project.ink, project.paper);
  if (paper !== interior.paper) {
    mismatch(
      "ink",
      "paper and ink",
      PAPER_SPECS[paper].label.toLowerCase(),
      PAPER_SPECS[interior.paper].label.toLowerCase(),
      `Choose the interior's paper and ink (${PAPER_SPECS[interior.paper].label.toLowerCase()}): the spine width depends on it`,
    );
  }
  if (interior.sample) {
    problems.push({
      id: "interior:sample",
      severity: "error",
      area: "interior",
      field: null,
      message: "The interior is a free sample: it is short and watermarked on every page",
      fix: "Build the whole book and add it to this project",
    });
  }
  if (!interior.preflight) {
    problems.push({
      id: "interior:unchecked",
      severity: "warning",
      area: "interior",
      field: null,
      message: "The interior PDF was not read back after it was built, so its pages are unchecked",
      fix: "Build the interior again, or check the PDF with the interior preflight",
    });
  } else {
    interior.preflight.findings.forEach((finding, index) => {
      problems.push({
        id: `interior:pdf:${finding.code}:${finding.page ?? 0}:${index}`,
        severity: "error",
        area: "interior",
        field: null,
        message: `${finding.page ? `Interior page ${finding.page}` : "Interior PDF"}: ${finding.message}`,
        fix: "Build the interior again with different settings, then add the new build here",
      });
    });
    if (interior.preflight.ok && problems.length === 0) {
      problems.push({
        id: "interior:ok",
        severity: "info",
        area: "interior",
        field: null,
        message: `The interior PDF was read back: ${interior.preflight.pageCount} pages of ${interior.preflight.widthIn} × ${interior.preflight.heightIn} in, fonts embedded, content inside the margins, and its trim, pages and paper match the cover`,
        fix: null,
      });
    }
  }
  return problems;
}

function checkMarketplaces(project: PreflightProject): {
  marketplaces: MarketplaceFigures[];
  problems: PreflightProblem[];
} {
  const problems: PreflightProblem[] = [];
  const sells = new Set<MarketplaceId>(
    (isPrint(project.format) ? listPrintMarketplaces(project.format) : listEbookMarketplaces()).map(
      (m) => m.id,
    ),
  );
  // Priced in a store that does not sell this format: KDP has no field for that price.
  for (const id of MARKETPLACE_IDS) {
    if (project.prices[id] === undefined || sells.has(id)) continue;
    const marketplace = getMarketplaceOrThrow(id);
    problems.push({
      id: `pricing:${id}:not-sold`,
      severity: "warning",
      area: "pricing",
      field: `prices.${id}`,
      message: `${marketplace.label} does not sell KDP ${project.format === "ebook" ? "eBooks" : `${project.format}s`}, so this price is never used`,
      fix: `Remove the ${marketplace.label} price`,
    });
  }

  const base = priceCheckInputSchema.safeParse(priceInput(project));
  if (!base.success) {
    // The print specs already explain a bad page count or trim; an eBook's only field is the size.
    if (project.format === "ebook")
      problems.push({
        id: "pricing:file-size",
        severity: "error",
        area: "pricing",
        field: "fileSizeMb",
        message:
          base.error.issues[0]?.message ??
          "The file size is missing, so the eBook price floor is unknown",
        fix: "Enter the converted eBook file size in MB (KDP shows it after upload)",
      });
    return { marketplaces: [], problems };
  }
  const check = checkPrices(base.data);
  const marketplaces: MarketplaceFigures[] = check.rows.map((row) => {
    const listPrice = project.prices[row.marketplace] ?? null;
    const isPrintRow = "printingCost" in row;
    const figures: MarketplaceFigures = {
      marketplace: row.marketplace,
      label: row.label,
      currency: row.currency,
      listPrice,
      printingCost: isPrintRow ? row.printingCost : null,
      minimumListPrice: row.minimumListPrice,
      sixtyPercentFrom: isPrintRow ? row.sixtyPercentFrom : null,
      band70: isPrintRow ? null : row.band70,
      royalty: null,
      rate: null,
      unavailable: isPrintRow ? row.unavailable : null,
    };
    if (listPrice === null) return figures;
    const plannedInput = priceCheckInputSchema.safeParse(
      priceInput(project, row.marketplace, listPrice),
    );
    if (!plannedInput.success) {
      // A price of 0 on its way to 0.99 is named, not thrown: the page re-checks every keystroke.
      problems.push({
        id: `pricing:${row.marketplace}:not-a-price`,
        severity: "error",
        area: "pricing",
        field: `prices.${row.marketplace}`,
        message: `${row.currency} ${listPrice} is not a list price KDP takes`,
        fix: "Enter a list price above 0",
      });
      return figures;
    }
    const planned = checkPrices(plannedInput.data);
    planned.flags.forEach((flag, index) => {
      if (flag.level === "ok") return;
      // The 50%-vs-60% and 35%-vs-70% notes are about royalty; floors and ceilings about price.
      const area = flag.level === "warning" ? "royalty" : "pricing";
      problems.push({
        id: `${area}:${row.marketplace}:${index}`,
        severity: PRICE_LEVEL[flag.level],
        area,
        field: `prices.${row.marketplace}`,
        message: flag.message,
        fix: flag.fix,
      });
    });
    if (planned.plannedRoyalty) {
      figures.royalty = planned.plannedRoyalty.royalty;
      figures.rate = planned.plannedRoyalty.rate;
    }
    return figures;
  });
  if (!marketplaces.some((row) => row.listPrice !== null)) {
    problems.push({
      id: "pricing:none",
      severity: "warning",
      area: "pricing",
      field: "prices.amazon.com",
      message: "No list price is set in any marketplace",
      fix: "Set at least the Amazon.com price; KDP converts it for the other stores unless you set them",
    });
  }
  return { marketplaces, problems };
}

function guidelineFix(finding: GuidelineFinding): string {
  const label = fieldLabel(finding.field);
  // "keyword box 3" reads without an article; "the title" needs one.
  const where = finding.field.startsWith("keywords.") ? label : `the ${label}`;
  if (finding.rule === "required") return `Fill in ${where}`;
  if (finding.rule === "too-long" || finding.rule === "title-subtitle-too-long")
    return `Shorten ${where} by ${finding.end - finding.start} characters`;
  if (finding.rule === "repeats-title")
    return `Replace “${finding.text}” in ${where} with a word the title does not already use`;
  if (finding.rule === "placeholder") return `Replace the placeholder with the real ${label}`;
  if (finding.text.trim() === "") return `Edit ${where}`;
  return `Remove “${finding.text}” from ${where}`;
}

function checkListing(project: PreflightProject): PreflightProblem[] {
  const { listing } = project;
  const problems: PreflightProblem[] = [];
  const keywords = listing.keywords.map((k) => k.trim()).filter((k) => k !== "");
  if (keywords.length > KEYWORD_SLOTS) {
    problems.push({
      id: "limits:keyword-count",
      severity: "error",
      area: "limits",
      field: "keywords",
      message: `${keywords.length} keywords are set; KDP has ${KEYWORD_SLOTS} keyword boxes`,
      fix: `Keep the ${KEYWORD_SLOTS} strongest keywords and remove ${keywords.length - KEYWORD_SLOTS}`,
    });
  }
  const { findings } = checkGuidelines({
    title: listing.title,
    subtitle: listing.subtitle,
    series: listing.series,
    author: listing.author,
    description: listing.description,
    keywords: keywords.slice(0, KEYWORD_SLOTS),
  });
  if (listing.categories?.every((c) => c.trim() === "")) {
    problems.push({
      id: "listing:categories",
      severity: "info",
      area: "listing",
      field: "categories",
      message: "No categories are noted for this book",
      fix: `Note the ${PROJECT_CATEGORY_SLOTS} categories you will choose in the KDP dashboard, so the listing is complete in one place`,
    });
  }
  const seen = new Map<string, number>();
  for (const finding of findings) {
    const limit = finding.rule === "too-long" || finding.rule === "title-subtitle-too-long";
    const area: ProblemArea = limit
      ? "limits"
      : finding.field.startsWith("keywords.")
        ? "keywords"
        : "listing";
    const key = `${area}:${finding.field}:${finding.rule}`;
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    problems.push({
      id: n === 0 ? key : `${key}:${n}`,
      severity: finding.severity,
      area,
      field: finding.field,
      message:
        finding.text.trim() === "" || limit
          ? `${capitalise(fieldLabel(finding.field))}: ${finding.message}`
          : `${capitalise(fieldLabel(finding.field))}, “${finding.text}”: ${finding.message}`,
      fix: guidelineFix(finding),
    });
  }
  return problems;
}

/** The trademark checker's shipped list over title, subtitle, series and keywords. */
function checkListingTrademarks(project: PreflightProject): PreflightProblem[] {
  const { listing } = project;
  const { findings } = checkTrademarks({
    title: listing.title,
    subtitle: listing.subtitle,
    series: listing.series,
    keywords: listing.keywords
      .map((k) => k.trim())
      .filter((k) => k !== "")
      .slice(0, KEYWORD_SLOTS),
  });
  return findings.map((finding) => {
    const label = fieldLabel(finding.field);
    const where = finding.field.startsWith("keywords.") ? label : `the ${label}`;
    return {
      id: `trademark:${finding.field}:${finding.start}`,
      severity: finding.severity,
      area: "trademark",
      field: finding.field,
      message: `${capitalise(label)}, “${finding.text}”: ${finding.message}`,
      fix:
        finding.severity === "error"
          ? `Remove “${finding.text}” from ${where} unless you own the mark or have its owner's permission (check: ${finding.source.title})`
          : `Keep “${finding.text}” in ${where} only in its everyday sense, never as the name of ${finding.owner}'s brand`,
    };
  });
}

/**
 * The pre-flight's view of a stored project (contract.ts). Expanded Distribution is not part of
 * the project yet, so its separate floor is only checked when a caller passes it.
 */
export function toPreflightProject(
  project: Pick<BookProject, "specs" | "listPrices" | "listing"> & {
    interior?: BookProject["interior"];
  },
  options: { expandedDistribution?: boolean } = {},
): PreflightProject {
  const { specs } = project;
  return {
    format: specs.binding,
    trim: specs.trim,
    pages: specs.binding === "ebook" ? null : specs.pageCount,
    ink: specs.ink,
    paper: specs.paper,
    expandedDistribution: options.expandedDistribution ?? false,
    fileSizeMb: specs.fileSizeMb,
    interior: project.interior ?? null,
    prices: project.listPrices,
    listing: project.listing,
  };
}

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/**
 * Runs every check on a project and returns the computed figures and one list of problems,
 * errors first. `extraChecks` lets a caller add a checker this module does not import.
 */
export function runPreflight(
  project: PreflightProject,
  extraChecks: readonly ExtraCheck[] = [],
): PreflightResult {
  const problems: PreflightProblem[] = [];
  let cover: CoverTemplate | null = null;
  if (isPrint(project.format)) {
    const specs = checkPrintSpecs(project);
    cover = specs.cover;
    problems.push(...specs.problems);
  }
  problems.push(...checkInterior(project));
  const pricing = checkMarketplaces(project);
  problems.push(...pricing.problems);
  problems.push(...checkListing(project));
  problems.push(...checkListingTrademarks(project));
  for (const check of extraChecks) problems.push(...check(project));

  // Stable sort: errors, then warnings, then notes, each in the order the checks ran.
  const sorted = problems
    .map((problem, index) => ({ problem, index }))
    .sort(
      (a, b) =>
        SEVERITY_ORDER[a.problem.severity] - SEVERITY_ORDER[b.problem.severity] ||
        a.index - b.index,
    )
    .map(({ problem }) => problem);

  const { listing } = project;
  const keywords = listing.keywords.filter((k) => k.trim() !== "");
  return {
    format: project.format,
    cover,
    marketplaces: pricing.marketplaces,
    counts: {
      titleAndSubtitle: {
        used: listing.title.length + listing.subtitle.length,
        max: TITLE_SUBTITLE_MAX,
      },
      description: { used: listing.description.length, max: DESCRIPTION_MAX },
      keywords: {
        used: keywords.length,
        max: KEYWORD_SLOTS,
        longest: Math.max(0, ...keywords.map((k) => k.length)),
        maxPerBox: KEYWORD_BOX_MAX,
      },
    },
    problems: sorted,
    summary: {
      errors: sorted.filter((p) => p.severity === "error").length,
      warnings: sorted.filter((p) => p.severity === "warning").length,
      infos: sorted.filter((p) => p.severity === "info").length,
    },
  };
}
