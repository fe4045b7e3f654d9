import type { MazeShape } from "./maze-rules";

/*
 * Maze shapes as graphs: cells, their neighbours, and the wall drawn between two cells or on the
 * outside, as polylines in the shape's own units. Rectangular and hexagonal mazes share one
 * construction: each cell is a polygon, and an edge two polygons share is the wall between them.
 * A circular (theta) maze has rings whose cell counts double as the rings grow, so cells stay
 * about square; its walls are arcs (as short chords) and radial segments.
 */

export type Wall = { a: number; b: number | null; points: number[] };

export type MazeGraph = {
  shape: MazeShape;
  cells: number;
  neighbours: number[][];
  /** Internal walls (b set) and outer walls (b null). */
  walls: Wall[];
  centers: [number, number][];
  width: number;
  height: number;
  entrance: number;
  exit: number;
  /** The outer wall left open at the entrance (and the exit, when it is on the rim). */
  openings: Wall[];
};

function fromPolygons(
  shape: MazeShape,
  polygons: [number, number][][],
  centers: [number, number][],
  width: number,
  height: number,
  entrance: { cell: number; pick: (wall: Wall) => number },
  exit: { cell: number; pick: (wall: Wall) => number },
): MazeGraph {
  const byMidpoint = new Map<string, { cell: number; points: number[] }[]>();
  polygons.forEach((polygon, cell) => {
    polygon.forEach((point, index) => {
      const next = polygon[(index + 1) % polygon.length] as [number, number];
      const key = `${((point[0] + next[0]) / 2).toFixed(4)},${((point[1] + next[1]) / 2).toFixed(4)}`;
      const list = byMidpoint.get(key) ?? [];
      list.push({ cell, points: [point[0], point[1], next[0], next[1]] });
      byMidpoint.set(key, list);
    });
  });
  const neighbours: number[][] = polygons.map(() => []);
  const walls: Wall[] = [];
  for (const list of byMidpoint.values()) {
    const [first, second] = list as [
      { cell: number; points: number[] },
      { cell: number; points: number[] }?,
    ];
    if (second) {
      neighbours[first.cell]?.push(second.cell);
      neighbours[second.cell]?.push(first.cell);
      walls.push({ a: first.cell, b: second.cell, points: first.points });
    } else walls.push({ a: first.cell, b: null, points: first.points });
  }
  const outer = (cell: number) => walls.filter((wall) => wall.b === null && wall.a === cell);
  const opening = (end: { cell: number; pick: (wall: Wall) => number }) =>
    outer(end.cell).reduce((best, wall) => (end.pick(wall) > end.pick(best) ? wall : best));
  return {
    shape,
    cells: polygons.length,
    neighbours,
    walls,
    centers,
    width,
    height,
    entrance: entrance.cell,
    exit: exit.cell,
    openings: [opening(entrance), opening(exit)],
  };
}

/** Top-left entrance in the top wall, bottom-right exit in the bottom wall. */
export function rectangularMaze(rows: number, cols: number): MazeGraph {
  const polygons: [number, number][][] = [];
  const centers: [number, number][] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let col = 0; col < cols; col += 1) {
      polygons.push([
        [col, row],
        [col + 1, row],
        [col + 1, row + 1],
        [col, row + 1],
      ]);
      centers.push([col + 0.5, row + 0.5]);
    }
  }
  const top = (wall: Wall) => -Math.max(wall.points[1] as number, wall.points[3] as number);
  const bottom = (wall: Wall) => Math.min(wall.points[1] as number, wall.points[3] as number);
  return fromPolygons(
    "rectangular",
    polygons,
    centers,
    cols,
    rows,
    { cell: 0, pick: top },
    { cell: rows * cols - 1, pick: bottom },
  );
}

