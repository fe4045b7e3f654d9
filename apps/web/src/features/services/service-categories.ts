/*
 * The freelance services directory (spec §3, "Service directory entry"; decision 0135).
 * Categories and subcategories are fixed by the spec (their names are the domain's
 * `serviceCategoryNames`); the providers are the ones an operator entered in the console, served
 * by `GET /api/services/providers`. There is no example data: a category nobody entered providers
 * for is empty, and the pages say so. A provider's link gets the configured affiliate parameter
 * when it points at the configured freelance marketplace.
 */
import type { PublicServiceProvider } from "@inkforge/domain/contracts/service-directory";
import type { IconName } from "@/components/ui/icon";

/** One provider on the outside marketplace, reached through an affiliate link. */
export type ServiceProvider = {
  name: string;
  description: string;
  /** The provider's page on the freelance marketplace, with the affiliate parameter. */
  link: string;
  /** Image URL (an initials badge drawn here: no third-party image is loaded). */
  thumbnail: string;
  rating: number;
  totalReviews: number;
  tags: readonly string[];
  /** Only where an operator vetted the provider. */
  isVettedPro?: boolean;
  subcategory: string;
  id: string;
};

type ServiceSubcategory = {
  name: string;
  services: readonly ServiceProvider[];
};

export type ServiceCategory = {
  category: string;
  description: string;
  icon: IconName;
  /** Plural label for the providers, e.g. "Cover Designers". */
  type: string;
  subcategories: readonly ServiceSubcategory[];
  /** What to look for when hiring in this category (page copy, not part of the spec shape). */
  hiringTips: readonly string[];
};

function subcategories(...names: string[]): ServiceSubcategory[] {
  return names.map((name) => ({ name, services: [] }));
}

/** The freelance marketplace the directory links to, and its affiliate parameter. */
export type ServiceMarketplace = { url: string; affiliateParam?: string | undefined };
const defaultServiceMarketplace: ServiceMarketplace = { url: "https://www.fiverr.com" };

function serviceLink(marketplace: ServiceMarketplace, link: string): string {
  const url = new URL(link);
  const market = new URL(marketplace.url);
  if (marketplace.affiliateParam && url.hostname === market.hostname) {
    for (const [key, value] of new URLSearchParams(marketplace.affiliateParam))
      url.searchParams.set(key, value);
  }
  return url.toString();
}

const COLOURS = ["#23275a", "#9a3f08", "#134e4a", "#4c1d95", "#7f1d1d", "#1e3a5f"];

/** The provider's initials on a colour picked from its id, as an SVG data address. */
function initialsBadge(provider: PublicServiceProvider): string {
  const initials = provider.name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z0-9]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join("");
  const hash = [...provider.id].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128"><rect width="128" height="128" rx="16" fill="${COLOURS[hash % COLOURS.length]}"/><text x="64" y="80" text-anchor="middle" font-family="system-ui, sans-serif" font-size="48" font-weight="700" fill="#ffffff">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function toProvider(
  provider: PublicServiceProvider,
  marketplace: ServiceMarketplace,
): ServiceProvider {
  return {
    id: provider.id,
    name: provider.name,
    description: provider.description,
    link: serviceLink(marketplace, provider.link),
    thumbnail: initialsBadge(provider),
    rating: provider.rating,
    totalReviews: provider.totalReviews,
    tags: provider.tags,
    ...(provider.vetted ? { isVettedPro: true } : {}),
    subcategory: provider.subcategory,
  };
}

/** The directory with the operators' providers, linked through `marketplace`. */
export function buildServiceCategories(
  providers: readonly PublicServiceProvider[] = [],
  marketplace: ServiceMarketplace = defaultServiceMarketplace,
): ServiceCategory[] {
  return categoryDefinitions.map((category) => {
    const own = providers.filter((provider) => provider.category === category.category);
    const subs =
      category.subcategories.length > 0 ? category.subcategories : subcategories(category.category);
    return {
      ...category,
      subcategories: subs.map((sub) => ({
        name: sub.name,
        services: own
          .filter((provider) => provider.subcategory === sub.name)
          .map((provider) => toProvider(provider, marketplace)),
      })),
    };
  });
}

