import { describe, expect, it } from "vitest";
import { popupSetFormSchema } from "./promotions-contract";

const schema = popupSetFormSchema("default");

describe("popupSetFormSchema", () => {
  it("splits each list by commas and spaces into the save body", () => {
    expect(
      schema.parse({ featuresToShow: "pro, ultra\n", targetLifeTime: "", targetUpgrade: " pro " }),
    ).toMatchObject({
      id: "default",
      featuresToShow: ["pro", "ultra"],
      targetLifeTime: [],
      targetUpgrade: ["pro"],
    });
  });

  it.each([
    [
      "featuresToShow",
      { featuresToShow: "pro, nonsense" },
      '"nonsense" must be a feature the shop sells',
    ],
    ["targetUpgrade", { targetUpgrade: "bogus" }, '"bogus" must be a feature the shop sells'],
    ["featuresToShow", { featuresToShow: "pro pro" }, "must not repeat"],
  ])("puts the problem on %s", (field, input, said) => {
    const result = schema.safeParse({
      featuresToShow: "",
      targetLifeTime: "",
      targetUpgrade: "",
      ...input,
    });
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((one) => one.path[0] === field);
    expect(issue?.path).toEqual([field]);
    expect(issue?.message).toContain(said);
  });
});
