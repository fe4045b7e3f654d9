import { configure } from "@testing-library/react";

// Tool pages load their engine (schema and calculation) after the first paint, with a dynamic
// import; on a loaded 2-core CI machine that first import can take longer than Testing Library's
// 1 s default, so `findBy*` and `waitFor` wait up to 5 s before failing.
configure({ asyncUtilTimeout: 5_000 });
