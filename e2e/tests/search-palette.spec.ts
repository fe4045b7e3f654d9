import { e2ePorts } from "../ports.mjs";
import { expect, type Page, test } from "./journey";

// Issue 14: the global search (tools, blog posts from PostgreSQL full-text search, community
// questions from an Apache Answer forum) and the Ctrl/Cmd+J tool palette. The forum the site is
// built with is answered here by page.route, in the Answer API's own shape.

const forumSearch = `http://127.0.0.1:${e2ePorts.forum}/answer/api/v1/search**`;

function answerList(count: number) {
  return {
    code: 200,
    data: {
      count,
      list: Array.from({ length: count }, (_, index) => ({
        object_type: index % 2 === 0 ? "question" : "answer",
        object: {
          id: String(100 + index),
          question_id: "100",
          title: `Forum thread about royalties ${index + 1}`,
          excerpt: "…",
          vote_count: 1,
          answer_count: 2,
        },
      })),
    },
  };
}

/** Waits until React owns the header's search (its listener is in place). */
async function searchReady(page: Page) {
  await expect(page.locator('button[aria-label="Search"][data-ready="true"]')).toBeAttached();
}

async function openSearch(page: Page) {
  await page.goto("/");
  await searchReady(page);
  await page.getByRole("button", { name: "Search" }).click();
  const input = page.getByRole("dialog").getByRole("combobox");
  await expect(input).toBeVisible();
  return input;
}

test("search 'royalty' shows the tool, articles and at most 5 community results", async ({
  page,
}, testInfo) => {
  const forumRequests: URL[] = [];
  await page.route(forumSearch, async (route) => {
    forumRequests.push(new URL(route.request().url()));
    await route.fulfill({
      json: answerList(8),
      headers: { "access-control-allow-origin": "*" },
    });
  });
  const input = await openSearch(page);
  await input.pressSequentially("royalty", { delay: 40 });
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("option", { name: /KDP Royalty Calculator/ })).toBeVisible();
  await expect(dialog.getByRole("option", { name: /paperback royalty/ })).toBeVisible();
  await expect(dialog.getByRole("option", { name: /Forum thread about royalties/ })).toHaveCount(5);
  // Debounced: typing seven letters quickly sent one forum request, with the spec's parameters.
  expect(forumRequests).toHaveLength(1);
  expect(Object.fromEntries(forumRequests[0]?.searchParams ?? [])).toEqual({
    q: "royalty",
    page: "1",
    order: "relevance",
    size: "5",
  });
  await page.screenshot({ path: testInfo.outputPath("search-royalty.png") });
  await dialog.getByRole("option", { name: /paperback royalty/ }).click();
  await expect(page).toHaveURL(/\/blog\/paperback-royalty-50-60-threshold$/);
});

test("a nonsense query says 'No results found'; a failing forum leaves the rest working", async ({
  page,
}) => {
  const logs: string[] = [];
  page.on("console", (message) => logs.push(message.text()));
  let mode: "empty" | "fail" = "empty";
  await page.route(forumSearch, (route) =>
    mode === "empty"
      ? route.fulfill({
          json: { code: 200, data: { count: 0, list: [] } },
          headers: { "access-control-allow-origin": "*" },
        })
      : route.fulfill({
          status: 500,
          body: "down",
          headers: { "access-control-allow-origin": "*" },
        }),
  );
  const input = await openSearch(page);
  await input.fill("zzqqxx");
  await expect(
    page.getByRole("dialog").getByText("No results found", { exact: true }),
  ).toBeVisible();
  mode = "fail";
  await input.fill("word cloud");
  await expect(page.getByRole("dialog").getByRole("option", { name: /Word Cloud/ })).toBeVisible();
  await expect
    .poll(() => logs.some((line) => line.includes("Failed to search the community")))
    .toBe(true);
  // Clearing the query clears the suggestions.
  await input.fill("");
  await expect(page.getByRole("dialog").getByRole("option")).toHaveCount(0);
});

test("Ctrl+J opens the tool palette: five matches at most, 'No results found.', Enter opens the tool", async ({
  page,
}, testInfo) => {
  await page.goto("/blog");
  await searchReady(page);
  await page.keyboard.press("Control+j");
  const input = page.getByPlaceholder("Type a command or search...");
  await expect(input).toBeFocused();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("option")).toHaveCount(5);
  await input.fill("e");
  await expect(dialog.getByRole("option")).toHaveCount(5);
  await input.fill("tracker");
  await expect(dialog.getByRole("group", { name: "Tools" })).toBeVisible();
  await expect(dialog.getByRole("option")).toHaveCount(2);
  await input.fill("zzqq");
  await expect(dialog.getByText("No results found.", { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("palette-empty.png") });
  await input.fill("royalty");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/tools\/KDP-Royalty-Calculator$/);
  // The same keys close it again; Meta+J opens it too.
  await page.keyboard.press("Meta+j");
  await expect(page.getByPlaceholder("Type a command or search...")).toBeVisible();
  await page.keyboard.press("Meta+j");
  await expect(page.getByPlaceholder("Type a command or search...")).toHaveCount(0);
});

test("a slow forum: the earlier request is aborted and its results never show (SRCH-07)", async ({
  page,
}) => {
  const seen: string[] = [];
  await page.route(forumSearch, async (route) => {
    const q = new URL(route.request().url()).searchParams.get("q") ?? "";
    seen.push(q);
    // The stand-in answers slowly; an answer to an aborted request is simply dropped.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route
      .fulfill({
        json: {
          code: 200,
          data: {
            count: 1,
            list: [
              {
                object_type: "question",
                object: {
                  id: "7",
                  question_id: "7",
                  title: `Thread for "${q}"`,
                  excerpt: "",
                  vote_count: 0,
                  answer_count: 1,
                },
              },
            ],
          },
        },
        headers: { "access-control-allow-origin": "*" },
      })
      .catch(() => {});
  });
  const input = await openSearch(page);
  await input.fill("roy");
  // Past the 300 ms debounce, so the first request goes out, then new input arrives.
  await expect.poll(() => seen.length).toBe(1);
  await input.fill("royalty");
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("option", { name: /Thread for "royalty"/ })).toBeVisible();
  await page.waitForTimeout(1700);
  await expect(dialog.getByRole("option", { name: /Thread for "roy"/ })).toHaveCount(0);
  expect(seen).toEqual(["roy", "royalty"]);
});
