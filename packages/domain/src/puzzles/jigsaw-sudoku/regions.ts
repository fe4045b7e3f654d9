import type { Random } from "../random";
import type { SudokuGeometry } from "../sudoku/grid";

/*
 * Jigsaw regions: n connected regions of n cells each on an n × n grid, none of them a straight
 * row or column (the caller refuses such a layout and tries another).
 */

export type Regions = readonly number[];

const neighbours = (cell: number, size: number): number[] => {
  const row = Math.floor(cell / size);
  const col = cell % size;
  const list: number[] = [];
  if (row > 0) list.push(cell - size);
  if (row < size - 1) list.push(cell + size);
  if (col > 0) list.push(cell - 1);
  if (col < size - 1) list.push(cell + 1);
  return list;
};

function isConnected(regions: Regions, region: number, size: number): boolean {
  const cells = regions.flatMap((owner, cell) => (owner === region ? [cell] : []));
  if (cells.length === 0) return false;
  const seen = new Set([cells[0] as number]);
  const stack = [cells[0] as number];
  while (stack.length > 0) {
    const cell = stack.pop() as number;
    for (const next of neighbours(cell, size)) {
      if (regions[next] === region && !seen.has(next)) {
        seen.add(next);
        stack.push(next);
      }
    }
  }
  return seen.size === cells.length;
}

export function isValidRegions(regions: Regions, size: number): boolean {
  if (regions.length !== size * size) return false;
  for (let region = 0; region < size; region += 1) {
    if (regions.filter((owner) => owner === region).length !== size) return false;
    if (!isConnected(regions, region, size)) return false;
  }
  return true;
}

/** Whether any region is a whole row or column: then it is no jigsaw. */
export function hasStraightRegion(regions: Regions, size: number): boolean {
  for (let region = 0; region < size; region += 1) {
    const cells = regions.flatMap((owner, cell) => (owner === region ? [cell] : []));
    const rows = new Set(cells.map((cell) => Math.floor(cell / size)));
    const cols = new Set(cells.map((cell) => cell % size));
    if (rows.size === 1 || cols.size === 1) return true;
  }
  return false;
}

const BOXES: Record<number, [number, number] | undefined> = { 6: [2, 3], 9: [3, 3] };

/**
 * Regions shaped around a filled grid, so the grid is always a solution: start from the boxes of a
 * filled sudoku, then trade two cells of the same digit between
 * neighbouring regions, which keeps every digit once per region. Random fills of random jigsaw
 * layouts mostly fail (many layouts have no solution at all); this never does.
 */
export function randomRegions(size: number, random: Random, solution: readonly number[]): Regions {
  const box = BOXES[size];
  const regions = Array.from({ length: size * size }, (_, cell) => {
    const row = Math.floor(cell / size);
    const col = cell % size;
    return box ? Math.floor(row / box[0]) * (size / box[1]) + Math.floor(col / box[1]) : row;
  });
  const swaps = size * size * 2;
  for (let done = 0, tries = 0; done < swaps && tries < swaps * 20; tries += 1) {
    const a = random.int(size * size);
    const options = neighbours(a, size).filter((cell) => regions[cell] !== regions[a]);
    if (options.length === 0) continue;
    const ra = regions[a] as number;
    const rb = regions[random.pick(options)] as number;
    const c = regions.findIndex((owner, cell) => owner === rb && solution[cell] === solution[a]);
    if (c < 0) continue;
    regions[a] = rb;
    regions[c] = ra;
    if (isConnected(regions, ra, size) && isConnected(regions, rb, size)) done += 1;
    else {
      regions[a] = ra;
      regions[c] = rb;
    }
  }
  return regions;
}

/** The sudoku solver's geometry with the regions in place of boxes: rows, columns, regions. */
export function jigsawGeometry(regions: Regions, size: number): SudokuGeometry {
  const units: number[][] = [];
  for (let row = 0; row < size; row += 1) {
    units.push(Array.from({ length: size }, (_, col) => row * size + col));
  }
  for (let col = 0; col < size; col += 1) {
    units.push(Array.from({ length: size }, (_, row) => row * size + col));
  }
  for (let region = 0; region < size; region += 1) {
    units.push(regions.flatMap((owner, cell) => (owner === region ? [cell] : [])));
  }
  const unitsOf: [number, number, number][] = [];
  const peers: number[][] = [];
  for (let cell = 0; cell < size * size; cell += 1) {
    const triple: [number, number, number] = [
      Math.floor(cell / size),
      size + (cell % size),
      2 * size + (regions[cell] as number),
    ];
    unitsOf.push(triple);
    const set = new Set<number>();
    for (const unit of triple)
      for (const other of units[unit] as number[]) if (other !== cell) set.add(other);
    peers.push([...set]);
  }
  return { size, boxRows: 0, boxCols: 0, units, unitsOf, peers, all: (1 << size) - 1 };
}
