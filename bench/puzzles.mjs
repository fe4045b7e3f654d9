// Puzzle generators (issue 27, decisions 0091 and 0096): median time of the cases a book maker waits
// on, each generation followed by its verification (for sudoku that is the proof of a single
// solution), then a fast-check property run: PUZZLE_PROPERTY_RUNS (1,000) puzzles per registered
// type, seeds drawn by fast-check across the type's levels, each verified (where the type promises
// one solution, its answer key against its own solver); a failure is shrunk and printed.
// `PUZZLE_TYPES=crossword,word-ladder` limits the property run to some types,
// `PUZZLE_PROPERTY_SEED` (2796) replays one. Loads the domain's TypeScript through tsx, so it
// needs no build. `node bench/puzzles.mjs`; `BENCH_RUNS` (30) sets the timed runs per case.
import path from "node:path";
import fc from "fast-check";
import { register } from "tsx/esm/api";
import { median, printTable, root } from "./lib.mjs";

register();
const domain = (file) => import(path.join(root, "packages/domain/src", file));

const { sudoku } = await domain("puzzles/sudoku/sudoku.ts");
const { wordSearch } = await domain("puzzles/word-search/word-search.ts");
const { maze } = await domain("puzzles/maze/maze.ts");
const { puzzleTypes, findPuzzleType } = await domain("puzzles/registry.ts");
const { layoutBook } = await domain("books/interior/layout-book.ts");
const { validateLayout } = await domain("books/interior/validate-layout.ts");
const { toLayoutItem } = await domain("puzzles/registry.ts");

const runs = Number(process.env.BENCH_RUNS ?? 30);
const propertyRuns = Number(process.env.PUZZLE_PROPERTY_RUNS ?? 1000);
const propertySeed = Number(process.env.PUZZLE_PROPERTY_SEED ?? 2796);
const onlyTypes = process.env.PUZZLE_TYPES?.split(",").filter(Boolean);

function time(run) {
  run(-1);
  const times = [];
  let worst = 0;
  for (let index = 0; index < runs; index += 1) {
    const start = performance.now();
    run(index);
    const ms = performance.now() - start;
    times.push(ms);
    worst = Math.max(worst, ms);
  }
  return { median: median(times), worst };
}

const verified = (type, puzzle) => {
  const result = type.verify(puzzle);
  if (!result.ok) throw new Error(`${type.id}: ${result.problems.join("; ")}`);
};

const cases = [
  {
    name: "sudoku 9×9 medium + uniqueness proof",
    goalMs: 50,
    run: (index) =>
      verified(sudoku, sudoku.generate(`bench-${index}`, { size: 9, difficulty: "medium" })),
  },
  {
    name: "sudoku 9×9 hard + proof",
    run: (index) =>
      verified(sudoku, sudoku.generate(`bench-${index}`, { size: 9, difficulty: "hard" })),
  },
  {
    name: "sudoku 9×9 expert + proof",
    run: (index) =>
      verified(sudoku, sudoku.generate(`bench-${index}`, { size: 9, difficulty: "expert" })),
  },
  {
    name: "sudoku 16×16 medium + proof",
    run: (index) =>
      verified(sudoku, sudoku.generate(`bench-${index}`, { size: 16, difficulty: "medium" })),
  },
  {
    name: "word search 20×20, 30 words + verify",
    goalMs: 20,
    run: (index) =>
      verified(
        wordSearch,
        wordSearch.generate(
          `bench-${index}`,
          wordSearch.options.parse({
            size: 20,
            wordCount: 30,
            difficulty: "hard",
            theme: "fruit-and-vegetables",
          }),
        ),
      ),
  },
  {
    name: "maze 40×40 + verify",
    goalMs: 20,
    run: (index) =>
      verified(
        maze,
        maze.generate(`bench-${index}`, maze.options.parse({ size: 40, difficulty: "expert" })),
      ),
  },
  ...[
    [
      "word ladder 5 letters, hard + shortest proof",
      "word-ladder",
      { length: 5, difficulty: "hard" },
    ],
    ["crossword 15×15, hard + verify", "crossword", { difficulty: "hard", theme: "travel" }],
    ["word fill-in, hard + uniqueness proof", "word-fill-in", { difficulty: "hard" }],
    ["number fill-in, hard + uniqueness proof", "number-fill-in", { difficulty: "hard" }],
    ["jigsaw sudoku 9×9 medium + proof", "jigsaw-sudoku", { size: 9, difficulty: "medium" }],
    ["jigsaw sudoku 9×9 hard + proof", "jigsaw-sudoku", { size: 9, difficulty: "hard" }],
    ["sudoku X 9×9 medium + proof", "sudoku-x", { difficulty: "medium" }],
  ].map(([name, id, options]) => ({
    name,
    // Goals only where a book of 100 waits on the type; fill-in and the sudoku variants are shown.
    goalMs: id === "word-ladder" || id === "crossword" ? 50 : undefined,
    run: (index) => {
      const type = findPuzzleType(id);
      verified(type, type.generate(`bench-${index}`, options));
    },
  })),
  {
    name: "book: 100 sudoku on 8.5×11, laid out + validated",
    run: () => {
      const items = Array.from({ length: 100 }, (_, index) =>
        toLayoutItem(sudoku.generate(`book-${index}`, { size: 9, difficulty: "easy" }), "Easy"),
      );
      const book = layoutBook({
        title: "Sudoku",
        author: "Bench",
        trim: "8.5x11",
        binding: "paperback",
        paper: "white",
        bleed: false,
        sections: [{ title: "Sudoku", puzzlesPerPage: 2, answersPerPage: 6, items }],
      });
      if (!validateLayout(book).ok) throw new Error("book refused");
    },
  },
];