const categoryDefinitions: readonly ServiceCategory[] = [
  {
    category: "Book Covers",
    description:
      "Designers who make covers for KDP: eBook fronts and full-wrap paperback and hardcover covers that read well as a thumbnail and follow the conventions of your genre.",
    icon: "design",
    type: "Cover Designers",
    subcategories: subcategories(
      "Puzzle Book Cover",
      "Non-Fiction Covers",
      "Fiction Covers",
      "Coloring Book Covers",
    ),
    hiringTips: [
      "A portfolio in your genre: covers that look like the current bestsellers in your category, not just attractive art.",
      "Experience with KDP full-wrap files: 0.125 in bleed on every outer edge, a spine sized from your final page count and paper, and a clear barcode area on the back.",
      "An eBook front at KDP's ideal 2560 × 1600 px (1.6:1) as well as the print PDF.",
      "Proof that fonts and stock images are licensed for commercial use, and delivery of the source files.",
      "A stated number of revision rounds and a fee for a new spine if your page count changes later.",
    ],
  },
  {
    category: "Illustrations",
    description:
      "Illustrators for coloring pages, children's picture books and fiction cover art, from single images to full books.",
    icon: "illustration",
    type: "Illustrators",
    subcategories: subcategories(
      "Coloring Book Illustrations",
      "Illustrator for Children's Book",
      "Illustrator for Fiction Covers",
    ),
    hiringTips: [
      "For coloring books: clean, closed line art with line weights suited to your readers' age, delivered at 300 DPI or as vector files.",
      "For children's books: characters that stay consistent from page to page, and art planned around your trim size, bleed and text placement.",
      "A written licence that lets you sell the artwork in your books, on covers and in ads.",
      "Whether AI image tools are used: KDP asks you to disclose AI-generated images when you publish.",
    ],
  },
  {
    category: "Book Formatting",
    description:
      "Formatters who turn a finished manuscript into a print-ready interior PDF and a Kindle eBook file.",
    icon: "layout",
    type: "Formatters",
    subcategories: [],
    hiringTips: [
      "Print PDFs at your exact trim size, with gutter margins that grow with the page count and fonts embedded.",
      "A Kindle-ready eBook file with a working table of contents, tested on phone and tablet previews.",
      "No crop marks, spreads or annotations in the print file, and bleed set up only if pages really bleed.",
      "A fixed price for corrections after your printed proof arrives.",
    ],
  },
  {
    category: "Writing Tools",
    description:
      "Help with the words themselves: writing assistant tools for drafting and editing, and ghostwriters who write the book for you.",
    icon: "pen",
    type: "Writers",
    subcategories: subcategories("Writing Assistant Tools", "Ghostwriter"),
    hiringTips: [
      "For ghostwriters: a contract that assigns all rights to you, keeps the work confidential and pays by milestone.",
      "Sample chapters in your genre and a clear outline before the full draft begins.",
      "Plain answers about AI use: KDP asks you to disclose AI-generated text when you publish.",
      "For writing tools: export to DOCX or plain text so your manuscript never gets locked in.",
    ],
  },
  {
    category: "Audiobook Narration",
    description:
      "Narrators and producers who record, edit and master your audiobook so it meets your distributor's technical requirements.",
    icon: "mic",
    type: "Narrators",
    subcategories: [],
    hiringTips: [
      "An audition on a page of your own book, not only a demo reel.",
      "A voice that fits your genre and characters, and a pronunciation sheet agreed before recording.",
      "Finished files that meet your audiobook distributor's published audio specifications.",
      "Clear terms: a fee per finished hour or a royalty share, and who owns the recordings.",
    ],
  },
  {
    category: "Book Promotion Video Creator",
    description:
      "Video creators who make book trailers and short promotional clips for social media and your author page.",
    icon: "video",
    type: "Video Creators",
    subcategories: [],
    hiringTips: [
      "Versions in the shapes you need: vertical for short-video apps, square and landscape for other channels.",
      "Licensed music and footage, with the licences handed over.",
      "No claims you cannot back up, such as sales rank or review quotes you do not have permission to use.",
      "Editable captions so you can fix a typo or change a price without a new order.",
    ],
  },
];

export const serviceCategories: readonly ServiceCategory[] = buildServiceCategories();
