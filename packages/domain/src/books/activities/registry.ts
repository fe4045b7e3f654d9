import type { Seed } from "../../puzzles/random";
import type { Box, Element } from "../interior/elements";
import { kidMaze, kidSudoku, kidWordSearch } from "./kid-puzzles";
import { shadowMatching, spotTheDifference } from "./look-and-find";
import { colourByNumber, counting, dotToDot, matching } from "./pictures";
import { copyThePicture, dotsAndBoxes, ticTacToe } from "./sheets";
import { handwritingPractice, letterTracing, numberTracing, shapeTracing } from "./tracing";
import type { ActivityBase, ActivityOptions, ActivityType } from "./types";

/*
 * The shipped activity types (decision 0102): the catalogue's activity-type count should be this
 * list's length (SHIPPED_ACTIVITY_TYPE_COUNT), so a type joins only when its generator and its
 * drawings are done and tested. Each entry erases its own page type behind one shape, as the puzzle
 * registry does, so the book maker and the API can walk the list.
 */

export type RegisteredActivityType = {
  id: string;
  name: string;
  hasAnswer: boolean;
  instruction: (page: ActivityBase) => string;
  generate: (seed: Seed, options: ActivityOptions) => ActivityBase;
  draw: (page: ActivityBase, box: Box) => Element[];
  drawAnswer: ((page: ActivityBase, box: Box) => Element[]) | null;
};

function register<P extends ActivityBase>(type: ActivityType<P>): RegisteredActivityType {
  const own = (page: ActivityBase): P => {
    if (page.type !== type.id) throw new Error(`A ${page.type} page is not a ${type.id}`);
    return page as P;
  };
  const drawAnswer = type.drawAnswer;
  return {
    id: type.id,
    name: type.name,
    hasAnswer: drawAnswer !== null,
    instruction: (page) => type.instruction(own(page)),
    generate: (seed, options) => type.generate(seed, options),
    draw: (page, box) => type.draw(own(page), box),
    drawAnswer: drawAnswer ? (page, box) => drawAnswer(own(page), box) : null,
  };
}

export const activityTypes: readonly RegisteredActivityType[] = [
  register(dotToDot),
  register(letterTracing),
  register(numberTracing),
  register(shapeTracing),
  register(handwritingPractice),
  register(kidMaze),
  register(kidWordSearch),
  register(kidSudoku),
  register(ticTacToe),
  register(dotsAndBoxes),
  register(copyThePicture),
  register(counting),
  register(matching),
  register(shadowMatching),
  register(spotTheDifference),
  register(colourByNumber),
];

/** The number the catalogue's "activity types" claim should show. */
export const SHIPPED_ACTIVITY_TYPE_COUNT = activityTypes.length;

export const ACTIVITY_TYPE_IDS = activityTypes.map((type) => type.id);

export function findActivityType(id: string): RegisteredActivityType | undefined {
  return activityTypes.find((type) => type.id === id);
}
