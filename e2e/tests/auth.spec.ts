import { e2ePorts } from "../ports.mjs";
import { type BrowserContext, expect, type Page, test } from "./journey";

// Accounts against the real API on a fresh database: register, log in and out, change and reset
// the password, and the messages for each failure. Every test makes its own account.

const apiUrl = `http://127.0.0.1:${e2ePorts.api}`;
const PASSWORD = "correct-horse-battery";
const DEMO = { email: "free@demo.inkforge.test", password: "inkforge-demo" };

function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Saves cookie preferences up front, so the consent banner does not cover the forms. */
async function dismissCookieBanner(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([
    {
      name: "cookie_consent",
      value: encodeURIComponent(JSON.stringify({ essential: true, googleAnalytics: false })),
      url: baseURL ?? "http://127.0.0.1",
    },
  ]);
}

async function registerThroughApi(email: string, password = PASSWORD) {
  const response = await fetch(`${apiUrl}/api/account/jsonregister`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

async function logIn(page: Page, email: string, password: string, next?: string) {
  if (!new URL(page.url(), "http://x").pathname.startsWith("/login")) {
    await page.goto(next ? `/login?next=${encodeURIComponent(next)}` : "/login");
  }
  const form = page.getByRole("form", { name: "Log in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Log in" }).click();
}

const accountMenu = (page: Page) => page.getByRole("button", { name: "Account menu" });
const headerLogin = (page: Page) =>
  page.getByTestId("site-header").getByRole("link", { name: "Login", exact: true });

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieBanner(context, baseURL);
});

test("register → logout → login → change password; a session from before the change is signed out", async ({
  page,
  browser,
  baseURL,
}) => {
  // A long journey with two browsers and a session check: 30–32 s on a loaded 2-core CI machine,
  // and 50 s on a day when the machine ran the journeys at half that speed.
  test.setTimeout(150_000);
  const email = uniqueEmail("journey");
  const newPassword = "a-brand-new-password";

  // Register: the form shows the 8-character rule, then lands on /me signed in.
  await page.goto("/register");
  const register = page.getByRole("form", { name: "Create your account" });
  await expect(register.getByText("At least 8 characters.")).toBeVisible();
  await register.getByLabel("Email").fill(email);
  await register.getByLabel("Password").fill(PASSWORD);
  await register.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/me$/);
  await expect(page.getByTestId("account-email")).toHaveText(email);
  await expect(page.getByText("No paid features yet")).toBeVisible();
  await expect(page.getByRole("link", { name: "Compare plans and pricing" })).toHaveAttribute(
    "href",
    "/pricing",
  );
  await expect(page.getByText("No active subscriptions")).toBeVisible();
  await expect(accountMenu(page)).toBeVisible();

  // Logout from the account popover goes home, logged out.
  await accountMenu(page).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(headerLogin(page)).toBeVisible();
  await expect(accountMenu(page)).toHaveCount(0);

  // Log in again; without `next` the site goes home.
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(accountMenu(page)).toBeVisible();

  // A second browser signed in before the password change.
  const other = await browser.newContext();
  await dismissCookieBanner(other, baseURL);
  const otherPage = await other.newPage();
  await logIn(otherPage, email, PASSWORD, "/tools");
  await expect(otherPage).toHaveURL(/\/tools$/);
  await expect(accountMenu(otherPage)).toBeVisible();

  // Change the password on /profile; a wrong current password is refused first.
  await page.goto("/profile");
  const passwordForm = page.getByRole("form", { name: "Change password" });
  await passwordForm.getByLabel("Current password").fill("not-my-password");
  await passwordForm.getByLabel("New password", { exact: true }).fill(newPassword);
  await passwordForm.getByLabel("Confirm new password").fill(newPassword);
  await passwordForm.getByRole("button", { name: "Change password" }).click();
  await expect(passwordForm.getByTestId("password-error")).toHaveText(
    "Your current password is not correct.",
  );
  await passwordForm.getByLabel("Current password").fill(PASSWORD);
  await passwordForm.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByTestId("toast")).toContainText("Password changed");

  // This browser switched to the new token and stays signed in.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Your profile" })).toBeVisible();
  await expect(accountMenu(page)).toBeVisible();

  // The other browser's next session check signs it out. On a public page that happens in the
  // browser (the page loads, reads the session, signs out, then goes to /login): on a slow day
  // that took longer than the 3 s each attempt had, and every new attempt started the load over.
  await expect(async () => {
    await otherPage.goto("/tools");
    await expect(otherPage).toHaveURL(/\/login\?.*error=SessionExpired/, { timeout: 20_000 });
  }).toPass({ timeout: 45_000 });
  await expect(otherPage.getByText("Your session ended, please log in again.")).toBeVisible();
  await expect(headerLogin(otherPage)).toBeVisible();

  // The old password no longer works; the new one does, and `next` brings it back to /tools.
  await logIn(otherPage, email, PASSWORD);
  await expect(otherPage.getByText("That email and password don't match.")).toBeVisible();
  await logIn(otherPage, email, newPassword);
  await expect(otherPage).toHaveURL(/\/tools$/);
  await expect(accountMenu(otherPage)).toBeVisible();
  await other.close();
});

