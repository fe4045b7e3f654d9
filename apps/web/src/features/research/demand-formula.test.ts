// @vitest-environment node
import { DEMAND_WEIGHTS } from "@inkforge/domain/research/demand-signal";
import { expect, it } from "vitest";
import { SHOWN_DEMAND_WEIGHTS } from "./demand-formula";

it("shows the demand weights of decision 0037", () => {
  expect(SHOWN_DEMAND_WEIGHTS).toEqual(DEMAND_WEIGHTS);
});
