import { e2ePorts } from "../ports.mjs";
import { DEMO_PASSWORD, dismissCookieBanner, logInTo, screenshots } from "./helpers";
import { expect, test } from "./journey";

// The ASIN and keyword trackers (issue 12) on the sample source: a Supreme user tracks a sample
// ASIN, the daily job runs (the demo's run-now route), and its snapshot shows as a point on the
// chart; a free user meets the upgrade prompt.

const apiUrl = `http://127.0.0.1:${e2ePorts.api}`;
/** The sample market's best seller for "dragon coloring book" on amazon.com (seeded, stable). */
const SAMPLE_ASIN = "B0O94P3Z22";

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieBanner(context, baseURL);
});

test("a Supreme user tracks a sample ASIN and sees the job's snapshot on the chart", async ({
  page,
  request,
}, testInfo) => {
  await logInTo(page, "supreme@demo.inkforge.test", `/titans-asin-tracker?add=${SAMPLE_ASIN}`);
  const form = page.getByRole("form", { name: "Track ASINs" });
  await expect(form.getByLabel("ASINs (one per line or comma separated)")).toHaveValue(SAMPLE_ASIN);
  await form.getByRole("button", { name: "Track" }).click();
  const row = page.getByTestId("tracker-entry").filter({ hasText: SAMPLE_ASIN });
  await expect(row).toBeVisible();
  await expect(page.getByTestId("tracker-usage")).toContainText("of 100 tracked products");

  // The daily job, now (demo only), then the page shows its run and the entry's snapshot.
  const run = await request.post(`${apiUrl}/api/dev/trackers/run`);
  expect(run.ok()).toBe(true);
  await page.reload();
  await expect(page.getByTestId("tracker-job-status")).toContainText("Last successful run");
  await expect(row.getByRole("cell").nth(1)).toHaveText(/^#[\d,]+$/);
  await expect(row.getByTestId("tracker-sparkline")).toBeVisible();

  await row.getByRole("button", { name: SAMPLE_ASIN }).click();
  const detail = page.getByRole("region", { name: `Details of ${SAMPLE_ASIN}` });
  await expect(detail.getByTestId("tracker-point").first()).toBeVisible();
  await expect(detail).toContainText("Sample data");

  // An alert on the rank, saved on the server.
  await detail.getByLabel("Tell me when the sales rank crosses").fill("50000");
  await detail.getByRole("button", { name: "Save alerts" }).click();
  await expect(detail.getByRole("status")).toHaveText(
    "Alerts saved. They arrive in your notifications.",
  );

  // The CSV export holds the snapshot.
  const download = page.waitForEvent("download");
  await detail.getByRole("button", { name: "Export this history (CSV)" }).click();
  const file = await (await download).path();
  const { readFile } = await import("node:fs/promises");
  const csv = (await readFile(file, "utf8")).replace(/^\uFEFF/, "");
  expect(csv.split("\r\n")[0]).toBe(
    "day,keyword,asin,marketplace,position,first_result_rank,sales_rank,price,currency,reviews,rating,source,data_as_of",
  );
  expect(csv).toContain(`,${SAMPLE_ASIN},amazon.com,`);

  await screenshots(page, "asin-tracker", testInfo);
  // On a phone the entries table scrolls inside its box; nothing of the tracker reaches past the
  // screen's edge (the message lists the widest offenders if something does).
  await page.setViewportSize({ width: 390, height: 844 });
  const offenders = await page.evaluate(() => {
    const past = (element: Element | null) =>
      element !== null && element.getBoundingClientRect().right > window.innerWidth + 0.5;
    if (document.documentElement.scrollWidth <= window.innerWidth) return [];
    // Where the overflow starts: elements past the edge whose parent is not (content scrolled
    // inside a scroll box, and fixed layers such as a closed drawer, do not count).
    return Array.from(document.body.querySelectorAll("*"))
      .filter((element) => past(element) && !past(element.parentElement))
      .filter((element) => !element.parentElement?.closest(".overflow-x-auto"))
      .filter((element) => getComputedStyle(element).position !== "fixed")
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${String(element.getAttribute("class")).slice(0, 60)} → ${Math.round(element.getBoundingClientRect().right)}`,
      )
      .slice(0, 8);
  });
  expect(offenders).toEqual([]);
});

test("a free user meets the upgrade prompt on both trackers", async ({ page }, testInfo) => {
  // A fresh free account: the shop's journeys upgrade free@demo on the shared demo data.
  const email = `tracker-free-${Date.now()}@example.test`;
  const registered = await fetch(`${apiUrl}/api/account/jsonregister`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(registered.status).toBe(200);
  await logInTo(page, email, "/titans-keyword-tracker");
  const prompt = page.getByTestId("tracker-upgrade");
  await expect(prompt).toContainText("The Keyword rank tracker is not part of your plan");
  await expect(prompt).toContainText("Supreme (200 tracked keywords)");
  await expect(prompt.getByRole("link", { name: "See the plans" })).toHaveAttribute(
    "href",
    "/pricing",
  );
  await screenshots(page, "keyword-tracker-free", testInfo);

  await page.goto("/titans-asin-tracker");
  await expect(page.getByTestId("tracker-upgrade")).toContainText(
    "The Product (ASIN) tracker is not part of your plan",
  );
});
