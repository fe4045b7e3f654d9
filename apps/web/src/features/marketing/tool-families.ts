import { categories } from "@inkforge/domain/catalogue/categories";
import type { CategoryId } from "@inkforge/domain/catalogue/types";
import type { IconName } from "@/components/ui/icon";

/** The six tool families (the catalogue's categories); each has a category page. */
export type FamilyId = CategoryId;

export type ToolFamily = {
  id: FamilyId;
  name: string;
  path: string;
  /** One sentence for cards. */
  summary: string;
  icon: IconName;
  /** A few tool names, to show what is inside. */
  examples: readonly string[];
};

const extras: Record<FamilyId, { icon: IconName; examples: readonly string[] }> = {
  research: {
    icon: "search",
    examples: ["Search suggestions", "Deep View", "Retro View", "Browser extensions"],
  },
  "book-creation": {
    icon: "book",
    examples: ["Puzzle maker", "Activity book tools", "Coloring book maker", "Book writer"],
  },
  "book-listing": {
    icon: "listing",
    examples: ["Title creator", "Description creator", "Trademark checker", "Guidelines checker"],
  },
  design: {
    icon: "design",
    examples: ["Book cover designer", "A+ Content maker", "Text and pattern designer"],
  },
  general: {
    icon: "calculator",
    examples: ["Royalty calculator", "BSR sales calculator", "Keyword tracker", "Book planner"],
  },
  training: {
    icon: "training",
    examples: ["Masterclass", "Mentorship group", "Our self-publishing book"],
  },
};

/** The families in menu order, with the catalogue's names, paths and summaries. */
export const toolFamilies: readonly ToolFamily[] = categories.map((category) => ({
  id: category.id,
  name: category.name,
  path: category.path,
  summary: category.summary,
  ...extras[category.id],
}));

export function familyById(id: FamilyId): ToolFamily {
  const family = toolFamilies.find((f) => f.id === id);
  if (!family) throw new Error(`Unknown tool family: ${id}`);
  return family;
}

/** Free tools worth trying first (home page row). */
export const popularFreeTools: readonly { name: string; href: string; summary: string }[] = [
  {
    name: "KDP royalty calculator",
    href: "/tools/KDP-Royalty-Calculator",
    summary: "What each sale pays for an eBook, paperback or hardcover at your list price.",
  },
  {
    name: "BSR sales calculator",
    href: "/tools/KDP-BSR-Sales-Calculator",
    summary: "Turn a Best Sellers Rank into an estimate of daily sales.",
  },
  {
    name: "Cover template generator",
    href: "/kdp-cover-template-generator",
    summary:
      "A full-wrap template with bleed, spine and barcode area for your trim and page count.",
  },
  {
    name: "7 backend keywords tool",
    href: "/7-backend-keywords-tool-amazon-kdp",
    summary: "Fill the seven keyword boxes without repeats, banned terms or wasted characters.",
  },
  {
    name: "KDP title creator",
    href: "/kdp-title-creator",
    summary: "Title and subtitle ideas to test against KDP's metadata guidelines.",
  },
  {
    name: "Pen name generator",
    href: "/tools/Pen-Name-Generator",
    summary: "Believable author names for the country your readers live in.",
  },
];
