/*
 * The coloring design styles the generators ship, as plain data: the catalogue's claims read this
 * list so every web page can show the count without bundling a generator (catalogue/claims.ts is
 * imported everywhere and page weight is budgeted). coloring.test.ts keeps it equal to
 * COLORING_STYLES, in order.
 */
export const SHIPPED_COLORING_STYLES: readonly { id: string; name: string }[] = [
  { id: "mandala", name: "Mandalas" },
  { id: "geometric", name: "Geometric patterns" },
  { id: "floral", name: "Flowers" },
  { id: "tiled", name: "Tiles" },
  { id: "stained-glass", name: "Stained glass" },
];