/** Pointy-top hexagons, odd rows shifted half a cell right; entrance top-left, exit bottom-right. */
export function hexagonalMaze(rows: number, cols: number): MazeGraph {
  const w = Math.sqrt(3);
  const polygons: [number, number][][] = [];
  const centers: [number, number][] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let col = 0; col < cols; col += 1) {
      const cx = w * (col + 0.5 * (row % 2)) + w / 2;
      const cy = 1.5 * row + 1;
      centers.push([cx, cy]);
      polygons.push(
        Array.from({ length: 6 }, (_, k) => {
          const angle = (Math.PI / 180) * (60 * k - 90);
          return [cx + Math.cos(angle), cy + Math.sin(angle)] as [number, number];
        }),
      );
    }
  }
  const up = (wall: Wall) => -((wall.points[1] as number) + (wall.points[3] as number));
  const down = (wall: Wall) => (wall.points[1] as number) + (wall.points[3] as number);
  return fromPolygons(
    "hexagonal",
    polygons,
    centers,
    w * cols + w / 2,
    1.5 * rows + 0.5,
    { cell: 0, pick: up },
    { cell: rows * cols - 1, pick: down },
  );
}

/** Arc from angle a0 to a1 at radius r around (c, c), as chords of at most 5 degrees. */
function arc(c: number, r: number, a0: number, a1: number): number[] {
  const steps = Math.max(1, Math.ceil((a1 - a0) / (Math.PI / 36)));
  const points: number[] = [];
  for (let step = 0; step <= steps; step += 1) {
    const angle = a0 + ((a1 - a0) * step) / steps;
    points.push(c + r * Math.cos(angle), c + r * Math.sin(angle));
  }
  return points;
}

/** Rings around a centre cell; entrance through the outer rim, the goal is the centre. */
export function circularMaze(rings: number): MazeGraph {
  const counts = [1];
  for (let ring = 1; ring < rings; ring += 1) {
    const previous = counts[ring - 1] as number;
    if (ring === 1) counts.push(6);
    else counts.push((2 * Math.PI * ring) / previous > 2 ? previous * 2 : previous);
  }
  const start: number[] = [];
  let total = 0;
  for (const count of counts) {
    start.push(total);
    total += count;
  }
  const c = rings;
  const id = (ring: number, index: number) => (start[ring] as number) + index;
  const neighbours: number[][] = Array.from({ length: total }, () => []);
  const walls: Wall[] = [];
  const centers: [number, number][] = [];
  const link = (a: number, b: number, points: number[]) => {
    neighbours[a]?.push(b);
    neighbours[b]?.push(a);
    walls.push({ a, b, points });
  };
  centers.push([c, c]);
  for (let ring = 1; ring < rings; ring += 1) {
    const count = counts[ring] as number;
    const inner = counts[ring - 1] as number;
    for (let index = 0; index < count; index += 1) {
      const a0 = (2 * Math.PI * index) / count;
      const a1 = (2 * Math.PI * (index + 1)) / count;
      const mid = (a0 + a1) / 2;
      centers.push([c + (ring + 0.5) * Math.cos(mid), c + (ring + 0.5) * Math.sin(mid)]);
      const cell = id(ring, index);
      if (count > 1) {
        link(cell, id(ring, (index + 1) % count), [
          c + ring * Math.cos(a1),
          c + ring * Math.sin(a1),
          c + (ring + 1) * Math.cos(a1),
          c + (ring + 1) * Math.sin(a1),
        ]);
      }
      const parent = id(ring - 1, Math.floor((index * inner) / count));
      link(cell, parent, arc(c, ring, a0, a1));
      if (ring === rings - 1) walls.push({ a: cell, b: null, points: arc(c, ring + 1, a0, a1) });
    }
  }
  const entrance = id(rings - 1, 0);
  const opening = walls.find((wall) => wall.a === entrance && wall.b === null) as Wall;
  return {
    shape: "circular",
    cells: total,
    neighbours,
    walls,
    centers,
    width: 2 * rings,
    height: 2 * rings,
    entrance,
    exit: 0,
    openings: [opening],
  };
}