const rows = [];
let missed = 0;
for (const item of cases) {
  const { median: ms, worst } = time(item.run);
  const goal = item.goalMs ?? null;
  if (goal !== null && ms >= goal) missed += 1;
  rows.push({
    case: item.name,
    runs,
    "median ms": ms.toFixed(ms < 10 ? 2 : 1),
    "worst ms": worst.toFixed(1),
    goal: goal === null ? "–" : `< ${goal} ms`,
    met: goal === null ? "–" : ms < goal ? "yes" : "NO",
  });
}
printTable(rows);

// The property run: every registered type in turn, PUZZLE_PROPERTY_RUNS puzzles each, over its levels.
const checked = puzzleTypes.filter((type) => !onlyTypes || onlyTypes.includes(type.id));
const perType = [];
const start = performance.now();
for (const type of checked) {
  const begin = performance.now();
  const details = fc.check(
    fc.property(
      fc.string({ maxLength: 12 }),
      fc.constantFrom(...type.difficulties),
      (seed, difficulty) => {
        verified(type, type.generate(seed, { difficulty }));
      },
    ),
    { numRuns: propertyRuns, seed: propertySeed },
  );
  const ms = performance.now() - begin;
  if (details.failed) {
    console.info(
      `${type.id}: ${JSON.stringify(details.counterexample)} ${String(details.errorInstance)}`,
    );
  }
  perType.push({
    type: type.id,
    unique: type.unique ? "yes" : "no",
    puzzles: details.numRuns,
    failures: details.failed ? 1 : 0,
    "mean ms": (ms / Math.max(1, details.numRuns)).toFixed(1),
  });
}
const total = performance.now() - start;
printTable(perType);
const failures = perType.reduce((sum, row) => sum + row.failures, 0);
console.info(
  `Property run: ${propertyRuns} puzzles per type, ${checked.length} types, ${failures} failing types, ${(total / 1000).toFixed(1)} s`,
);

// Grid logic types (decision 0095): GRID_LOGIC_RUNS (1,000) puzzles of each type, levels in turn,
// each generated and verified (uniqueness proof and the measured level); median and worst per level.
const gridLogicRuns = Number(process.env.GRID_LOGIC_RUNS ?? 1000);
const gridLogicIds = (
  process.env.GRID_LOGIC_TYPES ?? "kakuro,hitori,slitherlink,light-up,star-battle"
).split(",");
const gridRows = [];
let gridFailures = 0;
for (const id of gridLogicIds) {
  const type = puzzleTypes.find((candidate) => candidate.id === id);
  if (!type) throw new Error(`${id} is not registered`);
  const byLevel = new Map(type.difficulties.map((level) => [level, []]));
  let typeFailures = 0;
  for (let index = 0; index < gridLogicRuns; index += 1) {
    const difficulty = type.difficulties[index % type.difficulties.length];
    const begin = performance.now();
    try {
      verified(type, type.generate(`grid-${index}`, { difficulty }));
    } catch (error) {
      typeFailures += 1;
      console.info(String(error));
    }
    byLevel.get(difficulty).push(performance.now() - begin);
  }
  gridFailures += typeFailures;
  for (const [level, times] of byLevel) {
    gridRows.push({
      type: id,
      level,
      puzzles: times.length,
      "type failures": typeFailures,
      "median ms": median(times).toFixed(1),
      "worst ms": Math.max(...times).toFixed(1),
    });
  }
}
printTable(gridRows);
if (missed > 0 || failures > 0 || gridFailures > 0) process.exitCode = 1;
