import type { Box } from "./editor-guides";

/*
 * Resizing and rotating a layer in the shared design editor (issue 31, decision 0151). A layer is
 * a box turned by `rotation` degrees clockwise about its centre. Dragging a corner keeps the
 * opposite corner where it is on the canvas, also when the box is turned, so the maths works in
 * the box's own (unturned) frame. Pure numbers in canvas pixels; the editor rounds nothing here
 * except the results it stores.
 */

export type Corner = "nw" | "ne" | "se" | "sw";
export const CORNERS: readonly Corner[] = ["nw", "ne", "se", "sw"];
type Point = { x: number; y: number };
export type TurnedBox = Box & { rotation: number };

/** A layer is never smaller than this on either side while resized. */
export const MIN_LAYER_PX = 4;
/** Rotation snaps to this step with Shift (and the keyboard's large step). */
export const ROTATION_SNAP_DEG = 15;

const sign = (corner: Corner) => ({
  x: corner === "ne" || corner === "se" ? 1 : -1,
  y: corner === "sw" || corner === "se" ? 1 : -1,
});

function turn(point: Point, degrees: number): Point {
  const r = (degrees * Math.PI) / 180;
  const cos = Math.cos(r);
  const sin = Math.sin(r);
  return { x: point.x * cos - point.y * sin, y: point.x * sin + point.y * cos };
}

const centreOf = (box: Box): Point => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

/** Where a corner of a turned box is on the canvas (for drawing its handle). */
export function cornerPoint(box: TurnedBox, corner: Corner): Point {
  const s = sign(corner);
  const c = centreOf(box);
  const offset = turn({ x: (s.x * box.width) / 2, y: (s.y * box.height) / 2 }, box.rotation);
  return { x: c.x + offset.x, y: c.y + offset.y };
}

/**
 * The box after its `corner` is dragged to `pointer`: the opposite corner stays put. With
 * `keepAspect` the box keeps its width-to-height ratio, growing by the larger of the two pulls.
 * Dragging past the opposite corner stops at the least size rather than flipping the box.
 */
export function resizeFromCorner(
  box: TurnedBox,
  corner: Corner,
  pointer: Point,
  options: { keepAspect: boolean; minPx?: number },
): Box {
  const min = options.minPx ?? MIN_LAYER_PX;
  const s = sign(corner);
  const opposite = cornerPoint(
    box,
    corner === "nw" ? "se" : corner === "se" ? "nw" : corner === "ne" ? "sw" : "ne",
  );
  const local = turn({ x: pointer.x - opposite.x, y: pointer.y - opposite.y }, -box.rotation);
  let width = Math.max(min, local.x * s.x);
  let height = Math.max(min, local.y * s.y);
  if (options.keepAspect) {
    const scale = Math.max(width / box.width, height / box.height);
    const least = Math.max(min / box.width, min / box.height);
    width = box.width * Math.max(scale, least);
    height = box.height * Math.max(scale, least);
  }
  const half = turn({ x: (s.x * width) / 2, y: (s.y * height) / 2 }, box.rotation);
  const centre = { x: opposite.x + half.x, y: opposite.y + half.y };
  return { x: centre.x - width / 2, y: centre.y - height / 2, width, height };
}

/** Any angle as the same turn in (-180, 180]. */
export function normaliseRotation(degrees: number): number {
  const turned = ((((degrees + 180) % 360) + 360) % 360) - 180;
  const result = turned === -180 ? 180 : turned;
  return Object.is(result, -0) ? 0 : result;
}

/**
 * The rotation that points the box's top at `pointer` (the rotate handle sits above the box).
 * With `snapDeg` it lands on the nearest multiple; otherwise on a tenth of a degree.
 */
export function rotationTowards(box: Box, pointer: Point, snapDeg?: number): number {
  const c = centreOf(box);
  const degrees = (Math.atan2(pointer.x - c.x, -(pointer.y - c.y)) * 180) / Math.PI;
  const snapped = snapDeg ? Math.round(degrees / snapDeg) * snapDeg : degrees;
  return Math.round(normaliseRotation(snapped) * 10) / 10;
}

/** The keyboard's rotate step: one degree, or to the next multiple of the snap with Shift. */
export function rotateStep(rotation: number, direction: 1 | -1, large: boolean): number {
  if (!large) return normaliseRotation(rotation + direction);
  const step = ROTATION_SNAP_DEG;
  const next =
    direction > 0
      ? Math.floor(rotation / step + 1e-9) * step + step
      : Math.ceil(rotation / step - 1e-9) * step - step;
  return normaliseRotation(next);
}

/**
 * The keyboard's resize step from the top-left corner: `dw` and `dh` pixels, or with
 * `keepAspect` the width changes by `dw || dh` and the height follows the ratio.
 */
export function resizeBy(box: Box, dw: number, dh: number, keepAspect: boolean): Box {
  if (!keepAspect) {
    return {
      ...box,
      width: Math.max(MIN_LAYER_PX, box.width + dw),
      height: Math.max(MIN_LAYER_PX, box.height + dh),
    };
  }
  const ratio = box.height / box.width;
  const width = Math.max(MIN_LAYER_PX, MIN_LAYER_PX / ratio, box.width + (dw || dh));
  return { ...box, width, height: width * ratio };
}
