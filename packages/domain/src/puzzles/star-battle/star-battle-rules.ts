import * as z from "zod/mini";
import type { PuzzleTypeRules } from "../types";

/*
 * Star battle without its generator, solver or drawing: the options and description a form checks
 * a section against (puzzles/type-rules.ts).
 */

export const starBattleOptionsSchema = z.object({
  difficulty: z._default(z.enum(["easy", "medium"]), "medium"),
});
export type StarBattleOptions = z.output<typeof starBattleOptionsSchema>;

export const starBattleRules: PuzzleTypeRules<StarBattleOptions> = {
  id: "star-battle",
  name: "Star battle",
  difficulties: ["easy", "medium"],
  unique: true,
  howToPlay: [
    "Place stars in the grid so that every row, every column and every outlined region holds exactly one star.",
    "Stars may not touch each other, not even diagonally. In the answers a star is shown as a black dot. Every puzzle has exactly one solution.",
  ],
  options: starBattleOptionsSchema,
};
