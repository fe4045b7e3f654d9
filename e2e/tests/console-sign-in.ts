import { expect, type Page } from "@playwright/test";
import { generateSync } from "otplib";
import { logInTo } from "./helpers";

/**
 * Signs a staff member in to the console at `path` the first time: the member sign-in, then the
 * console's own second step (set up the authenticator app, confirm a code, save the recovery
 * codes). Returns the console session's bearer token, for a journey's API clean-up. The
 * second step's own checks (a wrong code, the QR code) are admin-console.spec.ts's.
 */
export async function enrolInConsole(
  page: Page,
  email: string,
  path: string,
  password: string,
): Promise<string> {
  await logInTo(page, email, path, password);
  await page.getByRole("button", { name: "Set up the authenticator app" }).click();
  const secret = (await page.getByTestId("totp-secret").textContent())?.trim() ?? "";
  await page.getByLabel(/Code from your authenticator app/).fill(generateSync({ secret }));
  await page.getByRole("button", { name: "Confirm" }).click();
  const saved = page.getByRole("button", { name: /I have saved them/ });
  await saved.click();
  await expect(saved).toBeHidden();
  return page.evaluate(() => {
    for (const key of Object.keys(sessionStorage)) {
      const match = (sessionStorage.getItem(key) ?? "").match(/"token":"(adm_[^"]+)"/);
      if (match?.[1]) return match[1];
    }
    return "";
  });
}
