import { expect, type Page } from "@playwright/test";

/**
 * Opens a tool page and waits until React owns its form: text typed into the server-rendered form
 * before hydration would never reach the form's state (and on a slow machine that is a race).
 */
export async function gotoTool(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('form[data-ready="true"]').first()).toBeAttached();
}
