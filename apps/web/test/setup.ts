import { configure } from "@testing-library/react";

// Tool pages load their engine (schema and calculation) after the first paint, with a dynamic
// import; on a loaded 2-core CI machine that first import can take longer than Testing Library's
// 1 s default, so `findBy*` and `waitFor` wait up to 10 s before failing (within the project's 15 s
// test limit). A passing wait returns as soon as its element appears.
configure({ asyncUtilTimeout: 10_000 });
