import type { KdpSource, PaperType } from "./trim-sizes";

/*
 * Paper thickness per page, which sets the spine width (kdp-facts §3.2). KDP's cover page and
 * calculator use 0.002252 in for standard colour; its submission guidelines give a single colour
 * factor of 0.002347, which is the premium-colour value here.
 */

export const SPINE_SOURCE: KdpSource = {
  key: "S-GILD",
  title: "KDP help: Cover calculator and paperback cover (G201953020), spine width per page",
  date: "2026-09-30",
};

export const GROUNDWOOD_SOURCE: KdpSource = {
  key: "S-GILD",
  title: "KDP help: groundwood paper option (one secondary source; soft value)",
  date: "2026-09-30",
};

export type Ink = "black" | "standard-color" | "premium-color";
export type PaperStock = "white" | "cream" | "groundwood";

export type PaperSpec = {
  paper: PaperType;
  label: string;
  ink: Ink;
  stock: PaperStock;
  /** Thickness of one page (one side of a leaf counts as a page) in inches. */
  inchesPerPage: number;
  /** The same in millimetres, as KDP lists it. */
  mmPerPage: number;
  source: KdpSource;
};

export const PAPER_SPECS: Record<PaperType, PaperSpec> = {
  white: {
    paper: "white",
    label: "Black ink, white paper",
    ink: "black",
    stock: "white",
    inchesPerPage: 0.002252,
    mmPerPage: 0.0572,
    source: SPINE_SOURCE,
  },
  cream: {
    paper: "cream",
    label: "Black ink, cream paper",
    ink: "black",
    stock: "cream",
    inchesPerPage: 0.0025,
    mmPerPage: 0.0635,
    source: SPINE_SOURCE,
  },
  groundwood: {
    paper: "groundwood",
    label: "Black ink, groundwood paper",
    ink: "black",
    stock: "groundwood",
    inchesPerPage: 0.00235,
    mmPerPage: 0.0597,
    source: GROUNDWOOD_SOURCE,
  },
  "standard-color": {
    paper: "standard-color",
    label: "Standard colour, white paper",
    ink: "standard-color",
    stock: "white",
    inchesPerPage: 0.002252,
    mmPerPage: 0.0572,
    source: SPINE_SOURCE,
  },
  "premium-color": {
    paper: "premium-color",
    label: "Premium colour, white paper",
    ink: "premium-color",
    stock: "white",
    inchesPerPage: 0.002347,
    mmPerPage: 0.0596,
    source: SPINE_SOURCE,
  },
};

export function getPaperSpec(paper: PaperType): PaperSpec {
  return PAPER_SPECS[paper];
}

/**
 * The interior choice for a tool that asks for ink and paper separately (royalty, price check):
 * colour is always printed on white paper.
 */
export function toPaperType(ink: Ink, stock: PaperStock = "white"): PaperType {
  return ink === "black" ? stock : ink;
}

/** Thickness of the page block in inches, unrounded: pages × thickness per page. */
export function measurePageBlockIn(pages: number, paper: PaperType): number {
  return pages * PAPER_SPECS[paper].inchesPerPage;
}
