/*
 * Alignment guides, snapping and zoom for the shared design editor (decision 0140). A moved box
 * snaps its left edge, centre or right edge (top, middle, bottom) to the canvas's edges and centre
 * and to the other layers' edges and centres when within a threshold; the guides drawn are the
 * lines it snapped to. Pure numbers in canvas pixels.
 */

export type Box = { x: number; y: number; width: number; height: number };
export type Guide = { axis: "x" | "y"; at: number };

/** Snap within this many screen pixels; the editor divides by the zoom to get canvas pixels. */
export const SNAP_SCREEN_PX = 6;

function lines(start: number, length: number): number[] {
  return [start, start + length / 2, start + length];
}

function snapAxis(
  start: number,
  length: number,
  targets: readonly number[],
  threshold: number,
): { offset: number; at: number | null } {
  let best: { offset: number; at: number | null; distance: number } = {
    offset: 0,
    at: null,
    distance: Number.POSITIVE_INFINITY,
  };
  for (const edge of lines(start, length)) {
    for (const target of targets) {
      const distance = Math.abs(target - edge);
      // Strictly nearer only: at equal distance the first line found (left edge, then centre) wins.
      if (distance <= threshold && distance < best.distance) {
        best = { offset: target - edge, at: target, distance };
      }
    }
  }
  return best;
}

/**
 * Where a moved box lands: its position snapped on each axis to the nearest line within
 * `threshold`, and the guides to draw. `others` are the other visible layers.
 */
export function snapBox(
  box: Box,
  others: readonly Box[],
  canvas: { widthPx: number; heightPx: number },
  threshold: number,
): { x: number; y: number; guides: Guide[] } {
  const xs = [0, canvas.widthPx / 2, canvas.widthPx, ...others.flatMap((o) => lines(o.x, o.width))];
  const ys = [
    0,
    canvas.heightPx / 2,
    canvas.heightPx,
    ...others.flatMap((o) => lines(o.y, o.height)),
  ];
  const sx = snapAxis(box.x, box.width, xs, threshold);
  const sy = snapAxis(box.y, box.height, ys, threshold);
  const guides: Guide[] = [];
  if (sx.at !== null) guides.push({ axis: "x", at: sx.at });
  if (sy.at !== null) guides.push({ axis: "y", at: sy.at });
  return { x: box.x + sx.offset, y: box.y + sy.offset, guides };
}

/** The zoom steps the editor's buttons and Ctrl +/- walk through. */
export const ZOOM_STEPS = [0.1, 0.25, 0.33, 0.5, 0.67, 0.75, 1, 1.25, 1.5, 2, 3, 4] as const;

const MAX_ZOOM = 4;

export function zoomIn(zoom: number): number {
  return ZOOM_STEPS.find((step) => step > zoom + 1e-9) ?? MAX_ZOOM;
}

export function zoomOut(zoom: number): number {
  return [...ZOOM_STEPS].reverse().find((step) => step < zoom - 1e-9) ?? ZOOM_STEPS[0];
}

/** The zoom at which the whole canvas fits the view (never above 100 %, never below the least step). */
export function fitZoom(
  canvas: { widthPx: number; heightPx: number },
  view: { width: number; height: number },
): number {
  const fit = Math.min(view.width / canvas.widthPx, view.height / canvas.heightPx, 1);
  return Math.max(ZOOM_STEPS[0], Math.floor(fit * 100) / 100);
}
