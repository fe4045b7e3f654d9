import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { elementBounds, isBoxInside } from "../../books/interior/elements";
import { cryptogram, generateCryptogram, verifyCryptogram } from "./cryptogram";

describe("cryptogram", () => {
  it.each([
    ["easy", 4],
    ["medium", 2],
    ["hard", 0],
  ] as const)("%s gives away %i letters", (difficulty, hints) => {
    const puzzle = generateCryptogram("c", cryptogram.options.parse({ difficulty }));
    expect(puzzle.hints).toHaveLength(hints);
    expect(puzzle.difficulty).toBe(difficulty);
    expect(verifyCryptogram(puzzle)).toEqual({ ok: true, problems: [] });
  });

  it("keeps spaces and punctuation, and no letter stands for itself", () => {
    const puzzle = generateCryptogram("c", cryptogram.options.parse({ text: "Hello, world!" }));
    expect(puzzle.ciphertext).toMatch(/^[A-Z]{5}, [A-Z]{5}!$/);
    for (const [plain, cipher] of Object.entries(puzzle.key)) expect(cipher).not.toBe(plain);
    expect(() =>
      generateCryptogram("c", cryptogram.options.parse({ text: "Numbers 123 here" })),
    ).toThrow(/letters, spaces/);
  });

  it("verify catches a key that does not decode the text", () => {
    const puzzle = generateCryptogram("c", cryptogram.options.parse({}));
    expect(verifyCryptogram({ ...puzzle, ciphertext: puzzle.plaintext }).ok).toBe(false);
  });

  it("property: the cipher is a one-to-one derangement that encodes the answer", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), (seed) => {
        expect(
          verifyCryptogram(generateCryptogram(seed, cryptogram.options.parse({}))).problems,
        ).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it("draws inside its box", () => {
    const puzzle = generateCryptogram("draw", cryptogram.options.parse({}));
    const box = { x: 20, y: 30, width: 280, height: 200 };
    for (const element of [
      ...cryptogram.toLayout(puzzle, box),
      ...cryptogram.answerToLayout(puzzle, box),
    ]) {
      expect(isBoxInside(elementBounds(element), box)).toBe(true);
    }
  });
});
