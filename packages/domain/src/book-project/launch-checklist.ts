import {
  DESCRIPTION_MAX,
  KEYWORD_SLOTS,
  TITLE_SUBTITLE_MAX,
} from "../tools/guidelines-check/limits";
import type { BoardCollection, BoardColumn, PageData } from "./board";
import { PROJECT_CATEGORY_SLOTS } from "./contract";

/*
 * The KDP launch checklist a new book project's board starts from (spec §3 board template:
 * code, data, dataVersion). Each card's due date counts back (or forward) from the target launch
 * date. The limits in the text come from the same modules the checkers use, so a KDP change is one
 * edit. Bump dataVersion when the cards change: boards remember which version they were made from.
 */

export type BoardTemplateCard = {
  title: string;
  notes: string;
  /** Days from the launch date: negative before it, 0 on the day, positive after. */
  offsetDays: number;
};

export type BoardTemplate = {
  code: string;
  dataVersion: number;
  data: { columns: BoardColumn[]; cards: BoardTemplateCard[] };
};

export const PLANNER_COLUMNS: BoardColumn[] = [
  { id: "todo", title: "To do" },
  { id: "in-progress", title: "In progress" },
  { id: "done", title: "Done" },
];
export const DONE_COLUMN_ID = "done";
/** Weeks between creating a project without a launch date and the date its checklist assumes. */
export const DEFAULT_LAUNCH_WEEKS = 8;

export const KDP_LAUNCH_CHECKLIST: BoardTemplate = {
  code: "kdp-launch",
  dataVersion: 1,
  data: {
    columns: PLANNER_COLUMNS,
    cards: [
      {
        title: "Manuscript: final edit and interior file",
        offsetDays: -42,
        notes: [
          "Finish the last edit and a separate proofread.",
          "Add front and back matter: title page, copyright page, table of contents, about the author, a call to review.",
          "Format the interior at the chosen trim size with the gutter your page count needs, fonts embedded, images at 300 DPI.",
          "Choose trim and ink now: KDP locks them once the book is published.",
          "Check the print PDF page by page in KDP's Print Previewer, and the eBook in Kindle Previewer.",
        ].join("\n"),
      },
      {
        title: "Cover: template at the final page count",
        offsetDays: -35,
        notes: [
          "Generate the cover template only once the page count is final: the spine width depends on it and on the paper.",
          "The template says whether the book is thick enough for spine text; keep text inside the safe area.",
          "Keep the barcode area on the back cover clear, export a single PDF with bleed, and check it in the previewer.",
          "The eBook cover is a separate front-only image.",
        ].join("\n"),
      },
      {
        title: "Proof copy",
        offsetDays: -30,
        notes: [
          "Order a printed proof from the KDP dashboard and read it on paper: margins, spine alignment, image quality, colour.",
          "Fix and re-upload before approving; allow time for the proof to ship.",
        ].join("\n"),
      },
      {
        title: "Listing: title, description, keywords, categories",
        offsetDays: -28,
        notes: [
          `Title plus subtitle at most ${TITLE_SUBTITLE_MAX} characters together, exactly as on the cover.`,
          `Description up to ${DESCRIPTION_MAX.toLocaleString("en-US")} characters, with only the HTML KDP allows.`,
          `Fill all ${KEYWORD_SLOTS} keyword boxes; no other authors, brands, Amazon program names or quotes.`,
          `Pick ${PROJECT_CATEGORY_SLOTS} categories per format in the dashboard.`,
          "Run the guidelines and trademark checkers on the project before you submit.",
        ].join("\n"),
      },
      {
        title: "Pricing: list price in every marketplace",
        offsetDays: -21,
        notes: [
          "Check the minimum list price for the printing cost in each marketplace and where the 60% royalty starts.",
          "For the eBook, stay inside the 70% band of each store or accept 35%.",
          "Set the price for every marketplace yourself instead of converting from amazon.com, and round to local price points.",
        ].join("\n"),
      },
      {
        title: "Pre-order: set the release date",
        offsetDays: -21,
        notes: [
          "Put the eBook on pre-order so reviews and sales of launch week count together.",
          "Upload the final manuscript well before the deadline KDP shows for the release date; missing it cancels the pre-order and blocks pre-orders for a year.",
          "Share the pre-order link with your mailing list and advance readers.",
        ].join("\n"),
      },
      {
        title: "Launch day",
        offsetDays: 0,
        notes: [
          "Check the live listing in every marketplace: cover, description formatting, price, Look Inside.",
          "Link the editions (eBook, paperback, hardcover) and add the book to your Author Central page.",
          "Email your list, post on your channels, and remind advance readers to leave honest reviews.",
        ].join("\n"),
      },
      {
        title: "Ads: first Sponsored Products campaigns",
        offsetDays: 3,
        notes: [
          "Start an automatic campaign with a small daily budget to learn which searches convert.",
          "After one to two weeks move converting search terms into a manual exact-match campaign and add negatives for the wasted ones.",
          "Watch the cost per sale against your royalty, not just clicks.",
        ].join("\n"),
      },
    ],
  },
};

/** `YYYY-MM-DD` `days` after (or before) the calendar day `date`. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The launch date a project without one plans for: DEFAULT_LAUNCH_WEEKS after `today`. */
export function defaultLaunchDate(today: Date): string {
  return addDays(today.toISOString().slice(0, 10), DEFAULT_LAUNCH_WEEKS * 7);
}

/** The board collection and cards a template makes for a project launching on `launchDate`. */
export function instantiateBoardTemplate(
  template: BoardTemplate,
  { projectId, launchDate }: { projectId: string | null; launchDate: string | null },
): { boardCollection: BoardCollection; cards: Omit<PageData, "boardId">[] } {
  const firstColumn = template.data.columns[0]?.id ?? "todo";
  return {
    boardCollection: {
      columns: template.data.columns,
      template: { code: template.code, dataVersion: template.dataVersion },
      projectId,
    },
    cards: template.data.cards.map((card, index) => ({
      column: firstColumn,
      position: index + 1,
      title: card.title,
      notes: card.notes,
      dueDate: launchDate === null ? null : addDays(launchDate, card.offsetDays),
      done: false,
    })),
  };
}
