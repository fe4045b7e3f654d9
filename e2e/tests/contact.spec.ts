import { e2ePorts } from "../ports.mjs";
import { expect, test } from "./journey";

// Issue 14: the contact form on /contact-us (and its alias /contact-form) names each missing
// field, sends through POST /api/message, confirms, and the message reaches support's outbox.

test("the contact form validates each field, sends, and confirms", async ({
  page,
  request,
}, testInfo) => {
  await page.goto("/contact-form");
  const form = page.getByRole("form", { name: "Contact us" });
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(form.getByText("Name is required.")).toBeVisible();
  await expect(form.getByText("Message is required.")).toBeVisible();
  await form.getByLabel("Name").fill("Ada Author");
  await form.getByLabel("Email").fill("ada@");
  await form.getByLabel("Subject").fill("Spine width");
  const body = `How do I check the spine for 120 cream pages? ${Date.now()}`;
  await form.getByLabel("Message").fill(body);
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(form.getByText(/valid email address/)).toBeVisible();
  await form.getByLabel("Email").fill("ada@example.com");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(form.getByTestId("contact-sent")).toBeVisible();
  await expect(form.getByLabel("Message")).toHaveValue("");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath("contact-390.png"), fullPage: true });
  // Support's copy is in the demo outbox.
  const outbox = await (
    await request.get(`http://127.0.0.1:${e2ePorts.api}/api/dev/outbox`)
  ).json();
  const items = (Array.isArray(outbox) ? outbox : (outbox.messages ?? outbox.items ?? [])) as {
    text?: string;
    subject?: string;
  }[];
  expect(
    items.some((item) => item.subject === "Contact form: Spine width" && item.text?.includes(body)),
  ).toBe(true);
});
