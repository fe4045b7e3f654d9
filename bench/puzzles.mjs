// Puzzle generators (issue 27, decision 0091): median time of the cases a book maker waits on, each
// generation followed by its verification (for sudoku that is the proof of a single solution),
// then a property run: PUZZLE_PROPERTY_RUNS (1,000) puzzles across every uniqueness-promising type
// of the registry, each verified and its answer key checked against the type's own solver.
// Loads the domain's TypeScript through tsx, so it needs no build. `node bench/puzzles.mjs`;
// `BENCH_RUNS` (30) sets the timed runs per case.
import path from "node:path";
import { register } from "tsx/esm/api";
import { median, printTable, root } from "./lib.mjs";

register();
const domain = (file) => import(path.join(root, "packages/domain/src", file));

const { sudoku } = await domain("puzzles/sudoku/sudoku.ts");
const { wordSearch } = await domain("puzzles/word-search/word-search.ts");
const { maze } = await domain("puzzles/maze/maze.ts");
const { puzzleTypes } = await domain("puzzles/registry.ts");
const { layoutBook } = await domain("books/interior/layout-book.ts");
const { validateLayout } = await domain("books/interior/validate-layout.ts");
const { toLayoutItem } = await domain("puzzles/registry.ts");

const runs = Number(process.env.BENCH_RUNS ?? 30);
const propertyRuns = Number(process.env.PUZZLE_PROPERTY_RUNS ?? 1000);

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

// The property run: every type that promises one solution, in turn, over all its levels.
const unique = puzzleTypes.filter((type) => type.unique);
const perType = new Map(unique.map((type) => [type.id, { puzzles: 0, failures: 0, ms: 0 }]));
const start = performance.now();
for (let index = 0; index < propertyRuns; index += 1) {
  const type = unique[index % unique.length];
  const difficulty =
    type.difficulties[Math.floor(index / unique.length) % type.difficulties.length];
  const stats = perType.get(type.id);
  const begin = performance.now();
  try {
    verified(type, type.generate(`property-${index}`, { difficulty }));
  } catch (error) {
    stats.failures += 1;
    console.info(String(error));
  }
  stats.ms += performance.now() - begin;
  stats.puzzles += 1;
}
const total = performance.now() - start;
printTable(
  [...perType].map(([id, stats]) => ({
    type: id,
    puzzles: stats.puzzles,
    failures: stats.failures,
    "mean ms": (stats.ms / stats.puzzles).toFixed(1),
  })),
);
const failures = [...perType.values()].reduce((sum, stats) => sum + stats.failures, 0);
console.info(
  `Property run: ${propertyRuns} puzzles, ${failures} failures, ${(total / 1000).toFixed(1)} s`,
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
