import { signedIn } from "./helpers";
import { expect, test } from "./journey";

// Issue 14, training: claiming the free course leads into it (not to a "Payment successful" with
// nowhere to go); a lesson teaches in text; marking it complete moves the progress bar, which /me
// shows too, and the course opens where the reader stopped. Supreme's masterclass opens the same way.

test("the free course: claim, open, read, mark complete, resume", async ({
  browser,
  baseURL,
}, testInfo) => {
  const { context, page } = await signedIn(browser, baseURL, "free@demo.inkforge.test");
  await page.goto("/shop/kdp-basics-course");
  await page.getByRole("link", { name: /Get .* free/ }).click();
  await page.getByRole("button", { name: "Get it free" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Added to your account");
  await page.getByTestId("open-course").click();
  await expect(page).toHaveURL(/\/courses\/kdp-basics/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("What KDP is and what it costs");
  await expect(page.getByText("Lesson 1 of 6", { exact: false })).toBeVisible();
  await expect(page.getByTestId("course-percent")).toHaveText("0% complete");
  await page.getByRole("button", { name: "Mark complete and continue" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Print, eBook and Kindle Unlimited",
  );
  await expect(page.getByTestId("course-percent")).toHaveText("16% complete");
  // The keyboard: M marks this one complete too, ← goes back.
  await page.keyboard.press("m");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("How royalties are paid");
  await expect(page.getByTestId("course-percent")).toHaveText("33% complete");
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Print, eBook and Kindle Unlimited",
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath("lesson-390.png"), fullPage: true });
  // /me shows the progress and resumes at the first lesson not yet done.
  await page.goto("/me");
  const card = page.getByTestId("course").filter({ hasText: "KDP Basics Mini Course" });
  await expect(card.getByTestId("course-percent")).toHaveText("33% complete");
  await card.getByRole("link", { name: "Resume the course" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("How royalties are paid");
  await context.close();
});

test("supreme@ opens the masterclass; a reader without it is sent to its page", async ({
  browser,
  baseURL,
}) => {
  const supreme = await signedIn(browser, baseURL, "supreme@demo.inkforge.test");
  // The sales page offers an owner the course itself.
  await supreme.page.goto("/masterclass");
  // The intro's button (the closing band offers the same).
  await supreme.page.getByTestId("resume-course").first().click();
  await expect(supreme.page).toHaveURL(/\/courses\/masterclass/);
  await expect(supreme.page.getByRole("heading", { level: 1 })).toBeVisible();
  await supreme.page.goto("/courses/masterclass?lesson=masterclass-m5-l4");
  await expect(supreme.page.getByRole("heading", { level: 1 })).toHaveText(
    "The seven backend keywords",
  );
  await expect(
    supreme.page
      .getByRole("article")
      .getByText(/pack your research phrases with the 7 Backend Keywords tool/),
  ).toBeVisible();
  await supreme.context.close();

  const free = await signedIn(browser, baseURL, "pro@demo.inkforge.test");
  await free.page.goto("/masterclass");
  await expect(free.page.getByRole("link", { name: "Get the masterclass" }).first()).toBeVisible();
  await expect(free.page.getByTestId("resume-course")).toHaveCount(0);
  await free.page.goto("/courses/masterclass");
  await expect(free.page).toHaveURL(/\/masterclass#access$/);
  await free.context.close();
});
