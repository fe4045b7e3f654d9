/*
 * The one solver behind the grid logic types (kakuro, hitori, slitherlink, light up; decision
 * 0095). A puzzle is a list of variables, each with a bit mask of the values it may still take
 * (bit v set = value v possible), and a type's own `propagate`, which applies its rules until
 * nothing changes and reports a contradiction. The solver is the same for every type:
 * - `countSolutions` is exact: propagate, then branch on the variable with the fewest values left,
 *   counting to `limit`. It proves uniqueness; its node count is part of the grade.
 * - `gradeLogic` measures how a person would get on: tier 0 when the type's rules alone finish
 *   the grid, tier 1 when one-step look-ahead is also needed (assume a value, apply the rules,
 *   strike it out on a contradiction), tier 2 when neither finishes and a guess must be made.
 * Both are sound, so a grid either finishes is the only solution the rules allow.
 */

export type Masks = Uint16Array;

export type Rules = {
  /** Applies the type's deductions in place; false on a contradiction. */
  propagate: (masks: Masks) => boolean;
  /** A check of the whole finished grid (a single loop, connected cells); true when absent. */
  accept?: (masks: Masks) => boolean;
  /** The variable to guess next where the type knows better (a loop's open end); -1 for none. */
  choose?: (masks: Masks) => number;
};

export const isDecided = (mask: number) => mask !== 0 && (mask & (mask - 1)) === 0;
export const valueOfMask = (mask: number) => 31 - Math.clz32(mask);
export const bitCount = (mask: number) => {
  let count = 0;
  for (let rest = mask; rest; rest &= rest - 1) count += 1;
  return count;
};

export type SolutionCount = {
  count: number;
  solution: number[] | null;
  /** The second solution found, when there is one: where it differs is where clues are short. */
  other: number[] | null;
  nodes: number;
};

/** Exact: how many solutions (up to `limit`), the first one as values, and the nodes visited. */
export function countSolutions(
  rules: Rules,
  initial: Masks,
  limit = 2,
  maxNodes = 200_000,
): SolutionCount {
  let count = 0;
  let nodes = 0;
  let solution: number[] | null = null;
  let other: number[] | null = null;
  const search = (masks: Masks): boolean => {
    nodes += 1;
    if (nodes > maxNodes) throw new Error("The puzzle needs more search than allowed");
    if (!rules.propagate(masks)) return false;
    let branch = rules.choose ? rules.choose(masks) : -1;
    let fewest = branch < 0 ? 99 : 0;
    for (let index = 0; index < masks.length && fewest > 2; index += 1) {
      const bits = bitCount(masks[index] as number);
      if (bits > 1 && bits < fewest) {
        fewest = bits;
        branch = index;
      }
    }
    if (branch < 0) {
      if (rules.accept && !rules.accept(masks)) return false;
      count += 1;
      if (!solution) solution = Array.from(masks, valueOfMask);
      else if (!other) other = Array.from(masks, valueOfMask);
      return count >= limit;
    }
    for (let rest = masks[branch] as number; rest; rest &= rest - 1) {
      const copy = masks.slice();
      copy[branch] = rest & -rest;
      if (search(copy)) return true;
    }
    return false;
  };
  search(initial.slice());
  return { count, solution, other, nodes };
}

export type LogicTier = 0 | 1 | 2;
export type LogicGrade = { tier: LogicTier; lookaheads: number; masks: Masks };

/** How far the type's rules, then one-step look-ahead, get without guessing. */
export function gradeLogic(rules: Rules, initial: Masks, allowLookahead = true): LogicGrade {
  const masks = initial.slice();
  const finished = () => masks.every(isDecided) && (!rules.accept || rules.accept(masks));
  if (!rules.propagate(masks)) return { tier: 2, lookaheads: 0, masks };
  if (finished()) return { tier: 0, lookaheads: 0, masks };
  if (!allowLookahead) return { tier: 2, lookaheads: 0, masks };
  let lookaheads = 0;
  let progress = true;
  while (progress) {
    progress = false;
    // One sweep strikes out every value whose trial fails, then sweeps again until none does.
    for (let index = 0; index < masks.length; index += 1) {
      const mask = masks[index] as number;
      if (isDecided(mask)) continue;
      for (let rest = mask; rest; rest &= rest - 1) {
        const bit = rest & -rest;
        if (!((masks[index] as number) & bit)) continue;
        const trial = masks.slice();
        trial[index] = bit;
        if (!rules.propagate(trial)) {
          masks[index] = (masks[index] as number) & ~bit;
          lookaheads += 1;
          if (masks[index] === 0 || !rules.propagate(masks)) return { tier: 2, lookaheads, masks };
          progress = true;
        }
      }
    }
  }
  return { tier: finished() ? 1 : 2, lookaheads, masks };
}
