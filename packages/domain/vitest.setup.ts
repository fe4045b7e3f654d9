import fc from "fast-check";

// One fixed seed for every property test: CI runs the same cases each time, so a red run is a
// change's fault, not a draw's. The puzzle bench (bench/puzzles.mjs) draws fresh seeds, 1,000
// per type, to find new counterexamples; each one found becomes a named case here.
fc.configureGlobal({ seed: 20_261_128 });
