import { e2ePorts } from "../ports.mjs";
import { enrolInConsole } from "./console-sign-in";
import { dismissCookieBanner, screenshots } from "./helpers";
import { expect, test } from "./journey";

// The console's overview and system screens (issue 29, decision 0136): an admin signs in with
// TOTP, reads the overview (figures, charts, plans) and the system screen (integrations without a
// key, the job queue, page times, migrations) at 1280 and 390 px, and retries a failed job, which
// the audit log then shows.

const apiUrl = `http://127.0.0.1:${e2ePorts.api}`;
const password = "correct horse battery";
const adminEmail = `ops-system-${Date.now()}@console.test`;

test("an admin reads the overview and the system screen and retries a failed job", async ({
  browser,
  baseURL,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const registered = await request.post(`${apiUrl}/api/account/jsonregister`, {
    data: { email: adminEmail, password },
  });
  expect(registered.status()).toBe(200);
  const granted = await request.post(`${apiUrl}/api/dev/staff-role`, {
    data: { email: adminEmail, role: "admin" },
  });
  expect(granted.status()).toBe(200);
  const failed = await request.post(`${apiUrl}/api/dev/failed-job`);
  expect(failed.status()).toBe(200);
  const { id: jobId } = (await failed.json()) as { id: string };

  const context = await browser.newContext({ baseURL });
  await dismissCookieBanner(context, baseURL);
  const page = await context.newPage();
  await enrolInConsole(page, adminEmail, "/admin", password);

  // Overview: the day and the month, both charts, the plans.
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
  const today = page.getByRole("region", { name: "Today" });
  await expect(today).toContainText("New-member offer");
  await expect(today).toContainText("Server errors (5xx)");
  await expect(page.getByRole("region", { name: "This month" })).toContainText("Keepa tokens");
  await expect(page.getByTestId("overview-sales-chart")).toBeVisible();
  await expect(page.getByTestId("overview-members-chart")).toBeVisible();
  await expect(page.getByTestId("overview-plans")).toBeVisible();
  await expect(page.getByText(/Job queue: \d+ waiting/)).toBeVisible();
  await screenshots(page, "admin-overview-charts", testInfo);

  // System: integrations, the failed job, retried with a reason.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page
    .getByRole("navigation", { name: "Console" })
    .getByRole("link", { name: "System" })
    .click();
  await expect(page.getByRole("heading", { name: "System" })).toBeVisible();
  const integrations = page.getByTestId("system-integrations");
  await expect(integrations).toContainText("Research: Keepa products");
  await expect(integrations).toContainText("Email");
  await expect(
    page.getByRole("heading", { name: /Migrations \(\d+ of \d+ applied\)/ }),
  ).toBeVisible();
  const failedJobs = page.getByTestId("system-failed-jobs");
  await expect(failedJobs).toContainText("dev.always-fails");
  await screenshots(page, "admin-system", testInfo);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByTestId(`retry-${jobId}`).click();
  await page.getByLabel("Reason").fill("The source is back (e2e)");
  await page.getByRole("button", { name: "Confirm retry" }).click();
  await expect(page.getByTestId(`retry-${jobId}`)).toHaveCount(0);

  // The audit log shows the retry.
  await page
    .getByRole("navigation", { name: "Console" })
    .getByRole("link", { name: "Audit log" })
    .click();
  const retried = page.getByRole("row").filter({ hasText: "The source is back (e2e)" });
  await expect(retried).toContainText("job.retry");
  await expect(retried).toContainText('"state": "retry"');
  await context.close();
});
