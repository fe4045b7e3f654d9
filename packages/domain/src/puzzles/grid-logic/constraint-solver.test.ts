import { describe, expect, it } from "vitest";
import { countSolutions, gradeLogic, type Masks, type Rules } from "./constraint-solver";

// Binary variables: bit 1 = value 0, bit 2 = value 1, 3 = undecided.
const OFF = 1;
const ON = 2;
const open = (count: number) => new Uint16Array(count).fill(OFF | ON);

/** Exactly one variable is on. */
const exactlyOne: Rules = {
  propagate: (masks: Masks) => {
    const on = masks.filter((mask) => mask === ON).length;
    const undecided = masks.filter((mask) => mask === (OFF | ON)).length;
    if (on > 1 || on + undecided === 0 || masks.includes(0)) return false;
    masks.forEach((mask, index) => {
      if (mask !== (OFF | ON)) return;
      if (on === 1) masks[index] = OFF;
      else if (undecided === 1) masks[index] = ON;
    });
    return true;
  },
};

/** x0 on is impossible (x1 would have to be on and off); x0 off forces x1 on. Rules see neither. */
const needsLookahead: Rules = {
  propagate: (masks: Masks) => {
    if (masks[0] === ON) return false;
    if (masks[0] === OFF) masks[1] = (masks[1] as number) & ON;
    return masks.every((mask) => mask !== 0);
  },
};

describe("grid logic constraint solver", () => {
  it.each([
    ["one variable, exactly one on", exactlyOne, 1, 1, 0, [1]],
    ["one of two on: two solutions, a guess needed", exactlyOne, 2, 2, 2, [0, 1]],
    ["a contradiction only a trial finds", needsLookahead, 2, 1, 1, [0, 1]],
  ] as const)("%s", (_, rules, variables, count, tier, first) => {
    const proof = countSolutions(rules, open(variables));
    expect(proof.count).toBe(count);
    expect(proof.solution).toEqual(first);
    expect(proof.other === null).toBe(count < 2);
    expect(gradeLogic(rules, open(variables)).tier).toBe(tier);
  });

  it("without look-ahead the trial-only contradiction stays a guess", () => {
    expect(gradeLogic(needsLookahead, open(2), false).tier).toBe(2);
  });

  it("counts to the limit and stops at the node budget", () => {
    const free: Rules = { propagate: () => true };
    expect(countSolutions(free, open(3), 5).count).toBe(5);
    expect(() => countSolutions(free, open(20), 2 ** 20, 100)).toThrow(/more search/);
  });

  it("a global check refuses a finished grid", () => {
    const neverAccept: Rules = { ...exactlyOne, accept: () => false };
    expect(countSolutions(neverAccept, open(1)).count).toBe(0);
    expect(gradeLogic(neverAccept, open(1)).tier).toBe(2);
  });
});
