import { dismissCookieBanner } from "./helpers";
import { expect, test } from "./journey";
import { gotoTool } from "./tool-page";

// The guidelines checker (issue 11): a finding appears as the author types a prohibited claim,
// shows where it is, and clears once the title is fixed; on a phone too.

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieBanner(context, baseURL);
});

test("a guideline finding appears for a sales claim and clears when the title is fixed", async ({
  page,
}, testInfo) => {
  await gotoTool(page, "/kdp-guidelines-checker");
  const form = page.getByRole("form", { name: "Guidelines checker" });
  await form.getByLabel("Author").fill("Jane Doe");
  await form.getByLabel("Title", { exact: true }).fill("Bestseller Recipes");
  const findings = page.getByTestId("guidelines-finding");
  await expect(findings.first()).toBeVisible();
  await expect(findings.first()).toContainText("Bestseller");
  await expect(findings.first()).toContainText("Source:");
  await page.screenshot({ path: testInfo.outputPath("guidelines-1280.png"), fullPage: true });

  await form.getByLabel("Title", { exact: true }).fill("Weeknight Recipes");
  await expect(findings).toHaveCount(0);
  await expect(page.getByTestId("guidelines-clear")).toHaveText("No problems found");

  await page.setViewportSize({ width: 390, height: 844 });
  await form.getByLabel("Title", { exact: true }).fill("Kindle Unlimited Romance");
  await expect(findings.first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("guidelines-390.png"), fullPage: true });
});
