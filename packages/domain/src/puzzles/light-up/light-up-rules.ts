import * as z from "zod/mini";
import type { PuzzleTypeRules } from "../types";

/*
 * Light up without its generator, solver or drawing: the options and description a form checks a
 * section against (puzzles/type-rules.ts).
 */

export const lightUpOptionsSchema = z.object({
  difficulty: z._default(z.enum(["easy", "medium", "hard"]), "medium"),
});
export type LightUpOptions = z.output<typeof lightUpOptionsSchema>;

export const lightUpRules: PuzzleTypeRules<LightUpOptions> = {
  id: "light-up",
  name: "Light up",
  difficulties: ["easy", "medium", "hard"],
  unique: true,
  howToPlay: [
    "Place lamps in white cells. A lamp lights its own cell and every cell in a straight line from it, up, down, left and right, until a shaded cell blocks the light. Every white cell must be lit.",
    "No lamp may light another lamp. A number in a shaded cell tells how many lamps sit directly beside it, above, below, left or right. Every puzzle has exactly one solution.",
  ],
  options: lightUpOptionsSchema,
};