test("forgot password → the link from /dev/outbox → reset → log in with the new password", async ({
  page,
}) => {
  const email = uniqueEmail("reset");
  const newPassword = "reset-password-1234";
  await registerThroughApi(email);

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  const form = page.getByRole("form", { name: "Reset your password" });
  await form.getByLabel("Email").fill(email);
  await form.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByTestId("reset-link-sent")).toContainText(
    "If an account exists for that email, we've sent a link",
  );

  // The email is written after the API answers, so look until it is there.
  const resetLink = page
    .getByTestId("outbox-message")
    .filter({ hasText: email })
    .getByRole("link", { name: /\/reset-password\?token=/ })
    .first();
  await expect(async () => {
    await page.goto("/dev/outbox");
    await expect(resetLink).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  const href = (await resetLink.getAttribute("href")) ?? "";
  expect(new URL(href).origin).toBe(new URL(page.url()).origin);
  expect(new URL(href).pathname).toBe("/reset-password");

  await resetLink.click();
  const reset = page.getByRole("form", { name: "Choose a new password" });
  await reset.getByLabel("New password", { exact: true }).fill(newPassword);
  await reset.getByLabel("Confirm new password").fill("something-else-1");
  await reset.getByRole("button", { name: "Set new password" }).click();
  await expect(reset.getByText("The two passwords don't match.")).toBeVisible();
  await reset.getByLabel("Confirm new password").fill(newPassword);
  await reset.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(/\/login\?reset=1$/);
  await expect(page.getByText("Your password has been changed.")).toBeVisible();

  await logIn(page, email, PASSWORD);
  await expect(page.getByText("That email and password don't match.")).toBeVisible();
  await logIn(page, email, newPassword);
  await expect(accountMenu(page)).toBeVisible();

  // The link works once.
  await page.goto(href);
  await expect(page.getByTestId("reset-link-invalid")).toContainText(
    "This link has expired or was already used",
  );
  await page.getByRole("link", { name: "Request a new link" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test("an unknown reset token shows the expired-link message", async ({ page }) => {
  await page.goto("/reset-password?token=not-a-real-token");
  await expect(page.getByTestId("reset-link-invalid")).toContainText(
    "This link has expired or was already used",
  );
  await expect(page.getByRole("link", { name: "Request a new link" })).toHaveAttribute(
    "href",
    "/forgot-password",
  );
});

test("a demo account can sign in", async ({ page }) => {
  await logIn(page, DEMO.email, DEMO.password);
  await accountMenu(page).click();
  await expect(page.getByRole("menu")).toContainText(`Signed in as ${DEMO.email}`);
});

test("a wrong password shows the message and stays on /login", async ({ page }) => {
  await logIn(page, DEMO.email, "not-the-password");
  await expect(page.getByTestId("login-error")).toHaveText("That email and password don't match.");
  await expect(page).toHaveURL(/\/login/);
  await expect(headerLogin(page)).toBeVisible();
});

test("registering an existing email shows the message; bad input is named per field", async ({
  page,
}) => {
  await page.goto("/register");
  const form = page.getByRole("form", { name: "Create your account" });
  await form.getByLabel("Email").fill("not-an-email");
  await form.getByLabel("Password").fill("short");
  await form.getByRole("button", { name: "Create account" }).click();
  await expect(form.getByText("Enter a valid email address, like name@example.com.")).toBeVisible();
  await expect(form.getByText("Password must be at least 8 characters")).toBeVisible();
  await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");

  await form.getByLabel("Email").fill(DEMO.email);
  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Create account" }).click();
  await expect(form.getByTestId("register-error")).toHaveText(
    "An account with that email already exists. Log in instead, or reset your password.",
  );
  await expect(page).toHaveURL(/\/register$/);
});

test("/me sends an anonymous visitor to /login?next=%2Fme and back after logging in", async ({
  page,
}) => {
  await page.goto("/me");
  await expect(page).toHaveURL(/\/login\?next=%2Fme&error=SessionRequired$/);
  await expect(page.getByText("Please log in to continue.")).toBeVisible();
  await logIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/me$/);
  await expect(page.getByTestId("account-email")).toHaveText(DEMO.email);
  await expect(page.getByRole("heading", { level: 2, name: "Notifications" })).toBeVisible();
});

test("an unsafe next is ignored after logging in", async ({ page, baseURL }) => {
  await page.goto("/login?next=https%3A%2F%2Fevil.example%2Fphish");
  await logIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(`${baseURL}/`);
});

test("the session cookie is httpOnly and SameSite=Lax", async ({ page, context }) => {
  await logIn(page, DEMO.email, DEMO.password);
  await expect(accountMenu(page)).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name.endsWith("next-auth.session-token"));
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  // The site runs on plain http here; with an https NEXTAUTH_URL next-auth adds Secure.
  expect(await page.evaluate(() => document.cookie)).not.toContain("session-token");
});

test("a member deletes their own account from /me on a phone, and it is gone", async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail("leaving");
  await registerThroughApi(email);
  await logIn(page, email, PASSWORD, "/me");
  await expect(page).toHaveURL(/\/me$/);

  // The dialog loads on first use; a wrong word is refused and nothing is deleted.
  await page.getByRole("button", { name: "Delete account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await dialog.getByLabel("Type DELETE to confirm").fill("delete");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByText("Confirmation must be DELETE, in capitals.")).toBeVisible();
  // Cancel closes it; opening it again starts empty.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Delete account" }).click();
  await expect(dialog.getByLabel("Type DELETE to confirm")).toHaveValue("");

  await dialog.getByLabel("Type DELETE to confirm").fill("DELETE");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByTestId("toast")).toContainText("Your account has been deleted");

  // The address and password no longer sign in.
  await logIn(page, email, PASSWORD);
  await expect(page.getByTestId("login-error")).toHaveText("That email and password don't match.");
  await expect(accountMenu(page)).toHaveCount(0);
});
