import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RegisterForm } from "./register-form";

const api = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock("@/lib/api/use-account-api", () => ({ publicAccountApi: api.call }));
vi.mock("next-auth/react", () => ({ signIn: vi.fn() }));

afterEach(() => {
  cleanup();
  api.call.mockReset();
});

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function submit() {
  await waitFor(() =>
    expect(screen.getByRole("button", { name: "Create account" })).not.toHaveProperty(
      "disabled",
      true,
    ),
  );
  fireEvent.click(screen.getByRole("button", { name: "Create account" }));
}

describe("RegisterForm on the site's form pattern", () => {
  it("an over-long email reads as a sentence naming the field, not zod's wording", async () => {
    render(<RegisterForm next="/me" />);
    fill("Email", `${"a".repeat(250)}@example.com`);
    fill("Password", "long enough password");
    await submit();
    expect(await screen.findByText("Email must be at most 254 characters.")).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Too big|expected string/);
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    expect(api.call).not.toHaveBeenCalled();
  });

  it("a taken email is said once, above the button", async () => {
    api.call.mockResolvedValue({
      ok: false,
      status: 409,
      code: "EMAIL_TAKEN",
      message: "Email already registered",
    });
    render(<RegisterForm next="/me" />);
    fill("Email", "ann@example.com");
    fill("Password", "long enough password");
    await submit();
    const alert = await screen.findByTestId("register-error");
    expect(alert.textContent).toMatch(/already exists/);
    expect(screen.getAllByText(/already exists/)).toHaveLength(1);
  });

  it("API validation details land under their field, once", async () => {
    api.call.mockResolvedValue({
      ok: false,
      status: 400,
      code: "VALIDATION_FAILED",
      message: "email: Too big: expected string to have <=254 characters",
      details: [{ path: "email", message: "Too big: expected string to have <=254 characters" }],
    });
    render(<RegisterForm next="/me" />);
    fill("Email", "ann@example.com");
    fill("Password", "long enough password");
    await submit();
    expect(await screen.findByText("Email must be at most 254 characters.")).toBeTruthy();
    expect(screen.getAllByText("Email must be at most 254 characters.")).toHaveLength(1);
    expect(screen.queryByTestId("register-error")).toBeNull();
  });

  it("a common password, refused by the API, is said under the password field", async () => {
    const message = "is one of the most common passwords; choose one that is harder to guess";
    api.call.mockResolvedValue({
      ok: false,
      status: 400,
      code: "VALIDATION_FAILED",
      message: `password: ${message}`,
      details: [{ path: "password", message }],
    });
    render(<RegisterForm next="/me" />);
    fill("Email", "ann@example.com");
    fill("Password", "iloveyou1");
    await submit();
    expect(
      await screen.findByText(
        "Password is one of the most common passwords; choose one that is harder to guess.",
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText("Password").getAttribute("aria-invalid")).toBe("true");
  });

  it("eight spaces are refused in the browser, naming the field", async () => {
    render(<RegisterForm next="/me" />);
    fill("Email", "ann@example.com");
    fill("Password", "        ");
    await submit();
    expect(await screen.findByText("Password must contain more than spaces.")).toBeTruthy();
    expect(api.call).not.toHaveBeenCalled();
  });
});
